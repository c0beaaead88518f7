/**
 * scripts/build/next-adapter.mjs on a page shaped as Next writes one: the scripts and the inline
 * router data leave the HTML, one loader takes their place, DEFER_SCRIPTS=off leaves them, and
 * the build stops, naming that switch, when Next's version or output is not what the step knows.
 * What the loader does in a browser is tested there (tests/e2e/deferral.spec.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nextPackage from 'next/package.json';
import {
  adaptPage,
  checkNextVersion,
  firstViewChunks,
  inlineRouterData,
  loaderScript,
  routerFileOf,
  routerIntegrity,
  runtimeChunk,
  supportedNext,
  withHeadScriptsFirst,
} from '../../scripts/build/next-adapter.mjs';

const data = ['0:{"P":null,"b":"build-1"}\n', '1:["$","p",null,{"children":"¿Cómo está? <b>"}]\n'];
const push = (value: unknown) => `<script>self.__next_f.push(${JSON.stringify(value)})</script>`;
const page = [
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>',
  '</head><body><main><h1>Hola</h1><a href="/es/about">Nosotros</a></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  push([1, data[0]]),
  push([1, data[1]]),
  '</body></html>',
].join('');
const text = data.join('');

let out = '';
/** The chunks as Turbopack writes them: modules pushed for the runtime, and the runtime. */
const chunkSources: Record<string, string> = {
  a: '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,1,()=>{}]);',
  b: '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,2,()=>{}]);',
  main: '(()=>{e={async registerChunk(e,t){}};globalThis.TURBOPACK={push:H}})();',
};
beforeEach(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'next-adapter-'));
  mkdirSync(path.join(out, 'es'));
  mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
  for (const [name, source] of Object.entries(chunkSources)) {
    writeFileSync(path.join(out, `_next/static/chunks/${name}.js`), source);
  }
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

test('the inline router data is read as Next pushes it', () => {
  expect(inlineRouterData(page)?.text).toBe(text);
  expect(inlineRouterData(page)?.scripts).toHaveLength(3);
  expect(inlineRouterData('<html><body><p>no scripts</p></body></html>')).toBeNull();
  // A kind of push this step does not handle (form state) stops the build.
  expect(() => inlineRouterData(page.replace(push([1, data[1]]), push([2, 'x'])))).toThrow(
    /unexpected router data/,
  );
});

test('each page finds its .txt where the export writes it', () => {
  expect(routerFileOf(out, path.join(out, 'index.html')).url).toBe('/index.txt');
  expect(routerFileOf(out, path.join(out, 'about.html')).url).toBe('/about.txt');
  expect(routerFileOf(out, path.join(out, 'es/index.html')).url).toBe('/es.txt');
  expect(routerFileOf(out, path.join(out, 'es/blog/x.html')).url).toBe('/es/blog/x.txt');
  expect(routerFileOf(out, path.join(out, 'es/404.html')).url).toBe('/es/404.txt');
});

