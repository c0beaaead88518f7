import type { Page } from '@playwright/test';
import { test, expect, describeEachLanguage } from './fixtures';
import { msg, type Lang } from './messages';

// Fixed moments on the practice's clock (America/Los_Angeles; PST is UTC−8 in November 2026).
const mondayMorning = '2026-11-16T18:00:00Z'; // Monday 10:00
const fridayAfternoon = '2026-11-20T23:30:00Z'; // Friday 15:30
const saturday = '2026-11-21T20:00:00Z'; // Saturday 12:00
const sunday = '2026-11-22T20:00:00Z'; // Sunday 12:00
const beforeClosing = '2026-11-17T01:59:00Z'; // Monday 17:59
const tuesdayDawn = '2026-11-17T14:00:00Z'; // Tuesday 06:00

/** The status lines of a page, by the variant they speak for. */
const statusLines = (page: Page, variant: 'office' | 'emergency' = 'office') =>
  page.locator(`[data-office-status="${variant}"]`);
/** What a status line shows (its hidden sizers, the other sentences it could become, aside). */
const shown = (page: Page, variant: 'office' | 'emergency' = 'office') =>
  statusLines(page, variant).locator('[data-status-text]');

async function openAt(page: Page, path: string, time: string) {
  await page.clock.install({ time: new Date(time) });
  await page.goto(path);
  await expect(shown(page).or(shown(page, 'emergency')).first()).toHaveAttribute(
    'data-status-text',
    'live',
  );
}

/** The spec's own words for each moment, with times and days as each language writes them. */
function sentencesIn(lang: Lang, [six, four, eight]: string[], monday: string, sunday: string) {
  const say = (key: string, args: Record<string, string>) => msg(lang, `OfficeStatus.${key}`, args);
  return {
    open6: say('open', { time: six! }),
    open4: say('open', { time: four! }),
    opensMonday: say('opensOn', { day: monday, time: eight! }),
    opensToday: say('opensToday', { time: eight! }),
    opensTomorrow: say('opensTomorrow', { time: eight! }),
    sunday: say('appointmentOnly', { day: sunday }),
  };
}
const sentences: Record<Lang, ReturnType<typeof sentencesIn>> = {
  en: sentencesIn('en', ['6:00 PM', '4:00 PM', '8:00 AM'], 'Monday', 'Sunday'),
  es: sentencesIn('es', ['6:00 p.m.', '4:00 p.m.', '8:00 a.m.'], 'lunes', 'Domingo'),
};

