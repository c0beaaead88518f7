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
