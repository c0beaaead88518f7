// @ts-check
// `npm run audit`: Lighthouse (mobile defaults) on every built page in both languages, with the
// system Chromium. Prints one row per page and a summary; fails when accessibility,
// best-practices or SEO is below 100 anywhere, or a byte budget is exceeded. Performance scores
// and timings are noisy on a shared 2-core machine: reported, never failed on.
// Error documents (the 404 pages, at /404 since Lighthouse will not load a 404 answer, and the
// form-error page) are audited too; they ask search engines not to index them, so on those
// pages, and only there, the SEO audit that checks exactly that is expected to fail.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { filesBelow } from './files.mjs';
import { listenOnLoopback } from './serve.mjs';

const KiB = 1024;
const budgets = { script: 150 * KiB, total: 250 * KiB };
const out = path.resolve('out');
/** @type {Map<string, string[]>} */
const errorDocuments = new Map([
  ['/404', ['is-crawlable']],
  ['/es/404', ['is-crawlable']],
  ['/form-error', ['is-crawlable']],
  ['/es/form-error', ['is-crawlable']],
]);

if (!existsSync(path.join(out, 'index.html'))) execSync('npm run build', { stdio: 'inherit' });

function pages() {
  const found = filesBelow(out, ['_next'])
    .filter((file) => file.endsWith('.html') && path.basename(file) !== '404.html')
    .map((file) => {
      const rel = `/${path.relative(out, file)}`;
      // A folder's home page (`index.html`) is served at the folder: `/`, `/es/`.
      return rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel.slice(0, -5);
    });
  found.push('/404', '/es/404');
  // AUDIT_PAGES=/,/es/faqs audits only those (when checking one change); the default is all.
  const only = process.env.AUDIT_PAGES?.split(',').filter(Boolean);
  return (only?.length ? only : found).sort();
}

const { server, origin } = await listenOnLoopback(out);
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

/** @param {string} url */
const gzipBytes = async (url) =>
  zlib.gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
/** @param {number | null} score */
const pct = (score) => (score === null ? '—' : String(Math.round(score * 100)));
/** @param {number | undefined} value */
const ms = (value) =>
  value !== undefined && Number.isFinite(value) ? `${Math.round(value)} ms` : '—';

/** @typedef {import('lighthouse').Result} Report */

/**
 * An audit or category of a report by its id, for the ones every report has.
 * @template T
 * @param {Record<string, T>} record `audits` or `categories`
 * @param {string} id
 * @returns {T}
 */
function reported(record, id) {
  const value = record[id];
  if (value === undefined) throw new Error(`audit: the report has no ${id}`);
  return value;
}

/**
 * The rows of an audit's table (the requests made, the console errors).
 * @param {Report} lhr
 * @param {string} id
 */
function tableRows(lhr, id) {
  const { details } = reported(lhr.audits, id);
  return details?.type === 'table' ? details.items : [];
}

/** @param {string} page */
async function lighthouseReport(page) {
  const result = await lighthouse(`${origin}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
  });
  if (!result) throw new Error(`audit: Lighthouse made no report of ${page}`);
  return result.lhr;
}

/**
 * @typedef {{ page: string, perf: string, a11y: string, bp: string, seo: string, lcp: string,
 *   tbt: string, cls: string, total: string, js: string, failed: string }} Row
 */
/** @type {Row[]} */
const rows = [];
/** @type {string[]} */
const failures = [];

try {
  for (const page of pages()) {
    // A busy machine can leave a trace without a measurable LCP (performance then has no
    // score); one more run usually measures it. Other categories do not depend on timing.
    const first = await lighthouseReport(page);
    const lhr =
      reported(first.categories, 'performance').score === null
        ? await lighthouseReport(page)
        : first;
    /** @param {string} id */
    const audit = (id) => reported(lhr.audits, id);
    /** @param {string} id */
    const category = (id) => reported(lhr.categories, id);
    const unmeasured = audit('largest-contentful-paint').errorMessage;
    if (unmeasured) console.log(`  performance not measured: ${unmeasured}`);
    const local = tableRows(lhr, 'network-requests').flatMap(({ url, resourceType }) =>
      typeof url === 'string' && url.startsWith(origin) ? [{ url, resourceType }] : [],
    );
    let js = 0;
    let total = 0;
    for (const request of local) {
      const size = await gzipBytes(request.url);
      total += size;
      if (request.resourceType === 'Script') js += size;
    }
    const failed = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      category(id)
        .auditRefs.map((ref) => audit(ref.id))
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id),
    );
    /** @type {Row} */
    const row = {
      page,
      perf: pct(category('performance').score),
      a11y: pct(category('accessibility').score),
      bp: pct(category('best-practices').score),
      seo: pct(category('seo').score),
      lcp: ms(audit('largest-contentful-paint').numericValue),
      tbt: ms(audit('total-blocking-time').numericValue),
      cls: (audit('cumulative-layout-shift').numericValue ?? 0).toFixed(3),
      total: `${(total / KiB).toFixed(1)} KiB`,
      js: `${(js / KiB).toFixed(1)} KiB`,
      failed: failed.join(' ') || '-',
    };
    rows.push(row);
    if (failed.includes('errors-in-console')) {
      for (const { description, sourceLocation: source } of tableRows(lhr, 'errors-in-console')) {
        const url = source && typeof source === 'object' && 'url' in source ? source.url : '';
        console.log(`  console: ${description} ${url}`);
      }
    }
    console.log(Object.values(row).join(' | '));
    const expected = errorDocuments.get(page) ?? [];
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      const { auditRefs, score } = category(id);
      const unexpected = auditRefs.filter((ref) => {
        const { score: auditScore } = audit(ref.id);
        return (
          ref.weight > 0 && auditScore !== null && auditScore < 1 && !expected.includes(ref.id)
        );
      });
      const fails =
        score === null || (errorDocuments.has(page) ? unexpected.length > 0 : score !== 1);
      if (fails)
        failures.push(`${page}: ${id} ${pct(score)} ${unexpected.map((r) => r.id).join(' ')}`);
    }
    if (js > budgets.script) failures.push(`${page}: JavaScript ${(js / KiB).toFixed(1)} KiB`);
    if (total > budgets.total) failures.push(`${page}: transfer ${(total / KiB).toFixed(1)} KiB`);
  }
} finally {
  await chrome.kill();
  server.close();
}

// Unmeasured scores ("—") are left out of the minimum and counted instead. Error documents
// are left out of the minimum too: their expected failures are reported apart.
/** @param {'perf' | 'a11y' | 'bp' | 'seo'} key */
const min = (key) => {
  const measured = rows.filter((r) => !errorDocuments.has(r.page));
  const values = measured.map((r) => Number(r[key])).filter(Number.isFinite);
  const missing = measured.length - values.length;
  return `${values.length ? Math.min(...values) : '—'}${missing ? ` (${missing} unmeasured)` : ''}`;
};
const errorRows = rows.filter((r) => errorDocuments.has(r.page));
console.log(
  `\naudit: ${rows.length - errorRows.length} pages | performance min ${min('perf')} | accessibility min ${min('a11y')} | best-practices min ${min('bp')} | seo min ${min('seo')} | ${errorRows.length} error documents (expected only: ${[...new Set(errorRows.flatMap((r) => errorDocuments.get(r.page) ?? []))].join(', ')}) | ${failures.length} failures`,
);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
