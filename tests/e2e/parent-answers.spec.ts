import {
  bracesPrice,
  childAge,
  directionsTo,
  financing,
  nearbyEmergencyRooms,
  nitrousPrice,
  officeDetails,
  publicProgram,
} from '../../content/practice';
import { intlLocale } from '../../lib/dates';
import { describeEachLanguage, test, expect } from './fixtures';
import { linkNamed, region } from './locate';
import { catalogues, msg, msgKeys, msgList, type Args, type Lang } from './messages';
import { phone } from './site';

/**
 * What a worried parent looks for before a visit or in an emergency (docs/product.md, each page's
 * section): each answer is stated once, on the page where a parent looks for it, in both
 * languages, with the practice's facts (content/practice.ts) filled in as the page fills them.
 */

/** The ICU arguments these answers name, in a language, from content/practice.ts. */
function facts(lang: Lang): Args {
  const money = new Intl.NumberFormat(intlLocale[lang], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return {
    ...Object.fromEntries(
      Object.entries(officeDetails).map(([name, sentence]) => [name, sentence[lang]]),
    ),
    phone,
    childAgeMax: childAge.max,
    publicProgram: publicProgram.name,
    publicProgramFormer: publicProgram.formerName,
    financingProvider: financing.provider,
    bracesPriceMin: money.format(bracesPrice.total.min),
    bracesPriceMax: money.format(bracesPrice.total.max),
    bracesDownPayment: money.format(bracesPrice.downPayment),
    bracesMonthlyFrom: money.format(bracesPrice.monthlyFrom),
    nitrousPrice: money.format(nitrousPrice.perVisit),
  };
}

describeEachLanguage('answers a worried parent looks for', ({ prefix, lang }) => {
  const args = facts(lang);
  const text = (key: string) => msg(lang, key, args);

  test('emergency: a child who is not yet a patient, a loose or pushed-in tooth, the nearest ERs, after hours', async ({
    page,
  }) => {
    await page.goto(`${prefix}/emergency`);
    const main = page.getByRole('main');
    // Before the first-aid steps, right under the call button.
    await expect(main).toContainText(text('EmergencyPage.callNote'));
    await expect(main).toContainText(officeDetails.emergencyNewPatients[lang]);
    // A loose, pushed-in or moved tooth: its own steps, with the others.
    const displaced = page.getByRole('article', {
      name: text('EmergencyPage.steps.cases.displaced.title'),
    });
    // Each step after its number.
    await expect(displaced.getByRole('listitem')).toContainText(
      msgList(lang, 'EmergencyPage.steps.cases.displaced.steps'),
    );
    await expect(displaced).toContainText(text('EmergencyPage.steps.cases.displaced.note'));
    // The nearest emergency rooms, in the box that says when to go to one, each with directions.
    const urgent = region(page, lang, 'EmergencyPage.urgent.title');
    const rooms = urgent.getByRole('list', { name: text('EmergencyPage.urgent.rooms') });
    await expect(rooms.getByRole('listitem')).toHaveCount(nearbyEmergencyRooms.length);
    for (const [i, room] of nearbyEmergencyRooms.entries()) {
      const item = rooms.getByRole('listitem').nth(i);
      await expect(item).toContainText(room.name);
      // Playwright reads the no-break space before the ZIP code as a space.
      await expect(item).toContainText(room.address);
      const directions = item.getByRole('link', { name: msg(lang, 'Footer.getDirections') });
      await expect(directions).toHaveAttribute('href', directionsTo(room));
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // After hours: the call back, a visit at night or on a weekend, and what it costs.
    await expect(region(page, lang, 'EmergencyPage.afterHours.title')).toContainText(
      officeDetails.afterHours[lang],
    );
  });

  test('special needs: protective stabilization, parents in the room, general anesthesia, turning 18, the picture story', async ({
    page,
  }) => {
    await page.goto(`${prefix}/special-needs`);
    const questions = region(page, lang, 'SpecialNeedsPage.questions.title');
    const keys = msgKeys(lang, 'SpecialNeedsPage.questions.items');
    // In two columns that end level, so in any order: each question once.
    await expect(questions.getByRole('heading', { level: 3 })).toHaveCount(keys.length);
    for (const key of keys)
      await expect(
        questions.getByRole('heading', {
          level: 3,
          name: text(`SpecialNeedsPage.questions.items.${key}.q`),
          exact: true,
        }),
      ).toHaveCount(1);
    for (const key of keys)
      await expect(questions).toContainText(text(`SpecialNeedsPage.questions.items.${key}.a`));
    for (const fact of [
      'stabilization',
      'parentPresence',
      'generalAnesthesia',
      'adultPatients',
      'visitMaterials',
    ] as const)
      await expect(questions).toContainText(officeDetails[fact][lang]);
  });

  test('sedation: what nitrous oxide costs and who covers it; staying in the room is one link away', async ({
    page,
  }) => {
    await page.goto(`${prefix}/sedation-dentistry`);
    const cost = region(page, lang, 'SedationPage.cost.title');
    for (const paragraph of msgList(lang, 'SedationPage.cost.text', args))
      await expect(cost).toContainText(paragraph);
    await expect(cost).toContainText(String(args.nitrousPrice));
    const link = linkNamed(page.getByRole('main'), lang, 'SedationPage.expect.stayLink');
    await expect(link).toHaveAttribute('href', `${prefix}/special-needs#questions`);
  });

  test('orthodontics: the price range of braces, what it includes, the down payment and monthly amounts', async ({
    page,
  }) => {
    await page.goto(`${prefix}/orthodontics`);
    const cost = region(page, lang, 'OrthodonticsPage.cost.title');
    await expect(cost).toContainText(text('OrthodonticsPage.cost.text'));
    await expect(cost.getByRole('listitem')).toHaveText(
      msgList(lang, 'OrthodonticsPage.cost.includes'),
    );
    await expect(cost).toContainText(text('OrthodonticsPage.cost.payment'));
  });

  test('no-drill options: answered in the FAQ, linked from the services page', async ({ page }) => {
    await page.goto(`${prefix}/faqs`);
    const care = region(page, lang, 'FaqsPage.groups.care.title');
    // The question on silver diamine fluoride ("SDF" in both languages), wherever it sits.
    const item = catalogues[lang].FaqsPage.groups.care!.items.findIndex((i) => /SDF/.test(i.a));
    expect(item).toBeGreaterThanOrEqual(0);
    await expect(care).toContainText(text(`FaqsPage.groups.care.items.${item}.q`));
    await expect(care).toContainText(text(`FaqsPage.groups.care.items.${item}.a`));
    await page.goto(`${prefix}/services`);
    const link = linkNamed(page.getByRole('main'), lang, 'ServicesPage.noDrillLink');
    await expect(link).toHaveAttribute('href', `${prefix}/faqs#faq-care`);
  });

  test('first visit: an emergency before it, the forms and picture story ahead, the bus', async ({
    page,
  }) => {
    await page.goto(`${prefix}/new-patients`);
    const emergency = linkNamed(page.getByRole('main'), lang, 'NewPatientsPage.ages.emergencyLink');
    await expect(emergency).toHaveAttribute('href', `${prefix}/emergency`);
    await expect(region(page, lang, 'NewPatientsPage.forms.title')).toContainText(
      officeDetails.visitMaterials[lang],
    );
    await expect(region(page, lang, 'NewPatientsPage.getting.title')).toContainText(
      officeDetails.transit[lang],
    );
  });

  test('contact: whether to text or WhatsApp the office', async ({ page }) => {
    await page.goto(`${prefix}/contact`);
    await expect(region(page, lang, 'ContactPage.info.title')).toContainText(
      officeDetails.texting[lang],
    );
  });

  test('the articles point to the answers instead of restating them', async ({ page }) => {
    for (const [slug, href] of [
      ['understanding-pediatric-dental-emergencies', '/emergency#displaced'],
      ['complete-guide-kids-braces', '/orthodontics#cost'],
    ]) {
      await page.goto(`${prefix}/blog/${slug}`);
      await expect(page.locator(`[data-content] a[href="${prefix}${href}"]`)).toHaveCount(1);
    }
    // The emergencies article's after-hours line is the fact itself, never a copy of it.
    await page.goto(`${prefix}/blog/understanding-pediatric-dental-emergencies`);
    await expect(page.locator('[data-content]')).toContainText(officeDetails.afterHours[lang]);
  });
});
