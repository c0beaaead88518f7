import type { Page } from '@playwright/test';
import {
  officeClosures,
  officeHours,
  timeZone,
  type HoursRow,
  type Weekday,
} from '../../content/practice';
import { officeStatus, statusText, type StatusVariant } from '../../lib/office-status';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { hoursLines } from './content';
import { test, expect, describeEachLanguage } from './fixtures';
import { msg, type Lang } from './messages';

/**
 * Moments on the practice's clock, in a week of November 2026 (Monday the 16th to Sunday the
 * 22nd, with no daylight-saving change), picked from the office hours and closures of
 * content/practice.ts, so that each kind of status is seen whatever the hours are.
 */
const week: Record<Weekday, string> = {
  monday: '2026-11-16',
  tuesday: '2026-11-17',
  wednesday: '2026-11-18',
  thursday: '2026-11-19',
  friday: '2026-11-20',
  saturday: '2026-11-21',
  sunday: '2026-11-22',
};
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** `HH:MM` of a number of minutes after midnight, kept within the day. */
const toTime = (minutes: number) => {
  const m = Math.min(Math.max(minutes, 0), 24 * 60 - 1);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** The instant (ISO, UTC) at which the practice's clock reads `time` on `day` of the week. */
function onPracticeClock(day: Weekday, time: string): string {
  const asUtc = Date.parse(`${week[day]}T${time}:00Z`);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(asUtc)
    .find((part) => part.type === 'timeZoneName')!.value;
  const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d\d):(\d\d)/.exec(zone) ?? [];
  const offset = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  return new Date(asUtc - offset * 60_000).toISOString();
}

type Opening = Extract<HoursRow, { opens: string }>;
/** A row's first day of that week that is not a closure date. */
const dayOf = (row: HoursRow) =>
  row.days.find((day) => !officeClosures.includes(week[day])) ?? row.days[0];
const openings = officeHours.filter((row): row is Opening => 'opens' in row);
const firstOpening = openings[0]!;
const openingDay = dayOf(firstOpening);

const moments = {
  /** Midway through each run of opening hours. */
  during: openings.map((row) => ({
    name: `${dayOf(row)} during hours`,
    time: onPracticeClock(dayOf(row), toTime((toMinutes(row.opens) + toMinutes(row.closes)) / 2)),
  })),
  /** Noon of each day the hours mark closed or by appointment only. */
  noted: officeHours
    .filter((row) => 'note' in row)
    .map((row) => ({ name: dayOf(row), time: onPracticeClock(dayOf(row), '12:00') })),
  /** An hour before an opening, on its day. */
  beforeOpening: onPracticeClock(openingDay, toTime(toMinutes(firstOpening.opens) - 60)),
  /** A minute before a closing: a minute later, the status changes. */
  beforeClosing: onPracticeClock(openingDay, toTime(toMinutes(firstOpening.closes) - 1)),
  /** An hour after that closing. */
  afterClosing: onPracticeClock(openingDay, toTime(toMinutes(firstOpening.closes) + 60)),
};
const aMinuteAfter = (time: string) => new Date(Date.parse(time) + 60_000).toISOString();

/** The status line's sentence at a moment: the office's hours and closures, the site's words. */
const says = (lang: Lang, time: string, variant: StatusVariant = 'office') =>
  statusText(
    officeStatus(new Date(time), officeHours, officeClosures, timeZone),
    variant,
    { en: en.OfficeStatus, es: es.OfficeStatus }[lang],
    lang,
  );
const isOpen = (time: string) =>
  officeStatus(new Date(time), officeHours, officeClosures, timeZone).kind === 'open';

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

