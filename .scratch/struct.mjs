import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 412, height: 823 } });
for (const path of (process.env.P ?? '/').split(',')) {
  await p.goto('http://127.0.0.1:4197' + path);
  console.log(path, await p.evaluate(() => {
    const rows = [];
    const walk = (el, d) => { for (const c of el.children) { const r = c.getBoundingClientRect(); rows.push('  '.repeat(d) + c.tagName.toLowerCase() + (c.id ? '#' + c.id : '') + ' ' + Math.round(r.top) + '+' + Math.round(r.height) + ' n=' + c.querySelectorAll('*').length); if (d < 1 && (c.tagName === 'MAIN' || c.children.length < 4)) walk(c, d + 1); } };
    walk(document.body, 0);
    return rows.join('\n') + '\nall=' + document.querySelectorAll('*').length;
  }));
}
await b.close();
