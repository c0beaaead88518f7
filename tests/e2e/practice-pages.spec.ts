import type { Locator } from '@playwright/test';
import {
  childAge,
  maps,
  officeHours,
  policies,
  practice,
  visitTypes,
} from '../../content/practice';
import { reviews as allReviews } from '../../content/reviews';
import { intlLocale } from '../../lib/dates';
import { hoursLines } from './content';
import { describeEachLanguage, test, expect } from './fixtures';
import { expectRequired, family, field, fillForm, optionValues } from './forms';
import { findSubmission, unique } from './inbox';
import { callLinks, expectLinkTo, linkNamed, cards, region } from './locate';
import { msg, msgItem, msgKeys, type Lang } from './messages';
import { figureValues, phone, ratingSummary, starsLabel } from './site';

/**
 * The office hours as an hours list shows them: each row's days (its terms) and hours (its
 * definitions), every row of content/practice.ts and nothing else.
 */
async function expectHours(list: Locator, lang: Lang) {
  const lines = hoursLines(lang);
  // Laid out, so that the words it shows can be read (content-visibility: auto below the fold).
  await list.scrollIntoViewIfNeeded();
  // A list narrower than 24rem names the days short ("Mon – Thu"), so that "Monday – Thursday"
  // never breaks in two (components/site/OfficeHours.tsx); the words read are those shown.
  const width = await list.evaluate(
    (element) =>
      (element.closest('[data-office-hours]') ??
        element.querySelector('[data-office-hours]'))!.getBoundingClientRect().width,
  );
  const narrow = width < 24 * 16;
  const days = narrow ? hoursLines(lang, 'short', true) : lines;
  await expect(list.getByRole('term')).toHaveText(
    days.map((line) => line.days),
    { useInnerText: true },
  );
  await expect(list.getByRole('definition')).toHaveText(lines.map((line) => line.value));
}

