import type { Page } from '@playwright/test';
import { childAge } from '../../content/practice';
import { test, expect } from './fixtures';
import { family, field as fieldOf, fillForm, optionValues } from './forms';
import { findSubmission, submissions, unique } from './inbox';
import { region } from './locate';
import { msg } from './messages';
import { telHref } from './site';

/**
 * The visit types of the home page's form (docs/product.md#business-constants-and-limits):
 * the values the office receives. No emergency visit: a form is answered on business days.
 */
const heroTypes = (
  'New Patient Visit|Routine Cleaning|Orthodontic Consultation|' + 'Follow-up Visit'
).split('|');

/**
 * Opens a home page and fills its appointment request for a child, one of whose details the
 * test may make invalid. Returns the form and the fields as the office would receive them.
 */
async function fillRequest(
  page: Page,
  path: string,
  parent: string,
  child: Parameters<typeof family>[1],
  type: string,
) {
  await page.goto(path);
  const form = page.locator('form#request');
  const fields = { ...family(parent, child), 'Appointment Type': type };
  await fillForm(form, fields);
  return { form, fields };
}

for (const { path, lang, language, submit, next, status } of [
  {
    path: '/',
    lang: 'en',
    language: 'English',
    submit: msg('en', 'Common.request'),
    next: '/?thank-you=true#thank-you',
    status: 'Thank you! We received your request.',
  },
  {
    path: '/es/',
    lang: 'es',
    language: 'Spanish',
    submit: msg('es', 'Common.request'),
    next: '/es/?thank-you=true#thank-you',
    status: '¡Gracias! Recibimos su solicitud.',
  },
]) {
  test.describe(`home appointment request (${lang})`, () => {
    test('has the spec’s fields, limits and options', async ({ page }) => {
      await page.goto(path);
      const form = page.locator('form#request');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', '/__inbox');
      const field = (name: string) => fieldOf(form, name);
      for (const [name, type] of [
        ['Parent Name', 'text'],
        ["Child's Name", 'text'],
        ['Phone Number', 'tel'],
        ["Child's Age", 'number'],
      ] as const) {
        await expect(field(name)).toHaveAttribute('type', type);
        await expect(field(name)).toHaveAttribute('required', '');
        // Every control has a label.
        const id = await field(name).getAttribute('id');
        await expect(form.locator(`label[for="${id}"]`)).toHaveCount(1);
      }
      // The office calls back: the e-mail address is asked, never required.
      await expect(field('Email Address')).toHaveAttribute('type', 'email');
      await expect(field('Email Address')).not.toHaveAttribute('required', '');
      await expect(field("Child's Age")).toHaveAttribute('min', String(childAge.min));
      await expect(field("Child's Age")).toHaveAttribute('max', String(childAge.max));
      await expect(field('Email Address')).toHaveAttribute('autocomplete', 'email');
      const select = field('Appointment Type');
      await expect(select).toHaveAttribute('required', '');
      expect(await optionValues(select)).toEqual(['', ...heroTypes]);
      await expect(field('_next')).toHaveValue(next);
      await expect(field('Language')).toHaveValue(language);
      const honeypot = field('_gotcha');
      await expect(honeypot).toBeHidden();
      await expect(honeypot).toHaveAttribute('tabindex', '-1');
      await expect(honeypot).toHaveAttribute('aria-hidden', 'true');
      await expect(honeypot).toHaveValue('');
    });

    test('a request without an e-mail address is sent too', async ({ page }) => {
      const parent = unique('Rosa Vega');
      const child = { name: 'Iker', phone: '(909) 555-0142', age: '4', email: '' };
      const { form, fields } = await fillRequest(page, path, parent, child, 'New Patient Visit');
      await form.getByRole('button', { name: submit }).click();
      await expect(page.getByRole('status')).toContainText(status);
      expect(findSubmission(parent)?.fields).toEqual({ Language: language, ...fields });
    });

    test('a valid request lands in the inbox and the confirmation shows', async ({ page }) => {
      const parent = unique('Ana Pérez');
      const child = { name: 'Lucía', phone: '(909) 555-0199', age: '7', email: 'ana@example.com' };
      const { form, fields } = await fillRequest(
        page,
        path,
        parent,
        child,
        'Orthodontic Consultation',
      );
      await expect(page.getByRole('status')).toBeHidden();
      await form.getByRole('button', { name: submit }).click();
      await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
      await expect(page.getByRole('status')).toContainText(status);
      await expect(page.getByRole('status')).toBeInViewport();
      const line = findSubmission(parent);
      expect(line?.fields).toEqual({ Language: language, ...fields });
      expect(line?.page).toBe(path);
    });
  });
}

