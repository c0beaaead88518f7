// @ts-check
// Turns Next's export of the [locale] tree into the site's URL layout:
//   out/en/**  → out/**         English at unprefixed paths
//   out/es.html → out/es/index.html: the Spanish home is /es/ (docs/product.md#canonical-urls),
//     and no host serves it at /es as well
//   the not-found-page route → out/404.html and out/es/404.html (one per language)
//   offline help: script-free offline pages, out/sw.js, its registration on every page
//     (scripts/build/offline.mjs)
//   every page loads its framework scripts and router data after its first paint, unless
//     DEFER_SCRIPTS=off (scripts/build/next-adapter.mjs; Next's own files stay as Next wrote them)
//   every page gets its Content-Security-Policy meta (scripts/build/csp.mjs)
//   the office's editor in out/admin/, under its own policy and none of the steps above
//     (scripts/build/admin.mjs)
//   out/_headers and out/_redirects for Netlify / Cloudflare Pages (scripts/build/host-config.mjs)
//   last, X.br and X.gz beside every text file, for the local server and nginx
//     (scripts/build/precompress.mjs; not on Netlify, Cloudflare Pages or Vercel)
// Any static host serves the result as it is.
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { buildAdmin } from './admin.mjs';
import { withCspMeta } from './csp.mjs';
import { filesBelow } from '../files.mjs';
import { hashedAssets, hostHeaders, hostRedirects } from './host-config.mjs';
import { adaptPage, checkNextVersion, deferScripts, orStop } from './next-adapter.mjs';
import { stripOfflinePages, writeWorker } from './offline.mjs';
import { precompressAll } from './precompress.mjs';
import { notPageDirs, precompress } from '../site-config.mjs';

const out = path.resolve(process.argv[2] ?? 'out');
const en = path.join(out, 'en');
if (!existsSync(en)) {
  console.error(`postbuild: ${en} not found; run next build first`);
  process.exit(1);
}

/**
 * Moves the contents of `from` into `to`, merging a folder both have (a rename cannot replace a
 * folder that holds files).
 * @param {string} from
 * @param {string} to
 */
function mergeInto(from, to) {
  for (const name of readdirSync(from)) {
    const src = path.join(from, name);
    const dest = path.join(to, name);
    if (statSync(src).isDirectory()) {
      if (!existsSync(dest)) renameSync(src, dest);
      else mergeInto(src, dest);
    } else {
      renameSync(src, dest);
    }
  }
}

// English: the home page files sit beside the folder (out/en.html, out/en.txt).
for (const ext of ['html', 'txt']) {
  const file = path.join(out, `en.${ext}`);
  if (existsSync(file)) renameSync(file, path.join(out, `index.${ext}`));
}
mergeInto(en, out);
rmSync(en, { recursive: true, force: true });

renameSync(path.join(out, 'es.html'), path.join(out, 'es', 'index.html'));

// 404 pages in each language, built from the not-found-page route (notFoundRoute in lib/paths.ts).
for (const dir of [out, path.join(out, 'es')]) {
  renameSync(path.join(dir, 'not-found-page.html'), path.join(dir, '404.html'));
  // Its router data, which the page loads after its first paint (scripts/build/next-adapter.mjs).
  renameSync(path.join(dir, 'not-found-page.txt'), path.join(dir, '404.txt'));
  rmSync(path.join(dir, 'not-found-page'), { recursive: true, force: true });
}
for (const leftover of ['_not-found.html', '_not-found.txt', '_not-found']) {
  rmSync(path.join(out, leftover), { recursive: true, force: true });
}
const pages = filesBelow(out, notPageDirs).filter((file) => file.endsWith('.html'));
stripOfflinePages(out);
orStop(() => {
  if (deferScripts) checkNextVersion();
  for (const file of pages) {
    writeFileSync(file, withCspMeta(adaptPage(out, file, readFileSync(file, 'utf8'))));
  }
});
const offlineSizes = await writeWorker(out, pages);
const admin = await buildAdmin(out);

writeFileSync(path.join(out, '_headers'), hostHeaders(hashedAssets(out)));
writeFileSync(path.join(out, '_redirects'), hostRedirects());
console.log(
  `postbuild: English at the root, 404 pages in place, CSP in ${pages.length} pages, ${deferScripts ? 'framework scripts after the first paint' : "Next's own script tags (DEFER_SCRIPTS=off)"}`,
);
console.log(
  offlineSizes
    ? `postbuild: offline help: precache ${(offlineSizes.precacheBytes / 1024).toFixed(1)} KiB over the wire, worker ${(offlineSizes.workerBytes / 1024).toFixed(1)} KiB gzip, registration ${offlineSizes.registerBytes} B gzip`
    : 'postbuild: offline help turned off: out/sw.js removes the old worker',
);
console.log(
  `postbuild: the editor in out/admin/ (${admin.files} files, editor.js ${(admin.editorBytes / 1024).toFixed(0)} KiB, gzip ${(admin.editorGzipBytes / 1024).toFixed(0)} KiB) in ${(admin.ms / 1000).toFixed(1)} s`,
);

// Last: every file is final now.
if (precompress.enabled) {
  const sizes = await precompressAll(out);
  const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(
    `postbuild: precompressed ${sizes.files} files: ${kib(sizes.raw)} → brotli ${kib(sizes.br)}, gzip ${kib(sizes.gzip)}`,
  );
} else {
  console.log('postbuild: no precompressed copies (a host that compresses by itself)');
}
