import { test, expect } from './fixtures';
import { msg } from './messages';
import { builtPages } from './site';

/**
 * One colour per action (docs/product.md#one-colour-per-action), and one name for the request, on every built page in both
 * languages, at a phone's and a laptop's width: the action components write their kind into the
 * markup (`data-action`), and the page's computed colours must be that kind's. Colours are read
 * from the palette's custom properties (app/globals.css), never typed here.
 */
export function actionProblems(requestNames: string[]): string[] {
  const problems: string[] = [];
  const root = getComputedStyle(document.documentElement);
  const rgb = (name: string) => {
    const probe = document.createElement('i');
    probe.style.color = root.getPropertyValue(name).trim();
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  };
  const palette = {
    sun: rgb('--color-sun'),
    ink: rgb('--color-ink'),
    brand: rgb('--color-brand'),
    brandDeep: rgb('--color-brand-deep'),
    coral: rgb('--color-coral'),
    white: 'rgb(255, 255, 255)',
  };
  const transparent = (colour: string) => colour === 'rgba(0, 0, 0, 0)' || colour.endsWith(', 0)');
  const shown = (element: Element) => element.getClientRects().length > 0;
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}" (${element.getAttribute('href') ?? element.getAttribute('type') ?? ''})`;
  const appointment = /^(\/es)?\/appointment\/?$/;
  // The emergency page, and the offline help (its emergency steps included).
  const emergencyPage = /^(\/es)?\/(emergency|offline)(\/|$)/.test(location.pathname);
  // The site's navigation (header menus, footer links, the same page in the other language) and
  // an article's running text name pages; they are not actions.
  const navigation = (element: Element) =>
    element.closest('header, footer nav, [data-content]') !== null ||
    (element.hasAttribute('hreflang') &&
      element.getAttribute('hreflang') !== document.documentElement.lang);

  // The colours an action settles on: a colour transition still running (a button's
  // `transition-colors`, started as the page's styles or a hover apply) jumps to its end.
  // A scroll-driven animation (the home page's call bar) follows the scroll and stays as it is.
  for (const animation of document.getAnimations())
    if (
      animation.timeline instanceof DocumentTimeline &&
      animation.effect?.getComputedTiming().endTime !== Infinity
    )
      animation.finish();
  for (const element of document.querySelectorAll<HTMLElement>('a, button')) {
    if (!shown(element)) continue;
    const kind = element.dataset.action;
    const href = element.getAttribute('href') ?? '';
    const style = getComputedStyle(element);
    const fill = style.backgroundColor;
    const text = style.color;
    const filled = !transparent(fill) && fill !== palette.white;

    // Every link that calls the office is a call (red only in an emergency context).
    if (href.startsWith('tel:') && kind !== 'call' && kind !== 'emergency')
      problems.push(`${name(element)}: a call without the call's kind`);
    // Every way to the appointment page outside the site's navigation is a request.
    if (appointment.test(href) && !navigation(element) && kind !== 'request')
      problems.push(`${name(element)}: a link to the appointment page that is not a request`);
    // A filled control's colour says its action; an unmarked filled link or button is a colour
    // without an action.
    if (filled && [palette.sun, palette.brand, palette.coral].includes(fill) && !kind)
      problems.push(`${name(element)}: filled ${fill} without an action kind`);
    // Coral (text or fill) belongs to emergencies alone.
    if ((fill === palette.coral || text === palette.coral) && kind !== 'emergency')
      problems.push(`${name(element)}: coral on a ${kind ?? 'plain'} control`);
    if (!kind) continue;
    // One name for the request too, wherever it is offered (a shorter one where space is tight).
    if (kind === 'request') {
      const words = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
      if (!requestNames.includes(words))
        problems.push(`${name(element)}: a request named "${words}", not the site's name for it`);
    }

    const looks = {
      request: fill === palette.sun && text === palette.ink,
      call:
        (fill === palette.brand && text === palette.white) ||
        // A number written in running text is a blue link; on the dark footer, a light one.
        (!filled && (text === palette.brand || text === palette.brandDeep)) ||
        (!filled && element.closest('footer') !== null),
      // An outline in the headings' navy, on white or on the page: never the call's blue.
      secondary: !filled && text === palette.brandDeep,
      emergency:
        (fill === palette.coral && text === palette.white) || (!filled && text === palette.coral),
    }[kind];
    if (looks === undefined) problems.push(`${name(element)}: unknown action kind "${kind}"`);
    else if (!looks) problems.push(`${name(element)}: a ${kind} painted ${fill} with ${text} text`);
    // Red calls are for emergencies: on the emergency pages, in an emergency card, or a link to
    // the emergency steps.
    if (
      kind === 'emergency' &&
      !emergencyPage &&
      !/^(\/es)?\/emergency(#.*)?$/.test(href) &&
      !element.closest('[data-emergency-context]')
    )
      problems.push(`${name(element)}: an emergency action outside an emergency context`);
  }
  return problems;
}

