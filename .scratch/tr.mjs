import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { listenOnLoopback } from '../scripts/serve.mjs';
const out = path.resolve(process.env.OUT_DIR ?? 'out');
const site = await listenOnLoopback(out);
const page = process.env.P ?? '/';
const N = Number(process.env.N ?? 1);
for (let i = 0; i < N; i++) {
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const r = await lighthouse(site.origin + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const trace = r.artifacts.Trace ?? r.artifacts.traces?.defaultPass;
const ev = trace.traceEvents;
const a = r.lhr.audits;
console.log('TBT', Math.round(a['total-blocking-time'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3));
// main renderer thread: find navigationStart
const nav = ev.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
const pid = nav.pid, tid = nav.tid, t0 = nav.ts;
const main = ev.filter(e => e.pid === pid && e.tid === tid && e.ph === 'X').sort((x, y) => x.ts - y.ts);
const fcpEv = ev.find(e => e.name === 'firstContentfulPaint' && e.pid===pid); console.log('observed FCP', fcpEv && Math.round((fcpEv.ts-t0)/1000));
const tasks = main.filter(e => e.name === 'RunTask' && e.dur > Number(process.env.MIN ?? 30)*1000);
for (const t of tasks) {
  if (process.env.AT && Math.abs((t.ts - t0)/1000 - Number(process.env.AT)) > 40) continue;
  if (process.env.BRIEF) { const kids = main.filter(e => e.ts >= t.ts && e.ts + (e.dur||0) <= t.ts + t.dur && e !== t && e.dur > 1000 && ['UpdateLayoutTree','Layout','ParseHTML','EvaluateScript','RunMicrotasks','FunctionCall','Paint','PrePaint','TimerFire','EventDispatch','ParseAuthorStyleSheet','v8.run','Decode Image','ImageDecodeTask','HitTest','IntersectionObserverController::computeIntersections','ScheduleStyleRecalculation'].includes(e.name)); console.log(`@${Math.round((t.ts - t0)/1000)} ${Math.round(t.dur/1000)}ms: ` + kids.map(k => k.name + (k.args?.beginData?.elementCount ? '(' + k.args.beginData.elementCount + ')' : '') + (k.args?.data?.url ? '[' + k.args.data.url.slice(-25) + ']' : '') + (k.args?.data?.type ? '[' + k.args.data.type + ']' : '') + ':' + Math.round(k.dur/1000)).join(' ')); continue; }
  const kids = main.filter(e => e.ts >= t.ts && e.ts + (e.dur||0) <= t.ts + t.dur && e !== t && e.dur > Number(process.env.KMIN ?? 3)*1000);
  console.log(`task @${Math.round((t.ts - t0)/1000)} ${Math.round(t.dur/1000)}ms (x4-sim scaled? observed)`);
  for (const k of kids.slice(0, 14)) console.log('   ', Math.round((k.ts - t0)/1000), Math.round(k.dur/1000), k.name, JSON.stringify(k.args?.data ?? k.args ?? {}).slice(0, 140));
}
if (process.env.SAVE) writeFileSync(process.env.SAVE, JSON.stringify(trace));
}
site.server.close();