/** Each visit type's duration and price (content/practice.ts), as the appointment page states them. */
function visitFigures(lang: Lang): string[] {
  const money = new Intl.NumberFormat(intlLocale[lang], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return Object.entries(visitTypes).flatMap(([key, { minutes, price }]) => [
    msg(lang, 'AppointmentPage.visits.minutes', minutes),
    price.kind === 'free'
      ? msg(lang, 'AppointmentPage.visits.price.free')
      : msg(lang, `AppointmentPage.visits.price.${price.kind}`, {
          amount: money.format(price.amount),
        }),
    // What the price includes, beside it.
    msg(lang, `AppointmentPage.visits.${key}.includes`),
  ]);
}

describeEachLanguage('practice pages', ({ prefix, lang }) => {
  test('services: every card, each with its details and a call button, and a closing call to action', async ({
    page,
  }) => {
    await page.goto(`${prefix}/services`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const services = cards(region(page, lang, 'ServicesPage.hero.eyebrow'));
    const keys = msgKeys(lang, 'ServicesPage.cards');
    await expect(services).toHaveCount(keys.length);
    const call = msg(lang, 'ServicesPage.callButton', { phone });
    for (const [i, key] of keys.entries()) {
      const card = services.nth(i);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(
        msg(lang, `ServicesPage.cards.${key}.title`),
      );
      await expect(card.getByRole('listitem')).toHaveCount(
        msgKeys(lang, `ServicesPage.cards.${key}.details`).length,
      );
      await expect(await callLinks(card)).toHaveText(call);
    }
    const cta = region(page, lang, 'ServicesPage.cta.title');
    await expect(cta).toBeVisible();
    const book = linkNamed(cta, lang, 'Common.request');
    await expectLinkTo(book, `${prefix}/appointment`);
  });

  test('about: the dentist, her quote, four figures and the founding year', async ({ page }) => {
    await page.goto(`${prefix}/about`);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(
      practice.dentist.name,
    );
    await expect(main.getByRole('blockquote')).toHaveCount(1);
    await expect(main.getByRole('definition')).toHaveText(figureValues(lang));
    await expect(main).toContainText(String(practice.foundedYear));
    // The call leads the page, in its hero (every content page's, tests/e2e/actions.spec.ts).
    await expect((await callLinks(main)).first()).toBeVisible();
    await expect(page.getByRole('img', { name: practice.dentist.name })).toBeVisible();
  });

  test('reviews: the one rating, every review with its stars and its month', async ({ page }) => {
    await page.goto(`${prefix}/reviews`);
    const main = page.getByRole('main');
    await expect(main).toContainText(ratingSummary(lang));
    const reviews = main.getByRole('figure');
    await expect(reviews).toHaveCount(allReviews.length);
    await expect(reviews.getByRole('img', { name: starsLabel(lang) })).toHaveCount(
      allReviews.length,
    );
    // A month and year that does not go stale, as a <time> a machine can read.
    const month =
      lang === 'en'
        ? /^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/
        : /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de 20\d\d$/;
    // In two columns that end level, so in any order: each review once, with its own date.
    for (let i = 0; i < allReviews.length; i++)
      await expect(reviews.nth(i).locator('time')).toHaveText(month);
    const dates = await reviews
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates.sort()).toEqual(allReviews.map((review) => review.date).sort());
    expect(await (await callLinks(main)).count()).toBeGreaterThanOrEqual(1);
  });

  test('contact: form, details with directions, the contact page hours and the map', async ({
    page,
  }) => {
    await page.goto(`${prefix}/contact`);
    const form = page.locator('form#contact-form');
    await expect(form.locator('[name="_next"]')).toHaveValue(
      `${prefix}/contact?thank-you=true#thank-you`,
    );
    const main = page.getByRole('main');
    // The directions at the top of the page and again beside the map: each the same way there.
    const directions = await linkNamed(main, lang, 'Footer.getDirections').all();
    expect(directions).toHaveLength(2);
    for (const link of directions) {
      await expect(link).toHaveAttribute('href', maps.directionsUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The map waits to be asked for (trust.spec checks what a click loads).
    await expect(main.locator('iframe')).toHaveCount(0);
    await expect(linkNamed(main, lang, 'Map.show')).toBeVisible();
    // The one reading of the office hours, every row of it and nothing else.
    await expectHours(region(page, lang, 'ContactPage.hours.title'), lang);
  });

  test('appointment: call card, hours, what to expect and every visit type with its price', async ({
    page,
  }) => {
    await page.goto(`${prefix}/appointment`);
    // Two ways to call: the call card, and the form's line for an emergency.
    await expect(await callLinks(region(page, lang, 'AppointmentPage.callCard.title'))).toHaveCount(
      1,
    );
    await expect(await callLinks(page.locator('main form'))).toHaveCount(1);
    // The one reading of the office hours, closed days included.
    await expectHours(region(page, lang, 'AppointmentPage.hoursCard.title'), lang);
    await expect(page.getByRole('main')).toContainText(
      msgItem(lang, 'AppointmentPage.expect.items', { replyHours: policies.replyHours }),
    );
    const visits = region(page, lang, 'AppointmentPage.visits.title').getByRole('listitem');
    await expect(visits).toHaveCount(Object.keys(visitTypes).length);
    await expect(visits.getByRole('definition')).toHaveText(visitFigures(lang));
  });
});

/** The option values of docs/product.md#business-constants-and-limits: the office receives these in either language. */
const spec = {
  preferredServices: (
    'Pediatric Cleaning|Braces Consultation|Orthodontic Evaluation|' +
    'New Patient Visit|Follow-up Appointment|General Consultation'
  ).split('|'),
  bookingTypes: 'new-patient cleaning orthodontic follow-up consultation'.split(' '),
};

/**
 * A booking time the office hours allow (content/client.ts): a whole hour at which a visit can
 * start on some open day, or a day open by appointment only, or "flexible".
 */
function allowedByHours(value: string): boolean {
  if (value === 'flexible') return true;
  const day = officeHours.find((row) => (row.days as readonly string[]).includes(value));
  if (day) return 'note' in day && day.note === 'appointmentOnly';
  const match = /^(\d{1,2})(am|pm)$/.exec(value);
  if (!match) return false;
  const minutes = ((Number(match[1]) % 12) + (match[2] === 'pm' ? 12 : 0)) * 60;
  const clock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return officeHours.some(
    (row) => 'opens' in row && minutes >= clock(row.opens) && minutes + 60 <= clock(row.closes),
  );
}

test.describe('contact form', () => {
  test('has the spec’s fields and services', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form#contact-form');
    // A question needs no child's details, and the office answers by phone: the child's name
    // and age and the e-mail address are asked, not required.
    await expectRequired(
      form,
      ['Parent Name', 'Phone Number', 'Preferred Service'],
      ["Child's Name", "Child's Age", 'Email Address', 'Additional Message'],
    );
    await expect(field(form, "Child's Age")).toHaveAttribute('min', String(childAge.min));
    await expect(field(form, "Child's Age")).toHaveAttribute('max', String(childAge.max));
    expect(await optionValues(field(form, 'Preferred Service'))).toEqual([
      '',
      ...spec.preferredServices,
    ]);
  });

  test('a message lands in the inbox and the Spanish confirmation shows', async ({ page }) => {
    const parent = unique('Lupe Díaz');
    await page.goto('/es/contact');
    const form = page.locator('form#contact-form');
    const fields = {
      ...family(parent, {
        name: 'Tomás',
        phone: '(909) 555-0177',
        age: '12',
        email: 'lupe@example.com',
      }),
      'Preferred Service': 'Braces Consultation',
      'Additional Message': '¿Aceptan Medi-Cal?',
    };
    await fillForm(form, fields);
    await form.getByRole('button', { name: msg('es', 'Forms.submit.message') }).click();
    await expect(page).toHaveURL(/\/es\/contact\?thank-you=true#thank-you$/);
    await expect(page.getByRole('status')).toContainText(msg('es', 'Forms.thankYou.title'));
    expect(findSubmission(parent)?.fields).toEqual({ Language: 'Spanish', ...fields });
  });
});

test.describe('booking form', () => {
  /** A child's booking, valid unless an override makes it not. */
  const booking = (parent: string, { age = '10', email = 'leo@example.com' } = {}) => ({
    parent_name: parent,
    child_name: 'Leo',
    phone: '9095550166',
    child_age: age,
    email,
    appointment_type: 'orthodontic',
  });
  const fill = async (
    page: import('@playwright/test').Page,
    parent: string,
    overrides: { age?: string; email?: string } = {},
  ) => {
    const form = page.locator('form#booking');
    await fillForm(form, booking(parent, overrides));
    return form;
  };

  test('has the spec’s names, required flags, options and limits', async ({ page }) => {
    await page.goto('/appointment');
    const form = page.locator('form#booking');
    await expectRequired(
      form,
      ['parent_name', 'child_name', 'phone', 'child_age', 'appointment_type', 'consent'],
      ['email', 'preferred_date', 'preferred_time', 'special_requests'],
    );
    // The plan is asked on the call back, not here.
    await expect(form.locator('[name*="insurance"]')).toHaveCount(0);
    await expect(field(form, 'consent')).toHaveAttribute('type', 'checkbox');
    expect(await optionValues(field(form, 'appointment_type'))).toEqual(['', ...spec.bookingTypes]);
    // Every time offered is one the office hours allow, in order, and "flexible" closes the list.
    const times = (await optionValues(field(form, 'preferred_time'))).slice(1);
    expect(times.filter((value) => !allowedByHours(value))).toEqual([]);
    expect(times.at(-1)).toBe('flexible');
    expect(times.length).toBeGreaterThan(4);
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await expect(field(form, 'preferred_date')).toHaveAttribute('min', today);
    await expect(field(form, '_next')).toHaveValue('/appointment?thank-you=true#thank-you');
  });

  for (const [label, overrides, invalid] of [
    ['missing consent', {}, 'consent'],
    ['age below the range', { age: String(childAge.min - 1) }, 'child_age'],
    ['age above the range', { age: String(childAge.max + 1) }, 'child_age'],
    ['bad e-mail', { email: 'leo@@example' }, 'email'],
  ] as const) {
    test(`stops ${label} before sending`, async ({ page }) => {
      const posted: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && posted.push(r.url()));
      await page.goto('/appointment');
      // Other workers post to the same inbox meanwhile: look for this test's own parent only.
      const parent = unique('Nadie');
      const form = await fill(page, parent, overrides);
      if (invalid !== 'consent') await field(form, 'consent').check();
      await form.getByRole('button', { name: msg('en', 'Common.request') }).click();
      await page.waitForTimeout(300);
      expect(posted).toEqual([]);
      expect(
        await field(form, invalid).evaluate((el) => (el as HTMLInputElement).validity.valid),
      ).toBe(false);
      expect(findSubmission(parent)).toBeUndefined();
    });
  }

  test('stops a past date', async ({ page }) => {
    await page.goto('/appointment');
    const form = await fill(page, 'Pasado');
    await field(form, 'preferred_date').fill('2020-01-01');
    await field(form, 'consent').check();
    await form.getByRole('button', { name: msg('en', 'Common.request') }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    expect(
      await field(form, 'preferred_date').evaluate(
        (el) => (el as HTMLInputElement).validity.rangeUnderflow,
      ),
    ).toBe(true);
  });

  test('a full booking lands in the inbox and the confirmation shows', async ({ page }) => {
    const parent = unique('Marta Luna');
    await page.goto('/es/appointment');
    const form = await fill(page, parent);
    const date = await page.evaluate(() =>
      new Date(Date.now() + 7 * 864e5).toLocaleDateString('en-CA'),
    );
    const preferences = {
      preferred_date: date,
      preferred_time: '4pm',
      special_requests: 'Mi hijo tiene autismo; prefiere una sala tranquila.',
    };
    await fillForm(form, preferences);
    await field(form, 'consent').check();
    await form.getByRole('button', { name: msg('es', 'Common.request') }).click();
    await expect(page).toHaveURL(/\/es\/appointment\?thank-you=true#thank-you$/);
    await expect(page.getByRole('status')).toContainText(msg('es', 'Forms.thankYou.title'));
    expect(findSubmission(parent)?.fields).toEqual({
      Language: 'Spanish',
      ...booking(parent),
      ...preferences,
      consent: 'yes',
    });
  });
});
