import { readFileSync } from 'node:fs';
import { test as plain, expect as plainExpect } from '@playwright/test';
import { legalPages } from '../../content/legal';
import { maps, officeHours, practice } from '../../content/practice';
import { formatTime } from '../../lib/dates';
import {
  blockText,
  familiesIn,
  foundedIn,
  hoursPairs,
  mediCalBracesClaims,
  mediCalBracesSentences,
  normalizeTime,
  pageText,
  ratingsIn,
  reviewCountsIn,
  timesIn,
  yearsIn,
} from './facts-scan';
import { test, expect } from './fixtures';
import { languages, msg } from './messages';
import { builtFile, builtPages } from './site';

const pages = builtPages();
const texts = new Map(pages.map((p) => [p, pageText(readFileSync(builtFile(p), 'utf8'))]));

/** Which pages state each different reading of a fact. */
function readings(scan: (text: string) => Set<string>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [page, text] of texts)
    for (const value of scan(text)) (found[value] ??= []).push(page);
  return found;
}

const expectedTimes = new Set(
  officeHours.flatMap((row) =>
    'opens' in row
      ? (['en', 'es'] as const).flatMap((l) =>
          [row.opens, row.closes].map((t) => normalizeTime(formatTime(t, l))),
        )
      : [],
  ),
);

/** An ICU argument left in a page (`{parking}`): a message rendered without its values. */
function unfilledArguments(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/g)]
    .map((m) => m[1])
    .join(' ');
  return [`${pageText(html)} ${attributes}`.match(/\{[a-zA-Z]\w*\}/g) ?? []].flat();
}

plain('no page shows a message argument left unfilled, in its text or its attributes', () => {
  plainExpect(
    unfilledArguments('<body><p>Easy to reach. {parking}</p><img alt="{dentist}"></body>'),
  ).toEqual(['{parking}', '{dentist}']);
  const found = pages
    .map((p) => [p, unfilledArguments(readFileSync(builtFile(p), 'utf8'))] as const)
    .filter(([, args]) => args.length);
  plainExpect(found).toEqual([]);
});

plain.describe('one reading of every fact, on every page in both languages', () => {
  plain('the scanners find a second reading when there is one', () => {
    const two = pageText(
      '<body><dl><dt>Monday – Friday</dt><dd>8:00 AM – 5:00 PM</dd></dl><p>Mon-Thu 8AM-6PM</p>' +
        '<p>4.9 out of 5 from 200+ reviews, 5.0/5 based on 633+ Google reviews; más de 633 opiniones</p>' +
        '<dl><dt>Years of experience</dt><dd>5+</dd></dl><p>7+ years in practice, since 2019</p>' +
        '<dl><dt>Families served</dt><dd>1,000+</dd></dl><p>1200+ families</p>' +
        '<select><option>2:00 PM</option></select></body>',
    );
    plainExpect([...hoursPairs(two)]).toEqual(['mon-fri=8:00am-5:00pm', 'mon-thu=8:00am-6:00pm']);
    plainExpect([...timesIn(two)].sort()).toEqual(['5:00pm', '6:00pm', '8:00am']);
    plainExpect([...ratingsIn(two)]).toEqual(['4.9', '5.0']);
    plainExpect([...reviewCountsIn(two)].sort()).toEqual(['200', '633']);
    // A figure card's number above the next section's "Reviews" eyebrow is not a count.
    plainExpect([...reviewCountsIn(pageText('<body><dd>16</dd><p>Reviews</p></body>'))]).toEqual(
      [],
    );
    plainExpect([...familiesIn(pageText('<body><dd>6+</dd><dt>Families</dt></body>'))]).toEqual([]);
    plainExpect([...yearsIn(two)].sort()).toEqual(['5', '7']);
    plainExpect([...familiesIn(two)].sort()).toEqual(['1000', '1200']);
    plainExpect([...foundedIn(two)]).toEqual(['2019']);
  });

  plain('office hours: only the facts module’s days and times', () => {
    const times = readings(timesIn);
    plainExpect(Object.keys(times).sort(), JSON.stringify(times)).toEqual(
      [...expectedTimes].sort(),
    );
    const pairs = readings(hoursPairs);
    // Each day range is stated with one value only, everywhere.
    const byDays: Record<string, string[]> = {};
    for (const pair of Object.keys(pairs)) (byDays[pair.split('=')[0]!] ??= []).push(pair);
    for (const [days, values] of Object.entries(byDays))
      plainExpect(values, `${days}: ${JSON.stringify(pairs)}`).toHaveLength(1);
    plainExpect(Object.keys(pairs).length).toBeGreaterThanOrEqual(4);
  });

  plain('rating, review count, years, families and founding year read the same everywhere', () => {
    for (const [name, scan] of Object.entries({
      rating: ratingsIn,
      reviewCount: reviewCountsIn,
      years: yearsIn,
      families: familiesIn,
      founded: foundedIn,
    })) {
      const found = readings(scan);
      plainExpect(Object.keys(found), `${name}: ${JSON.stringify(found)}`).toHaveLength(1);
    }
    const [founded] = Object.keys(readings(foundedIn));
    const [years] = Object.keys(readings(yearsIn));
    plainExpect(Number(founded)).toBe(practice.foundedYear);
    // "N+ years" may not claim more whole years than the practice can have been open.
    plainExpect(Number(years)).toBeLessThanOrEqual(new Date().getFullYear() - practice.foundedYear);
  });
});