test('the page keeps no script tag, no preload and no inline data; one loader names them all', () => {
  writeFileSync(path.join(out, 'es/about.txt'), text);
  const result = adaptPage(out, path.join(out, 'es/about.html'), page, true);
  expect(result).not.toMatch(/<script[^>]*\bsrc=/);
  expect(result).not.toContain('rel="preload" as="script"');
  expect(result).not.toContain('__next_f.push([1');
  expect(result).toContain('<script id="_R_">');
  expect(result).toContain('<main><h1>Hola</h1><a href="/es/about">Nosotros</a></main>');
  const loaders = [...result.matchAll(/<script>(\(function\(c\)[\s\S]*?)<\/script>/g)];
  expect(loaders).toHaveLength(1);
  expect(loaders[0]![1]).toBe(
    loaderScript({
      u: '/es/about.txt',
      i: routerIntegrity(text),
      s: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
      r: '/_next/static/chunks/main.js',
    }),
  );
});

test("Turbopack's runtime is the one chunk that registers the others; none or two stop the build", () => {
  const chunks = firstViewChunks(page);
  expect(runtimeChunk(out, chunks, 'about.html')).toBe('/_next/static/chunks/main.js');
  writeFileSync(path.join(out, '_next/static/chunks/b.js'), chunkSources.main!);
  expect(() => runtimeChunk(out, chunks, 'about.html')).toThrow(/2 Turbopack runtimes/);
  writeFileSync(path.join(out, '_next/static/chunks/b.js'), chunkSources.b!);
  writeFileSync(path.join(out, '_next/static/chunks/main.js'), chunkSources.a!);
  expect(() => runtimeChunk(out, chunks, 'about.html')).toThrow(/0 Turbopack runtimes/);
});

test('a .txt that is missing or differs from the inline data stops the build', () => {
  const file = path.join(out, 'es/about.html');
  expect(() => adaptPage(out, file, page, true)).toThrow(/missing or differs/);
  writeFileSync(path.join(out, 'es/about.txt'), text.replace('build-1', 'build-2'));
  expect(() => adaptPage(out, file, page, true)).toThrow(/missing or differs/);
});

test('a script the step does not know stops the build; a page without scripts is left alone', () => {
  writeFileSync(path.join(out, 'es/about.txt'), text);
  const file = path.join(out, 'es/about.html');
  const unknown = page.replace('</body>', '<script src="/elsewhere.js" defer></script></body>');
  expect(() => adaptPage(out, file, unknown, true)).toThrow(/does not know/);
  const plain = '<html><body><p>offline</p></body></html>';
  expect(adaptPage(out, file, plain, true)).toBe(plain);
});

test("the head's inline scripts go before the stylesheet, in their order; the body's stay", () => {
  const head = '<html><head><meta charSet="utf-8"/><link rel="preload" as="font" href="/f.woff2"/>';
  const sheet = '<link rel="stylesheet" href="/a.css"/>';
  const one = '<script>one()</script>';
  const two = '<script id="two">two()</script>';
  const data = '<script type="application/ld+json">{"a":1}</script>';
  const late = '<script>late()</script><script src="/x.js" async=""></script>';
  const html = `${head}${sheet}<title>x</title>${one}${data}${two}</head><body><p>hi</p>${late}</body></html>`;
  expect(withHeadScriptsFirst(html)).toBe(
    `${head}${one}${two}${sheet}<title>x</title>${data}</head><body><p>hi</p>${late}</body></html>`,
  );
  const withoutSheet = `<html><head>${one}</head><body>${late}</body></html>`;
  expect(withHeadScriptsFirst(withoutSheet)).toBe(withoutSheet);
  // In the step: the head's script moves; Turbopack's list and the loader stay at the end.
  writeFileSync(path.join(out, 'es/about.txt'), text);
  const styled = page
    .replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${sheet}`)
    .replace('</head>', `${one}</head>`);
  const result = adaptPage(out, path.join(out, 'es/about.html'), styled, true);
  expect(result.indexOf(one)).toBeLessThan(result.indexOf(sheet));
  expect(result.indexOf('<script>(function(c)')).toBeGreaterThan(result.indexOf('</main>'));
  expect(result.indexOf('<script id="_R_">')).toBeGreaterThan(result.indexOf('</main>'));
});

test('the loader hands the check of the data to the browser, and warns when it fails', () => {
  writeFileSync(path.join(out, 'es/about.txt'), text);
  const result = adaptPage(out, path.join(out, 'es/about.html'), page, true);
  const source = /<script>(\(function\(c\)[\s\S]*?)<\/script>/.exec(result)![1]!;
  expect(source).toContain('fetch(c.u,{integrity:c.i})');
  expect(source).toMatch(/\.catch\(function\(e\)\{console\.warn\(/);
  expect(routerIntegrity('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  expect(routerIntegrity('¿')).toBe(routerIntegrity(Buffer.from('¿', 'utf8')));
});

test('every stop of the build names the switch that lets it through', () => {
  const file = path.join(out, 'es/about.html');
  expect(() => adaptPage(out, file, page, true)).toThrow(/DEFER_SCRIPTS=off/);
  expect(() => inlineRouterData(page.replace(push([1, data[1]]), push([2, 'x'])))).toThrow(
    /DEFER_SCRIPTS=off/,
  );
  expect(() => runtimeChunk(out, ['/_next/static/chunks/a.js'], 'about.html')).toThrow(
    /DEFER_SCRIPTS=off/,
  );
});

test("DEFER_SCRIPTS=off leaves Next's tags and data in place; the head's scripts still move", () => {
  const sheet = '<link rel="stylesheet" href="/a.css"/>';
  const one = '<script>one()</script>';
  const styled = page
    .replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${sheet}`)
    .replace('</head>', `${one}</head>`);
  // No .txt beside the page: when off, the step does not read it.
  const result = adaptPage(out, path.join(out, 'es/about.html'), styled, false);
  expect(result).toBe(withHeadScriptsFirst(styled));
  expect(result.indexOf(one)).toBeLessThan(result.indexOf(sheet));
  expect(firstViewChunks(result)).toEqual(firstViewChunks(page));
  expect(inlineRouterData(result)?.text).toBe(text);
  expect(result).not.toContain('(function(c)');
});

test("Next's version is checked: the installed one passes; another minor or major stops", () => {
  expect(() => checkNextVersion()).not.toThrow();
  const { major, minor } = supportedNext;
  expect(nextPackage.version.startsWith(`${major}.${minor}.`)).toBe(true);
  expect(() => checkNextVersion(`${major}.${minor}.99`)).not.toThrow();
  for (const version of [
    `${major}.${minor + 1}.0`,
    `${major + 1}.0.0`,
    `${major}.${minor - 1}.9`,
  ]) {
    expect(() => checkNextVersion(version)).toThrow(`Next ${version} is outside`);
    expect(() => checkNextVersion(version)).toThrow(/DEFER_SCRIPTS=off/);
  }
});

test('the build stops on an unsupported Next with one line, no stack', () => {
  const script =
    "import('./scripts/build/next-adapter.mjs').then((m) => m.orStop(() => m.checkNextVersion('99.0.0')))";
  let output = '';
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.join(__dirname, '../..'),
      stdio: 'pipe',
      encoding: 'utf8',
    });
  } catch (error) {
    output = String((error as { stderr: string }).stderr);
  }
  expect(output.trim().split('\n')).toEqual([
    expect.stringMatching(/^next-adapter: Next 99\.0\.0 is outside.*DEFER_SCRIPTS=off/),
  ]);
});
