import { servedCities, servedRegion } from '../../content/practice';
import { homeReviews } from '../../content/reviews';
import { test, expect } from './fixtures';
import { callLinks, cards, escapeRegExp, region } from './locate';
import { msg, msgKeys, type Lang } from './messages';
import { figureValues, ratingSummary, starsLabel, telHref } from './site';

const homes = [
  {
    path: '/',
    prefix: '',
    lang: 'en',
    other: { lang: 'es', href: '/es/' },
    services: '/services',
    braces: '/orthodontics',
  },
  {
    path: '/es/',
    prefix: '/es',
    lang: 'es',
    other: { lang: 'en', href: '/' },
    services: '/es/services',
    braces: '/es/orthodontics',
  },
] as const;

/** The "learn more" link of the hero, which scrolls to the about section. */
const learnMore = (lang: Lang) => msg(lang, 'Home.hero.learnMore');

for (const h of homes) {
  test.describe(`home page (${h.lang})`, () => {
    test('has every section, with its anchor and one h1', async ({ page }) => {
      await page.goto(h.path);
      for (const id of ['home', 'services', 'about', 'testimonials', 'contact']) {
        const section = page.locator(`section#${id}`);
        await expect(section).toHaveCount(1);
        await expect(section.getByRole('heading').first()).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });

    test('hero: every reason, the badges (the highlights and emergencies), every served city and the wider region', async ({
      page,
    }) => {
      await page.goto(h.path);
      const hero = region(page, h.lang, 'Home.hero.title');
      const reasons = msgKeys(h.lang, 'Home.hero.reasons');
      await expect(hero.getByRole('heading', { level: 3 })).toHaveText(
        reasons.map((key) => msg(h.lang, `Home.hero.reasons.${key}.title`)),
      );
      // The badge strip: the spec's highlights and emergencies.
      await expect(hero.locator('[data-badges]').getByRole('listitem')).toHaveCount(
        msgKeys(h.lang, 'Home.hero.highlights').length,
      );
      for (const city of servedCities) {
        await expect(
          hero.getByRole('listitem').filter({ hasText: new RegExp(`^${escapeRegExp(city)}$`) }),
        ).toHaveCount(1);
      }
      await expect(hero).toContainText(servedRegion);
    });

    test('services: every card with all its features; braces links to orthodontics', async ({
      page,
    }) => {
      await page.goto(h.path);
      const services = region(page, h.lang, 'Home.services.title');
      const serviceCards = cards(services);
      const keys = msgKeys(h.lang, 'Home.services.cards');
      await expect(serviceCards).toHaveCount(keys.length);
      for (const [i, key] of keys.entries()) {
        const card = serviceCards.nth(i);
        const title = msg(h.lang, `Home.services.cards.${key}.title`);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
        await expect(card.getByRole('listitem')).toHaveCount(
          msgKeys(h.lang, `Home.services.cards.${key}.features`).length,
        );
        // Each card's "learn more" leads to the services page; braces have a page of their own.
        // Its name ends with the card's title, in a visually hidden span (which may add a space).
        const more = card.getByRole('link', {
          name: new RegExp(
            `^${escapeRegExp(msg(h.lang, 'Home.services.learnMore'))}\\s*:\\s*${escapeRegExp(title)}$`,
          ),
        });
        await expect(more).toHaveAttribute('href', key === 'orthodontics' ? h.braces : h.services);
      }
      await expect(await callLinks(services)).toHaveAttribute('href', telHref);
      for (const [link, href] of [
        ['about', '/about'],
        ['reviews', '/reviews'],
      ]) {
        const named = services.getByRole('link', {
          name: msg(h.lang, `Home.services.why.${link}`),
        });
        await expect(named).toHaveCount(1);
        await expect(named).toHaveAttribute('href', h.prefix + href);
      }
    });

    test('about: mission, the tags and the four figures', async ({ page }) => {
      await page.goto(h.path);
      const about = region(page, h.lang, 'Home.about.title');
      await expect(about.getByRole('listitem')).toHaveCount(
        msgKeys(h.lang, 'Home.about.tags').length,
      );
      // Years in practice, families served, after-hours emergencies, PPO plans: practice facts only.
      await expect(about.getByRole('definition')).toHaveText(figureValues(h.lang));
    });

    test('testimonials: the home reviews with their stars each, and the summary', async ({
      page,
    }) => {
      await page.goto(h.path);
      const section = region(page, h.lang, 'Home.testimonials.title');
      const reviews = section.getByRole('figure');
      await expect(reviews).toHaveCount(homeReviews.length);
      await expect(reviews.getByRole('img', { name: starsLabel(h.lang) })).toHaveCount(
        homeReviews.length,
      );
      await expect(section).toContainText(ratingSummary(h.lang));
    });

    test('links to the other language, marked with its own lang', async ({ page }) => {
      await page.goto(h.path);
      // The link is worded in the language it leads to, from this page's messages.
      const text = msg(h.lang, 'Home.spanish.link');
      const link = page.getByRole('link', { name: text });
      await expect(link).toHaveAttribute('href', h.other.href);
      await expect(
        page.locator(`p[lang="${h.other.lang}"]`).getByRole('link', { name: text }),
      ).toBeVisible();
    });

    test('"learn more" scrolls smoothly to the about section', async ({ page }) => {
      await page.goto(h.path);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe('smooth');
      await page.getByRole('link', { name: learnMore(h.lang) }).click();
      await expect(
        region(page, h.lang, 'Home.about.title').getByRole('heading', { level: 2 }),
      ).toBeInViewport();
      await expect(page).toHaveURL(/#about$/);
    });
  });
}

test.describe('with reduced motion', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });
  test('"learn more" jumps instantly', async ({ page }) => {
    await page.goto('/');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');
    await page.getByRole('link', { name: learnMore('en') }).click();
    await expect(
      region(page, 'en', 'Home.about.title').getByRole('heading', { level: 2 }),
    ).toBeInViewport();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const { path, lang } of homes) {
    test(`${path}: the hero opens with the headline, call and book, the picture, then the form`, async ({
      page,
    }) => {
      await page.goto(path);
      const hero = region(page, lang, 'Home.hero.title');
      const call = (await callLinks(hero)).first();
      const book = hero.getByRole('link', { name: msg(lang, 'Home.hero.book'), exact: true });
      await expect(book).toHaveAttribute('href', '#request-title');
      const picture = hero.locator('img[src*="/art/header/home"]');
      const form = hero.locator('form#request');
      for (const first of [hero.getByRole('heading', { level: 1 }), call, book, picture])
        await expect(first).toBeInViewport({ ratio: 1 });
      const bottom = async (l: typeof form) => (await l.boundingBox())!.y;
      const order = [
        await bottom(hero.getByRole('heading', { level: 1 })),
        await bottom(call),
        await bottom(picture),
        await bottom(form),
      ];
      expect(order).toEqual([...order].sort((a, b) => a - b));
      // Nothing else comes between the picture and the form.
      const between = await page.evaluate(() => {
        const img = document.querySelector('#home img[src*="/art/header/home"]')!;
        const form = document.querySelector('form#request')!;
        return form.getBoundingClientRect().top - img.getBoundingClientRect().bottom;
      });
      expect(between).toBeLessThan(200);
    });
  }

  test('the home page is compact: under 10,500 px tall at 390 px in both languages', async ({
    page,
  }) => {
    for (const path of ['/', '/es/']) {
      await page.goto(path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, path).toBeLessThan(10_500);
    }
  });
});
