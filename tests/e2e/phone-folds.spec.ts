import { test, expect } from './fixtures';
import { languages, msg, msgList } from './messages';
import { builtPages, fullTier, screens, templatePages } from './site';

/**
 * Phones fold, laptops show (docs/architecture.md#layout-rules): on a phone the deeper reading of
 * a long page (a first-aid case, what a service includes, a later question) folds under its title,
 * a tap opens it; from tablets up every fold stands open with its title as a heading. `npm test`
 * checks one page of each template, `npm run test:full` every page.
 */
const pages = fullTier ? builtPages() : templatePages();
const [phone, laptop] = screens;

/** The page's folds in its main content: `.fold` disclosures, not the FAQ's questions. */
const foldsOf = (page: import('@playwright/test').Page) => page.locator('main details.fold');

test.describe('on a phone', () => {
  test.use(phone.use);

  test('every fold starts closed, says what it holds, and opens on a tap', async ({ page }) => {
    test.setTimeout(pages.length * 4_000);
    let seen = 0;
    for (const path of pages) {
      await page.goto(path);
      const folds = foldsOf(page);
      for (const fold of await folds.all()) {
        // Not on phones at all: the home service cards show their picture and title only.
        if (!(await fold.isVisible())) continue;
        seen += 1;
        const summary = fold.locator(':scope > summary');
        await expect(fold, path).not.toHaveAttribute('open');
        await expect(summary, path).toBeVisible();
        expect((await summary.boundingBox())!.height, path).toBeGreaterThanOrEqual(44);
        // A fold with a title of its own (a section, a case): the summary reads as that title.
        const title = fold.locator(':scope > .fold-title, :scope > div > .fold-title').first();
        if (await title.count()) {
          const words = (await title.textContent())!.replace(/\s+/g, ' ').trim();
          await expect(summary, path).toHaveText(words);
        }
        // What it holds is hidden until the tap, then shown.
        const body = fold.locator(':scope > :not(summary):not(.fold-title)').first();
        await expect(body, path).toBeHidden();
        await summary.click();
        await expect(fold, path).toHaveAttribute('open');
        await expect(body, path).toBeVisible();
      }
    }
    // The check can fail: the pages it walks have folds (the first-aid cases among them).
    expect(seen).toBeGreaterThan(0);
  });

  for (const { lang, prefix } of languages) {
    test(`a link to one first-aid case opens it (${lang})`, async ({ page }) => {
      // As the emergencies article links it: /emergency#displaced.
      await page.goto(`${prefix}/emergency#displaced`);
      const steps = msgList(lang, 'EmergencyPage.steps.cases.displaced.steps');
      const card = page.getByRole('article', {
        name: msg(lang, 'EmergencyPage.steps.cases.displaced.title'),
      });
      await expect(card.locator('details')).toHaveAttribute('open');
      await expect(card.getByRole('listitem').first()).toContainText(steps[0]!);
      await expect(card.getByRole('listitem').first()).toBeInViewport();
      // The others stay folded: the parent sees the one they came for.
      const others = page
        .getByRole('article')
        .filter({ hasNot: page.locator('details[open]') })
        .filter({ has: page.locator('details.fold') });
      expect(await others.count()).toBeGreaterThan(0);
    });
  }
});

test.describe('on a laptop', () => {
  test.use(laptop.use);

  test('every fold stands open, its title a heading, no summary to tap', async ({ page }) => {
    test.setTimeout(pages.length * 3_000);
    for (const path of pages) {
      await page.goto(path);
      for (const fold of await foldsOf(page).all()) {
        await expect(fold.locator(':scope > summary'), path).toBeHidden();
        const body = fold.locator(':scope > :not(summary):not(.fold-title)').first();
        await expect(body, path).toBeVisible();
        const title = fold.locator(':scope > .fold-title, :scope > div > .fold-title').first();
        if (await title.count()) await expect(title, path).toBeVisible();
      }
    }
  });
});
