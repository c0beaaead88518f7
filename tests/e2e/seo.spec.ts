import { readFileSync } from 'node:fs';
import { practice, servedCities, siteUrl } from '../../content/practice';
import { blogPosts } from './content';
import { test, expect } from './fixtures';
import { builtPages, builtFile, isOfflinePage } from './site';

const site = siteUrl;
const pages = builtPages().filter((p) => !/form-error/.test(p) && !isOfflinePage(p));
const isHome = (p: string) => p === '/' || p === '/es/';
const isArticle = (p: string) => /\/blog\/.+/.test(p);

type Head = {
  title: string;
  description: string;
  canonical: string;
  alternates: Record<string, string>;
  og: Record<string, string[]>;
  jsonld: Array<Record<string, unknown>>;
};

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function readHead(html: string): Head {
  const attr = (tag: string, name: string) =>
    decode(tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? '');
  const og: Record<string, string[]> = {};
  for (const [tag] of html.matchAll(/<meta (?:property|name)="(?:og|twitter):[^>]*>/g)) {
    const key = attr(tag, 'property') || attr(tag, 'name');
    (og[key] ??= []).push(attr(tag, 'content'));
  }
  const alternates: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link rel="alternate" hrefLang="[^"]*"[^>]*>/g)) {
    alternates[attr(tag, 'hrefLang')] = attr(tag, 'href');
  }
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: attr(html.match(/<meta name="description"[^>]*>/)?.[0] ?? '', 'content'),
    canonical: attr(html.match(/<link rel="canonical"[^>]*>/)?.[0] ?? '', 'href'),
    alternates,
    og,
    jsonld: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown>,
    ),
  };
}

/** The fields each type of structured data must carry. */
const required = {
  Dentist: [
    'name',
    'address',
    'geo',
    'telephone',
    'email',
    'url',
    'openingHoursSpecification',
    'areaServed',
    'priceRange',
    'medicalSpecialty',
    'contactPoint',
  ],
  BlogPosting: ['headline', 'datePublished', 'author', 'inLanguage', 'mainEntityOfPage', 'image'],
};
const missing = (item: Record<string, unknown>, type: keyof typeof required) =>
  required[type].filter((field) => item[field] === undefined);

const heads = new Map<string, Head>();
test.beforeAll(async ({ request }) => {
  for (const path of pages) heads.set(path, readHead(await (await request.get(path)).text()));
});

const local = (url: string) => {
  const path = url.replace(site, '') || '/';
  return path === '/es' ? '/es/' : path;
};

test('every page carries valid structured data of the right types', async () => {
  // The package's default export is its Validator class.
  const { default: Validator } = await import('@adobe/structured-data-validator');
  const validator = new Validator();
  const problems: string[] = [];
  for (const path of pages) {
    const { jsonld } = heads.get(path)!;
    const types = jsonld.map((d) => d['@type']);
    const expected = [
      'Dentist',
      ...(isHome(path) ? [] : ['BreadcrumbList']),
      ...(isArticle(path) ? ['BlogPosting'] : []),
    ];
    expect(types.sort(), path).toEqual(expected.sort());
    const grouped: Record<string, unknown[]> = {};
    for (const item of jsonld) {
      expect(item['@context'], path).toBe('https://schema.org');
      (grouped[item['@type'] as string] ??= []).push(structuredClone(item));
    }
    const issues = await validator.validate({ jsonld: grouped });
    for (const issue of issues.filter((i: { severity: string }) => i.severity === 'ERROR')) {
      problems.push(`${path}: ${issue.issueMessage}`);
    }
    const dentist = jsonld.find((d) => d['@type'] === 'Dentist')!;
    expect(missing(dentist, 'Dentist'), `${path} Dentist`).toEqual([]);
    expect(JSON.stringify(jsonld)).not.toContain('aggregateRating');
    const geo = dentist.geo as { latitude: number; longitude: number };
    expect(String(geo.latitude).split('.')[1]).toHaveLength(5);
    // Every served city of content/practice.ts, and the wider region.
    expect((dentist.areaServed as unknown[]).length).toBe(servedCities.length + 1);
    if (isArticle(path)) {
      const post = jsonld.find((d) => d['@type'] === 'BlogPosting')!;
      expect(missing(post, 'BlogPosting'), `${path} BlogPosting`).toEqual([]);
      expect(post.inLanguage).toBe(path.startsWith('/es/') ? 'es-US' : 'en-US');
    }
  }
  expect(problems).toEqual([]);
});

