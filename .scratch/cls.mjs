import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import path from 'node:path';
import { listenOnLoopback } from '../scripts/serve.mjs';
const out = path.resolve(process.env.OUT_DIR ?? 'out');
const site = await listenOnLoopback(out);
const page = process.env.P ?? '/appointment';
for (let i = 0; i < Number(process.env.N ?? 6); i++) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
  const r = await lighthouse(site.origin + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  await chrome.kill();
  const cls = r.lhr.audits['cumulative-layout-shift'].numericValue;
  console.log('run', i, 'CLS', cls.toFixed(4));
  if (cls === 0) continue;
  const ev = r.artifacts.Trace.traceEvents;
  const nav = ev.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
  const t0 = nav.ts;
  const sel = ev.filter(e => e.pid === nav.pid && (e.name === 'ParseHTML' || e.name === 'LayoutShift' || e.name === 'Paint' && e.args?.data?.nodeName === '#document' || e.name==='firstContentfulPaint' || e.name === 'ResourceReceivedData' || e.name==='MarkDOMContent')).sort((a,b)=>a.ts-b.ts);
  for (const e of sel) {
    const t = Math.round((e.ts - t0)/1000);
    if (e.name === 'ParseHTML') console.log(t, 'ParseHTML', e.args.beginData.startLine, '->', e.args.endData?.endLine, Math.round(e.dur/1000)+'ms');
    else if (e.name === 'LayoutShift') console.log(t, 'LayoutShift', e.args.data.score, JSON.stringify(e.args.data.impacted_nodes ?? e.args.data).slice(0, 400));
    else if (e.name === 'ResourceReceivedData') console.log(t, 'data', e.args.data.encodedDataLength);
    else console.log(t, e.name);
  }
}
site.server.close();
