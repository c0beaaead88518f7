import { financing, practice } from '../../content/practice';
import { describeEachLanguage, test, expect } from './fixtures';
import { callLinks, cards, expectLinkTo, linkNamed, region } from './locate';
import { msg, msgItem, type Args } from './messages';
import { starsLabel } from './site';

/** The ICU argument of the messages that name the financing provider. */
const provider = { financingProvider: financing.provider };

describeEachLanguage('care pages', ({ prefix, lang }) => {
  test('orthodontics: three options with their durations, the key figures, book and call', async ({
    page,
  }) => {
    await page.goto(`${prefix}/orthodontics`);
    const options = cards(region(page, lang, 'OrthodonticsPage.options.title'));
    await expect(options).toHaveCount(3);
    // The spec's durations, in months, as each language states a range.
    const durations = [
      ['metal', { metalMonthsMin: 18, metalMonthsMax: 24 }],
      ['ceramic', { ceramicMonthsMin: 18, ceramicMonthsMax: 30 }],
      ['aligners', { alignerMonthsMin: 12, alignerMonthsMax: 18 }],
    ] as const;
    for (const [i, [option, months]] of durations.entries()) {
      await expect(options.nth(i)).toContainText(
        msg(lang, `OrthodonticsPage.options.${option}.duration`, months),
      );
      expect(await options.nth(i).getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
    }
    const facts = region(page, lang, 'OrthodonticsPage.guidance.title').getByRole('list');
    const keyFigures: Args[] = [
      { orthoEvaluationAge: 7 },
      { adjustmentWeeksMin: 4, adjustmentWeeksMax: 8 },
      { alignerHoursMin: 20, alignerHoursMax: 22 },
      { placementHoursMin: 1, placementHoursMax: 2 },
    ];
    for (const figures of keyFigures) {
      await expect(facts).toContainText(msgItem(lang, 'OrthodonticsPage.guidance.items', figures));
    }
    const book = linkNamed(page.getByRole('main'), lang, 'OrthodonticsPage.cta.book').first();
    await expectLinkTo(book, `${prefix}/appointment`);
    await expect((await callLinks(page.getByRole('main'))).first()).toBeVisible();
    await expect(region(page, lang, 'OrthodonticsPage.safety.title')).toBeVisible();
  });

  test('sedation: call button, reasons, nitrous oxide, four safety cards, three guidelines', async ({
    page,
  }) => {
    await page.goto(`${prefix}/sedation-dentistry`);
    const items = (section: string) =>
      region(page, lang, `SedationPage.${section}.title`).getByRole('listitem');
    await expect((await callLinks(page.getByRole('main'))).first()).toBeVisible();
    expect(await items('reasons').count()).toBeGreaterThanOrEqual(4);
    await expect(region(page, lang, 'SedationPage.nitrous.title')).toBeVisible();
    await expect(items('safety')).toHaveCount(4);
    await expect(items('guidelines')).toHaveCount(3);
    expect(await items('expect').count()).toBeGreaterThanOrEqual(3);
  });

  test('insurance: sixteen PPO plans, Medi-Cal and Denti-Cal, financing links, cancellation', async ({
    page,
  }) => {
    await page.goto(`${prefix}/insurance`);
    const main = page.getByRole('main');
    await expect(region(page, lang, 'InsurancePage.ppo.title').getByRole('listitem')).toHaveCount(
      16,
    );
    await expect(main).toContainText('Medi-Cal');
    await expect(main).toContainText('Denti-Cal');
    await expect(
      linkNamed(main, lang, 'InsurancePage.financing.learnMore', provider),
    ).toHaveAttribute('href', `${prefix}/carecredit`);
    const apply = linkNamed(main, lang, 'InsurancePage.financing.apply', provider);
    await expect(apply).toHaveAttribute('href', financing.applyUrl);
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(apply).toContainText(
      lang === 'en' ? '(opens in a new tab)' : '(se abre en una pestaña nueva)',
    );
    await expect(region(page, lang, 'InsurancePage.cancellation.title')).toContainText('24');
    expect(await (await callLinks(main)).count()).toBeGreaterThanOrEqual(2);
  });

  test('special needs: a five-star review, four benefits, and Read More Reviews goes to reviews', async ({
    page,
  }) => {
    await page.goto(`${prefix}/special-needs`);
    await expect(
      region(page, lang, 'SpecialNeedsPage.review.title')
        .getByRole('figure')
        .getByRole('img', { name: starsLabel(lang) }),
    ).toHaveCount(1);
    await expect(
      region(page, lang, 'SpecialNeedsPage.benefits.title').getByRole('listitem'),
    ).toHaveCount(4);
    const link = linkNamed(page.getByRole('main'), lang, 'SpecialNeedsPage.readMore');
    await expect(link).toHaveAttribute('href', `${prefix}/reviews`);
  });

  test('CareCredit: apply link, three steps, six benefits, three plans, phone', async ({
    page,
  }) => {
    await page.goto(`${prefix}/carecredit`);
    const main = page.getByRole('main');
    // Apply with the provider, and read its own terms and rates: both other sites, new tabs.
    const apply = linkNamed(main, lang, 'CareCreditPage.hero.apply', provider).first();
    const terms = linkNamed(main, lang, 'CareCreditPage.terms', provider);
    for (const [link, href] of [
      [apply, financing.applyUrl],
      [terms, financing.termsUrl],
    ] as const) {
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(terms).toContainText(lang === 'en' ? 'terms and rates' : 'términos');
    const items = (section: string) =>
      region(page, lang, `CareCreditPage.${section}.title`, provider).getByRole('listitem');
    await expect(items('steps')).toHaveCount(3);
    await expect(items('benefits')).toHaveCount(6);
    const plans = items('plans');
    await expect(plans).toHaveCount(3);
    await expect(plans.nth(0)).toContainText('6');
    await expect(plans.nth(0)).toContainText('$200');
    await expect(plans.nth(1)).toContainText('12');
    await expect(plans.nth(1)).toContainText('$500');
    await expect(plans.nth(2)).toContainText(
      msg(lang, 'CareCreditPage.plans.cards.extended.title', {
        extendedFromMonths: 18,
        extendedToMonths: 60,
      }),
    );
    await expect(main).toContainText(lang === 'en' ? 'credit approval' : 'aprobación de crédito');
    await expect(await callLinks(main)).toHaveCount(1);
  });

  test('FAQs: three groups of five, the closing block with hours and two buttons', async ({
    page,
  }) => {
    await page.goto(`${prefix}/faqs`);
    const contact = linkNamed(page.getByRole('main'), lang, 'FaqsPage.hero.contact').first();
    await expectLinkTo(contact, `${prefix}/contact`);
    for (const group of ['general', 'care', 'orthodontics']) {
      await expect(
        region(page, lang, `FaqsPage.groups.${group}.title`).getByRole('heading', { level: 3 }),
      ).toHaveCount(5);
    }
    const closing = region(page, lang, 'FaqsPage.closing.title');
    await expect(await callLinks(closing)).toBeVisible();
    await expect(closing).toContainText(practice.address.street);
    // The one reading of the office hours (content/practice.ts), as in the footer.
    await expect(closing).toContainText(lang === 'en' ? 'Monday – Thursday' : 'Lunes a jueves');
    await expect(closing).toContainText(
      lang === 'en' ? '8:00 AM – 6:00 PM' : '8:00 a.m. a 6:00 p.m.',
    );
    await expect(closing).toContainText(
      lang === 'en' ? '8:00 AM – 4:00 PM' : '8:00 a.m. a 4:00 p.m.',
    );
    const book = linkNamed(closing, lang, 'FaqsPage.closing.book');
    await expectLinkTo(book, `${prefix}/appointment`);
    const home = linkNamed(closing, lang, 'FaqsPage.closing.home');
    await expect(home).toHaveCount(1);
    await expect(home).toHaveAttribute('href', prefix ? /^\/es\/?$/ : '/');
  });
});

test.describe('FAQ accordion', () => {
  test('one answer open per group; opening another closes it; an open one collapses', async ({
    page,
  }) => {
    await page.goto('/faqs');
    const group = region(page, 'en', 'FaqsPage.groups.general.title');
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
    const care = region(page, 'en', 'FaqsPage.groups.care.title').getByRole('button');
    await care.nth(1).click();
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await triggers.nth(2).click();
    await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'false');
  });

  test('works from the keyboard with a visible focus', async ({ page }) => {
    await page.goto('/es/faqs');
    const triggers = region(page, 'es', 'FaqsPage.groups.orthodontics.title').getByRole('button');
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
    // Find-in-page's way in (a text fragment fires the same beforematch) opens the answer.
    const answer = answers.nth(7);
    const words = (await answer.textContent())!.trim().split(/\s+/).slice(0, 4).join(' ');
    await page.evaluate((text) => {
      location.hash = `:~:text=${encodeURIComponent(text)}`;
    }, words);
    await expect(answer).toHaveAttribute('data-state', 'open');
    await expect(answer).not.toHaveAttribute('hidden');
    // Closed again, it is hidden until found again, not hidden outright.
    await page.locator(`[aria-controls="${await answer.getAttribute('id')}"]`).click();
    await expect(answer).toHaveAttribute('data-state', 'closed');
    await expect(answer).toHaveAttribute('hidden', 'until-found');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every answer opens, one at a time in each group, as <details>', async ({ page }) => {
      await page.goto('/es/faqs');
      const questions = page.locator('main details > summary');
      await expect(questions).toHaveCount(15);
      for (let i = 0; i < 15; i++) {
        await questions.nth(i).click();
        await expect(questions.nth(i).locator('xpath=following-sibling::*[1]')).toBeVisible();
      }
      // The last of each group is open: the browser closed the others (<details name>).
      await expect(page.locator('main details[open]')).toHaveCount(3);
      for (const group of ['general', 'care', 'orthodontics'] as const) {
        const open = region(page, 'es', `FaqsPage.groups.${group}.title`).locator(
          'details[open] h3',
        );
        await expect(open).toHaveCount(1);
      }
    });
  });
});
