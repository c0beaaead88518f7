import {
  clinical,
  financing,
  policies,
  ppoPlans,
  practice,
  publicProgram,
} from '../../content/practice';
import { hoursLines } from './content';
import { describeEachLanguage, test, expect } from './fixtures';
import { callLinks, cards, expectLinkTo, linkNamed, region } from './locate';
import { msg, msgGroups, msgItem, msgKeys, msgList, type Args, type Lang } from './messages';
import { phone, starsLabel } from './site';

/** The ICU argument of the messages that name the financing provider. */
const provider = { financingProvider: financing.provider };

/** The FAQ groups, in the page's order, and how many questions each has (messages). */
const faqGroups = (lang: Lang) => msgKeys(lang, 'FaqsPage.groups');
const questionsIn = (lang: Lang, group: string) =>
  msgKeys(lang, `FaqsPage.groups.${group}.items`).length;
const allQuestions = (lang: Lang) =>
  faqGroups(lang).reduce((sum, group) => sum + questionsIn(lang, group), 0);
/** The group with the most questions: the accordion's behaviour needs two or more. */
const largestGroup = (lang: Lang) =>
  faqGroups(lang).reduce((a, b) => (questionsIn(lang, b) > questionsIn(lang, a) ? b : a));

describeEachLanguage('care pages', ({ prefix, lang }) => {
  test('orthodontics: every option with its duration, the key figures, book and call', async ({
    page,
  }) => {
    await page.goto(`${prefix}/orthodontics`);
    const options = cards(region(page, lang, 'OrthodonticsPage.options.title'));
    const { braces } = clinical;
    // The durations of content/practice.ts, in months, as each language states a range.
    const months: Record<string, Args> = {
      metal: { metalMonthsMin: braces.metal.min, metalMonthsMax: braces.metal.max },
      ceramic: { ceramicMonthsMin: braces.ceramic.min, ceramicMonthsMax: braces.ceramic.max },
      aligners: { alignerMonthsMin: braces.aligners.min, alignerMonthsMax: braces.aligners.max },
    };
    const shown = msgGroups(lang, 'OrthodonticsPage.options');
    await expect(options).toHaveCount(shown.length);
    for (const [i, option] of shown.entries()) {
      const key = `OrthodonticsPage.options.${option}`;
      await expect(options.nth(i).getByRole('heading')).toHaveText(msg(lang, `${key}.title`));
      await expect(options.nth(i)).toContainText(msg(lang, `${key}.duration`, months[option]));
      await expect(options.nth(i).getByRole('listitem')).toHaveCount(
        msgKeys(lang, `${key}.features`).length,
      );
    }
    const facts = region(page, lang, 'OrthodonticsPage.guidance.title').getByRole('list');
    const keyFigures: Args[] = [
      { orthoEvaluationAge: clinical.orthoEvaluationAge },
      {
        adjustmentWeeksMin: clinical.adjustmentWeeks.min,
        adjustmentWeeksMax: clinical.adjustmentWeeks.max,
      },
      {
        alignerHoursMin: clinical.alignerHoursPerDay.min,
        alignerHoursMax: clinical.alignerHoursPerDay.max,
      },
      {
        placementHoursMin: clinical.placementHours.min,
        placementHoursMax: clinical.placementHours.max,
      },
    ];
    for (const figures of keyFigures) {
      await expect(facts).toContainText(msgItem(lang, 'OrthodonticsPage.guidance.items', figures));
    }
    const book = linkNamed(page.getByRole('main'), lang, 'Common.request').first();
    await expectLinkTo(book, `${prefix}/appointment`);
    await expect((await callLinks(page.getByRole('main'))).first()).toBeVisible();
    await expect(region(page, lang, 'OrthodonticsPage.safety.title')).toBeVisible();
  });

  test('sedation: call button, reasons, nitrous oxide, the safety cards, the guidelines', async ({
    page,
  }) => {
    await page.goto(`${prefix}/sedation-dentistry`);
    const items = (section: string) =>
      region(page, lang, `SedationPage.${section}.title`).getByRole('listitem');
    const count = (key: string) => msgKeys(lang, `SedationPage.${key}`).length;
    await expect((await callLinks(page.getByRole('main'))).first()).toBeVisible();
    await expect(items('reasons')).toHaveCount(count('reasons.items'));
    await expect(region(page, lang, 'SedationPage.nitrous.title')).toBeVisible();
    await expect(items('safety')).toHaveCount(count('safety.cards'));
    await expect(items('guidelines')).toHaveCount(count('guidelines.items'));
    await expect(items('expect')).toHaveCount(count('expect.steps'));
  });

  test('insurance: every PPO plan, the public program by both names, financing links, cancellation', async ({
    page,
  }) => {
    await page.goto(`${prefix}/insurance`);
    const main = page.getByRole('main');
    await expect(region(page, lang, 'InsurancePage.ppo.title').getByRole('listitem')).toHaveText([
      ...ppoPlans,
    ]);
    await expect(main).toContainText(publicProgram.name);
    await expect(main).toContainText(publicProgram.formerName);
    await expect(
      linkNamed(main, lang, 'InsurancePage.financing.learnMore', provider),
    ).toHaveAttribute('href', `${prefix}/carecredit`);
    const apply = linkNamed(main, lang, 'InsurancePage.financing.apply', provider);
    await expect(apply).toHaveAttribute('href', financing.applyUrl);
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(apply).toContainText(msg(lang, 'Common.newTab'));
    await expect(region(page, lang, 'InsurancePage.cancellation.title')).toContainText(
      msg(lang, 'InsurancePage.cancellation.text', {
        cancellationHours: policies.cancellationNoticeHours,
        publicProgram: publicProgram.name,
      }),
    );
    expect(await (await callLinks(main)).count()).toBeGreaterThanOrEqual(2);
  });

  test('special needs: a review with its stars, the benefits, and Read More Reviews goes to reviews', async ({
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
    ).toHaveCount(msgKeys(lang, 'SpecialNeedsPage.benefits.cards').length);
    const link = linkNamed(page.getByRole('main'), lang, 'SpecialNeedsPage.readMore');
    await expect(link).toHaveAttribute('href', `${prefix}/reviews`);
  });

  test('CareCredit: apply link, the steps, the benefits, the plans, phone', async ({ page }) => {
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
    await expect(terms).toContainText(msg(lang, 'CareCreditPage.terms', provider));
    const items = (section: string) =>
      region(page, lang, `CareCreditPage.${section}.title`, provider).getByRole('listitem');
    await expect(items('steps')).toHaveCount(msgKeys(lang, 'CareCreditPage.steps.items').length);
    // Each plan's months and minimum purchase, from content/practice.ts.
    const { sixMonths, twelveMonths, extended } = financing.plans;
    const planFacts: Args = {
      noInterestShortMonths: sixMonths.months,
      noInterestShortMin: `$${sixMonths.minPurchase}`,
      noInterestLongMonths: twelveMonths.months,
      noInterestLongMin: `$${twelveMonths.minPurchase}`,
      extendedFromMonths: extended.fromMonths,
      extendedToMonths: extended.toMonths,
    };
    // The benefits name the promotions' periods and minimums too.
    await expect(items('benefits')).toHaveText(
      msgList(lang, 'CareCreditPage.benefits.items', { ...provider, ...planFacts }),
    );
    const plans = items('plans');
    const planKeys = msgKeys(lang, 'CareCreditPage.plans.cards');
    await expect(plans).toHaveCount(planKeys.length);
    for (const [i, key] of planKeys.entries()) {
      for (const part of ['title', 'description'])
        await expect(plans.nth(i)).toContainText(
          msg(lang, `CareCreditPage.plans.cards.${key}.${part}`, planFacts),
        );
    }
    await expect(main).toContainText(msg(lang, 'CareCreditPage.disclaimer', provider));
    // The call leads the page, in its hero (every content page's, tests/e2e/actions.spec.ts).
    await expect((await callLinks(main)).first()).toBeVisible();
  });

  test('FAQs: every group with all its questions, the closing block with hours and two buttons', async ({
    page,
  }) => {
    await page.goto(`${prefix}/faqs`);
    const contact = linkNamed(page.getByRole('main'), lang, 'FaqsPage.hero.contact').first();
    await expectLinkTo(contact, `${prefix}/contact`);
    for (const group of faqGroups(lang)) {
      await expect(
        region(page, lang, `FaqsPage.groups.${group}.title`).getByRole('heading', { level: 3 }),
      ).toHaveCount(questionsIn(lang, group));
    }
    const closing = region(page, lang, 'FaqsPage.closing.title');
    // The call button, then the phone number among the office's details: two ways to call.
    await expect(await callLinks(closing)).toHaveCount(2);
    await expect(
      closing.getByRole('link', { name: msg(lang, 'FaqsPage.hero.call', { phone }) }),
    ).toBeVisible();
    await expect(closing).toContainText(practice.address.street);
    // The one reading of the office hours (content/practice.ts), as in the footer.
    for (const { days, value } of hoursLines(lang)) {
      await expect(closing).toContainText(days);
      await expect(closing).toContainText(value);
    }
    const book = linkNamed(closing, lang, 'Common.request');
    await expectLinkTo(book, `${prefix}/appointment`);
  });
});

