import { maps, practice } from '../../content/practice';
import { test, expect } from './fixtures';
import { findSubmission, unique } from './inbox';
import { callLinks, cards, region } from './locate';
import { msg } from './messages';
import { figureValues, phone, ratingSummary, starsLabel } from './site';

const langs = [
  { prefix: '', lang: 'en' },
  { prefix: '/es', lang: 'es' },
] as const;

for (const { prefix, lang } of langs) {
  test.describe(`practice pages (${lang})`, () => {
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
      const book = cta.getByRole('link', { name: msg(lang, 'ServicesPage.cta.book') });
      await expect(book).toHaveAttribute('href', `${prefix}/appointment`);
      await expect(book).toBeVisible();
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
      const directions = main.getByRole('link', { name: msg(lang, 'Footer.getDirections') });
      await expect(directions).toHaveAttribute('href', maps.directionsUrl);
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
      // The map waits to be asked for (trust.spec checks what a click loads).
      await expect(main.locator('iframe')).toHaveCount(0);
      await expect(main.getByRole('link', { name: msg(lang, 'Map.show') })).toBeVisible();
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
}

test.describe('contact form', () => {
  test('has the spec’s fields and the seven services', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form#contact-form');
    for (const name of [
      'Parent Name',
      "Child's Name",
      'Phone Number',
      "Child's Age",
      'Email Address',
      'Preferred Service',
    ]) {
      await expect(form.locator(`[name="${name}"]`)).toHaveAttribute('required', '');
    }
    await expect(form.locator('[name="Additional Message"]')).not.toHaveAttribute('required', '');
    await expect(form.locator('[name="Child\'s Age"]')).toHaveAttribute('min', '1');
    await expect(form.locator('[name="Child\'s Age"]')).toHaveAttribute('max', '18');
    const values = await form
      .locator('[name="Preferred Service"] option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(values).toEqual([
      '',
      'Pediatric Cleaning',
      'Braces Consultation',
      'Orthodontic Evaluation',
      'Emergency Visit',
      'New Patient Visit',
      'Follow-up Appointment',
      'General Consultation',
    ]);
  });

  test('a message lands in the inbox and the Spanish confirmation shows', async ({ page }) => {
    const parent = unique('Lupe Díaz');
    await page.goto('/es/contact');
    const form = page.locator('form#contact-form');
    await form.locator('[name="Parent Name"]').fill(parent);
    await form.locator('[name="Child\'s Name"]').fill('Tomás');
    await form.locator('[name="Phone Number"]').fill('(909) 555-0177');
    await form.locator('[name="Child\'s Age"]').fill('12');
    await form.locator('[name="Email Address"]').fill('lupe@example.com');
    await form.locator('[name="Preferred Service"]').selectOption('Braces Consultation');
    await form.locator('[name="Additional Message"]').fill('¿Aceptan Medi-Cal?');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page).toHaveURL(/\/es\/contact\?thank-you=true#thank-you$/);
    await expect(page.getByRole('status')).toContainText('¡Gracias!');
    expect(findSubmission(parent)?.fields).toEqual({
      Language: 'Spanish',
      'Parent Name': parent,
      "Child's Name": 'Tomás',
      'Phone Number': '(909) 555-0177',
      "Child's Age": '12',
      'Email Address': 'lupe@example.com',
      'Preferred Service': 'Braces Consultation',
      'Additional Message': '¿Aceptan Medi-Cal?',
    });
  });
});

