import { test, expect } from './fixtures';
import { builtPages } from './site';

type Found = { href: string; kind: string; switcher: boolean };

/** Every page, both languages: internal links, anchors and assets resolve, and Spanish stays Spanish. */
test('no internal link, anchor or asset is broken, and /es pages link to /es pages', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pages = [...builtPages(), '/no-such-page', '/es/no-existe'];
  const status = new Map<string, number>();
  const ids = new Map<string, Set<string>>();
  const problems: string[] = [];

  const idsOf = async (pathname: string) => {
    if (!ids.has(pathname)) {
      const html = await (await request.get(pathname)).text();
      ids.set(pathname, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)));
    }
    return ids.get(pathname)!;
  };

  for (const from of pages) {
    await page.goto(from);
    const found: Found[] = await page.evaluate(() => {
      const pick = (sel: string, attr: string, kind: string) =>
        [...document.querySelectorAll(sel)].map((el) => ({
          href: el.getAttribute(attr)!,
          kind,
          switcher: el.hasAttribute('hreflang'),
        }));
      return [
        ...pick('a[href]', 'href', 'link'),
        ...pick('img[src]', 'src', 'image'),
        ...pick('script[src]', 'src', 'script'),
        ...pick('link[href]', 'href', 'link-tag'),
        ...pick('form[action]', 'action', 'form'),
      ];
    });
    const ownIds = new Set(
      await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id)),
    );
    for (const { href, kind, switcher } of found) {
      if (href.startsWith('#')) {
        if (href.length > 1 && !ownIds.has(decodeURIComponent(href.slice(1))))
          problems.push(`${from}: ${href} → no such id`);
        continue;
      }
      const url = new URL(href, page.url());
      if (url.origin !== new URL(page.url()).origin) continue;
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

// A link to a place in a page lands on it, below the first screen too, also when the page
// scrolls there smoothly (a smooth scroll is planned before it starts: had anything on the way
// been laid out later, content-visibility for one, it would land in the wrong place).
for (const screen of [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'laptop', use: { viewport: { width: 1280, height: 800 } } },
]) {
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen.use);
    test('every link to a place in a page lands on it, below the first screen too', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const targets = new Set<string>();
      for (const from of builtPages()) {
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