/**
 * Claims the practice could not back (docs/product.md#honest-claims), in both languages.
 * Case-insensitive; each is a phrase, so "guarantee" also catches "guaranteed".
 */
const forbidden = [
  'painless',
  'pain-free',
  'pain free',
  'does not hurt',
  "doesn't hurt",
  "won't hurt",
  'will not hurt',
  'guarantee',
  'accredited',
  'certified',
  'keep cavities away',
  'cavity-free',
  '100%',
  '99%',
  'satisfaction',
  'the orthodontist',
  'our orthodontist',
  '24/7',
  'sin dolor',
  'no duele',
  'no le dolerá',
  'no le va a doler',
  'indoloro',
  'garantiz',
  'garantía',
  'acreditad',
  'certificad',
  'el ortodoncista',
  'nuestro ortodoncista',
  'satisfacción',
];

plain('no page makes a claim the practice could not back', () => {
  const found: string[] = [];
  for (const [page, text] of texts) {
    const lower = text.toLowerCase().replace(/’/g, "'");
    for (const phrase of forbidden) if (lower.includes(phrase)) found.push(`${page}: "${phrase}"`);
  }
  plainExpect(found).toEqual([]);
});

plain('no page claims Medi-Cal covers braces at this office', () => {
  // The scanner finds such a claim, in either language, and lets the page's true sentences pass.
  plainExpect(
    mediCalBracesClaims(
      blockText(
        '<body><p>We offer <a href="/orthodontics">braces</a> to Medi-Cal patients.</p>' +
          '<li>Medi-Cal covers braces for every child.</li><p>Ponemos frenos con Medi-Cal.</p>' +
          '<p>What Medi-Cal covers, braces included</p>' +
          '<p>Medi-Cal covers braces only for a severe bite. If your child may qualify, we refer ' +
          'you to an orthodontist who takes Medi-Cal. No ponemos frenos por medio de Medi-Cal.</p>' +
          '</body>',
      ),
    ),
  ).toEqual([
    'We offer braces to Medi-Cal patients.',
    'Medi-Cal covers braces for every child.',
    'Ponemos frenos con Medi-Cal.',
    'What Medi-Cal covers, braces included',
  ]);
  // The scanner reads the real wording: the Medi-Cal pages' braces section is found.
  for (const page of ['/medi-cal', '/es/medi-cal'])
    plainExpect(
      mediCalBracesSentences(blockText(readFileSync(builtFile(page), 'utf8'))).length,
      page,
    ).toBeGreaterThanOrEqual(4);
  const claims = pages.flatMap((page) =>
    mediCalBracesClaims(blockText(readFileSync(builtFile(page), 'utf8'))).map(
      (sentence) => `${page}: ${sentence}`,
    ),
  );
  plainExpect(claims).toEqual([]);
});