test.describe('booking form', () => {
  const fill = async (
    page: import('@playwright/test').Page,
    parent: string,
    overrides: Record<string, string> = {},
  ) => {
    const form = page.locator('form#booking');
    await form.locator('[name="parent_name"]').fill(parent);
    await form.locator('[name="child_name"]').fill('Leo');
    await form.locator('[name="phone"]').fill('9095550166');
    await form.locator('[name="child_age"]').fill(overrides.age ?? '10');
    await form.locator('[name="email"]').fill(overrides.email ?? 'leo@example.com');
    await form.locator('[name="appointment_type"]').selectOption('orthodontic');
    return form;
  };

  test('has the spec’s names, required flags, options and limits', async ({ page }) => {
    await page.goto('/appointment');
    const form = page.locator('form#booking');
    for (const name of [
      'parent_name',
      'child_name',
      'phone',
      'child_age',
      'email',
      'appointment_type',
      'consent',
    ]) {
      await expect(form.locator(`[name="${name}"]`), name).toHaveAttribute('required', '');
    }
    for (const name of [
      'preferred_date',
      'preferred_time',
      'insurance_provider',
      'special_requests',
    ]) {
      await expect(form.locator(`[name="${name}"]`), name).not.toHaveAttribute('required', '');
    }
    await expect(form.locator('[name="consent"]')).toHaveAttribute('type', 'checkbox');
    const options = (name: string) =>
      form
        .locator(`[name="${name}"] option`)
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(await options('appointment_type')).toEqual([
      '',
      'new-patient',
      'cleaning',
      'orthodontic',
      'emergency',
      'follow-up',
      'consultation',
    ]);
    expect(await options('preferred_time')).toEqual([
      '',
      '8am',
      '9am',
      '10am',
      '11am',
      '12pm',
      '1pm',
      '2pm',
      '3pm',
      '4pm',
      'saturday',
      'flexible',
    ]);
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await expect(form.locator('[name="preferred_date"]')).toHaveAttribute('min', today);
    await expect(form.locator('[name="_next"]')).toHaveValue(
      '/appointment?thank-you=true#thank-you',
    );
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
      if (invalid !== 'consent') await form.locator('[name="consent"]').check();
      await form.getByRole('button', { name: 'Request this appointment' }).click();
      await page.waitForTimeout(300);
      expect(posted).toEqual([]);
      expect(
        await form
          .locator(`[name="${invalid}"]`)
          .evaluate((el) => (el as HTMLInputElement).validity.valid),
      ).toBe(false);
      expect(findSubmission(parent)).toBeUndefined();
    });
  }

  test('stops a past date', async ({ page }) => {
    await page.goto('/appointment');
    const form = await fill(page, 'Pasado');
    await form.locator('[name="preferred_date"]').fill('2020-01-01');
    await form.locator('[name="consent"]').check();
    await form.getByRole('button', { name: 'Request this appointment' }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    expect(
      await form
        .locator('[name="preferred_date"]')
        .evaluate((el) => (el as HTMLInputElement).validity.rangeUnderflow),
    ).toBe(true);
  });

  test('a full booking lands in the inbox and the confirmation shows', async ({ page }) => {
    const parent = unique('Marta Luna');
    await page.goto('/es/appointment');
    const form = await fill(page, parent);
    const date = await page.evaluate(() =>
      new Date(Date.now() + 7 * 864e5).toLocaleDateString('en-CA'),
    );
    await form.locator('[name="preferred_date"]').fill(date);
    await form.locator('[name="preferred_time"]').selectOption('saturday');
    await form.locator('[name="insurance_provider"]').fill('Medi-Cal');
    await form
      .locator('[name="special_requests"]')
      .fill('Mi hijo tiene autismo; prefiere una sala tranquila.');
    await form.locator('[name="consent"]').check();
    await form.getByRole('button', { name: 'Solicitar esta cita' }).click();
    await expect(page).toHaveURL(/\/es\/appointment\?thank-you=true#thank-you$/);
    await expect(page.getByRole('status')).toContainText('¡Gracias!');
    expect(findSubmission(parent)?.fields).toEqual({
      Language: 'Spanish',
      parent_name: parent,
      child_name: 'Leo',
      phone: '9095550166',
      child_age: '10',
      email: 'leo@example.com',
      appointment_type: 'orthodontic',
      preferred_date: date,
      preferred_time: 'saturday',
      insurance_provider: 'Medi-Cal',
      special_requests: 'Mi hijo tiene autismo; prefiere una sala tranquila.',
      consent: 'yes',
    });
  });
});
