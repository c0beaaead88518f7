// @ts-check
// The Next adapter: the one step of the build that changes what Next wrote, and only its HTML.
// Every file under /_next/static/ stays byte for byte what Next wrote (those names are content
// hashes, served `immutable`). docs/performance.md says what it does, why, the invariants it
// relies on, and how to turn it off; docs/decisions/0003-framework-after-first-paint.md why.
//
// Next writes each page with its framework scripts as `<script async>` tags and its router data
// inline at the end of <body> (`self.__next_f.push(…)`). On a slow phone both share the one link
// with the stylesheet and the font. So each page gets instead one small inline loader that, once
// the page has loaded and painted, fetches the page's router data from the `.txt` file the export
// writes beside it (byte for byte the same data: checked here, or the build fails), hands it to
// Next exactly as the inline scripts did, then inserts the same script tags. Until then the page
// is plain HTML: links load pages, forms post, menus and answers are <details>. If the data
// cannot be fetched, or is not this build's (the browser checks it against the SHA-256 the
// loader names, as subresource integrity), the page stays plain HTML, and the loader says so in
// the console.
//
// DEFER_SCRIPTS=off leaves Next's tags and inline data where Next put them. Either way the inline
// scripts of <head> go before the stylesheet (HTML only), so the parser never waits for it there.
//
// Supported Next versions: `supportedNext` below. Outside it, or when a page is not shaped as
// this step expects, the build stops with one line that names DEFER_SCRIPTS=off.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The Next versions whose output this step has been checked against: 16.4 and its patches. */
export const supportedNext = { major: 16, minor: 4 };

/** Whether the deferral is on: DEFER_SCRIPTS=off turns it off. */
export const deferScripts = (process.env.DEFER_SCRIPTS ?? 'on') !== 'off';

/**
 * Why the build stops: the step's own message, and the switch that lets a build through.
 * @param {string} message
 */
function adapterError(message) {
  const error = new Error(
    `next-adapter: ${message}. Build with DEFER_SCRIPTS=off to ship Next's own script tags (docs/performance.md)`,
  );
  error.name = 'NextAdapterError';
  return error;
}

/**
 * Runs a step of the build; an adapter error stops the process with its one line, no stack.
 * @template T
 * @param {() => T} step
 * @returns {T}
 */
