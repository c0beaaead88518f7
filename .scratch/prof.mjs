import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.start');
await p.goto('http://127.0.0.1:4197' + (process.env.PG ?? '/'));
await p.waitForTimeout(Number(process.env.WAIT ?? 1500));
const { profile } = await cdp.send('Profiler.stop');
// self time per function (top)
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { const n = byId.get(s); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//,'')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i++] ?? 0)); }
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25));
for (const [k, v] of top) console.log((v / 1000).toFixed(1), 'ms', k);
await b.close();
