// Registers the service worker (worker/sw.ts) once the page has loaded, so nothing it fetches
// competes with the page, and not at all when the visitor asked to save data. scripts/offline.mjs
// bundles it into a hashed file under /_next/static/ that every page loads.
type SaveData = { connection?: { saveData?: boolean } };

const register = () => {
  if (!('serviceWorker' in navigator) || (navigator as SaveData).connection?.saveData) return;
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // No worker (a private window, a blocked registration): the site works as it does without one.
  });
};

if (document.readyState === 'complete') register();
else addEventListener('load', register);