test.describe('the browser stops invalid input before anything is sent', () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ['empty', {}, 'Parent Name'],
    ['age below the range', { age: String(childAge.min - 1) }, "Child's Age"],
    ['age above the range', { age: String(childAge.max + 1) }, "Child's Age"],
    ['bad e-mail', { email: 'ana@' }, 'Email Address'],
    ['no visit type', { type: '' }, 'Appointment Type'],
  ];
  for (const [label, override, invalidName] of cases) {
    test(label, async ({ page }) => {
      const posted: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && posted.push(r.url()));
      await page.goto('/');
      const form = page.locator('form#request');
      // Other workers post to the same inbox meanwhile: look for this test's own parent only
      // (an empty form would arrive from / without a parent name, which no other test sends).
      const parent = unique('Ana');
      const before = submissions().length;
      if (label !== 'empty') {
        await fillForm(form, {
          ...family(parent, {
            name: 'Lucía',
            phone: '9095550199',
            age: override.age ?? '7',
            email: override.email ?? 'ana@example.com',
          }),
          'Appointment Type': override.type ?? 'Routine Cleaning',
        });
      }
      await form.getByRole('button', { name: msg('en', 'Common.request') }).click();
      await page.waitForTimeout(300);
      expect(posted).toEqual([]);
      expect(new URL(page.url()).search).toBe('');
      expect(
        await fieldOf(form, invalidName).evaluate((el) => (el as HTMLInputElement).validity.valid),
      ).toBe(false);
      const added = submissions().slice(before);
      expect(added.filter((s) => s.page === '/' && !s.fields['Parent Name'])).toEqual([]);
      expect(findSubmission(parent)).toBeUndefined();
    });
  }
});

/**
 * The browser's stop speaks the page's language, whatever the browser's own (these tests run an
 * English browser): a family on the Spanish site is told in Spanish what to fix.
 */
test.describe('the browser says what to fix in the language of the page', () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ['empty', {}, 'fill'],
    ['bad e-mail', { email: 'ana@' }, 'email'],
    ['bad phone', { phone: 'call me' }, 'phone'],
    ['age above the range', { age: String(childAge.max + 1) }, 'age'],
    ['no visit type', { type: '' }, 'choose'],
  ];
  for (const { path, lang } of [
    { path: '/', lang: 'en' },
    { path: '/es/', lang: 'es' },
  ] as const)
    for (const [label, override, key] of cases) {
      test(`${lang}: ${label}`, async ({ page }) => {
        await page.goto(path);
        const form = page.locator('form#request');
        if (label !== 'empty')
          await fillForm(form, {
            ...family('Ana', {
              name: 'Lucía',
              phone: override.phone ?? '9095550199',
              age: override.age ?? '7',
              email: override.email ?? 'ana@example.com',
            }),
            'Appointment Type': override.type ?? 'Routine Cleaning',
          });
        await form.locator('button[type="submit"]').click();
        // The browser focuses the first field to fix and shows its message there.
        const said = await page.evaluate(
          () => (document.activeElement as HTMLInputElement | null)?.validationMessage ?? '',
        );
        expect(said).toBe(
          msg(lang, `Forms.validity.${key}`, { min: childAge.min, max: childAge.max }),
        );
        // Typing again clears the site's sentence: the browser checks the field afresh.
        if (key === 'email') {
          await page.keyboard.type('example.com');
          expect(
            await page.evaluate(() => (document.activeElement as HTMLInputElement).validity.valid),
          ).toBe(true);
        }
      });
    }
});

test('a filled honeypot is not stored, and the sender sees nothing different', async ({ page }) => {
  const parent = unique('Bot');
  const child = { name: 'X', phone: '9095550100', age: '5', email: 'bot@example.com' };
  const { form } = await fillRequest(page, '/', parent, child, 'Routine Cleaning');
  await fieldOf(form, '_gotcha').evaluate(
    (el) => ((el as HTMLInputElement).value = 'http://spam.example'),
  );
  await form.getByRole('button', { name: msg('en', 'Common.request') }).click();
  await expect(page).toHaveURL(/\?thank-you=true#thank-you$/);
  expect(findSubmission(parent)).toBeUndefined();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the request posts and the confirmation shows', async ({ page }) => {
    const parent = unique('Sin JS');
    const child = { name: 'Mia', phone: '9095550111', age: '3', email: 'mia@example.com' };
    const { form } = await fillRequest(page, '/es/', parent, child, 'New Patient Visit');
    await form.getByRole('button', { name: msg('es', 'Common.request') }).click();
    await expect(page).toHaveURL(/\/es\/\?thank-you=true#thank-you$/);
    await expect(page.getByRole('status')).toBeVisible();
    expect(findSubmission(parent)?.fields.Language).toBe('Spanish');
  });
});