test.describe('one colour per action on every page', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const lang of ['en', 'es'] as const) {
    test(`every ${lang === 'en' ? 'English' : 'Spanish'} page, at 390 and 1280 px`, async ({
      sharedPage: page,
    }) => {
      const pages = builtPages().filter((path) => path.startsWith('/es') === (lang === 'es'));
      // The request's one name (`Common.request`), and the message form's submit.
      const requestNames = ['Common.request', 'Forms.submit.message'].map((key) => msg(lang, key));
      expect(pages.length).toBeGreaterThan(10);
      const problems: string[] = [];
      let heroes = 0;
      for (const path of pages) {
        await page.goto(path);
        // One way to lead a page: a content page's hero offers the call, then the request,
        // before anything the page adds (docs/product.md#the-task-first).
        const lead = await page.evaluate(() => {
          const hero = document.querySelector('[data-page-hero="content"]');
          return hero
            ? Array.from(hero.querySelectorAll('[data-action]'), (a) =>
                a.getAttribute('data-action'),
              ).slice(0, 2)
            : null;
        });
        if (lead) {
          heroes++;
          if (lead.join() !== 'call,request')
            problems.push(`${path}: the hero's actions start ${lead.join(', ') || 'with none'}`);
        }
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          for (const problem of await page.evaluate(actionProblems, requestNames))
            problems.push(`${path} at ${width} px: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
      expect(heroes, 'content pages with a hero').toBeGreaterThan(10);
    });
  }
});

test.describe('a content page leads with the call and the request once on each screen', () => {
  for (const [width, hero] of [
    [390, 'the bar at the foot of the screen holds them, not the hero'],
    [1280, 'the hero holds them'],
  ] as const) {
    test(`at ${width} px, ${hero}`, async ({ sharedPage: page }) => {
      await page.setViewportSize({ width, height: 844 });
      // Content pages of both languages with the call and the request in their hero.
      const pages = builtPages().filter((path) =>
        /^(\/es)?\/(services|orthodontics|faqs|medi-cal)$/.test(path),
      );
      expect(pages.length).toBe(8);
      for (const path of pages) {
        await page.goto(path);
        const actions = page.locator('[data-page-hero="content"] [data-action]');
        const call = actions.and(page.locator('[data-action="call"]'));
        const request = actions.and(page.locator('[data-action="request"]'));
        await expect(call, path).toHaveCount(1);
        await expect(request, path).toHaveCount(1);
        const bar = page.locator('[data-call-bar="standard"]');
        if (width === 390) {
          await expect(call, path).toBeHidden();
          await expect(request, path).toBeHidden();
          await expect(bar.locator('[data-action="call"]'), path).toBeVisible();
          await expect(bar.locator('[data-action="request"]'), path).toBeVisible();
        } else {
          await expect(call, path).toBeVisible();
          await expect(request, path).toBeVisible();
          await expect(bar, path).toBeHidden();
        }
      }
    });
  }
});
