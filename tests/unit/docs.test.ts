/**
 * The project's documents point only inside the repository, and every pointer leads somewhere:
 * each `docs/….md#anchor` named in code, tests or documents is a file with that heading, each
 * relative link of a Markdown file resolves, and nothing names a document the repository does not
 * hold (an issue tracker's numbers, the original specification's sections, a decisions file kept
 * elsewhere). The README stays a newcomer's guide: short, and without measurements.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The repository's text files: tracked and new, not ignored, no pictures or fonts. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) =>
      file &&
      !/\.(png|jpe?g|webp|avif|ico|woff2?|svg|br|gz)$/.test(file) &&
      file !== 'package-lock.json' &&
      existsSync(path.join(root, file)) &&
      statSync(path.join(root, file)).isFile(),
  );
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (a repeated heading gets -1, -2… as on GitHub). */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  let fenced = false;
  for (const line of read(file).split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count ? `${base}-${count}` : base);
  }
  return found;
}

test('no file points to a document outside the repository', () => {
  // Built from parts, so that this file does not match itself.
  const outside = new RegExp(
    [
      '[Ii]ssue [0-9]+',
      '\\b[Ss]pec(?:ification)? [0-9]',
      'DECI' + 'SIONS',
      '/wo' + 'rk/',
      '(?<![\\w/])(?:DESIGN|CONVENTIONS)\\.md',
      'shared/(?:reviews|research|tools|hooks|product-spec|CONVENTIONS|DESIGN)',
    ].join('|'),
  );
  const found = files.flatMap((file) =>
    read(file)
      .split('\n')
      .map((line, index) => ({ file, line: index + 1, text: line }))
      .filter(({ text }) => outside.test(text)),
  );
  expect(found.map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`)).toEqual([]);
});

test('every docs/….md#anchor named anywhere is a file with that heading', () => {
  const reference = /\bdocs\/[\w/.-]+?\.md(?:#[\p{L}\p{N}_-]+)?/gu;
  const broken: string[] = [];
  let count = 0;
  for (const file of files) {
    for (const [ref] of read(file).matchAll(reference)) {
      count++;
      const [target, anchor] = ref.split('#') as [string, string | undefined];
      if (!existsSync(path.join(root, target))) broken.push(`${file}: ${ref} (no such file)`);
      else if (anchor && !anchors(target).has(anchor)) broken.push(`${file}: ${ref} (no heading)`);
    }
  }
  expect(broken).toEqual([]);
  expect(count).toBeGreaterThan(10);
});

test("every relative link of the project's Markdown leads to a file, and its heading", () => {
  const markdown = files.filter((file) => file.endsWith('.md'));
  // Site paths (`/orthodontics`) are pages, not files.
  const link = /\]\((?!https?:|mailto:|tel:|\/)([^)\s]+)\)/g;
  const broken: string[] = [];
  for (const file of markdown) {
    for (const [, href] of read(file).matchAll(link)) {
      const [target, anchor] = href!.split('#') as [string, string | undefined];
      const resolved = target ? path.posix.join(path.posix.dirname(file), target) : file;
      if (!existsSync(path.join(root, resolved))) {
        broken.push(`${file}: ${href} (no such file)`);
      } else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) {
        broken.push(`${file}: ${href} (no heading)`);
      }
    }
  }
  expect(broken).toEqual([]);
});

test('the README is a first week’s guide: at most 150 lines, no measurements', () => {
  const readme = read('README.md');
  expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  expect(readme).not.toMatch(/\b\d+(?:[.,]\d+)?\s?ms\b/);
  expect(readme).not.toMatch(/\b20\d\d-\d\d-\d\d\b/);
});

test('the anchors are computed as GitHub computes them', () => {
  expect(slug('Offline help and "open now"')).toBe('offline-help-and-open-now');
  expect(slug('`npm test`: the everyday suite')).toBe('npm-test-the-everyday-suite');
  expect(slug('Privacy, Terms, Accessibility pages')).toBe('privacy-terms-accessibility-pages');
});
