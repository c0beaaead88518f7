import { mediCal, mediCalNewPatients, officeDetails, publicProgram } from '../../content/practice';
import { factArgs } from '../../lib/fact-args';
import { describeEachLanguage, test, expect } from './fixtures';
import { linkNamed, region } from './locate';
import { msg, msgGroups, msgList, msgTag } from './messages';

/**
 * Medi-Cal Dental for your child (docs/product.md#pages-beyond-the-original-specification): every
 * section a family on Medi-Cal needs, in both languages, its facts read from where they live
 * (content/practice.ts, the office's data), and the ways to it from the insurance page, the
 * first-visit page, the home page's trust line and every footer. That no page claims Medi-Cal
 * braces at this office is held over every built page by trust.spec.ts.
 */
describeEachLanguage('the Medi-Cal page', ({ prefix, lang }) => {
  const facts = factArgs(lang);
  const page$ = `${prefix}/medi-cal`;
  const text = (key: string) => msg(lang, `MediCalPage.${key}`, facts);

  test('what it costs, new patients, what it covers at each age, braces, using it', async ({
    page,
  }) => {
    await page.goto(page$);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hero.title'));
    // What it costs: nothing for covered services, the office's own consent policy.
    const cost = region(page, lang, 'MediCalPage.cost.title');
    await expect(cost.getByRole('listitem')).toHaveText(
      msgList(lang, 'MediCalPage.cost.items', facts),
    );
    await expect(cost).toContainText(officeDetails.mediCalConsent[lang]);
    // Whether the office takes new Medi-Cal patients now, and the wait: the office's data.
    const news = region(page, lang, 'MediCalPage.newPatients.title', facts);
    await expect(news).toContainText(
      text(mediCalNewPatients.accepting ? 'newPatients.open' : 'newPatients.closed'),
    );
    if (mediCalNewPatients.accepting)
      await expect(news).toContainText(
        msg(lang, 'MediCalPage.newPatients.open', {
          publicProgram: publicProgram.name,
          mediCalWaitMin: mediCalNewPatients.waitWeeks.min,
          mediCalWaitMax: mediCalNewPatients.waitWeeks.max,
        }),
      );
    // One card per age, each listing what Medi-Cal covers, every item.
    const ages = msgGroups(lang, 'MediCalPage.coverage.groups');
    const coverage = region(page, lang, 'MediCalPage.coverage.title');
    await expect(coverage.getByRole('heading', { level: 3 })).toHaveText(
      ages.map((age) => text(`coverage.groups.${age}.title`)),
    );
    for (const age of ages) {
      const card = coverage
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: text(`coverage.groups.${age}.title`) }) });
      await expect(card.getByRole('listitem')).toHaveText(
        msgList(lang, `MediCalPage.coverage.groups.${age}.items`, facts),
      );
    }
    // Braces: the state's rule, and what this office does (check, explain, refer).
    const braces = region(page, lang, 'MediCalPage.braces.title', facts);
    for (const paragraph of msgList(lang, 'MediCalPage.braces.text', facts))
      await expect(braces).toContainText(paragraph);
    await expect(braces).toContainText(`${mediCal.hldScore}`);
    await expect(
      region(page, lang, 'MediCalPage.braces.ours.title').getByRole('listitem'),
    ).toHaveText(msgList(lang, 'MediCalPage.braces.ours.items', facts));
    // Using it: a card for each thing a family does, the state's phone line last.
    const using = region(page, lang, 'MediCalPage.using.title', facts);
    await expect(using.getByRole('heading', { level: 3 })).toHaveText([
      ...msgGroups(lang, 'MediCalPage.using.cards').map((card) =>
        text(`using.cards.${card}.title`),
      ),
      text('using.line.title'),
    ]);
    await expect(using).toContainText(officeDetails.mediCalCoverageCheck[lang]);
    await expect(page.getByRole('main')).toContainText(text('checked'));
  });

  test("the state's phone lines call, and outside sites say their language", async ({ page }) => {
    await page.goto(page$);
    const using = region(page, lang, 'MediCalPage.using.title', facts);
    for (const number of [
      mediCal.phones.dental,
      mediCal.phones.eligibility,
      mediCal.phones.coveredCalifornia,
      mediCal.healthPlan.phone,
      mediCal.healthPlan.tty,
    ])
      await expect(using.getByRole('link', { name: number, exact: true })).toHaveAttribute(
        'href',
        `tel:+1${number.replace(/\D/g, '').replace(/^1/, '')}`,
      );
    for (const [key, href] of [
      ['using.cards.apply.benefitsCal', mediCal.links.benefitsCal],
      ['using.cards.apply.coveredCalifornia', mediCal.links.coveredCalifornia],
      ['using.line.site', mediCal.links.smileCalifornia],
    ] as const) {
      const link = linkNamed(using, lang, `MediCalPage.${key}`, facts);
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      // The state's sites are in English: a Spanish page says so before the parent leaves.
      if (lang === 'es') {
        await expect(link).toContainText(msg('es', 'Common.inEnglish'));
        await expect(link).toHaveAttribute('hreflang', 'en');
      } else await expect(link).not.toHaveAttribute('hreflang', /./);
    }
    await expect(
      linkNamed(using, lang, 'MediCalPage.using.cards.interpreter.link'),
    ).toHaveAttribute('href', `${prefix}/nondiscrimination`);
  });

  test('the insurance page, the first visit, the home trust line and the footer lead here', async ({
    page,
  }) => {
    await page.goto(`${prefix}/insurance`);
    // The insurance page keeps a summary: the program's details are on the Medi-Cal page only.
    const summary = region(page, lang, 'InsurancePage.public.title', facts);
    await expect(summary.getByRole('paragraph')).toHaveText(
      msgList(lang, 'InsurancePage.public.text', facts),
    );
    await expect(summary).not.toContainText(text('braces.text.1'));
    const fromInsurance = linkNamed(summary, lang, 'InsurancePage.public.link', facts);
    await expect(fromInsurance).toHaveAttribute('href', page$);
    await fromInsurance.click();
    await expect(page).toHaveURL(new RegExp(`${page$}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('hero.title'));

    await page.goto(`${prefix}/new-patients`);
    const insurance = region(page, lang, 'NewPatientsPage.insurance.title');
    await expect(
      linkNamed(insurance, lang, 'NewPatientsPage.insurance.mediCalLink', facts),
    ).toHaveAttribute('href', page$);

    await page.goto(`${prefix}/`);
    const trust = page.getByRole('list', { name: msg(lang, 'Home.trust.label') });
    await expect(
      trust.getByRole('link', {
        name: msgTag(lang, 'Home.trust.insurance', 'medi', facts),
        exact: true,
      }),
    ).toHaveAttribute('href', page$);

    // In every footer's quick links (the about page's, here).
    await page.goto(`${prefix}/about`);
    const footer = page.getByRole('contentinfo').getByRole('navigation');
    await expect(linkNamed(footer, lang, 'Nav.mediCal', facts)).toHaveAttribute('href', page$);
  });
});
