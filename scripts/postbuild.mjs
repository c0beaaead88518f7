// Turns Next's export of the [locale] tree into the site's URL layout:
//   out/en/**  → out/**         English at unprefixed paths
//   out/es.html → also out/es/index.html, so /es/ is served as a plain file too
//   the not-found-page route → out/404.html and out/es/404.html (one per language)
// Everything here is plain file moves; any static host serves the result as it is.
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve(process.argv[2] ?? 'out');
const en = path.join(out, 'en');
if (!existsSync(en)) {
  console.error(`postbuild: ${en} not found; run next build first`);
  process.exit(1);
}

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

cpSync(path.join(out, 'es.html'), path.join(out, 'es', 'index.html'));

// 404 pages in each language, built from the not-found-page route.
for (const dir of [out, path.join(out, 'es')]) {
  renameSync(path.join(dir, 'not-found-page.html'), path.join(dir, '404.html'));
  rmSync(path.join(dir, 'not-found-page.txt'), { force: true });
  rmSync(path.join(dir, 'not-found-page'), { recursive: true, force: true });
}
for (const leftover of ['_not-found.html', '_not-found.txt', '_not-found']) {
  rmSync(path.join(out, leftover), { recursive: true, force: true });
}
console.log('postbuild: English moved to the root, 404 pages in place');