export function orStop(step) {
  try {
    return step();
  } catch (error) {
    if (error instanceof Error && error.name === 'NextAdapterError') {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Stops the build when the installed Next is not one this step supports.
 * @param {string} [version] Next's version; the installed one by default
 */
export function checkNextVersion(version) {
  const installed =
    version ?? createRequire(import.meta.url)('next/package.json').version ?? 'unknown';
  const [major, minor] = String(installed).split('.').map(Number);
  if (major !== supportedNext.major || minor !== supportedNext.minor) {
    throw adapterError(
      `Next ${installed} is outside the versions it supports (${supportedNext.major}.${supportedNext.minor}.x)`,
    );
  }
}

const chunkScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
/** Next's polyfills for browsers without modules, which the loader leaves as plain HTML. */
const noModule = /<script src="\/_next\/static\/chunks\/[^"]+\.js" noModule=""><\/script>/g;
const externalScript = /<script\b[^>]*\bsrc=[^>]*>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*\/>/g;
const routerScript =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((.*?)\)<\/script>/gs;

/**
 * The router data a page carries inline: Next's pushes are `[0]` (start) then `[1, text]`
 * pieces; any other kind (form state, binary data) is not handled here, so it fails the build.
 * @param {string} html
 * @returns {{ text: string, scripts: string[] } | null} the data and the script elements
 *   holding it, or null for a page without any (the script-free offline pages)
 */
export function inlineRouterData(html) {
  const scripts = [...html.matchAll(routerScript)];
  if (!scripts.length) return null;
  const pushes = scripts.map(([, args]) => JSON.parse(/** @type {string} */ (args)));
  const [first, ...rest] = pushes;
  if (JSON.stringify(first) !== '[0]' || rest.some((p) => p[0] !== 1 || p.length !== 2)) {
    throw adapterError(
      `unexpected router data (${pushes.map((p) => p[0]).join(',')}); Next changed its format`,
    );
  }
  return { text: rest.map((p) => p[1]).join(''), scripts: scripts.map(([tag]) => tag) };
}

/**
 * The router data's subresource-integrity value (`sha256-…` of the bytes served), which the
 * loader passes to `fetch`: the browser checks it in native code and rejects data of another
 * build. (The loader used to hash the text itself, in JavaScript: on the home page's 120 KB that
 * was one 100 ms task under Lighthouse's 4× CPU, right after the first paint.)
 * @param {string | Buffer} data
 */
export function routerIntegrity(data) {
  return `sha256-${createHash('sha256').update(data).digest('base64')}`;
}

/**
 * The loader, as one line. `u` is the data's address, `i` its integrity, `s` the scripts in the
 * order Next wrote them but for Turbopack's runtime, `r` the runtime. It starts once the page
 * has loaded and the browser has reported its first contentful paint (a tab opened in the
 * background waits until it is shown); a browser without paint timing starts at `load`.
 * Browsers without modules keep the plain HTML. Each script is inserted in a task of its own:
 * starting eight fetches at once took 35 ms of main thread at 4× CPU, in one piece with the
 * data's arrival. The runtime is preloaded with the others but runs only once they all have:
 * the app starts (modules, router data, hydration) in the task of the chunk that completes the
 * set, and when that was React DOM its compilation and the start made one task of 140–250 ms
 * under Lighthouse's 4× CPU, most of the blocking time left. Run last, the small runtime starts
 * the app in a task of its own.
 * @param {{ u: string, i: string, s: string[], r: string }} config
 */
export function loaderScript(config) {
  return `(function(c){var d=document;function go(){if(!("noModule"in d.createElement("script")))return;fetch(c.u,{integrity:c.i}).then(function(r){if(!r.ok)throw r.status;return r.text()}).then(function(t){var f=self.__next_f=self.__next_f||[];f.push([0]);f.push([1,t]);function add(s,l){var e=d.createElement("script");e.src=s;e.async=!0;if(l)e.onload=e.onerror=l;d.head.appendChild(e)}var p=d.createElement("link");p.rel="preload";p.as="script";p.href=c.r;d.head.appendChild(p);var i=0,n=c.s.length;function done(){if(!--n)add(c.r)}if(!n)add(c.r);(function next(){var s=c.s[i++];if(!s)return;add(s,done);setTimeout(next)})()}).catch(function(e){console.warn("The page stays plain HTML: its router data could not be loaded ("+c.u+")",e)})}function later(){var P=self.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return setTimeout(go);new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:!0})}d.readyState==="complete"?later():addEventListener("load",later)})(${JSON.stringify(config).replace(/</g, '\\u003c')})`;
}

/**
 * Where the export wrote a page's router data: `about.html` → `about.txt`; a folder's home page
 * `es/index.html` → `es.txt` (the English home, `index.html`, has `index.txt`).
 * @param {string} out the site's folder
 * @param {string} file a page in it
 * @returns {{ file: string, url: string }}
 */
export function routerFileOf(out, file) {
  const rel = path.relative(out, file).split(path.sep).join('/');
  const name = rel === 'index.html' ? 'index.txt' : rel.replace(/(?:\/index)?\.html$/, '.txt');
  return { file: path.join(out, name), url: `/${name}` };
}

/**
 * The chunk files a page loads on its first view (its `<script async>` tags, which the loader
 * inserts after the paint), as paths below the site's root.
 * @param {string} html a page as Next wrote it
 * @returns {string[]}
 */
export function firstViewChunks(html) {
  return [...html.matchAll(chunkScript)].map(([, src]) => /** @type {string} */ (src));
}

/**
 * Which of a page's first-view chunks is Turbopack's runtime (the one that registers the
 * others' modules and starts the app; the others only push their modules). Exactly one, or
 * Next has changed how it loads, and the build stops.
 * @param {string} out the built site
 * @param {string[]} sources the page's chunks, as firstViewChunks gives them
 * @param {string} file the page, for the message
 */
export function runtimeChunk(out, sources, file) {
  const runtimes = sources.filter((source) =>
    /\bregisterChunk\b/.test(readFileSync(path.join(out, source), 'utf8')),
  );
  if (runtimes.length !== 1) {
    throw adapterError(
      `${file} loads ${runtimes.length} Turbopack runtimes (${runtimes.join(', ')}), not one; Next changed how it loads`,
    );
  }
  return /** @type {string} */ (runtimes[0]);
}

/** A script the parser runs where it stands: inline, no `src`, no `type` (JSON-LD is data). */
const inlineScript = /<script(?: id="[^"]*")?>[\s\S]*?<\/script>/g;
const stylesheet = /<link rel="stylesheet"[^>]*>/;

/**
 * The inline scripts of `<head>` moved to just before the page's first stylesheet, in the same
 * order. An inline script after a stylesheet that is still on its way stops the parser until
 * the stylesheet has arrived: the language memory's script held the parsing of the whole body,
 * and a Spanish-preferring visitor's redirect from an English page, behind the stylesheet's
 * round trip. The scripts at the end of `<body>` (Turbopack's list of chunks, the loader) stay
 * after it on purpose: the parser waits there, once the page is parsed up to the footer, so
 * `DOMContentLoaded` comes after the stylesheet. Chromium forces a style and layout as
 * `DOMContentLoaded` fires; before the stylesheet, that is a wasted layout of the whole
 * unstyled page (docs/decisions/0004-head-scripts-before-the-stylesheet.md).
 * @param {string} html
 * @returns {string}
 */
export function withHeadScriptsFirst(html) {
  const first = stylesheet.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!first || headEnd < first.index) return html;
  const rest = html.slice(first.index, headEnd);
  const scripts = rest.match(inlineScript) ?? [];
  if (!scripts.length) return html;
  return (
    html.slice(0, first.index) +
    scripts.join('') +
    rest.replace(inlineScript, '') +
    html.slice(headEnd)
  );
}

/**
 * A page with its framework scripts loaded late (see the top of this file), the inline scripts
 * of its head before its stylesheet (withHeadScriptsFirst). Pages without scripts (the offline
 * pages) are returned as they are; with DEFER_SCRIPTS=off (`defer` false), only the head's
 * scripts move.
 * @param {string} out the site's folder
 * @param {string} file the page's file in it
 * @param {string} html the page
 * @param {boolean} [defer] load the framework after the first paint (deferScripts by default)
 * @returns {string}
 */
export function adaptPage(out, file, html, defer = deferScripts) {
  if (!defer) return withHeadScriptsFirst(html);
  const data = inlineRouterData(html);
  const sources = firstViewChunks(html);
  if (!data) {
    if (sources.length) throw adapterError(`${file} has scripts but no router data`);
    return html;
  }
  const routerFile = routerFileOf(out, file);
  const served = existsSync(routerFile.file) ? readFileSync(routerFile.file) : null;
  if (!served || served.toString('utf8') !== data.text) {
    throw adapterError(`${routerFile.url} is missing or differs from ${file}'s inline router data`);
  }
  const runtime = runtimeChunk(out, sources, file);
  const loader = loaderScript({
    u: routerFile.url,
    i: routerIntegrity(served),
    s: sources.filter((source) => source !== runtime),
    r: runtime,
  });
  let result = html.replace(chunkScript, '').replace(scriptPreload, '').replace(noModule, '');
  data.scripts.forEach((script, index) => {
    result = result.replace(script, index === 0 ? `<script>${loader}</script>` : '');
  });
  const leftover = result.match(externalScript);
  if (leftover) throw adapterError(`a script this step does not know: ${leftover[0]}`);
  return withHeadScriptsFirst(result);
}
