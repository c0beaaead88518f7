import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { builtFile, builtPages, footerId } from './site';

const root = path.resolve(__dirname, '../..');

/**
 * The one message the checker (vnu 26.9) gives that the HTML standard contradicts: it still
 * allows `blocking` only on `rel="stylesheet"` links, while the standard allows it on
 * `rel="expect"` too (html.spec.whatwg.org/multipage/links.html#link-type-expect; Chromium 124+
 * implements it). Every page has exactly one such link (the layout's first-paint hold), and only
 * that exact link at that exact place is excused; any other `blocking` link still fails.
 */
const expectLink = `<link rel="expect" href="#${footerId}" blocking="render"/>`;
const checkerLag =
  'error: A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';

/** The line and column where the checker reports the expect link of one built file. */
function expectLinkPlace(file: string): string {
  const html = readFileSync(path.join(root, file), 'utf8');
  expect(html.split(expectLink).length - 1, `${file}: one expect link`).toBe(1);
  expect(html.match(/<link[^>]*\sblocking=/g), `${file}: no other blocking link`).toHaveLength(1);
  const before = html.slice(0, html.indexOf(expectLink) + expectLink.length);
  const lines = before.split('\n');
  return `${lines.length}.${lines.at(-1)!.length - expectLink.length + 1}`;
}

test('every built page passes the Nu HTML Checker with zero errors', () => {
  const jar = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');
  let report = '';
  try {
    execFileSync(
      'java',
      ['-jar', jar, '--errors-only', '--skip-non-html', '--format', 'gnu', 'out/'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    report = `${stdout}${stderr}`;
  }
  const errors = report.split('\n').filter(Boolean);
  const excused = errors.filter((line) => {
    const match = /^"file:(.*?)":(\d+\.\d+)-[\d.]+: (.*)$/.exec(line);
    if (!match || match[3] !== checkerLag) return false;
    const file = path.relative(root, match[1]!);
    return match[2] === expectLinkPlace(file);
  });
  expect(errors.filter((line) => !excused.includes(line))).toEqual([]);
});

test('every built page holds its first paint for the footer, which it has once', () => {
  for (const page of [...builtPages(), '/404', '/es/404']) {
    const file = path.relative(root, builtFile(page));
    expectLinkPlace(file);
    const html = readFileSync(builtFile(page), 'utf8');
    expect(html.split(` id="${footerId}"`), `${file}: the footer`).toHaveLength(2);
    expect(html.indexOf(expectLink), `${file}: the link is in <head>`).toBeLessThan(
      html.indexOf('<body'),
    );
  }
});

/**
 * A `pattern` the browser cannot read is dropped without a word (Chromium logs it to the console
 * only): the field then takes anything. Browsers compile it with the `v` flag, which rejects some
 * characters a `u` pattern allows unescaped in a class (brackets, a dash), so each is compiled
 * here as they do.
 */
test('every pattern on every built page is one the browser applies', () => {
  for (const page of builtPages()) {
    const html = readFileSync(builtFile(page), 'utf8');
    for (const [, pattern] of html.matchAll(/\spattern="([^"]*)"/g)) {
      const source = pattern!.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
      expect(
        () => new RegExp(`^(?:${source})$`, 'v'),
        `${page}: pattern="${source}"`,
      ).not.toThrow();
    }
  }
});