test.describe('FAQ accordion', () => {
  test('one answer open per group; opening another closes it; an open one collapses', async ({
    page,
  }) => {
    await page.goto('/faqs');
    const name = largestGroup('en');
    const group = region(page, 'en', `FaqsPage.groups.${name}.title`);
    const triggers = group.getByRole('button');
    const count = questionsIn('en', name);
    await expect(triggers).toHaveCount(count);
    for (let i = 0; i < count; i++)
      await expect(triggers.nth(i)).toHaveAttribute('aria-expanded', 'false');
    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(group.locator('[data-faq-answer][data-state="open"]')).toHaveCount(1);
    await expect(group.locator('[data-faq-answer]:not([hidden])')).toHaveCount(1);
    const other = triggers.nth(Math.min(2, count - 1));
    await other.click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    // Another group keeps its own state.
    const another = faqGroups('en').find((g) => g !== name)!;
    await region(page, 'en', `FaqsPage.groups.${another}.title`).getByRole('button').last().click();
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    await other.click();
    await expect(other).toHaveAttribute('aria-expanded', 'false');
  });

  test('works from the keyboard with a visible focus', async ({ page }) => {
    await page.goto('/es/faqs');
    const triggers = region(page, 'es', `FaqsPage.groups.${largestGroup('es')}.title`).getByRole(
      'button',
    );
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
    const total = allQuestions('en');
    await expect(answers).toHaveCount(total);
    expect(await answers.evaluateAll((els) => els.map((el) => el.getAttribute('hidden')))).toEqual(
      Array(total).fill('until-found'),
    );
    // Find-in-page's way in (a text fragment fires the same beforematch) opens the answer.
    const answer = answers.nth(Math.floor(total / 2));
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
      const total = allQuestions('es');
      await expect(questions).toHaveCount(total);
      for (let i = 0; i < total; i++) {
        await questions.nth(i).click();
        await expect(questions.nth(i).locator('xpath=following-sibling::*[1]')).toBeVisible();
      }
      // The last of each group is open: the browser closed the others (<details name>).
      const groups = faqGroups('es');
      await expect(page.locator('main details[open]')).toHaveCount(groups.length);
      for (const group of groups) {
        const open = region(page, 'es', `FaqsPage.groups.${group}.title`).locator(
          'details[open] h3',
        );
        await expect(open).toHaveCount(1);
      }
    });
  });
});
