import { outsideSiteLanguages } from '../../content/practice';
import { test, expect } from './fixtures';
import { msg } from './messages';
import { builtPages, fullTier, screens, templatePages } from './site';

type Found = { href: string; kind: string; switcher: boolean };

/** The attributes of the elements that name a URL, as the built HTML has them (entities decoded). */
function urlsIn(html: string): Found[] {
  const decode = (value: string) =>
    value
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");
  const found: Found[] = [];
  const kinds: [RegExp, string, string][] = [
    [/<a\b[^>]*>/g, 'href', 'link'],
    [/<img\b[^>]*>/g, 'src', 'image'],
    [/<script\b[^>]*>/g, 'src', 'script'],
    [/<link\b[^>]*>/g, 'href', 'link-tag'],
    [/<form\b[^>]*>/g, 'action', 'form'],
  ];
  for (const [tag, attribute, kind] of kinds) {
    for (const [element] of html.matchAll(tag)) {
      const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(element)?.[1];
      if (value === undefined) continue;
      found.push({ href: decode(value), kind, switcher: /\shrefLang=|\shreflang=/.test(element) });
    }
  }
  return found;
}

/**
 * Every page, both languages: internal links, anchors and assets resolve, and Spanish stays
 * Spanish. Read from the HTML as served: every page works before its scripts, so its links are
 * all there.
 */
test('no internal link, anchor or asset is broken, and /es pages link to /es pages', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pages = [...builtPages(), '/no-such-page', '/es/no-existe'];
  const status = new Map<string, number>();
  const ids = new Map<string, Set<string>>();
  const problems: string[] = [];
  const idsIn = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));

  const idsOf = async (pathname: string) => {
    if (!ids.has(pathname)) ids.set(pathname, idsIn(await (await request.get(pathname)).text()));
    return ids.get(pathname)!;
  };

  for (const from of pages) {
    const html = await (await request.get(from)).text();
    const ownIds = idsIn(html);
    const base = new URL(from, baseURL);
    for (const { href, kind, switcher } of urlsIn(html)) {
      if (href.startsWith('#')) {
        if (href.length > 1 && !ownIds.has(decodeURIComponent(href.slice(1))))
          problems.push(`${from}: ${href} → no such id`);
        continue;
      }
      const url = new URL(href, base);
      if (url.origin !== base.origin) continue;
      const target = url.pathname;
      if (kind === 'form' || (kind === 'link-tag' && /canonical|alternate/.test(href))) continue;
      if (!status.has(target)) status.set(target, (await request.get(target)).status());
      if (status.get(target) !== 200)
        problems.push(`${from}: ${kind} ${href} → ${status.get(target)}`);
      if (url.hash && url.hash.length > 1) {
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (!(await idsOf(target)).has(anchor)) problems.push(`${from}: ${href} → no #${anchor}`);
      }
      const spanishPage = /^\/es(\/|$)/.test(from);
      if (
        spanishPage &&
        kind === 'link' &&
        !switcher &&
        !target.startsWith('/_next/') &&
        !/^\/es(\/|$)/.test(target)
      ) {
        problems.push(`${from}: Spanish page links to English ${href}`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(status.size).toBeGreaterThan(10);
});

/**
 * Every link to another site, on every page: its host has a language in outsideSiteLanguages,
 * and on a Spanish page a link to an English-only site says "(en inglés)" in its words and
 * carries hreflang="en", so a parent knows before leaving the site.
 */
test('a link to an English-only site says so on Spanish pages', async ({ request }) => {
  test.setTimeout(120_000);
  const inEnglish = msg('es', 'Common.inEnglish');
  const problems: string[] = [];
  let englishOnly = 0;
  for (const from of builtPages()) {
    const html = await (await request.get(from)).text();
    const spanishPage = /^\/es(\/|$)/.test(from);
    for (const [, tag, inner] of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
      const href = /\shref="(https?:[^"]*)"/.exec(tag!)?.[1];
      if (!href) continue;
      const host = new URL(href.replace(/&amp;/g, '&')).host;
      const language = outsideSiteLanguages[host];
      if (!language) {
        problems.push(`${from}: ${host} has no language in outsideSiteLanguages`);
        continue;
      }
      const words = inner!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
      const says = words.includes(inEnglish);
      const wanted = spanishPage && language === 'en';
      if (wanted) englishOnly++;
      if (says !== wanted) problems.push(`${from}: ${href} "${words.trim()}"`);
      if (wanted !== /\shreflang="en"/i.test(tag!)) problems.push(`${from}: ${href} hreflang`);
    }
  }
  expect(problems).toEqual([]);
  // The CareCredit links and the civil-rights agencies are English-only: the check saw them.
  expect(englishOnly).toBeGreaterThan(3);
});

// A link to a place in a page lands on it, below the first screen too, also when the page
// scrolls there smoothly (a smooth scroll is planned before it starts: had anything on the way
// been laid out later, content-visibility for one, it would land in the wrong place).
for (const screen of screens) {
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen.use);
    test('every link to a place in a page lands on it, below the first screen too', async ({
      page,
      request,
    }) => {
      // Every page's in-page links in test:full, each page loaded and its scroll let rest.
      test.setTimeout(240_000);
      const targets = new Set<string>();
      // `npm test`: the links of one page of each template; test:full: of every page.
      for (const from of fullTier ? builtPages() : templatePages()) {
        const html = await (await request.get(from)).text();
        for (const [, href] of html.matchAll(/<a [^>]*href="([^"]*#[^"]+)"/g)) {
          const url = new URL(href!.replace(/&amp;/g, '&'), `http://site${from}`);
          if (url.host === 'site' && url.hash !== '#main') targets.add(url.pathname + url.hash);
        }
      }
      expect(targets.size).toBeGreaterThan(3);
      const missed: string[] = [];
      for (const target of targets) {
        await page.goto(target);
        await page.evaluate(() => document.fonts.ready);
        const at = await page.evaluate(
          async (id) => {
            // Until the scroll (smooth where motion is welcome) has rested for ten frames.
            const frame = () => new Promise((r) => requestAnimationFrame(r));
            for (let still = 0, last = -1, n = 0; still < 10 && n < 600; n++) {
              await frame();
              still = scrollY === last ? still + 1 : 0;
              last = scrollY;
            }
            const element = document.getElementById(id)!;
            const header = document.querySelector('body > header')!.getBoundingClientRect().bottom;
            const { top } = element.getBoundingClientRect();
            const bottomReached =
              Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1;
            return { top, header, innerHeight, bottomReached };
          },
          decodeURIComponent(target.split('#')[1]!),
        );
        // In view below the fixed header, near the top unless the page ends before it can be.
        const landed =
          at.top >= at.header - 1 &&
          at.top < at.innerHeight - 48 &&
          (at.top <= at.innerHeight / 3 || at.bottomReached);
        if (!landed) missed.push(`${target}: top ${Math.round(at.top)}, header ends ${at.header}`);
      }
      expect(missed).toEqual([]);
    });
  });
}
