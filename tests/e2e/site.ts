import type { Page } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { figures, ppoPlans, practice, yearsInPractice } from '../../content/practice';
import { formatMonthYear } from '../../lib/dates';
import { msg, type Lang } from './messages';

/** The office's number as pages print it, and the link that calls it (content/practice.ts). */
export const phone = practice.phone.display;
export const telHref = `tel:${practice.phone.tel}`;

/** The one rating, as the summary line and the stars' label state it (content/practice.ts). */
export const ratingSummary = (lang: Lang) =>
  msg(lang, 'Reviews.summary', {
    rating: figures.rating.toFixed(1),
    reviewCount: figures.reviewCount,
    reviewSource: figures.reviewSource,
    ratingMonth: formatMonthYear(figures.ratingReadIn, lang),
  });
export const starsLabel = (lang: Lang) => msg(lang, 'Common.stars', { rating: figures.rating });

/** The practice's four figures, as the home and about pages show them: practice facts only. */
export const figureValues = (lang: Lang) => [
  msg(lang, 'Figures.years.value', { yearsInPractice }),
  msg(lang, 'Figures.families.value', {
    familiesServed: figures.familiesServed.toLocaleString('en-US'),
  }),
  msg(lang, 'Figures.languages.value'),
  msg(lang, 'Figures.plans.value', { ppoPlanCount: ppoPlans.length }),
];

export const outDir = path.resolve(__dirname, '../../out');
const out = outDir;

/**
 * `npm run test:full` (TEST_TIER=full) checks every page; `npm test` one page of each template
 * (templatePages), which is where a change to a component shows.
 */
export const fullTier = process.env.TEST_TIER === 'full';

/**
 * Whether this build loads the framework after the first paint (scripts/build/next-adapter.mjs),
 * read from the built home page: DEFER_SCRIPTS=off leaves Next's own script tags in it.
 */
export const scriptsDeferred = () =>
  !/<script src="\/_next\/static\/chunks\//.test(
    readFileSync(path.join(out, 'index.html'), 'utf8'),
  );

/** A phone (a touch screen, 390 px) and a laptop (1280 px), for checks made on both. */
export const screens = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'laptop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

/** Paths no page has, which the 404 page of their language answers. */
export const missingPages = ['/missing-page', '/es/pagina-que-no-existe'];

/** The routes below app/[locale] that have a page, as folders ('' for the home page). */
function routes(): string[] {
  const root = path.resolve(__dirname, '../../app/[locale]');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'page.tsx') found.push(path.relative(root, dir).replace(/\\/g, '/'));
    }
  };
  walk(root);
  return found.sort();
}

/**
 * One built page of each route (a route with a `[param]` gets its first page), languages taking
 * turns, the home page in both, and a missing page for the 404 route: the pages `npm test` checks
 * one by one. New
 * articles, legal pages or routes join by themselves.
 */
export function templatePages(): string[] {
  const pages = builtPages();
  const all = routes();
  const statics = new Set(all.filter((route) => !route.includes('[')));
  const unprefixed = (page: string) => page.replace(/^\/es(?=\/|$)/, '').replace(/^\/|\/$/g, '');
  const chosen = all.map((route, index) => {
    const es = index % 2 === 1;
    if (route === 'not-found-page') return missingPages[es ? 1 : 0]!;
    const pattern = new RegExp(
      `^${route
        .split('/')
        .map((part) =>
          part.startsWith('[') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    );
    const page = pages.find(
      (candidate) =>
        candidate.startsWith('/es') === es &&
        pattern.test(unprefixed(candidate)) &&
        (route === unprefixed(candidate) || !statics.has(unprefixed(candidate))),
    );
    if (!page) throw new Error(`no built page for the route app/[locale]/${route}`);
    return page;
  });
  // The home page, where most visits start, in both languages.
  return [...new Set([...chosen, '/', '/es/'])];
}

/**
 * Folders of out/ that hold no page of the site: Next's files and the office's editor at /admin/,
 * which tests/e2e/admin.spec.ts checks under its own policy. The same as `notPageDirs` in
 * scripts/site-config.mjs (which a spec can only import when it runs; admin.spec.ts compares).
 */
export const notPageDirs = ['_next', 'admin'];

/** Every page path of the built site, from the files in out/ (404 pages excluded). */
export function builtPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (dir === out && notPageDirs.includes(name)) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html') && name !== '404.html') {
        const rel = '/' + path.relative(out, full).replace(/\\/g, '/');
        // A folder's home page (`index.html`) is served at the folder: `/`, `/es/`.
        pages.push(
          rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel.slice(0, -5),
        );
      }
    }
  };
  walk(out);
  return pages.sort();
}

/**
 * The offline pages the service worker keeps (`offline.pages` in scripts/site-config.mjs): built
 * without scripts, kept out of search engines, shown only when a page cannot load.
 */
export const isOfflinePage = (page: string) => /^(?:\/es)?\/offline(?:\/|$)/.test(page);

/** The file in out/ that holds a page path from `builtPages()`. */
export function builtFile(page: string): string {
  return path.join(out, page.endsWith('/') ? `${page}index.html` : `${page}.html`);
}

/** The page a request belongs to, for a page document or one of its router payload files. */
export function pageOfRequest(pathname: string): string {
  let p = pathname.replace(/\/__next\.[^/]*$/, '').replace(/\.txt$/, '');
  if (p === '' || p === '/index') p = '/';
  if (p === '/es') p = '/es/';
  return p;
}

/** The footer's id, the target of every page's `<link rel="expect">` (components/site/Footer.tsx). */
export const footerId = 'site-footer';

/**
 * The layout shifts not caused by input since the page opened (PerformanceObserver, buffered):
 * their sum, which is what Cumulative Layout Shift adds up on a page this short, and what moved
 * (element, time, previous and current box), to say why when the sum is not 0.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            startTime: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources) {
              const box = (r: DOMRectReadOnly) =>
                [r.x, r.y, r.width, r.height].map(Math.round).join(',');
              const node = source.node;
              const name =
                node instanceof Element
                  ? `${node.localName}${node.id ? `#${node.id}` : ''}.${node.className}`.slice(
                      0,
                      80,
                    )
                  : `text "${(node?.textContent ?? '').slice(0, 30)}"`;
              moved.push(
                `${name} at ${Math.round(entry.startTime)} ms: ${box(source.previousRect)} -> ${box(source.currentRect)}`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), 100);
      }),
  );

/** The sum of `layoutShifts`. */
export const layoutShift = async (page: Page) => (await layoutShifts(page)).total;
