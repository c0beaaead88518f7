import type { Locator, Page } from '@playwright/test';
import { financing, publicProgram, visitTypes } from '../../content/practice';
import { test, expect } from './fixtures';
import { cards as cardsIn, region, regions } from './locate';
import { msgGroups, msgKeys, type Lang } from './messages';

/**
 * Pictures (docs/product.md#look-and-feel): the cards that explain things have spot art. Each card below (an item
 * of the page's card list, or a block that stands alone) shows a picture from /art/spot/ that
 * loads, is decorative and is at least 48 px on a laptop; on a phone it sits above the card's
 * heading, so the heading keeps the card's full width.
 */
type Cards = {
  name: string;
  cards: (page: Page, lang: Lang) => Locator;
  /** How many there are, read from where the cards come from (messages, content). */
  count: (lang: Lang) => number;
};

/** The messages of each card: one card per key of the group at `key`. */
const perKey = (key: string) => (lang: Lang) => msgKeys(lang, key).length;

/** The cards of the list in the section that the message at `title` names. */
const list = (name: string, title: string, count: Cards['count']): Cards => ({
  name,
  cards: (page, lang) => cardsIn(region(page, lang, title)),
  count,
});
/** Blocks that stand alone: the sections these messages name. */
const blocks = (name: string, titles: string[]): Cards => ({
  name,
  cards: (page, lang) =>
    regions(page, lang, titles, {
      publicProgram: publicProgram.name,
      financingProvider: financing.provider,
    }),
  count: () => titles.length,
});

const pages: Record<string, Cards[]> = {
  // One card per visit type of content/practice.ts.
  '/appointment': [
    list('types of visits', 'AppointmentPage.visits.title', () => Object.keys(visitTypes).length),
  ],
  '/orthodontics': [
    list(
      'treatment options',
      'OrthodonticsPage.options.title',
      (lang) => msgGroups(lang, 'OrthodonticsPage.options').length,
    ),
  ],
  '/sedation-dentistry': [
    blocks('nitrous oxide', ['SedationPage.nitrous.title']),
    list('safety cards', 'SedationPage.safety.title', perKey('SedationPage.safety.cards')),
  ],
  '/special-needs': [
    list(
      'how we make visits easier',
      'SpecialNeedsPage.benefits.title',
      perKey('SpecialNeedsPage.benefits.cards'),
    ),
  ],
  '/carecredit': [
    list('how it works', 'CareCreditPage.steps.title', perKey('CareCreditPage.steps.items')),
  ],
  '/insurance': [
    blocks('PPO, public program and financing', [
      'InsurancePage.ppo.title',
      'InsurancePage.public.title',
      'InsurancePage.financing.title',
    ]),
  ],
  '/medi-cal': [
    list(
      'what Medi-Cal covers at each age',
      'MediCalPage.coverage.title',
      perKey('MediCalPage.coverage.groups'),
    ),
    {
      name: 'using Medi-Cal at our office',
      cards: (page, lang) =>
        cardsIn(
          region(page, lang, 'MediCalPage.using.title', { publicProgram: publicProgram.name }),
        ),
      // Each card of its messages, and the state's phone line.
      count: (lang) => msgGroups(lang, 'MediCalPage.using.cards').length + 1,
    },
  ],
  '/new-patients': [
    {
      name: 'what to bring',
      cards: (page, lang) =>
        region(page, lang, 'NewPatientsPage.bring.title').getByRole('listitem'),
      count: perKey('NewPatientsPage.bring.items'),
    },
    list(
      'the first visit, step by step',
      'NewPatientsPage.timeline.title',
      perKey('NewPatientsPage.timeline.steps'),
    ),
  ],
};

for (const [prefix, lang] of [
  ['', 'en'],
  ['/es', 'es'],
] as const) {
  for (const [path, groups] of Object.entries(pages)) {
    test(`${prefix}${path}: every explaining card has its spot art`, async ({
      sharedPage: page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${prefix}${path}`);
      for (const { name, cards, count: countIn } of groups) {
        const all = cards(page, lang);
        const count = countIn(lang);
        await expect(all, name).toHaveCount(count);
        for (let i = 0; i < count; i++) {
          const card = all.nth(i);
          const art = card.locator('img[src^="/art/spot/"]');
          await expect(art, `${name} ${i + 1}`).toHaveCount(1);
          await art.scrollIntoViewIfNeeded();
          await expect(art, `${name} ${i + 1}`).toBeVisible();
          await expect(art, `${name} ${i + 1}: decorative`).toHaveAttribute('alt', '');
          await expect
            .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
            .toBeGreaterThan(0);
          const box = (await art.boundingBox())!;
          expect(box.width, `${name} ${i + 1}: width`).toBeGreaterThanOrEqual(48);
          expect(box.height, `${name} ${i + 1}: height`).toBeGreaterThanOrEqual(48);
        }
      }

      // On a phone, the picture is above the heading, never beside it.
      await page.setViewportSize({ width: 320, height: 800 });
      for (const { name, cards, count } of groups) {
        for (let i = 0; i < count(lang); i++) {
          const card = cards(page, lang).nth(i);
          const heading = card.getByRole('heading').first();
          if ((await heading.count()) === 0) continue;
          const art = (await card.locator('img[src^="/art/spot/"]').boundingBox())!;
          const title = (await heading.boundingBox())!;
          expect(art.y + art.height, `${name} ${i + 1}: picture above the heading`).toBeLessThan(
            title.y + 1,
          );
        }
      }
    });
  }
}