test('hreflang links are absolute and reciprocal; canonicals point at the page itself', () => {
  for (const path of pages) {
    const { alternates, canonical } = heads.get(path)!;
    expect(Object.keys(alternates).sort(), path).toEqual(['en', 'es', 'x-default']);
    for (const url of [...Object.values(alternates), canonical])
      expect(url, path).toMatch(/^https:\/\//);
    expect(local(canonical), path).toBe(path);
    const lang = path.startsWith('/es/') ? 'es' : 'en';
    expect(local(alternates[lang]!), path).toBe(path);
    for (const other of ['en', 'es']) {
      const twin = heads.get(local(alternates[other]!));
      expect(twin, `${path} → ${other}`).toBeDefined();
      expect(local(twin!.alternates[lang]!), `${path} ↔ ${other}`).toBe(path);
    }
    expect(local(alternates['x-default']!)).toBe(local(alternates.en!));
  }
});

test('titles and descriptions are unique per language and of a useful length', () => {
  for (const lang of ['en', 'es']) {
    const mine = pages.filter((p) => p.startsWith('/es/') === (lang === 'es'));
    const titles = mine.map((p) => heads.get(p)!.title);
    const descriptions = mine.map((p) => heads.get(p)!.description);
    expect(new Set(titles).size, `${lang} titles`).toBe(titles.length);
    expect(new Set(descriptions).size, `${lang} descriptions`).toBe(descriptions.length);
    for (const [i, path] of mine.entries()) {
      expect(titles[i]!.length, `${path} title "${titles[i]}"`).toBeGreaterThanOrEqual(30);
      expect(titles[i]!.length, `${path} title "${titles[i]}"`).toBeLessThanOrEqual(65);
      expect(descriptions[i]!.length, `${path} description`).toBeGreaterThanOrEqual(70);
      expect(descriptions[i]!.length, `${path} description`).toBeLessThanOrEqual(160);
    }
  }
});

test('every page has Open Graph and Twitter cards in its language', async ({ request }) => {
  for (const path of pages) {
    const { og, title } = heads.get(path)!;
    const es = path.startsWith('/es/');
    expect(og['og:title'], path).toEqual([title]);
    expect(og['og:description']?.[0], path).toBeTruthy();
    expect(og['og:locale'], path).toEqual([es ? 'es_US' : 'en_US']);
    expect(og['og:locale:alternate'], path).toEqual([es ? 'en_US' : 'es_US']);
    expect(og['og:image'], path).toEqual([`${site}/og/${es ? 'es' : 'en'}.png`]);
    expect(og['og:image:width']).toEqual(['1200']);
    expect(og['og:image:height']).toEqual(['630']);
    expect(og['og:type'], path).toEqual([isArticle(path) ? 'article' : 'website']);
    expect(og['twitter:card'], path).toEqual(['summary_large_image']);
  }
  for (const image of ['/og/en.png', '/og/es.png']) {
    const response = await request.get(image);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test('the sitemap lists every page in both languages with alternates; robots points at it', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => local(url!));
  expect(locs).toHaveLength(pages.length);
  expect([...locs].sort()).toEqual([...pages].sort());
  expect(xml.match(/<url>/g)).toHaveLength(pages.length);
  expect(xml.match(/hreflang="x-default"/g)).toHaveLength(pages.length);
  // Each article, in both languages, dated by its meta (content/blog).
  const lastmod = new Map(
    [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>[\s\S]*?<\/url>/g)].map(([entry, url]) => [
      local(url!),
      entry.match(/<lastmod>(\d{4}-\d{2}-\d{2})/)?.[1],
    ]),
  );
  for (const post of blogPosts('en'))
    for (const prefix of ['', '/es'])
      expect(lastmod.get(`${prefix}/blog/${post.slug}`), post.slug).toBe(post.date);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test('icons and the web manifest are referenced and valid', async ({ request, page }) => {
  await page.goto('/es/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest.name).toBe(practice.name);
  expect(manifest.theme_color).toBe('#0369a1');
  for (const icon of manifest.icons)
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) =>
      links.map((l) =>
        `${l.getAttribute('rel')} ${l.getAttribute('type') ?? ''} ${l.getAttribute('sizes') ?? ''}`.trim(),
      ),
    );
  expect(icons).toEqual(
    expect.arrayContaining([
      'icon image/svg+xml',
      'icon image/png 32x32',
      'apple-touch-icon  180x180',
    ]),
  );
});

test('the offline pages are kept out of search results and the sitemap', async ({ request }) => {
  const offline = builtPages().filter(isOfflinePage);
  expect(offline).toEqual([
    '/es/offline',
    '/es/offline/emergency',
    '/offline',
    '/offline/emergency',
  ]);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of offline) {
    const html = readFileSync(builtFile(path), 'utf8');
    expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
    expect(sitemap, path).not.toContain(`${site}${path}<`);
  }
});
