import { ppoPlans, yearsInPractice } from '../../content/practice';
import { test, expect } from './fixtures';

const homes = [
  {
    path: '/',
    lang: 'en',
    learnMore: 'Learn more about us',
    summary: '5.0 out of 5 from 633+ reviews on Google',
    stars: '5 out of 5 stars',
    other: { text: 'Ver el sitio en español', lang: 'es', href: '/es/' },
    services: /^\/services$/,
    braces: '/orthodontics',
  },
  {
    path: '/es/',
    lang: 'es',
    learnMore: 'Conozca más sobre nosotros',
    summary: '5.0 de 5 en más de 633 opiniones en Google',
    stars: '5 de 5 estrellas',
    other: { text: 'View the site in English', lang: 'en', href: '/' },
    services: /^\/es\/services$/,
    braces: '/es/orthodontics',
  },
];

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

    test('hero: four reasons, badges (three highlights and emergencies), five cities and the wider region', async ({
      page,
    }) => {
      await page.goto(h.path);
      const hero = page.locator('#home');
      await expect(hero.locator('h3')).toHaveCount(4);
      // The badge strip: the spec's three highlights and emergencies.
      await expect(hero.locator('[data-badges] > li')).toHaveCount(4);
      for (const city of ['Chino', 'Chino Hills', 'Ontario', 'Pomona', 'Diamond Bar']) {
        await expect(
          hero.getByRole('listitem').filter({ hasText: new RegExp(`^${city}$`) }),
        ).toHaveCount(1);
      }
      await expect(hero).toContainText('Inland Empire');
    });

    test('services: four cards of four features; braces links to orthodontics', async ({
      page,
    }) => {
      await page.goto(h.path);
      const cards = page.locator('#services > div > ul > li');
      await expect(cards).toHaveCount(4);
      for (let i = 0; i < 4; i++) await expect(cards.nth(i).locator('ul > li')).toHaveCount(4);
      const hrefs = await cards
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.filter((href) => h.services.test(href!))).toHaveLength(3);
      expect(hrefs[2]).toBe(h.braces);
      await expect(page.locator('#services a[href^="tel:"]')).toHaveAttribute(
        'href',
        'tel:+19095550142',
      );
      await expect(page.locator('#services a[href$="/about"]')).toHaveCount(1);
      await expect(page.locator('#services a[href$="/reviews"]')).toHaveCount(1);
    });

    test('about: mission, three tags and four figures', async ({ page }) => {
      await page.goto(h.path);
      const about = page.locator('#about');
      await expect(about.locator('ul > li')).toHaveCount(3);
      // Years since 2019, families served, after-hours emergencies, PPO plans: practice facts only.
      await expect(about.locator('dd')).toHaveText([
        `${yearsInPractice}+`,
        '1,000+',
        h.lang === 'en' ? 'After hours' : 'Fuera del horario',
        String(ppoPlans.length),
      ]);
    });

    test('testimonials: six reviews with five stars each, and the summary', async ({ page }) => {
      await page.goto(h.path);
      const section = page.locator('#testimonials');
      await expect(section.locator('figure')).toHaveCount(6);
      await expect(section.locator('figure').getByRole('img', { name: h.stars })).toHaveCount(6);
      await expect(section).toContainText(h.summary);
    });

    test('links to the other language, marked with its own lang', async ({ page }) => {
      await page.goto(h.path);
      const link = page.getByRole('link', { name: h.other.text });
      await expect(link).toHaveAttribute('href', h.other.href);
      await expect(
        page.locator(`p[lang="${h.other.lang}"]`).getByRole('link', { name: h.other.text }),
      ).toBeVisible();
    });

    test('"learn more" scrolls smoothly to the about section', async ({ page }) => {
      await page.goto(h.path);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe('smooth');
      await page.getByRole('link', { name: h.learnMore }).click();
      await expect(page.locator('#about h2')).toBeInViewport();
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
    await page.getByRole('link', { name: 'Learn more about us' }).click();
    await expect(page.locator('#about h2')).toBeInViewport();
  });
});

test.describe('on a phone (issue 14)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const path of ['/', '/es/']) {
    test(`${path}: the hero opens with the headline, call and book, the picture, then the form`, async ({
      page,
    }) => {
      await page.goto(path);
      const hero = page.locator('#home');
      const call = hero.locator('a[href^="tel:"]').first();
      const book = hero.locator('a[href="#request-title"]');
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
