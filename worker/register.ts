// Registers the service worker (worker/sw.ts) once the page has loaded and the browser is idle
// (registering took 20 ms of main thread at 4× CPU, in the same task as the page's load event,
// just as the page's scripts start), so nothing it does competes with the page, and not at all
// when the visitor asked to save data. scripts/build/offline.mjs
// bundles it into a hashed file under /_next/static/ that every page loads.
type SaveData = { connection?: { saveData?: boolean } };

const register = () => {
  if (!('serviceWorker' in navigator) || (navigator as SaveData).connection?.saveData) return;
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // No worker (a private window, a blocked registration): the site works as it does without one.
  });
};

const whenIdle = () => {
  if ('requestIdleCallback' in self) requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 1000);
};

if (document.readyState === 'complete') whenIdle();
else addEventListener('load', whenIdle);
