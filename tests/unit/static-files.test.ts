/**
 * The pieces of scripts/serve/static-files.mjs and scripts/build/precompress.mjs that decide what a request
 * gets: which encoding, which byte range. The answers themselves are checked end to end against
 * the local server and nginx (tests/e2e/nginx.spec.ts, tests/e2e/hostile.spec.ts).
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressFile } from '../../scripts/build/precompress.mjs';
import {
  acceptedEncodings,
  byteRange,
  contentTypeOf,
  modifiedAt,
  representation,
} from '../../scripts/serve/static-files.mjs';

let dir = '';
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'static-files-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('Accept-Encoding: names with their weights, q=0 refuses', () => {
  expect([...acceptedEncodings('gzip, deflate, br')]).toEqual([
    ['gzip', 1],
    ['deflate', 1],
    ['br', 1],
  ]);
  expect(acceptedEncodings('br;q=0, gzip;q=0.5').get('br')).toBe(0);
  expect(acceptedEncodings('br;q=0, gzip;q=0.5').get('gzip')).toBe(0.5);
  expect(acceptedEncodings(undefined).size).toBe(0);
  expect(acceptedEncodings('BR ; Q=1').get('br')).toBe(1);
});

test('the copy chosen: brotli, else gzip, else the file; only what the request accepts', async () => {
  const file = path.join(dir, 'page.html');
  writeFileSync(file, '<p>Hola, ¿cómo está?</p>'.repeat(50));
  expect(representation(file, 'br, gzip')).toEqual({ file, encoding: null, varies: false });
  await precompressFile(file);
  expect(representation(file, 'gzip, deflate, br')).toEqual({
    file: `${file}.br`,
    encoding: 'br',
    varies: true,
  });
  expect(representation(file, 'gzip')).toEqual({
    file: `${file}.gz`,
    encoding: 'gzip',
    varies: true,
  });
  expect(representation(file, 'br;q=0, gzip')).toMatchObject({ encoding: 'gzip' });
  expect(representation(file, 'identity')).toEqual({ file, encoding: null, varies: true });
  expect(representation(file, undefined)).toEqual({ file, encoding: null, varies: true });
  // Pictures and fonts are compressed already: never a copy, never Vary.
  expect(representation(path.join(dir, 'a.woff2'), 'br')).toEqual({
    file: path.join(dir, 'a.woff2'),
    encoding: null,
    varies: false,
  });
});

test('the copies hold the file, at the best settings, each with its own time', async () => {
  const file = path.join(dir, 'app.js');
  const source = 'export const greeting = "hola";\n'.repeat(200);
  writeFileSync(file, source);
  const sizes = await precompressFile(file);
  const br = readFileSync(`${file}.br`);
  const gz = readFileSync(`${file}.gz`);
  expect(zlib.brotliDecompressSync(br).toString()).toBe(source);
  expect(zlib.gunzipSync(gz).toString()).toBe(source);
  expect(sizes).toEqual({ raw: source.length, br: br.length, gzip: gz.length });
  expect(br.length).toBeLessThanOrEqual(
    zlib.brotliCompressSync(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  );
  expect(gz.length).toBe(zlib.gzipSync(source, { level: 9 }).length);
  // nginx's ETag is time and size: distinct times keep the three apart even at equal sizes.
  const times = [file, `${file}.gz`, `${file}.br`].map((f) => statSync(f).mtimeMs);
  expect(new Set(times).size).toBe(3);
});

test('a file that compression would not shrink gets no copy', async () => {
  const file = path.join(dir, 'tiny.txt');
  writeFileSync(file, 'ok');
  expect(await precompressFile(file)).toEqual({ raw: 2, br: 2, gzip: 2 });
  expect(representation(file, 'br, gzip')).toEqual({ file, encoding: null, varies: false });
});

test('byte ranges: one range of the representation, or the whole file, or unsatisfiable', () => {
  expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
  expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
  expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  expect(byteRange('bytes=500-5000', 1000)).toEqual({ start: 500, end: 999 });
  expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
  expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  // Not one byte range: the whole file, as the RFC allows.
  expect(byteRange('bytes=0-1,5-6', 1000)).toBeNull();
  expect(byteRange('bytes=9-3', 1000)).toBeNull();
  expect(byteRange('items=0-1', 1000)).toBeNull();
  expect(byteRange('bytes=-', 1000)).toBeNull();
});

test('media types of the files the site serves', () => {
  expect(contentTypeOf('/x/about.html')).toBe('text/html; charset=utf-8');
  expect(contentTypeOf('/x/about.txt')).toBe('text/plain; charset=utf-8');
  expect(contentTypeOf('/x/a.js')).toBe('application/javascript; charset=utf-8');
  expect(contentTypeOf('/x/manifest.webmanifest')).toBe('application/manifest+json; charset=utf-8');
  expect(contentTypeOf('/x/font.woff2')).toBe('font/woff2');
  expect(contentTypeOf('/x/_headers')).toBe('application/octet-stream');
});

test('If-Modified-Since answers 304 only for the exact time sent, as nginx does', () => {
  const file = path.join(dir, 'page.html');
  writeFileSync(file, '<p>Hello</p>');
  const stats = statSync(file);
  const sent = stats.mtime.toUTCString();
  expect(modifiedAt(sent, stats)).toBe(true);
  // A later date (a clock ahead, or files rolled back to older ones) is not a match.
  expect(modifiedAt('Wed, 21 Oct 2099 07:28:00 GMT', stats)).toBe(false);
  expect(modifiedAt(new Date(stats.mtimeMs + 1000).toUTCString(), stats)).toBe(false);
  expect(modifiedAt(new Date(stats.mtimeMs - 1000).toUTCString(), stats)).toBe(false);
  expect(modifiedAt('not a date', stats)).toBe(false);
});
