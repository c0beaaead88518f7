/**
 * scripts/late-scripts.mjs on a page shaped as Next writes one: the scripts and the inline
 * router data leave the HTML, one loader takes their place, and the build stops when the `.txt`
 * beside the page is not the same data.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {
  compileHint,
  firstViewChunks,
  hintFirstViewChunks,
  inlineRouterData,
  loaderScript,
  routerFileOf,
  routerIntegrity,
  runtimeChunk,
  withLateScripts,
  withHeadScriptsFirst,
} from '../../scripts/late-scripts.mjs';

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
  out = mkdtempSync(path.join(os.tmpdir(), 'late-scripts-'));
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
  const result = withLateScripts(out, path.join(out, 'es/about.html'), page);
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
  expect(() => withLateScripts(out, file, page)).toThrow(/missing or differs/);
  writeFileSync(path.join(out, 'es/about.txt'), text.replace('build-1', 'build-2'));
  expect(() => withLateScripts(out, file, page)).toThrow(/missing or differs/);
});

test('a script the step does not know stops the build; a page without scripts is left alone', () => {
  writeFileSync(path.join(out, 'es/about.txt'), text);
  const file = path.join(out, 'es/about.html');
  const unknown = page.replace('</body>', '<script src="/elsewhere.js" defer></script></body>');
  expect(() => withLateScripts(out, file, unknown)).toThrow(/does not know/);
  const plain = '<html><body><p>offline</p></body></html>';
  expect(withLateScripts(out, file, plain)).toBe(plain);
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
  const result = withLateScripts(out, path.join(out, 'es/about.html'), styled);
  expect(result.indexOf(one)).toBeLessThan(result.indexOf(sheet));
  expect(result.indexOf('<script>(function(c)')).toBeGreaterThan(result.indexOf('</main>'));
  expect(result.indexOf('<script id="_R_">')).toBeGreaterThan(result.indexOf('</main>'));
});

/** Runs the loader in a fake browser: what it fetches, pushes and inserts. */
async function runLoader(
  served: string,
  readyState = 'complete',
  paintTiming = false,
  html = page,
) {
  writeFileSync(path.join(out, 'es/about.txt'), text);
  const result = withLateScripts(out, path.join(out, 'es/about.html'), html);
  const source = /<script>(\(function\(c\)[\s\S]*?)<\/script>/.exec(result)![1]!;
  const fetched: string[] = [];
  const inserted: string[] = [];
  const listeners: Record<string, () => void> = {};
  /**
   * The loader moves one timer at a time (scripts go in one per task): wait until three rounds of
   * timers pass with nothing new, however slow the machine, rather than a fixed time.
   */
  const settle = async () => {
    for (let quiet = 0, last = ''; quiet < 3;) {
      await new Promise((r) => setTimeout(r, 5));
      const now = `${fetched.length} ${inserted.length}`;
      quiet = now === last ? quiet + 1 : 0;
      last = now;
    }
  };
  const paints: ((list: { getEntriesByName: (n: string) => unknown[] }, o: unknown) => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private callback: (typeof paints)[number]) {}
    observe() {
      paints.push(this.callback);
    }
    disconnect() {}
  }
  const self = {
    __next_f: undefined as unknown[] | undefined,
    ...(paintTiming && { PerformanceObserver }),
  };
  type Element = {
    src?: string;
    async?: boolean;
    rel?: string;
    as?: string;
    href?: string;
    onload?: () => void;
  };
  const pending: Element[] = [];
  const context = {
    self,
    document: {
      readyState,
      head: {
        appendChild: (e: Element) => {
          if (e.rel) inserted.push(`${e.rel} ${e.as} ${e.href}`);
          else {
            inserted.push(`${e.src} async=${e.async}`);
            pending.push(e);
          }
        },
      },
      createElement: () => {
        const e: Element = {};
        Object.setPrototypeOf(e, { noModule: false });
        return e;
      },
    },
    // As a browser does with subresource integrity: a body whose SHA-256 is not the one asked
    // for rejects the fetch.
    fetch: async (url: string, init?: { integrity?: string }) => {
      fetched.push(url);
      const digest = `sha256-${createHash('sha256').update(served).digest('base64')}`;
      if (init?.integrity !== digest) throw new TypeError(`integrity ${init?.integrity}`);
      return { ok: true, text: async () => served };
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout,
    Math,
  };
  vm.runInNewContext(source, context);
  const afterLoad = { fetched: [...fetched] };
  listeners.load?.();
  await settle();
  const beforePaint = { fetched: [...fetched] };
  const paint = (name: string) =>
    paints.forEach((callback) =>
      callback({ getEntriesByName: (n: string) => (n === name ? [{}] : []) }, { disconnect() {} }),
    );
  if (paintTiming) {
    paint('first-paint');
    await settle();
    expect(fetched).toEqual([]);
    paint('first-contentful-paint');
    await settle();
  }
  const beforeScriptsLoad = [...inserted];
  /** The browser finishes loading some of the scripts inserted so far (all by default). */
  const loadScripts = async (which = (list: Element[]) => list) => {
    for (const e of which([...pending])) {
      pending.splice(pending.indexOf(e), 1);
      e.onload?.();
    }
    await settle();
  };
  return {
    fetched,
    inserted,
    pushed: self.__next_f,
    afterLoad,
    beforePaint,
    beforeScriptsLoad,
    loadScripts,
  };
}

test('the loader waits for load, then hands Next the data before inserting the scripts', async () => {
  const run = await runLoader(text, 'interactive');
  expect(run.afterLoad.fetched).toEqual([]);
  expect(run.fetched).toEqual(['/es/about.txt']);
  expect(run.pushed).toEqual([[0], [1, text]]);
  expect(run.inserted).toEqual([
    'preload script /_next/static/chunks/main.js',
    '/_next/static/chunks/a.js async=true',
    '/_next/static/chunks/b.js async=true',
  ]);
});

test("Turbopack's runtime, preloaded with the others, runs only once every other chunk has", async () => {
  const run = await runLoader(text);
  expect(run.beforeScriptsLoad).not.toContain('/_next/static/chunks/main.js async=true');
  // b arrives first, then a: the runtime goes in after the last of them, whichever it is.
  await run.loadScripts((list) => [list[1]!]);
  expect(run.inserted).not.toContain('/_next/static/chunks/main.js async=true');
  await run.loadScripts();
  expect(run.inserted.at(-1)).toBe('/_next/static/chunks/main.js async=true');
  expect(run.inserted.filter((e) => e.includes('main.js async'))).toHaveLength(1);
});

test('a page whose one chunk is the runtime gets it at once', async () => {
  const only = page.replace(/<script src="\/_next\/static\/chunks\/[ab]\.js"[^>]*><\/script>/g, '');
  expect(firstViewChunks(only)).toEqual(['/_next/static/chunks/main.js']);
  const run = await runLoader(text, 'complete', false, only);
  expect(run.inserted).toEqual([
    'preload script /_next/static/chunks/main.js',
    '/_next/static/chunks/main.js async=true',
  ]);
});

test('where the browser reports paints, the loader waits for the first contentful one', async () => {
  const run = await runLoader(text, 'interactive', true);
  expect(run.beforePaint.fetched).toEqual([]);
  expect(run.fetched).toEqual(['/es/about.txt']);
  expect(run.inserted).toHaveLength(3);
  await run.loadScripts();
  expect(run.inserted).toHaveLength(4);
});

test('data from another build leaves the page as plain HTML', async () => {
  const run = await runLoader(text.replace('build-1', 'build-2'));
  expect(run.fetched).toEqual(['/es/about.txt']);
  expect(run.pushed).toBeUndefined();
  expect(run.inserted).toEqual([]);
});

test("the integrity is SRI's sha256 of the UTF-8 bytes, the same for the text and the file", () => {
  expect(routerIntegrity('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  expect(routerIntegrity('¿')).toBe(routerIntegrity(Buffer.from('¿', 'utf8')));
  expect(routerIntegrity('¿')).not.toBe(routerIntegrity('?'));
});

test('the loader does no hashing of its own: the browser checks the data', () => {
  writeFileSync(path.join(out, 'es/about.txt'), text);
  const result = withLateScripts(out, path.join(out, 'es/about.html'), page);
  const source = /<script>(\(function\(c\)[\s\S]*?)<\/script>/.exec(result)![1]!;
  expect(source).toContain('fetch(c.u,{integrity:c.i})');
  expect(source).not.toMatch(/charCodeAt|Math\.imul/);
});

test("the first view's chunks get V8's compile hint once; the noModule polyfill and later chunks none", () => {
  const chunks = firstViewChunks(page);
  expect(chunks).toEqual([
    '/_next/static/chunks/a.js',
    '/_next/static/chunks/b.js',
    '/_next/static/chunks/main.js',
  ]);
  const dir = path.join(out, '_next/static/chunks');
  mkdirSync(dir, { recursive: true });
  for (const name of ['a', 'b', 'main', 'poly', 'menu']) {
    writeFileSync(path.join(dir, `${name}.js`), `(()=>{/* ${name} */})();\n`);
  }
  // Two pages naming the same chunk: it is hinted once.
  expect(hintFirstViewChunks(out, [...chunks, ...chunks])).toBe(3);
  expect(hintFirstViewChunks(out, chunks)).toBe(0);
  const read = (name: string) => readFileSync(path.join(dir, `${name}.js`), 'utf8');
  for (const name of ['a', 'b', 'main']) {
    expect(read(name)).toBe(`${compileHint}(()=>{/* ${name} */})();\n`);
  }
  for (const name of ['poly', 'menu']) expect(read(name)).not.toContain('allFunctionsCalledOnLoad');
  expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n');
});