/** A built page's <main>, as HTML. */
const mainHtml = (page: string) =>
  readFileSync(builtFile(page), 'utf8').match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
/** The words a page's <main> reads, a block a line. */
const mainText = (page: string) => blockText(`<body>${mainHtml(page)}</body>`);

plain(
  'when Medi-Cal covers braces is told on the Medi-Cal page; a page that speaks of it links there',
  () => {
    // The rule (its ages, its score) lives once, on /medi-cal: a page that names Medi-Cal and
    // braces in a sentence says it in short and links to the page's braces section.
    const speaks = pages.filter(
      (page) => !/\/medi-cal$/.test(page) && mediCalBracesSentences(mainText(page)).length,
    );
    plainExpect(speaks.length).toBeGreaterThan(0);
    const unlinked = speaks.filter(
      (page) => !/href="(?:\/es)?\/medi-cal(?:#braces)?"/.test(mainHtml(page)),
    );
    plainExpect(unlinked).toEqual([]);
  },
);

plain('"no interest" is always stated with its condition, in the same sentence', () => {
  const bare: string[] = [];
  let seen = 0;
  for (const [page, text] of texts) {
    for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
      if (!/no interest|pay no interest|sin intereses|no paga intereses/i.test(sentence)) continue;
      seen += 1;
      if (!/if paid in full|si liquida el total/i.test(sentence)) bare.push(`${page}: ${sentence}`);
    }
  }
  plainExpect(seen).toBeGreaterThan(0);
  plainExpect(bare).toEqual([]);
});

plain('no page’s HTML holds a third-party frame: maps load only when asked', () => {
  const framed = pages.filter((p) => /<iframe/i.test(readFileSync(builtFile(p), 'utf8')));
  plainExpect(framed).toEqual([]);
});

test.describe('the map', () => {
  for (const { prefix, lang } of languages) {
    test(`loads on ${prefix}/contact only after the visitor asks (${lang})`, async ({
      page,
      blockedRequests,
    }) => {
      await page.goto(`${prefix}/contact`);
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main');
      await expect(main.locator('iframe')).toHaveCount(0);
      expect(blockedRequests).toEqual([]);
      const show = main.getByRole('link', { name: msg(lang, 'Map.show') });
      // Without scripts it is a plain link to the map on the provider's own site.
      await expect(show).toHaveAttribute('href', maps.viewUrl);
      await show.click();
      await expect(main.locator('iframe')).toHaveAttribute('src', maps.embedUrl);
      await expect(main.locator('iframe')).toHaveAttribute('title', /.+/);
      const provider = new URL(maps.embedUrl);
      await expect
        .poll(() =>
          blockedRequests.some((u) => u.startsWith(`${provider.origin}${provider.pathname}`)),
        )
        .toBe(true);
    });
  }
});

const twins = pages.filter(
  (p) =>
    !p.startsWith('/es') &&
    (p.startsWith('/blog/') || legalPages.some((legal) => p === `/${legal}`)),
);

test.describe('every article and legal page carries all of its English twin in Spanish', () => {
  for (const page of twins) {
    test(page, async ({ page: browser }) => {
      const count = async (url: string) => {
        await browser.goto(url);
        const body = browser.locator('[data-content]');
        await expect(body).toHaveCount(1);
        const counts: Record<string, number> = {};
        for (const tag of ['p', 'li', 'h2', 'h3', 'h4', 'table', 'tr'])
          counts[tag] = await body.locator(tag).count();
        return counts;
      };
      const en = await count(page);
      const es = await count(`/es${page}`);
      expect(en.p).toBeGreaterThan(3);
      expect(es).toEqual(en);
    });
  }
});
