// @ts-check
// Offline help (docs/architecture.md#offline-help), run by scripts/build/postbuild.mjs over out/:
//   1. the offline pages (`/offline`, `/offline/emergency`, and their Spanish twins, built by
//      Next like any page) lose every script and their router files: they must work from the
//      cache alone, with nothing but the stylesheet, the font and the icon they name;
//   2. Serwist's getManifest lists those files with a revision each (the precache);
//   3. esbuild bundles worker/sw.ts with that list into out/sw.js, and worker/register.ts into
//      a hashed file under /_next/static/, which every other page loads.
// With `offline.enabled` false (or OFFLINE=off), out/sw.js is instead a worker that deletes the
// caches and unregisters itself, for visitors who still have the old one, and no page registers.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getManifest } from '@serwist/build';
import { build } from 'esbuild';
import { withoutAnyScript } from './without-scripts.mjs';
import { offline } from '../site-config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const KiB = 1024;

/** @param {string} page a request path (`/es/offline`) @returns {string} its file below out/ */
const fileOf = (page) => `${page.slice(1)}.html`;

/**
 * A built page without its scripts: the script tags, the preloads of scripts, the links to files
 * the copy will not have offline (the web manifest, the bitmap icons), and what the copy can
 * never show (`withoutTheUnshown`).
 * @param {string} html
 */
function withoutScripts(html) {
  return withoutTheUnshown(withoutAnyScript(html))
    .replace(/<link\b[^>]*\brel="(?:modulepreload|manifest|apple-touch-icon)"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="icon"[^>]*\.png"[^>]*>/g, '');
}

/**
 * What a saved copy can never show, whose bytes would count against the precache's budget:
 * - the footer's map column (`data-footer-map`): the map it loads when asked cannot come offline;
 * - the office status's unseen sentences (`data-status-room`): they keep the room of the
 *   sentences a script may write, and the copy has no script;
 * - on a page in emergency mode (its own red call bar), the emergency strip and the standard
 *   call bar, which that mode hides (app/globals.css).
 * @param {string} html
 */
function withoutTheUnshown(html) {
  let page = withoutElements(html, 'div', /\bdata-footer-map(?=[\s=>])/);
  page = withoutElements(page, 'span', /\bdata-status-room(?=[\s=>])/);
  if (/<nav\b[^>]*\bdata-call-bar="emergency"/.test(page)) {
    page = withoutElements(page, 'aside', /\bdata-emergency-strip(?=[\s=>])/);
    page = withoutElements(page, 'nav', /\bdata-call-bar="standard"/);
  }
  return page;
}

/**
 * The page without every `tag` element whose start tag carries `attribute`, with all it holds.
 * @param {string} html
 * @param {string} tag
 * @param {RegExp} attribute
 */
function withoutElements(html, tag, attribute) {
  const starts = new RegExp(`<${tag}\\b[^>]*>`, 'g');
  const tags = new RegExp(`<\\/?${tag}\\b[^>]*>`, 'g');
  let page = html;
  for (let start = starts.exec(page); start; start = starts.exec(page)) {
    if (!attribute.test(start[0])) continue;
    tags.lastIndex = start.index;
    let depth = 0;
    let end = -1;
    for (let found = tags.exec(page); found; found = tags.exec(page)) {
      depth += found[0].startsWith('</') ? -1 : 1;
      if (depth === 0) {
        end = tags.lastIndex;
        break;
      }
    }
    if (end < 0) throw new Error(`offline: a <${tag}> with ${attribute.source} never closes`);
    page = page.slice(0, start.index) + page.slice(end);
    starts.lastIndex = start.index;
  }
  return page;
}

/**
 * The same-origin files a page names: stylesheets, preloaded fonts, images, icons.
 * @param {string} html
 * @returns {string[]} request paths
 */
function filesNamedBy(html) {
  const named = [
    ...html.matchAll(
      /<link\b[^>]*\brel="(?:stylesheet|icon|preload)"[^>]*\bhref="(\/[^"/][^"]*)"/g,
    ),
    ...html.matchAll(/<img\b[^>]*\bsrc="(\/[^"/][^"]*)"/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(named)].sort();
}

/**
 * Removes the router files Next wrote for a page (`X.txt`, `X/__next.*.txt`): the offline copies
 * have no scripts to read them.
 * @param {string} out
 * @param {string} page
 */
function removeRouterFiles(out, page) {
  rmSync(path.join(out, `${page.slice(1)}.txt`), { force: true });
  const folder = path.join(out, page.slice(1));
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, name.name);
    if (name.isFile() && name.name.startsWith('__next.')) rmSync(full);
    // A folder of router files only (`offline/emergency/` beside `offline/emergency.html`).
    if (name.isDirectory() && readdirSync(full).every((file) => file.startsWith('__next.'))) {
      rmSync(full, { recursive: true });
    }
  }
}

/**
 * The bytes a file costs over the wire: compressed as hosts send text, fonts as they are.
 * @param {string} file
 */
function wireSize(file) {
  const bytes = readFileSync(file);
  return /\.(?:woff2|png|webp|jpg)$/.test(file)
    ? bytes.length
    : gzipSync(bytes, { level: 9 }).length;
}