describeEachLanguage('"Open now" beside the call buttons', ({ lang, prefix }) => {
  const home = prefix || '/';
  const says = sentences[lang];

  for (const [moment, time, expected] of [
    ['Monday morning', mondayMorning, says.open6],
    ['Friday afternoon', fridayAfternoon, says.open4],
    ['Saturday', saturday, says.opensMonday],
    ['Sunday', sunday, says.sunday],
    ['Tuesday before opening', tuesdayDawn, says.opensToday],
  ] as const) {
    test(`${moment}: the home page says "${expected}"`, async ({ page }) => {
      await openAt(page, home, time);
      await expect(shown(page)).toHaveText(expected);
      await expect(shown(page)).toBeVisible();
    });
  }

  test('the closing band, the contact and appointment pages say it too', async ({ page }) => {
    for (const path of ['/services', '/contact', '/appointment', '/insurance']) {
      await openAt(page, `${prefix}${path}`, saturday);
      await expect(shown(page)).not.toHaveCount(0);
      for (const line of await shown(page).all()) await expect(line).toHaveText(says.opensMonday);
    }
  });

  test('beside the emergency number, never "Closed": after hours it says who answers', async ({
    page,
  }) => {
    const afterHours = msg(lang, 'OfficeStatus.afterHours');
    expect(afterHours).not.toMatch(/closed|cerrad/i);
    for (const time of [saturday, sunday, tuesdayDawn]) {
      await openAt(page, `${prefix}/emergency`, time);
      await expect(shown(page)).toHaveCount(0);
      await expect(shown(page, 'emergency')).toHaveCount(3);
      for (const line of await shown(page, 'emergency').all()) {
        await expect(line).toHaveText(afterHours);
      }
      await expect(page.getByRole('main')).not.toContainText(/\bclosed\b|\bcerrad[oa]\b/i);
    }
    await openAt(page, `${prefix}/emergency`, mondayMorning);
    await expect(shown(page, 'emergency').first()).toHaveText(says.open6);
  });

  test('the status is read out when it changes while the page is open, not when it opens', async ({
    page,
  }) => {
    await openAt(page, home, beforeClosing);
    await expect(shown(page)).toHaveText(says.open6);
    const live = statusLines(page).locator('[aria-live="polite"]');
    await expect(live).toHaveText('');
    await page.clock.runFor(60_000);
    await expect(shown(page)).toHaveText(says.opensTomorrow);
    await expect(live).toHaveText(says.opensTomorrow);
  });

  test('with three lines on a page, one change is read out once', async ({ page }) => {
    await openAt(page, `${prefix}/emergency`, beforeClosing);
    await page.clock.runFor(60_000);
    const live = statusLines(page, 'emergency').locator('[aria-live="polite"]');
    await expect(live).toHaveCount(3);
    await expect(live.filter({ hasText: msg(lang, 'OfficeStatus.afterHours') })).toHaveCount(1);
  });

  for (const width of [320, 390, 1280]) {
    test(`the status takes the room the hours had: nothing moves (${width} px)`, async ({
      browser,
    }) => {
      // One tab with scripts and one without, reused for each page: the clock is set again
      // before each load, and every load starts the page afresh.
      const tab = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({
          javaScriptEnabled,
          viewport: { width, height: 800 },
        });
        return { context, page: await context.newPage(), javaScriptEnabled };
      };
      const heights = async (
        { page, javaScriptEnabled }: Awaited<ReturnType<typeof tab>>,
        path: string,
        time: string,
      ) => {
        if (javaScriptEnabled) await page.clock.install({ time: new Date(time) });
        await page.goto(path);
        if (javaScriptEnabled) {
          await expect(page.locator('[data-status-text="hours"]')).toHaveCount(0);
          // The page runs at the moment set for it, not the previous page's.
          const now = await page.evaluate(() => Date.now());
          expect(Math.abs(now - Date.parse(time)), `${path}: the clock`).toBeLessThan(60_000);
        }
        await page.evaluate(() => document.fonts.ready);
        return page
          .locator('[data-office-status]')
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
      };
      const withScripts = await tab(true);
      const plain = await tab(false);
      try {
        // Office and emergency lines, the longest fallback beside a short status and the reverse.
        for (const [path, time] of [
          [home, sunday],
          [`${prefix}/emergency`, saturday],
          [`${prefix}/contact`, tuesdayDawn],
        ] as const) {
          const withoutScripts = await heights(plain, path, time);
          expect(withoutScripts.length, path).toBeGreaterThan(0);
          expect(await heights(withScripts, path, time), `${path} at ${time}`).toEqual(
            withoutScripts,
          );
        }
      } finally {
        await withScripts.context.close();
        await plain.context.close();
      }
    });
  }
});

describeEachLanguage('Without JavaScript', ({ lang, prefix }) => {
  test.use({ javaScriptEnabled: false });

  test('the status line holds the office hours as text', async ({ page }) => {
    await page.goto(prefix || '/');
    const hours =
      lang === 'en'
        ? 'Mon – Thu 8:00 AM – 6:00 PM · Fri 8:00 AM – 4:00 PM'
        : 'lun a jue 8:00 a.m. a 6:00 p.m. · vie 8:00 a.m. a 4:00 p.m.';
    await expect(shown(page)).toHaveText(msg(lang, 'OfficeStatus.hours', { hours }));
    await expect(shown(page)).toBeVisible();
  });
});
