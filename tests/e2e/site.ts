import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const outDir = path.resolve(__dirname, '../../out');
const out = outDir;

/** Every page path of the built site, from the files in out/ (404 pages excluded). */
export function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === '_next') continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html') && name !== '404.html') {
        const rel = '/' + path.relative(out, full).replace(/\\/g, '/');
        // A folder's home page (`index.html`) is served at the folder: `/`, `/es/`.
        pages.push(
          rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel.slice(0, -5),
        );
      }
    }
  };
  walk(out);
  return pages.sort();
}

/** The file in out/ that holds a page path from `builtPages()`. */
export function builtFile(page: string): string {
  return path.join(out, page.endsWith('/') ? `${page}index.html` : `${page}.html`);
}

/** The page a request belongs to, for a page document or one of its router payload files. */
export function pageOfRequest(pathname: string): string {
  let p = pathname.replace(/\/__next\.[^/]*$/, '').replace(/\.txt$/, '');
  if (p === '' || p === '/index') p = '/';
  if (p === '/es') p = '/es/';
  return p;
}
