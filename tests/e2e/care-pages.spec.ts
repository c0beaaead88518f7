import { financing } from '../../content/practice';
import { test, expect } from './fixtures';

const langs = [
  {
    prefix: '',
    lang: 'en',
    months: 'months',
    stars: '5 out of 5 stars',
    readMore: 'Read More Reviews',
  },
  {
    prefix: '/es',
    lang: 'es',
    months: 'meses',
    stars: '5 de 5 estrellas',
    readMore: /Leer más opiniones|Lea más opiniones|Ver más opiniones/,
  },
];

for (const { prefix, lang, months, stars, readMore } of langs) {
  test.describe(`care pages (${lang})`, () => {
    test('orthodontics: three options with their durations, the key figures, book and call', async ({
      page,
    }) => {
      await page.goto(`${prefix}/orthodontics`);
      const options = page.locator('#options + ul > li');
      await expect(options).toHaveCount(3);
      const sep = lang === 'en' ? '–' : /–| a /;
      await expect(options.nth(0)).toContainText(
        new RegExp(`18(${typeof sep === 'string' ? sep : '–| a '})24 ${months}`),
      );
      await expect(options.nth(1)).toContainText(new RegExp(`18(–| a )30 ${months}`));
      await expect(options.nth(2)).toContainText(new RegExp(`12(–| a )18 ${months}`));
      for (let i = 0; i < 3; i++)
        expect(await options.nth(i).locator('ul > li').count()).toBeGreaterThanOrEqual(4);
      const facts = page.locator('#guidance + ul');
      await expect(facts).toContainText(' 7');
      await expect(facts).toContainText(/4(–| a )8/);
      await expect(facts).toContainText(/20(–| a )22/);
      await expect(facts).toContainText(/1(–| a | y )2/);
      await expect(page.locator('main a[href$="/appointment"]').first()).toBeVisible();
      await expect(page.locator('main a[href="tel:+19095550142"]').first()).toBeVisible();
      await expect(page.locator('#safety')).toBeVisible();
    });

    test('sedation: call button, reasons, nitrous oxide, four safety cards, three guidelines', async ({
      page,
    }) => {
      await page.goto(`${prefix}/sedation-dentistry`);
      await expect(page.locator('main a[href="tel:+19095550142"]').first()).toBeVisible();
      expect(await page.locator('#reasons + ul > li').count()).toBeGreaterThanOrEqual(4);
      await expect(page.locator('#nitrous')).toBeVisible();
      await expect(page.locator('#safety + ul > li')).toHaveCount(4);
      await expect(page.locator('#guidelines + ol > li')).toHaveCount(3);
      expect(await page.locator('#expect + ol > li').count()).toBeGreaterThanOrEqual(3);
    });

    test('insurance: sixteen PPO plans, Medi-Cal and Denti-Cal, financing links, cancellation', async ({
      page,
    }) => {
      await page.goto(`${prefix}/insurance`);
      await expect(page.locator('section:has(#ppo) > ul > li')).toHaveCount(16);
      await expect(page.locator('main')).toContainText('Medi-Cal');
      await expect(page.locator('main')).toContainText('Denti-Cal');
      await expect(page.locator('main a[href$="/carecredit"]')).toHaveAttribute(
        'href',
        `${prefix}/carecredit`,
      );
      const apply = page.locator('main a[href^="https://www.carecredit.com/"]');
      await expect(apply).toHaveAttribute('target', '_blank');
      await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(apply).toContainText(
        lang === 'en' ? '(opens in a new tab)' : '(se abre en una pestaña nueva)',
      );
      await expect(page.locator('#cancellation ~ p')).toContainText('24');
      expect(await page.locator('main a[href="tel:+19095550142"]').count()).toBeGreaterThanOrEqual(
        2,
      );
    });

    test('special needs: a five-star review, four benefits, and Read More Reviews goes to reviews', async ({
      page,
    }) => {
      await page.goto(`${prefix}/special-needs`);
      await expect(page.locator('#review ~ figure').getByRole('img', { name: stars })).toHaveCount(
        1,
      );
      await expect(page.locator('#benefits + ul > li')).toHaveCount(4);
      const link = page.getByRole('link', { name: readMore });
      await expect(link).toHaveAttribute('href', `${prefix}/reviews`);
    });

    test('CareCredit: apply link, three steps, six benefits, three plans, phone', async ({
      page,
    }) => {
      await page.goto(`${prefix}/carecredit`);
      // Apply with the provider, and read its own terms and rates: both other sites, new tabs.
      for (const href of [financing.applyUrl, financing.termsUrl]) {
        const link = page.locator(`main a[href="${href}"]`).first();
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(page.locator(`main a[href="${financing.termsUrl}"]`)).toContainText(
        lang === 'en' ? 'terms and rates' : 'términos',
      );
      await expect(page.locator('#steps + ol > li')).toHaveCount(3);
      await expect(page.locator('#benefits + ul > li')).toHaveCount(6);
      const plans = page.locator('#plans + ul > li');
      await expect(plans).toHaveCount(3);
      await expect(plans.nth(0)).toContainText('6');
      await expect(plans.nth(0)).toContainText('$200');
      await expect(plans.nth(1)).toContainText('12');
      await expect(plans.nth(1)).toContainText('$500');
      await expect(plans.nth(2)).toContainText(/18(–| a )60/);
      await expect(page.locator('main')).toContainText(
        lang === 'en' ? 'credit approval' : 'aprobación de crédito',
      );
      await expect(page.locator('main a[href="tel:+19095550142"]')).toHaveCount(1);
    });

    test('FAQs: three groups of five, the closing block with hours and two buttons', async ({
      page,
    }) => {
      await page.goto(`${prefix}/faqs`);
      await expect(page.locator('main a[href$="/contact"]').first()).toBeVisible();
      for (const group of ['general', 'care', 'orthodontics']) {
        await expect(page.locator(`section:has(#faq-${group}) h3`)).toHaveCount(5);
      }
      const closing = page.locator('section:has(#faq-closing)');
      await expect(closing.locator('a[href="tel:+19095550142"]')).toBeVisible();
      await expect(closing).toContainText('12850 Central Ave');
      // The one reading of the office hours (content/practice.ts), as in the footer.
      await expect(closing).toContainText(lang === 'en' ? 'Monday – Thursday' : 'Lunes a jueves');
      await expect(closing).toContainText(
        lang === 'en' ? '8:00 AM – 6:00 PM' : '8:00 a.m. a 6:00 p.m.',
      );
      await expect(closing).toContainText(
        lang === 'en' ? '8:00 AM – 4:00 PM' : '8:00 a.m. a 4:00 p.m.',
      );
      await expect(closing.locator('a[href$="/appointment"]')).toBeVisible();
      await expect(closing.locator(`a[href="${prefix || '/'}"], a[href="${prefix}/"]`)).toHaveCount(
        1,
      );
    });
  });
}

test.describe('FAQ accordion', () => {
  test('one answer open per group; opening another closes it; an open one collapses', async ({
    page,
  }) => {
    await page.goto('/faqs');
    const group = page.locator('section:has(#faq-general)');
    const triggers = group.getByRole('button');
    await expect(triggers).toHaveCount(5);
    for (let i = 0; i < 5; i++)
      await expect(triggers.nth(i)).toHaveAttribute('aria-expanded', 'false');
    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(group.locator('[data-faq-answer][data-state="open"]')).toHaveCount(1);
    await expect(group.locator('[data-faq-answer]:not([hidden])')).toHaveCount(1);
    await triggers.nth(2).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    // Another group keeps its own state.
    const care = page.locator('section:has(#faq-care)').getByRole('button');
    await care.nth(1).click();
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await triggers.nth(2).click();
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'false');
  });

  test('works from the keyboard with a visible focus', async ({ page }) => {
    await page.goto('/es/faqs');
    const triggers = page.locator('section:has(#faq-orthodontics)').getByRole('button');
    await triggers.nth(0).focus();
    expect(await triggers.nth(0).evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe(
      'none',
    );
    await page.keyboard.press('Enter');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });

  test('closed answers are in the page, hidden until found', async ({ page }) => {
    await page.goto('/faqs');
    const answers = page.locator('[data-faq-answer]');
    await expect(answers).toHaveCount(15);
    expect(await answers.evaluateAll((els) => els.map((el) => el.getAttribute('hidden')))).toEqual(
      Array(15).fill('until-found'),
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every answer can be read', async ({ page }) => {
      await page.goto('/es/faqs');
      const answers = page.locator('[data-faq-answer]');
      await expect(answers).toHaveCount(15);
      for (let i = 0; i < 15; i++) await expect(answers.nth(i)).toBeVisible();
    });
  });
});
