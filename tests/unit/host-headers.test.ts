/**
 * `_headers` and `_redirects` as Netlify and Cloudflare Pages read them. Neither host runs here,
 * so each one's matching and merging rules are written down below from its documentation and
 * source (cited at each function) and applied to the generated files.
 */
import {
  hostHeaders,
  hostRedirects,
  maxHeaderRules,
  nginxServerBlock,
} from '../../scripts/build/host-config.mjs';
import {
  cacheImmutable,
  cacheRevalidate,
  cacheWorker,
  canonicalPathFor,
  fileCsp,
  headerCsp,
  securityHeaders,
} from '../../scripts/site-config.mjs';

type Rule = { path: string; set: [string, string][]; unset: string[] };
type Answer = Map<string, string[]>;

/**
 * Both formats: a line starting with `/` opens a rule, indented `Name: value` lines follow, `#`
 * starts a comment. `! Name` detaches a header on Cloudflare Pages; Netlify's parser skips any
 * line without a colon (netlify/build packages/headers-parser/src/line_parser.ts).
 */
function parseHeaders(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('/')) rules.push({ path: line, set: [], unset: [] });
    else if (line.startsWith('!')) rules.at(-1)!.unset.push(line.slice(1).trim().toLowerCase());
    else if (line.includes(':')) {
      const i = line.indexOf(':');
      rules.at(-1)!.set.push([line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

const escape = (s: string) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/**
 * Netlify's rule path as a RegExp (netlify/build packages/headers-parser/src/for_regexp.ts):
 * case-insensitive, an optional trailing slash, `*` alone matches the rest (or nothing).
 */
function netlifyPattern(rulePath: string): RegExp {
  const parts = rulePath
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      if (part.includes('*')) return part.split('*').map(escape).join('(.*)');
      return escape(part);
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

/**
 * Cloudflare Pages' rule path as a RegExp (workers-sdk packages/pages-shared/asset-server/
 * rulesEngine.ts): `*` matches anything including `/`, `:name` one segment, case-sensitive.
 */
function cloudflarePattern(rulePath: string): RegExp {
  const splat = rulePath.split('*').map(escape).join('.*');
  return new RegExp(`^${splat.replace(/:[A-Za-z]\w*/g, '[^/]+')}$`);
}

/**
 * Both hosts send `Cache-Control: public, max-age=0, must-revalidate` with a static file when no
 * rule sets one: Cloudflare Pages' CACHE_CONTROL_BROWSER (workers-sdk pages-shared
 * asset-server/handler.ts), Netlify's documented default ("Browser: always revalidates
 * (max-age=0, must-revalidate)", netlify/context-and-tools skills/netlify-caching/SKILL.md).
 */
const hostDefault: [string, string][] = [['cache-control', cacheRevalidate]];

/**
 * Cloudflare Pages (workers-sdk pages-shared asset-server/handler.ts, attachHeaders): every
 * matching rule applies in file order; `! Name` deletes the header; the first rule to set a
 * header replaces the host's value, and a later matching rule *appends* (Headers.append, so the
 * values are joined with a comma). Documented as "An incoming request which matches multiple
 * rules' URL patterns will inherit all rules' headers" (developers.cloudflare.com/pages/
 * configuration/headers/).
 */
function cloudflare(rules: Rule[], path: string): Answer {
  const answer: Answer = new Map(hostDefault.map(([k, v]) => [k, [v]]));
  const setByRules = new Set<string>();
  for (const rule of rules.filter((r) => cloudflarePattern(r.path).test(path))) {
    for (const name of rule.unset) answer.delete(name);
    for (const [name, value] of rule.set) {
      if (setByRules.has(name)) answer.set(name, [...(answer.get(name) ?? []), value]);
      else answer.set(name, [value]);
      setByRules.add(name);
    }
  }
  return answer;
}

/**
 * Netlify applies every matching rule; its documentation does not say what happens when two of
 * them set the same header. Its own emulation (netlify/cli src/utils/headers.ts, headersForPath:
 * `Object.assign` over the matching rules) lets the later rule win; reading the documentation as
 * Cloudflare documents it, the values would be combined. `_headers` must hold under both.
 */
function netlify(rules: Rule[], path: string, merge: 'later wins' | 'combined'): Answer {
  const answer: Answer = new Map();
  for (const rule of rules.filter((r) => netlifyPattern(r.path).test(path))) {
    // One rule naming a header twice joins the values (line_parser.ts reduceLine).
    const values = new Map<string, string[]>();
    for (const [name, value] of rule.set) values.set(name, [...(values.get(name) ?? []), value]);
    for (const [name, list] of values) {
      answer.set(name, merge === 'combined' ? [...(answer.get(name) ?? []), ...list] : list);
    }
  }
  // Custom headers replace Netlify's defaults; a header no rule sets keeps the default.
  for (const [name, value] of hostDefault) if (!answer.has(name)) answer.set(name, [value]);
  return answer;
}

const hosts: [string, (rules: Rule[], path: string) => Answer][] = [
  ['Cloudflare Pages', cloudflare],
  ['Netlify, later rule wins', (rules, path) => netlify(rules, path, 'later wins')],
  ['Netlify, values combined', (rules, path) => netlify(rules, path, 'combined')],
];

const assets = ['/_next/static/chunks/x.js', '/_next/static/media/f.woff2'];
/** Each path, its one Cache-Control, and whose header policy it gets: a page's or a file's. */
const expected: [string, string, 'page' | 'file'][] = [
  ['/', cacheRevalidate, 'page'],
  ['/about', cacheRevalidate, 'page'],
  ['/es/faqs', cacheRevalidate, 'page'],
  ['/manifest.webmanifest', cacheRevalidate, 'file'],
  ['/icon.svg', cacheRevalidate, 'file'],
  ['/art/header/about.svg', cacheRevalidate, 'file'],
  ['/es/about.txt', cacheRevalidate, 'file'],
  ['/sitemap.xml', cacheRevalidate, 'file'],
  ['/_next/static/chunks/x.js', cacheImmutable, 'file'],
  ['/_next/static/media/f.woff2', cacheImmutable, 'file'],
  // A hashed name that does not exist must not be cached for a year with its 404.
  ['/_next/static/chunks/missing.js', cacheRevalidate, 'file'],
  // The offline-help worker is revalidated whatever a cache in front would do.
  ['/sw.js', cacheWorker, 'file'],
];

describe('_headers', () => {
  const rules = parseHeaders(hostHeaders(assets));

  describe.each(hosts)('on %s', (_host, apply) => {
    it.each(expected)(
      '%s gets one Cache-Control, %s, the security headers and the %s policy',
      (path, cache, policy) => {
        const answer = apply(rules, path);
        expect(answer.get('cache-control')).toEqual([cache]);
        for (const [name, value] of Object.entries(securityHeaders)) {
          if (name === 'Content-Security-Policy') continue;
          expect(answer.get(name.toLowerCase())).toEqual([value]);
        }
        // Two policies are both enforced: a file's answer may carry the pages' policy beside
        // its own (Cloudflare joins them), never instead of it.
        const policies = answer.get('content-security-policy');
        if (policy === 'page') expect(policies).toEqual([headerCsp]);
        else {
          expect(policies).toContain(fileCsp);
          expect(policies!.filter((p) => p !== fileCsp && p !== headerCsp)).toEqual([]);
        }
      },
    );
  });

  it("the file policy holds every directive of the pages' header policy", () => {
    // So a host that keeps only the later rule's policy for a file loses nothing.
    const directives = (policy: string) => policy.split(/;\s*/);
    expect(directives(headerCsp).filter((d) => !directives(fileCsp).includes(d))).toEqual([]);
    expect(fileCsp).toMatch(/^default-src 'none';/);
  });

  it('the models catch the former file, whose two rules both set Cache-Control', () => {
    const former = parseHeaders(
      `/*\n  Cache-Control: ${cacheRevalidate}\n/_next/static/*\n  Cache-Control: ${cacheImmutable}\n`,
    );
    expect(cloudflare(former, assets[0]!).get('cache-control')).toHaveLength(2);
    expect(netlify(former, assets[0]!, 'combined').get('cache-control')).toHaveLength(2);
  });

  it('stays within the rules Cloudflare Pages reads', () => {
    // The rules every build writes, whatever its hashed files: `/*`, the file kinds, the worker.
    const fixed = parseHeaders(hostHeaders([])).length;
    const many = Array.from({ length: maxHeaderRules }, (_, i) => `/_next/static/chunks/${i}.js`);
    expect(parseHeaders(hostHeaders(many.slice(fixed)))).toHaveLength(maxHeaderRules);
    expect(() => hostHeaders(many.slice(fixed - 1))).toThrow(/100 rules/);
  });
});

describe('_redirects', () => {
  const rules = hostRedirects()
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from: from!, to: to!, status: Number(status) };
    });
  const redirecting = rules.filter((r) => r.status >= 300 && r.status < 400);
  // Netlify matches a rule with or without a trailing slash (docs.netlify.com, redirect options).
  const bare = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);

  it('redirects only to relative paths of this site', () => {
    const offSite = redirecting.filter(({ to }) => !/^\/(?![/\\])/.test(to));
    expect(offSite).toEqual([]);
  });

  it('no redirect leads to itself or to another redirect, on either host', () => {
    const chains = redirecting.flatMap(({ from, to }) =>
      redirecting
        .filter(
          (other) =>
            cloudflarePattern(other.from).test(to) || netlifyPattern(other.from).test(bare(to)),
        )
        .map((other) => `${from} → ${to}, which ${other.from} redirects again`),
    );
    expect(chains).toEqual([]);
  });

  it('answers the /en paths of the spec and the .html spelling of the Spanish home', () => {
    const find = (path: string) =>
      redirecting.find(
        (r) => cloudflarePattern(r.from).test(path) && netlifyPattern(r.from).test(path),
      );
    expect(find('/en')).toMatchObject({ to: '/', status: 301 });
    expect(find('/en/about')).toMatchObject({ to: '/', status: 301 });
    expect(find('/es.html')).toMatchObject({ to: '/es/', status: 308 });
    expect(find('/about')).toBeUndefined();
  });
});

describe('canonicalPathFor (the local server and deploy/nginx.conf)', () => {
  const files = new Set(['/index.html', '/about.html', '/es/index.html', '/es/about.html']);
  const isFile = (p: string) => files.has(p);
  it.each([
    ['/about/', '/about'],
    ['/about.html', '/about'],
    ['/es/about/', '/es/about'],
    ['/es/about.html', '/es/about'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/es', '/es/'],
    ['/es.html', '/es/'],
    ['/es/index.html', '/es/'],
    ['/es/index', '/es/'],
  ])('%s → %s', (path, address) => expect(canonicalPathFor(path, isFile)).toBe(address));

  it.each([
    '/',
    '/about',
    '/es/',
    '/es/about',
    '/nothing/',
    '/nothing.html',
    '/x/index',
    '//about/',
  ])('%s is not redirected', (path) => expect(canonicalPathFor(path, isFile)).toBeNull());

  it('deploy/nginx.conf answers redirects with relative Locations', () => {
    expect(nginxServerBlock()).toContain('absolute_redirect off;');
  });
});