test.describe('the local inbox', () => {
  test('redirects only to paths of this site, and refuses what is not a form post', async ({
    request,
    baseURL,
  }) => {
    const post = (form: Record<string, string>) =>
      request.post('/__inbox', { form, maxRedirects: 0 });
    for (const next of [
      '//evil.example/',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const r = await post({ _next: next, _gotcha: 'x' });
      expect(r.status(), next).toBe(303);
      expect(r.headers()['location'], next).toBe('/');
    }
    const json = await request.post('/__inbox', { data: { a: 1 }, maxRedirects: 0 });
    expect(json.status()).toBe(415);
    const big = await post({ _gotcha: '', Message: 'x'.repeat(40_000) });
    expect(big.status()).toBe(413);
    expect((await request.get('/__inbox')).status()).toBe(405);
    // A refusal is the page that says to call, in the language of the page the form was on.
    for (const [refused, language] of [
      [json, 'en'],
      [big, 'en'],
      [
        await request.post('/__inbox', {
          data: { a: 1 },
          headers: { Referer: `${baseURL}/es/contact` },
          maxRedirects: 0,
        }),
        'es',
      ],
    ] as const) {
      expect(refused.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.headers()['cache-control']).toBe('no-cache');
      const body = await refused.text();
      expect(body).toContain(`<html lang="${language}"`);
      expect(body).toContain(`href="${telHref}"`);
    }
  });
});

test.describe('on a phone', () => {
  // Instant scrolling, so each position is read after the browser has brought focus into view.
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  test('the call-and-book bar never covers the focused field', async ({ page }) => {
    await page.goto('/');
    // On the home page the bar waits below the first screen until the page scrolls
    // (app/globals.css): the hero's own buttons call and book.
    await page.mouse.wheel(0, 600);
    const bar = page.getByRole('navigation', { name: msg('en', 'Header.quickActions') });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('link', { name: msg('en', 'Header.callUs') })).toHaveAttribute(
      'href',
      telHref,
    );
    await expect(bar.getByRole('link', { name: msg('en', 'Common.request') })).toHaveAttribute(
      'href',
      '/appointment',
    );
    const barTop = (await bar.boundingBox())!.y;
    // On a phone the request folds away under its title (docs/product.md#home-page): a parent
    // opens it from the keyboard, and the next Tab reaches its first field.
    const title = region(page, 'en', 'Home.contact.title')
      .locator('summary')
      .filter({ hasText: msg('en', 'Home.contact.formTitle') });
    await title.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(fieldOf(page.locator('form#request'), 'Parent Name')).toBeFocused();
    for (let i = 0; i < 8; i++) {
      const box = await page.evaluate(() =>
        document.activeElement!.getBoundingClientRect().toJSON(),
      );
      expect(box.bottom, `focused element ${i}`).toBeLessThanOrEqual(barTop + 1);
      await page.keyboard.press('Tab');
    }
  });
});

test('a submission the inbox cannot store gets the page that says to call', async () => {
  const { Readable } = await import('node:stream');
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { handleInbox } = await import('../../scripts/serve/inbox.mjs');
  const saved = process.env.INBOX_FILE;
  // A path below a plain file: the folder can never be created, so the write fails.
  const blocker = path.join(mkdtempSync(path.join(tmpdir(), 'inbox-')), 'file');
  writeFileSync(blocker, '');
  process.env.INBOX_FILE = path.join(blocker, 'inbox.jsonl');
  try {
    const req = Object.assign(
      Readable.from([Buffer.from('Parent+Name=Ana&Language=Spanish&_next=%2Fes%2F')]),
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    const shown: Array<[number, string]> = [];
    const res = { writeHead: () => res, end: () => res };
    await handleInbox(req, res, (_res: unknown, status: number, locale: string) =>
      shown.push([status, locale]),
    );
    expect(shown).toEqual([[500, 'es']]);
  } finally {
    process.env.INBOX_FILE = saved;
  }
});

// Every form of the site, in both languages: no list offers an emergency visit (a form is
// answered on business days), the line to call stands where a parent would look for one, and a
// baby's age (0) is accepted, since the first visit comes within months of the first tooth.
for (const path of ['/', '/es/', '/contact', '/es/contact', '/appointment', '/es/appointment'])
  test(`${path}: no form offers an emergency visit; each says to call; a baby's age is accepted`, async ({
    page,
  }) => {
    await page.goto(path);
    const forms = page.locator('main form');
    expect(await forms.count()).toBeGreaterThan(0);
    for (const form of await forms.all()) {
      const options = await form
        .locator('option')
        .evaluateAll((list) =>
          list.map((option) => `${(option as HTMLOptionElement).value} ${option.textContent}`),
        );
      expect(options.filter((option) => /emergenc/i.test(option))).toEqual([]);
      await expect(form.getByRole('link', { name: /\(\d{3}\)/ }).first()).toHaveAttribute(
        'href',
        telHref,
      );
      const age = form.locator('input[type="number"]');
      if (await age.count()) {
        await age.fill('0');
        expect(await age.evaluate((input) => (input as HTMLInputElement).validity.valid)).toBe(
          true,
        );
      }
    }
  });
