import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const base = process.env.BASE ?? 'http://127.0.0.1:4197';
const pages = (process.env.P ?? '/').split(',');
const W = Number(process.env.W ?? 412), H = Number(process.env.H ?? 823);
for (const path of pages) {
  const vals = [];
  for (let i = 0; i < Number(process.env.N ?? 3); i++) {
    const ctx = await b.newContext({ viewport: { width: W, height: H } });
    await ctx.route(/\.js$|\.txt$/, (r) => r.abort());
    const p = await ctx.newPage();
    const cdp = await ctx.newCDPSession(p);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await p.goto(base + path, { waitUntil: 'load' });
    await p.waitForTimeout(300);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    vals.push([m.LayoutDuration * 1000, m.RecalcStyleDuration * 1000]);
    await ctx.close();
  }
  const med = (k) => vals.map((v) => v[k]).sort((a, b) => a - b)[Math.floor(vals.length / 2)];
  console.log(path, 'layout', med(0).toFixed(0), 'style', med(1).toFixed(0), 'sum', (med(0) + med(1)).toFixed(0));
}
await b.close();