/**
 * Step 1, before each page gets its Content-Security-Policy: the offline pages lose their
 * scripts and router files.
 * @param {string} out the built site
 */
export function stripOfflinePages(out) {
  for (const page of offline.pages) {
    const file = path.join(out, fileOf(page));
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
    removeRouterFiles(out, page);
  }
}

/**
 * Steps 2 and 3, once the pages are final: the precache list, the worker, the registration.
 * @param {string} out the built site
 * @param {string[]} pages every page's file below out/, to load the registration script
 * @returns {Promise<{ precacheBytes: number, workerBytes: number, registerBytes: number } | null>}
 */
export async function writeWorker(out, pages) {
  if (!offline.enabled) {
    writeFileSync(path.join(out, 'sw.js'), retiringWorker(offline.cachePrefix));
    return null;
  }
  const files = [
    ...new Set(
      offline.pages.flatMap((page) =>
        filesNamedBy(readFileSync(path.join(out, fileOf(page)), 'utf8')),
      ),
    ),
  ].sort();

  // 2. The precache: each page under its address, each file with its revision.
  const htmlToPage = new Map(offline.pages.map((page) => [fileOf(page), page]));
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: out,
    globPatterns: [...htmlToPage.keys(), ...files.map((file) => file.slice(1))],
    // Hashed names change with their content: their revision is their name.
    dontCacheBustURLsMatching: /^_next\/static\//,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: htmlToPage.get(entry.url) ?? `/${entry.url}`,
        })),
        warnings: [],
      }),
    ],
  });
  if (warnings.length) throw new Error(`offline: ${warnings.join('; ')}`);
  const precache = (manifestEntries ?? []).sort((a, b) => a.url.localeCompare(b.url));
  const missing = [...offline.pages, ...files].filter(
    (url) => !precache.some((e) => e.url === url),
  );
  if (missing.length) throw new Error(`offline: not found in out/: ${missing.join(', ')}`);
  const precacheBytes = [...offline.pages.map(fileOf), ...files.map((f) => f.slice(1))]
    .map((file) => wireSize(path.join(out, file)))
    .reduce((a, b) => a + b, 0);
  if (precacheBytes > offline.budgets.precache) {
    throw new Error(
      `offline: the precache is ${(precacheBytes / KiB).toFixed(1)} KiB over the wire, more than ${offline.budgets.precache / KiB} KiB`,
    );
  }

  // 3. The worker, named by what it keeps and what the build serves, and its registration.
  const hashed = readdirSync(path.join(out, '_next/static'), { recursive: true })
    .map(String)
    .sort();
  const version = createHash('sha256')
    .update(JSON.stringify({ precache, hashed }))
    .digest('hex')
    .slice(0, 12);
  const bundle = async (
    /** @type {string} */ entry,
    /** @type {Record<string, string>} */ define,
  ) =>
    (
      await build({
        entryPoints: [path.join(root, 'worker', entry)],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        write: false,
        legalComments: 'none',
        define: { 'process.env.NODE_ENV': '"production"', ...define },
      })
    ).outputFiles[0]?.text ?? '';
  const worker = await bundle('sw.ts', {
    PRECACHE: JSON.stringify(precache),
    VERSION: JSON.stringify(version),
    CACHE_PREFIX: JSON.stringify(offline.cachePrefix),
    FALLBACKS: JSON.stringify(
      offline.fallbacks.map(({ pattern, page }) => ({ pattern: pattern.source, page })),
    ),
  });
  writeFileSync(path.join(out, 'sw.js'), worker);
  const register = await bundle('register.ts', {});
  const registerName = `register-${createHash('sha256').update(register).digest('hex').slice(0, 12)}.js`;
  mkdirSync(path.join(out, offline.registerDir), { recursive: true });
  writeFileSync(path.join(out, offline.registerDir, registerName), register);

  const tag = `<script src="/${offline.registerDir}/${registerName}" async=""></script>`;
  const offlineFiles = new Set(offline.pages.map((page) => path.join(out, fileOf(page))));
  for (const file of pages) {
    if (offlineFiles.has(file)) continue;
    const html = readFileSync(file, 'utf8');
    if (!html.includes('</body>')) throw new Error(`offline: ${file} has no </body>`);
    writeFileSync(file, html.replace('</body>', `${tag}</body>`));
  }

  const workerBytes = gzipSync(worker, { level: 9 }).length;
  const registerBytes = gzipSync(register, { level: 9 }).length;
  if (workerBytes > offline.budgets.worker || register.length > offline.budgets.register) {
    throw new Error(
      `offline: worker ${workerBytes} B gzip (at most ${offline.budgets.worker}), registration ${register.length} B (at most ${offline.budgets.register})`,
    );
  }
  return { precacheBytes, workerBytes, registerBytes };
}

/**
 * The worker that replaces ours when offline help is turned off: it deletes the site's caches,
 * unregisters itself and reloads the pages it controlled, so they load from the network.
 * @param {string} cachePrefix
 */
export function retiringWorker(cachePrefix) {
  return `// Offline help is turned off (scripts/site-config.mjs): this worker removes itself.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(${JSON.stringify(`${cachePrefix}-`)})).map((n) => caches.delete(n))))
      .then(() => self.registration.unregister())
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((clients) => clients.forEach((client) => client.navigate(client.url))),
  );
});
`;
}
