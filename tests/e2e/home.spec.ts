import {
  dentistName,
  figures,
  maps,
  reviewProfileUrl,
  servedCities,
  servedRegion,
  team,
} from '../../content/practice';
import { homeReviews } from '../../content/reviews';
import { test, expect } from './fixtures';
import { callLinks, cards, region } from './locate';
import { msg, msgKeys, type Lang } from './messages';
import { ratingSummary, starsLabel } from './site';

const reviewSource = figures.reviewSource;

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

    test('hero: the headline, call and book, the trust line; no emergency repeated', async ({
      page,
    }) => {
      await page.goto(h.path);
      const hero = region(page, h.lang, 'Home.hero.title');
      await expect(await callLinks(hero)).toHaveCount(1);
      await expect(
        hero.getByRole('link', { name: msg(h.lang, 'Common.request'), exact: true }),
      ).toHaveAttribute('href', '#request-intro');
      await expect(
        hero.getByRole('list', { name: msg(h.lang, 'Home.trust.label') }).getByRole('listitem'),
      ).toHaveCount(msgKeys(h.lang, 'Home.trust').filter((k) => !/label|AsOf/.test(k)).length);
      // Emergencies are said in the strip and once in the page, by the services' emergency card
      // (docs/product.md#home-page): never in the hero, and no second time in the page.
      await expect(hero.locator('a[href$="/emergency"]')).toHaveCount(0);
      const emergencyLinks = page.getByRole('main').locator('a[href$="/emergency"]');
      await expect(emergencyLinks).toHaveCount(1);
      await expect(
        region(page, h.lang, 'Home.services.title').locator('a[href$="/emergency"]'),
      ).toHaveCount(1);
    });

    test('contact: call, directions, hours, every served city, and the one form', async ({
      page,
    }) => {
      await page.goto(h.path);
      const contact = region(page, h.lang, 'Home.contact.title');
      await expect(await callLinks(contact)).not.toHaveCount(0);
      await expect(
        contact.getByRole('link', { name: msg(h.lang, 'Footer.getDirections') }),
      ).toHaveAttribute('href', maps.directionsUrl);
      await expect(
        contact.getByRole('heading', { name: msg(h.lang, 'Home.contact.hours') }),
      ).toBeVisible();
      for (const city of servedCities) await expect(contact).toContainText(city);
      await expect(contact).toContainText(servedRegion);
      await expect(page.getByRole('main').locator('form')).toHaveCount(1);
      await expect(contact.locator('form#request')).toHaveCount(1);
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
        // Each card's title is its link, to the services page; braces and emergencies have pages
        // of their own. It is the card's one link.
        await expect(card.getByRole('link')).toHaveCount(1);
        const more = card.getByRole('heading', { level: 3 }).getByRole('link', { name: title });
        const own = { orthodontics: h.braces, emergency: `${h.prefix}/emergency` } as Record<
          string,
          string
        >;
        await expect(more).toHaveAttribute('href', own[key] ?? h.services);
      }
    });

    test('about: the team by role, the dentist by name, what each does, and "Meet our team" leads to it', async ({
      page,
    }) => {
      await page.goto(h.path);
      const about = region(page, h.lang, 'Home.about.title');
      // Each role, the name under it where the practice has given one.
      await expect(about.getByRole('heading', { level: 3 })).toHaveText(
        team.map((member) =>
          [msg(h.lang, `Team.roles.${member.role}.title`), 'name' in member && member.name(h.lang)]
            .filter(Boolean)
            .join(' '),
        ),
      );
      await expect(about).toContainText(dentistName(h.lang));
      // A family learns who it meets: each card says what the person does.
      for (const [index, member] of team.entries())
        await expect(about.getByRole('listitem').nth(index)).toContainText(
          msg(h.lang, `Team.roles.${member.role}.text`),
        );
      await expect(
        about.getByRole('link', { name: msg(h.lang, 'Home.about.more') }),
      ).toHaveAttribute('href', `${h.prefix}/about#team`);
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
      await expect(
        section.getByRole('link', { name: msg(h.lang, 'Reviews.readAll', { reviewSource }) }),
      ).toHaveAttribute('href', reviewProfileUrl);
      // Reviewers by initials, never a drawn face.
      await expect(section.locator('img')).toHaveCount(0);
    });

    test('says "Se habla español" in the trust line, on the English home a link to Spanish', async ({
      page,
    }) => {
      await page.goto(h.path);
      const trust = page.getByRole('list', { name: msg(h.lang, 'Home.trust.label') });
      const spanish = trust.locator('li[lang="es"]');
      await expect(spanish).toHaveText(msg(h.lang, 'Home.trust.spanish'));
      const link = spanish.getByRole('link');
      if (h.lang === 'en') {
        await expect(link).toHaveAttribute('href', h.other.href);
        await expect(link).toHaveAttribute('hreflang', 'es');
      } else {
        // The Spanish home is already in Spanish: the header's switch leads to English.
        await expect(link).toHaveCount(0);
      }
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
    test(`${path}: the hero opens with the headline, call and book and the trust line, then the picture`, async ({
      page,
    }) => {
      await page.goto(path);
      const hero = region(page, lang, 'Home.hero.title');
      const call = (await callLinks(hero)).first();
      const book = hero.getByRole('link', { name: msg(lang, 'Common.request'), exact: true });
      const trust = hero.getByRole('list', { name: msg(lang, 'Home.trust.label') });
      const picture = hero.locator('img[src*="/art/header/home"]');
      for (const first of [hero.getByRole('heading', { level: 1 }), call, book, trust])
        await expect(first).toBeInViewport({ ratio: 1 });
      const top = async (l: typeof picture) => (await l.boundingBox())!.y;
      const order = [
        await top(hero.getByRole('heading', { level: 1 })),
        await top(call),
        await top(trust),
        await top(picture),
      ];
      expect(order).toEqual([...order].sort((a, b) => a - b));
    });

    test(`${path}: the hero's request opens the form, folded on a phone, at its first field`, async ({
      page,
    }) => {
      await page.goto(path);
      const hero = region(page, lang, 'Home.hero.title');
      const form = page.locator('form#request');
      await expect(form).toBeHidden();
      await hero.getByRole('link', { name: msg(lang, 'Common.request'), exact: true }).click();
      await expect(form.locator('[name="Parent Name"]')).toBeInViewport();
      // The form's title (the fold's summary on a phone) stays in view above it, under the header.
      const title = page.locator('details:has(form#request) > summary');
      await expect(title).toBeInViewport({ ratio: 1 });
      const headerBottom = (await page.getByRole('banner').boundingBox())!;
      expect((await title.boundingBox())!.y).toBeGreaterThanOrEqual(
        headerBottom.y + headerBottom.height,
      );
    });
  }
});