describeEachLanguage('"Open now" beside the call buttons', ({ lang, prefix }) => {
  const home = prefix || '/';

  for (const { name, time } of [
    ...moments.during,
    ...moments.noted,
    { name: `${openingDay} before opening`, time: moments.beforeOpening },
  ]) {
    const expected = says(lang, time);
    test(`${name}: the home page says "${expected}"`, async ({ page }) => {
      await openAt(page, home, time);
      await expect(shown(page).first()).toHaveText(expected);
      await expect(shown(page).first()).toBeVisible();
    });
  }

  test("the home hero lists the week's hours under its status; the closing band does not", async ({
    page,
  }) => {
    // The opening hours of content/practice.ts, days short and each entry capitalised, as a
    // list under the status: "Mon – Thu 8:00 AM – 6:00 PM · …", "Lun. a jue., … · Vie., …".
    const hours = hoursLines(lang, 'short', true)
      .filter(({ row }) => 'opens' in row)
      .map(({ days, value }) => msg(lang, 'Hours.entry', { days, hours: value }))
      .join(' · ');
    const [during] = moments.during;
    await openAt(page, home, during!.time);
    const under = statusLines(page).first().locator('[data-status-hours]');
    await expect(under).toBeVisible();
    const words = (await under.innerText())
      .replace(/\u2060/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    expect(words).toBe(hours.replace(/\s+/g, ' '));
    // The status and the hours fit the room the hours as text kept: nothing below moved.
    const line = await statusLines(page).first().boundingBox();
    const shownLine = await statusLines(page).first().locator('[data-status-line]').boundingBox();
    expect(shownLine!.height).toBeLessThanOrEqual(line!.height);
    await openAt(page, `${prefix}/services`, during!.time);
    await expect(page.locator('[data-status-hours]')).toHaveCount(0);
  });

  test('the closing band, the contact and appointment pages say it too', async ({ page }) => {
    const expected = says(lang, moments.afterClosing);
    for (const path of ['/services', '/contact', '/appointment', '/insurance']) {
      await openAt(page, `${prefix}${path}`, moments.afterClosing);
      await expect(shown(page)).not.toHaveCount(0);
      for (const line of await shown(page).all()) await expect(line).toHaveText(expected);
    }
  });

  test('beside the emergency number, never "Closed": after hours it says who answers', async ({
    page,
  }) => {
    const afterHours = msg(lang, 'OfficeStatus.afterHours');
    expect(afterHours).not.toMatch(/closed|cerrad/i);
    const outsideHours = [
      moments.afterClosing,
      moments.beforeOpening,
      ...moments.noted.map((moment) => moment.time),
    ].filter((time) => !isOpen(time));
    expect(outsideHours.length).toBeGreaterThan(0);
    for (const time of outsideHours) {
      await openAt(page, `${prefix}/emergency`, time);
      await expect(shown(page)).toHaveCount(0);
      await expect(shown(page, 'emergency')).toHaveCount(3);
      for (const line of await shown(page, 'emergency').all()) {
        await expect(line).toHaveText(afterHours);
      }
      await expect(page.getByRole('main')).not.toContainText(/\bclosed\b|\bcerrad[oa]\b/i);
    }
    const during = moments.during[0]!.time;
    await openAt(page, `${prefix}/emergency`, during);
    await expect(shown(page, 'emergency').first()).toHaveText(says(lang, during, 'emergency'));
  });

  test('the status is read out when it changes while the page is open, not when it opens', async ({
    page,
  }) => {
    const { beforeClosing } = moments;
    const [before, after] = [says(lang, beforeClosing), says(lang, aMinuteAfter(beforeClosing))];
    expect(after).not.toBe(before);
    await openAt(page, home, beforeClosing);
    await expect(shown(page).first()).toHaveText(before);
    const live = statusLines(page).first().locator('[aria-live="polite"]');
    await expect(live).toHaveText('');
    await page.clock.runFor(60_000);
    await expect(shown(page).first()).toHaveText(after);
    await expect(live).toHaveText(after);
  });

  test('with three lines on a page, one change is read out once', async ({ page }) => {
    const { beforeClosing } = moments;
    await openAt(page, `${prefix}/emergency`, beforeClosing);
    await page.clock.runFor(60_000);
    const live = statusLines(page, 'emergency').locator('[aria-live="polite"]');
    await expect(live).toHaveCount(3);
    await expect(
      live.filter({ hasText: says(lang, aMinuteAfter(beforeClosing), 'emergency') }),
    ).toHaveCount(1);
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
          [home, moments.noted[0]?.time ?? moments.afterClosing],
          [`${prefix}/emergency`, moments.afterClosing],
          [`${prefix}/contact`, moments.beforeOpening],
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
    // The opening hours of content/practice.ts, days short, inside the sentence: "Office hours:
    // Mon – Thu 8:00 AM – 6:00 PM · …", "Horario: lun. a jue., … · vie., …".
    const hours = hoursLines(lang, 'short')
      .filter(({ row }) => 'opens' in row)
      .map(({ days, value }) => msg(lang, 'Hours.entry', { days, hours: value }))
      .join(' · ');
    // The day ranges carry a word joiner after their dash, so a line never breaks there.
    const words = (await shown(page).first().innerText()).replace(/\u2060/g, '');
    expect(words.replace(/\s+/g, ' ').trim()).toBe(
      msg(lang, 'OfficeStatus.hours', { hours }).replace(/\s+/g, ' '),
    );
    await expect(shown(page).first()).toBeVisible();
  });

  test('beside a list of the hours, the status line does not repeat them', async ({ page }) => {
    await page.goto(`${prefix}/contact`);
    const line = page.locator('[data-office-status][data-hours-nearby]');
    await expect(line).toHaveCount(1);
    await expect(line.locator('[data-status-text]')).toBeHidden();
    // The list it stands beside, and the room the status will take once it arrives.
    await expect(page.getByRole('main').locator('[data-office-hours]')).toBeVisible();
    expect((await line.boundingBox())!.height).toBeGreaterThan(20);
  });
});
