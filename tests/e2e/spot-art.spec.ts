import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { financing, publicProgram, visitTypes } from '../../content/practice';
import { test, expect } from './fixtures';
import { cards as cardsIn, region, regions } from './locate';
import { msgGroups, msgKeys, type Lang } from './messages';
import { builtPages, fullTier, outDir } from './site';

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

/**
 * The tint of a spot's tile: the first fill of its drawing (its rounded square or disc), after
 * any definitions.
 */
function tileTint(src: string): [number, number, number] {
  const svg = fs.readFileSync(path.join(outDir, src), 'utf8');
  const drawing = svg.replace(/<defs>.*?<\/defs>/s, '').replace(/<!--.*?-->/gs, '');
  const hex = /fill="#([0-9a-f]{6})"/i.exec(drawing)?.[1];
  if (!hex) throw new Error(`${src}: no tile colour found`);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * A spot's tile stands apart from the card or band it sits on: a tile of the card's own tint
 * leaves its object floating on nothing (a pale speech bubble on a pale blue card). Every page
 * in `npm run test:full`; in `npm test`, the pages of cards above, in both languages.
 */
test.describe('spot tiles stand apart from what they sit on', () => {
  const everyday = Object.keys(pages).flatMap((p) => [p, `/es${p}`]);
  for (const pagePath of fullTier ? builtPages() : everyday) {
    test(pagePath, async ({ sharedPage: page }) => {
      await page.goto(pagePath);
      const spots = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('img[src^="/art/spot/"]')).map(
          (img) => {
            let node: Element | null = img.parentElement;
            let background = 'rgb(255, 255, 255)';
            for (; node; node = node.parentElement) {
              const style = getComputedStyle(node);
              const colour = style.backgroundColor;
              if (style.backgroundImage !== 'none') {
                background = 'a gradient';
                break;
              }
              if (colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour)) {
                background = colour;
                break;
              }
            }
            return { src: img.getAttribute('src')!, background };
          },
        ),
      );
      for (const { src, background } of spots) {
        // A gradient behind the tile (a hero) is left to the eye.
        if (!background.startsWith('rgb')) continue;
        const surface = background.match(/\d+/g)!.slice(0, 3).map(Number);
        const tint = tileTint(src);
        const distance = Math.hypot(...tint.map((c, i) => c - (surface[i] ?? 0)));
        expect.soft(distance, `${src} on ${background}`).toBeGreaterThanOrEqual(16);
      }
    });
  }
});
