import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const base = process.env.BASE ?? 'http://127.0.0.1:4197';
for (const [W, H] of [[412, 823], [1280, 800], [1920, 1080], [1280, 2400]]) {
  for (const path of (process.env.P ?? '/').split(',')) {
    const ctx = await b.newContext({ viewport: { width: W, height: H } });
    await ctx.route(/\.js$|\.txt$/, (r) => r.abort());
    const p = await ctx.newPage();
    await p.addInitScript(() => { window.__s = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__s.push([e.value, e.sources?.map(s => s.node?.nodeName + '.' + (s.node?.className?.baseVal ?? s.node?.className ?? '').toString().slice(0, 30))]); }).observe({ type: 'layout-shift', buffered: true }); });
    await p.goto(base + path, { waitUntil: 'load' });
    await p.waitForTimeout(300);
    const s = await p.evaluate(() => window.__s);
    const tot = s.reduce((a, x) => a + x[0], 0);
    if (tot > 0 || process.env.V) console.log(W, H, path, tot.toFixed(4), JSON.stringify(s).slice(0, 300));
    await ctx.close();
  }
}
console.log('done');
await b.close();
