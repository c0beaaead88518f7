import { taglines } from '../../content/taglines';
import { test, expect } from './fixtures';

/** The pages parents look for beyond the spec (DECISIONS, "Pages beyond the spec"). */
const langs = [
  {
    prefix: '',
    lang: 'en',
    call: /^Call \(909\)\s555-0142 now/,
    strip: 'What to do now',
    ninety: /911/,
  },
  {
    prefix: '/es',
    lang: 'es',
    call: /^Llamar al \(909\)\s555-0142 ahora/,
    strip: 'Qué hacer ahora',
    ninety: /911/,
  },
];

for (const { prefix, lang, call, strip, ninety } of langs) {
  test.describe(`pages beyond the spec (${lang})`, () => {
    test('emergency: the call button comes first, then 911, seven first-aid cases, after hours', async ({
      page,
    }) => {
      await page.goto(`${prefix}/emergency`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const main = page.getByRole('main');
      // The first link in the page's own content is the phone call, visible without scrolling.
      const first = main.locator('a').first();
      await expect(first).toHaveAttribute('href', 'tel:+19095550142');
      await expect(first).toHaveText(call);
      await expect(first).toBeInViewport();
      await expect(page.locator('#urgent')).toContainText(ninety);
      expect(await page.locator('section:has(#urgent) li').count()).toBeGreaterThanOrEqual(5);
      // A knocked-out permanent tooth: come now; the emergency room if we cannot see the child
      // within the hour; milk, never water.
      const knocked = page.locator('#knockedOutPermanent');
      await expect(knocked.locator('ol > li')).toHaveCount(5);
      await expect(knocked).toContainText(lang === 'en' ? 'within the hour' : 'dentro de una hora');
      await expect(knocked).toContainText(lang === 'en' ? 'milk' : 'leche');
      const cases = page.locator('#first-aid ~ div > article');
      await expect(cases).toHaveCount(7);
      for (let i = 0; i < 7; i++) {
        await expect(cases.nth(i).getByRole('heading', { level: 3 })).toBeVisible();
        expect(await cases.nth(i).locator('ol > li').count()).toBeGreaterThanOrEqual(2);
      }
      // The case list jumps to each case.
      const jumps = page.getByRole('navigation', { name: /First aid|Primeros auxilios/ });
      await expect(jumps.getByRole('link')).toHaveCount(7);
      await jumps.getByRole('link').nth(6).click();
      await expect(page).toHaveURL(/#bracesWire$/);
      await expect(page.locator('#bracesWire')).toBeInViewport();
      await expect(page.locator('#after-hours')).toBeVisible();
      await expect(
        page.locator('section:has(#after-hours) a[href="tel:+19095550142"]'),
      ).toHaveCount(1);
    });

    test('the emergency strip on every page leads to the emergency page', async ({ page }) => {
      // Right under the header, before the page's own content, on every kind of page.
      for (const path of ['/', '/about', '/blog', '/privacy', '/emergency']) {
        await page.goto(prefix + (path === '/' ? '/' : path));
        const link = page.getByRole('link', { name: strip, exact: true });
        await expect(link).toHaveAttribute('href', `${prefix}/emergency`);
        await expect(link).toBeInViewport();
        expect(
          await link.evaluate(
            (a) =>
              !!(
                document.querySelector('main')!.compareDocumentPosition(a) &
                Node.DOCUMENT_POSITION_PRECEDING
              ),
          ),
        ).toBe(true);
      }
      // Where a worried parent looks: home, the services emergency card, the FAQ, the article.
      for (const path of [
        '/',
        '/services',
        '/faqs',
        '/blog/understanding-pediatric-dental-emergencies',
      ]) {
        await page.goto(prefix + (path === '/' ? '/' : path));
        expect(
          await page.getByRole('main').locator(`a[href="${prefix}/emergency"]`).count(),
          path,
        ).toBeGreaterThanOrEqual(1);
      }
    });

    test('your first visit: every section a parent needs, linked from the menu and the footer', async ({
      page,
    }) => {
      await page.goto(`${prefix}/new-patients`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const id of [
        'ages',
        'bring',
        'forms',
        'caregiver',
        'insurance',
        'timeline',
        'xrays',
        'language',
        'getting',
        'reschedule',
      ])
        await expect(page.locator(`#${id}`), id).toBeVisible();
      const bring = page.locator('section:has(#bring)');
      for (const thing of lang === 'en'
        ? ['insurance card', 'ID', 'medicines', 'X-rays']
        : ['tarjeta del seguro', 'identificación', 'medicamentos', 'radiografías'])
        await expect(bring).toContainText(thing);
      await expect(page.locator('section:has(#timeline) ol > li')).not.toHaveCount(0);
      await expect(page.locator('section:has(#caregiver)')).toContainText(
        lang === 'en' ? 'authorization' : 'autorización',
      );
      await expect(
        page.getByRole('contentinfo').locator(`a[href="${prefix}/new-patients"]`),
      ).toHaveCount(1);
      // In the Services dropdown of the main navigation.
      const nav = page.getByRole('navigation', { name: /^(Main|Principal)$/ });
      await nav.hover();
      await nav.getByRole('button', { name: lang === 'en' ? 'Services' : 'Servicios' }).click();
      await expect(
        nav.getByRole('link', { name: lang === 'en' ? 'Your first visit' : 'Su primera cita' }),
      ).toHaveAttribute('href', `${prefix}/new-patients`);
    });

    test('nondiscrimination: the notice and every tagline in its own language, from every footer', async ({
      page,
    }) => {
      await page.goto(`${prefix}/about`);
      const footerLink = page
        .getByRole('contentinfo')
        .locator(`a[href="${prefix}/nondiscrimination"]`);
      await expect(footerLink).toHaveCount(1);
      await footerLink.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/nondiscrimination$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const list = page
        .getByRole('list', { name: lang === 'en' ? 'Language assistance' : 'Ayuda en su idioma' })
        .locator('> li');
      await expect(list).toHaveCount(taglines.length);
      for (const [i, tagline] of taglines.entries()) {
        const item = list.nth(i);
        await expect(item).toHaveAttribute('lang', tagline.lang);
        if (tagline.dir) await expect(item).toHaveAttribute('dir', tagline.dir);
        else await expect(item).not.toHaveAttribute('dir', /./);
        await expect(item).toContainText('(909) 555-0142');
        await expect(item).not.toContainText('{phone}');
      }
    });
  });
}
