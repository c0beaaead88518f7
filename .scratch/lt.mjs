// Lighthouse perf N times on pages; print TBT, LCP, CLS, long tasks, shifts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import path from 'node:path';
import { listenOnLoopback } from '../scripts/serve.mjs';
const out = path.resolve(process.env.OUT_DIR ?? 'out');
const site = await listenOnLoopback(out);
const pages = (process.env.P ?? '/').split(',');
const N = Number(process.env.N ?? 3);
for (const page of pages) for (let i = 0; i < N; i++) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
  const r = await lighthouse(site.origin + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  await chrome.kill();
  const a = r.lhr.audits;
  const lt = (a['long-tasks'].details?.items ?? []).map(t => `${Math.round(t.startTime)}+${Math.round(t.duration)}:${String(t.url).replace(site.origin,'').slice(-30)}`).join(' ');
  console.log(page, 'TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), 'bench', r.lhr.environment.benchmarkIndex);
  console.log('   long:', lt);
  if (process.env.BD) console.log('   bd:', (a['mainthread-work-breakdown'].details?.items ?? []).map(x => `${x.group}:${Math.round(x.duration)}`).join(' '));
  if (process.env.BD) console.log('   boot:', (a['bootup-time'].details?.items ?? []).map(x => `${String(x.url).replace(site.origin,'').slice(-25)}:${Math.round(x.total)}/${Math.round(x.scripting)}`).join(' '));
  const sh = a['layout-shifts']?.details?.items ?? [];
  if (sh.length) console.log('   shifts:', JSON.stringify(sh).slice(0, 1500));
}
site.server.close();
