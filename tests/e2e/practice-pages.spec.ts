import { maps, practice } from '../../content/practice';
import { describeEachLanguage, test, expect } from './fixtures';
import { expectRequired, family, field, fillForm, optionValues } from './forms';
import { findSubmission, unique } from './inbox';
import { callLinks, expectLinkTo, linkNamed, cards, region } from './locate';
import { msg } from './messages';
import { figureValues, phone, ratingSummary, starsLabel } from './site';

describeEachLanguage('practice pages', ({ prefix, lang }) => {
  test('services: four cards, each with details and a call button, and a closing call to action', async ({
    page,
  }) => {
    await page.goto(`${prefix}/services`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const services = cards(region(page, lang, 'ServicesPage.hero.eyebrow'));
    await expect(services).toHaveCount(4);
    const call = msg(lang, 'ServicesPage.callButton', { phone });
    for (let i = 0; i < 4; i++) {
      const card = services.nth(i);
      await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
      expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
      await expect(await callLinks(card)).toHaveText(call);
    }
    const cta = region(page, lang, 'ServicesPage.cta.title');
    await expect(cta).toBeVisible();
    const book = linkNamed(cta, lang, 'ServicesPage.cta.book');
    await expectLinkTo(book, `${prefix}/appointment`);
  });

  test('about: the dentist, her quote, four figures and "since 2019"', async ({ page }) => {
    await page.goto(`${prefix}/about`);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(
      practice.dentist.name,
    );
    await expect(main.getByRole('blockquote')).toHaveCount(1);
    await expect(main.getByRole('definition')).toHaveText(figureValues(lang));
    await expect(main).toContainText(String(practice.foundedYear));
    await expect(await callLinks(main)).toHaveCount(1);
    await expect(page.getByRole('img', { name: practice.dentist.name })).toBeVisible();
  });

  test('reviews: the one rating, eight reviews with five stars and a month', async ({ page }) => {
    await page.goto(`${prefix}/reviews`);
    const main = page.getByRole('main');
    await expect(main).toContainText(ratingSummary(lang));
    const reviews = main.getByRole('figure');
    await expect(reviews).toHaveCount(8);
    await expect(reviews.getByRole('img', { name: starsLabel(lang) })).toHaveCount(8);
    // A month and year that does not go stale, as a <time> a machine can read.
    const month =
      lang === 'en'
        ? /^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/
        : /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de 20\d\d$/;
    for (let i = 0; i < 8; i++) await expect(reviews.nth(i).locator('time')).toHaveText(month);
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
    const directions = linkNamed(main, lang, 'Footer.getDirections');
    await expect(directions).toHaveAttribute('href', maps.directionsUrl);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    // The map waits to be asked for (trust.spec checks what a click loads).
    await expect(main.locator('iframe')).toHaveCount(0);
    await expect(linkNamed(main, lang, 'Map.show')).toBeVisible();
    // The one reading of the office hours.
    const hours = region(page, lang, 'ContactPage.hours.title');
    await expect(hours).toContainText(lang === 'en' ? 'Monday – Thursday' : 'Lunes a jueves');
    await expect(hours).toContainText(
      lang === 'en' ? '8:00 AM – 6:00 PM' : '8:00 a.m. a 6:00 p.m.',
    );
    await expect(hours).toContainText(
      lang === 'en' ? '8:00 AM – 4:00 PM' : '8:00 a.m. a 4:00 p.m.',
    );
    await expect(hours).not.toContainText(lang === 'en' ? '5:00 PM' : '5:00 p.m.');
  });

  test('appointment: call card, hours, what to expect and four visit types with prices', async ({
    page,
  }) => {
    await page.goto(`${prefix}/appointment`);
    await expect(await callLinks(page.getByRole('main'))).toHaveCount(1);
    // The one reading of the office hours: Saturday is closed.
    const hours = region(page, lang, 'AppointmentPage.hoursCard.title');
    await expect(hours).toContainText(lang === 'en' ? 'Saturday' : 'Sábado');
    await expect(hours).toContainText(lang === 'en' ? 'Closed' : 'Cerrado');
    await expect(hours).toContainText(
      lang === 'en' ? '8:00 AM – 6:00 PM' : '8:00 a.m. a 6:00 p.m.',
    );
    await expect(page.getByRole('main')).toContainText('24');
    const visits = region(page, lang, 'AppointmentPage.visits.title').getByRole('listitem');
    await expect(visits).toHaveCount(4);
    const prices =
      lang === 'en'
        ? [
            '60–90 minutes',
            'Starting at $150',
            '45–60 minutes',
            'Starting at $120',
            '30–45 minutes',
            'Free',
            '30–60 minutes',
            'Emergency fee: $75',
          ]
        : [
            '60 a 90 minutos',
            'Desde $150',
            '45 a 60 minutos',
            'Desde $120',
            '30 a 45 minutos',
            'Gratis',
            '30 a 60 minutos',
            'Cuota de emergencia: $75',
          ];
    await expect(visits.getByRole('definition')).toHaveText(prices);
  });
});

/** Spec 9's option values, as it lists them: the office receives these in either language. */
const spec = {
  preferredServices: (
    'Pediatric Cleaning|Braces Consultation|Orthodontic Evaluation|Emergency Visit|' +
    'New Patient Visit|Follow-up Appointment|General Consultation'
  ).split('|'),
  bookingTypes: 'new-patient cleaning orthodontic emergency follow-up consultation'.split(' '),
  preferredTimes: '8am 9am 10am 11am 12pm 1pm 2pm 3pm 4pm saturday flexible'.split(' '),
};

test.describe('contact form', () => {
  test('has the spec’s fields and the seven services', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form#contact-form');
    await expectRequired(
      form,
      [
        'Parent Name',
        "Child's Name",
        'Phone Number',
        "Child's Age",
        'Email Address',
        'Preferred Service',
      ],
      ['Additional Message'],
    );
    await expect(field(form, "Child's Age")).toHaveAttribute('min', '1');
    await expect(field(form, "Child's Age")).toHaveAttribute('max', '18');
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
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page).toHaveURL(/\/es\/contact\?thank-you=true#thank-you$/);
    await expect(page.getByRole('status')).toContainText('¡Gracias!');
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
      ['parent_name', 'child_name', 'phone', 'child_age', 'email', 'appointment_type', 'consent'],
      ['preferred_date', 'preferred_time', 'insurance_provider', 'special_requests'],
    );
    await expect(field(form, 'consent')).toHaveAttribute('type', 'checkbox');
    expect(await optionValues(field(form, 'appointment_type'))).toEqual(['', ...spec.bookingTypes]);
    expect(await optionValues(field(form, 'preferred_time'))).toEqual(['', ...spec.preferredTimes]);
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await expect(field(form, 'preferred_date')).toHaveAttribute('min', today);
    await expect(field(form, '_next')).toHaveValue('/appointment?thank-you=true#thank-you');
  });

  for (const [label, overrides, invalid] of [
    ['missing consent', {}, 'consent'],
    ['age 0', { age: '0' }, 'child_age'],
    ['age 19', { age: '19' }, 'child_age'],
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
      await form.getByRole('button', { name: 'Request this appointment' }).click();
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
    await form.getByRole('button', { name: 'Request this appointment' }).click();
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
      preferred_time: 'saturday',
      insurance_provider: 'Medi-Cal',
      special_requests: 'Mi hijo tiene autismo; prefiere una sala tranquila.',
    };
    await fillForm(form, preferences);
    await field(form, 'consent').check();
    await form.getByRole('button', { name: 'Solicitar esta cita' }).click();
    await expect(page).toHaveURL(/\/es\/appointment\?thank-you=true#thank-you$/);
    await expect(page.getByRole('status')).toContainText('¡Gracias!');
    expect(findSubmission(parent)?.fields).toEqual({
      Language: 'Spanish',
      ...booking(parent),
      ...preferences,
      consent: 'yes',
    });
  });
});
