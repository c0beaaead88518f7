import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every route file has one shape (docs/architecture.md#route-files): a plain default export that renders the
 * page's sections in JSX, and `generateMetadata`; the language comes from next/root-params, so
 * params are read only for a route's own segments, and then typed with Next's generated
 * `PageProps<'/[locale]/…'>`, never by hand.
 */
const appDir = path.join(__dirname, '../../app');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

const pages = pageFiles(appDir).map((file) => ({
  route: '/' + path.relative(appDir, path.dirname(file)).split(path.sep).join('/'),
  source: readFileSync(file, 'utf8'),
}));

describe('route files', () => {
  it('are found', () => expect(pages.length).toBeGreaterThan(15));

  it.each(pages)('$route has the one shape', ({ route, source }) => {
    expect(source).toMatch(/^export default (async )?function [A-Z]\w*\(/m);
    expect(source).toMatch(/^export (async )?function generateMetadata\(/m);
    // Markup, not a factory: the page renders JSX itself.
    expect(source).toMatch(/return (\(\s*)?</);
    expect(source).not.toMatch(/setRequestLocale|contentRoute|legalRoute|export const \w+ = \w+\./);
    // Params typed by Next's generated types, for this very route, or not read at all.
    expect(source).not.toMatch(/params: Promise</);
    const typed = [...source.matchAll(/PageProps<'([^']+)'>/g)].map((m) => m[1]);
    if (/\bparams\b/.test(source)) expect(typed.length).toBeGreaterThan(0);
    for (const name of typed) expect(name).toBe(route);
    if (!route.includes('/[', '/[locale]'.length)) expect(source).not.toMatch(/\bparams\b/);
  });
});
