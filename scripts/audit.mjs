// `npm run audit`: Lighthouse (mobile defaults) on every built page in both languages, with the
// system Chromium. Prints one row per page and a summary; fails when accessibility,
// best-practices or SEO is below 100 anywhere, or a byte budget is exceeded. Performance scores
// and timings are noisy on a shared 2-core machine: reported, never failed on.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const KiB = 1024;
const budgets = { script: 150 * KiB, total: 275 * KiB };
const out = path.resolve('out');

if (!existsSync(path.join(out, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
process.env.OUT_DIR = out;
const { createServer } = await import('./serve.mjs');

function pages() {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_next') walk(full);
      } else if (name.endsWith('.html') && name !== '404.html') {
        const rel = `/${path.relative(out, full)}`;
        if (rel === '/es/index.html') continue;
        found.push(
          rel === '/index.html' ? '/' : rel === '/es.html' ? '/es/' : rel.replace(/\.html$/, ''),
        );
      }
    }
  };
  walk(out);
  return found.sort();
}

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const gzipBytes = async (url) =>
  zlib.gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
const pct = (score) => (score === null ? '—' : String(Math.round(score * 100)));
const rows = [];
const failures = [];

try {
  for (const page of pages()) {
    const { lhr } = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const local = requests.filter((r) => r.url.startsWith(origin));
    let js = 0;
    let total = 0;
    for (const request of local) {
      const size = await gzipBytes(request.url);
      total += size;
      if (request.resourceType === 'Script') js += size;
    }
    const cats = lhr.categories;
    const failed = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      cats[id].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id),
    );
    const row = {
      page,
      perf: pct(cats.performance.score),
      a11y: pct(cats.accessibility.score),
      bp: pct(cats['best-practices'].score),
      seo: pct(cats.seo.score),
      lcp: `${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms`,
      tbt: `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
      cls: (lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3),
      total: `${(total / KiB).toFixed(1)} KiB`,
      js: `${(js / KiB).toFixed(1)} KiB`,
      failed: failed.join(' ') || '-',
    };
    rows.push(row);
    if (failed.includes('errors-in-console')) {
      for (const item of lhr.audits['errors-in-console'].details?.items ?? []) {
        console.log(`  console: ${item.description} ${item.sourceLocation?.url ?? ''}`);
      }
    }
    console.log(Object.values(row).join(' | '));
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      if (cats[id].score !== 1) failures.push(`${page}: ${id} ${pct(cats[id].score)}`);
    }
    if (js > budgets.script) failures.push(`${page}: JavaScript ${(js / KiB).toFixed(1)} KiB`);
    if (total > budgets.total) failures.push(`${page}: transfer ${(total / KiB).toFixed(1)} KiB`);
  }
} finally {
  await chrome.kill();
  server.close();
}

const min = (key) => Math.min(...rows.map((r) => Number(r[key])));
console.log(
  `\naudit: ${rows.length} pages | performance min ${min('perf')} | accessibility min ${min('a11y')} | best-practices min ${min('bp')} | seo min ${min('seo')} | ${failures.length} failures`,
);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
