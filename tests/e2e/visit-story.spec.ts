import { art, storySteps } from '../../content/art';
import { practice } from '../../content/practice';
import { describeEachLanguage, test, expect } from './fixtures';
import { linkNamed, region } from './locate';
import { msg, msgList } from './messages';

/**
 * "My visit to the dentist" (/my-visit): the picture story a parent reads aloud, its steps and
 * pictures from the catalogue (content/art.ts) and its sentences from the messages; the pages
 * that promise it link to it; it prints as a small booklet on Letter.
 */
const key = (part: string) => `VisitStoryPage.${part}`;
/** Letter, less the half-inch margins of the story's print page (app/globals.css), in CSS px. */
const sheet = { width: 7.5 * 96, height: 10 * 96 };
const perSheet = 4;

describeEachLanguage('the picture story', ({ prefix, lang }) => {
  test('tells the visit in 8 to 12 steps, each with its picture, in order', async ({ page }) => {
    await page.goto(`${prefix}/my-visit`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, key('hero.title')));
    const story = region(page, lang, key('story.title'));
    const steps = story.getByRole('listitem');
    expect(storySteps.length).toBeGreaterThanOrEqual(8);
    expect(storySteps.length).toBeLessThanOrEqual(12);
    await expect(steps).toHaveCount(storySteps.length);
    for (const [index, step] of storySteps.entries()) {
      const item = steps.nth(index);
      await expect(item).toContainText(msg(lang, key(`story.steps.${step.slug}`)));
      // The step's own picture, decorative: its sentences say what it shows.
      const picture = item.locator('img');
      await expect(picture).toHaveAttribute('src', art[step.art].src);
      await expect(picture).toHaveAttribute('alt', '');
    }
    // How to read it together, and the way to the special-needs page.
    const howTo = region(page, lang, key('howTo.title'));
    await expect(howTo.getByRole('listitem')).toHaveText(msgList(lang, key('howTo.items')));
    await expect(linkNamed(howTo, lang, key('howTo.specialNeedsLink'))).toHaveAttribute(
      'href',
      `${prefix}/special-needs`,
    );
  });

  test('is linked where the site promises it: special needs (twice) and the first visit', async ({
    page,
  }) => {
    await page.goto(`${prefix}/special-needs`);
    const main = page.getByRole('main');
    const links = linkNamed(main, lang, 'SpecialNeedsPage.storyLink');
    await expect(links).toHaveCount(2);
    for (const link of await links.all())
      await expect(link).toHaveAttribute('href', `${prefix}/my-visit`);
    // In the visual-schedules card and in the answer about reading ahead.
    await expect(
      region(page, lang, 'SpecialNeedsPage.benefits.title')
        .getByRole('listitem')
        .filter({
          hasText: msg(lang, 'SpecialNeedsPage.benefits.cards.visualSchedule.title'),
        }),
    ).toContainText(msg(lang, 'SpecialNeedsPage.storyLink'));
    await page.goto(`${prefix}/new-patients`);
    await expect(
      linkNamed(
        region(page, lang, 'NewPatientsPage.timeline.title'),
        lang,
        'NewPatientsPage.timeline.storyLink',
      ),
    ).toHaveAttribute('href', `${prefix}/my-visit`);
  });

  test('prints as a booklet on Letter: four steps a sheet, no step cut across two', async ({
    page,
  }) => {
    await page.goto(`${prefix}/my-visit`);
    // The button prints the page; the words for printing without it step aside.
    await expect(page.getByText(msg(lang, key('story.noScript')))).toBeHidden();
    await page.evaluate(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', '');
    });
    await page.getByRole('button', { name: msg(lang, key('story.print')) }).click();
    await expect(page.locator('html')).toHaveAttribute('data-printed', '');

    const sheets = Math.ceil(storySteps.length / perSheet);
    const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(sheets);

    // Laid out as the printer lays it out, at the sheet's width: the site's header, bars and
    // footer are gone, the booklet has its title, each sheet begins with a new row of steps and
    // its steps fit on it whole.
    await page.setViewportSize({ width: sheet.width, height: sheet.height });
    await page.emulateMedia({ media: 'print' });
    for (const landmark of ['banner', 'contentinfo'] as const)
      await expect(page.getByRole(landmark)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    const booklet = page.locator('[data-story-booklet]');
    await expect(booklet.getByText(msg(lang, key('hero.title')), { exact: true })).toBeVisible();
    await expect(
      booklet.getByText(
        msg(lang, key('story.booklet'), {
          shortName: practice.shortName,
          phone: practice.phone.display,
        }),
      ),
    ).toBeVisible();
    const layout = await booklet.evaluate((section) => ({
      top: section.getBoundingClientRect().top,
      steps: [...section.querySelectorAll('li')].map((li) => ({
        top: li.getBoundingClientRect().top,
        bottom: li.getBoundingClientRect().bottom,
        breakBefore: getComputedStyle(li).breakBefore,
      })),
    }));
    for (let first = 0; first < layout.steps.length; first += perSheet) {
      const onSheet = layout.steps.slice(first, first + perSheet);
      if (first > 0) expect(onSheet[0]!.breakBefore).toBe('page');
      const top = first === 0 ? layout.top : onSheet[0]!.top;
      const bottom = Math.max(...onSheet.map((step) => step.bottom));
      expect(bottom - top, `sheet ${first / perSheet + 1}`).toBeLessThanOrEqual(sheet.height);
    }
  });
});

test.describe('the picture story without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('offers no dead button, and says how to print', async ({ page }) => {
    await page.goto('/my-visit');
    await expect(page.getByRole('button', { name: msg('en', key('story.print')) })).toBeHidden();
    await expect(page.getByText(msg('en', key('story.noScript')))).toBeVisible();
  });
});
