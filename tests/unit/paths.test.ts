import { createNavigation } from 'next-intl/navigation';
import { postSlugs } from '@/content/blog';
import { legalPages } from '@/content/legal';
import { routes } from '@/content/navigation';
import { patientFormPaths } from '@/content/patient-forms';
import { localizePath } from '@/i18n/navigation';
import { otherLocale, routing } from '@/i18n/routing';
import { isActivePath, stripLocale, switchPath } from '@/lib/paths';

describe('stripLocale', () => {
  it.each([
    ['/es/about', '/about'],
    ['/es', '/'],
    ['/es/', '/'],
    ['/en/about', '/about'],
    ['/en', '/'],
    ['/about', '/about'],
    ['/', '/'],
    ['/es/#home', '/#home'],
    ['/espanol', '/espanol'],
    ['/english/x', '/english/x'],
    ['/es/blog/complete-guide-kids-braces', '/blog/complete-guide-kids-braces'],
  ])('%s → %s', (input, expected) => expect(stripLocale(input)).toBe(expected));
});

describe('localizePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/', 'es', '/es/'],
    ['/about', 'es', '/es/about'],
    ['/about', 'en', '/about'],
    ['/#home', 'es', '/es/#home'],
    ['/#home', 'en', '/#home'],
    ['/contact?thank-you=true', 'es', '/es/contact?thank-you=true'],
    ['/contact?thank-you=true#thank-you', 'es', '/es/contact?thank-you=true#thank-you'],
    ['/?thank-you=true#thank-you', 'es', '/es/?thank-you=true#thank-you'],
    ['/blog/complete-guide-kids-braces', 'es', '/es/blog/complete-guide-kids-braces'],
  ] as const)('%s in %s → %s', (path, locale, expected) =>
    expect(localizePath(path, locale)).toBe(expected),
  );

  it('leaves external, mail and phone links alone', () => {
    expect(localizePath('https://example.com/a', 'es')).toBe('https://example.com/a');
    expect(localizePath('//example.com/a', 'es')).toBe('//example.com/a');
    expect(localizePath('tel:+19095550142', 'es')).toBe('tel:+19095550142');
  });
});

describe('switchPath (the language switcher)', () => {
  it.each([
    ['/about', 'es', '/es/about'],
    ['/es/about', 'en', '/about'],
    ['/', 'es', '/es/'],
    ['/es/', 'en', '/'],
    ['/es', 'en', '/'],
    ['/en/about', 'en', '/about'],
    ['/es/blog/complete-guide-kids-braces', 'en', '/blog/complete-guide-kids-braces'],
  ] as const)('%s to %s → %s', (path, target, expected) =>
    expect(switchPath(path, target)).toBe(expected),
  );
});

describe('otherLocale', () => {
  it('is the language a page offers beside its own', () => {
    expect(otherLocale('en')).toBe('es');
    expect(otherLocale('es')).toBe('en');
  });
});

describe('isActivePath (docs/product.md#navigation-bar)', () => {
  it('matches the start of the path after removing the language prefix', () => {
    expect(isActivePath('/orthodontics', '/orthodontics')).toBe(true);
    expect(isActivePath('/orthodontics', '/es/orthodontics')).toBe(true);
    expect(isActivePath('/orthodontics', '/en/orthodontics')).toBe(true);
    expect(isActivePath('/blog', '/blog/complete-guide-kids-braces')).toBe(true);
    expect(isActivePath('/blog', '/es/blog/complete-guide-kids-braces')).toBe(true);
  });

  it('marks the entry a page the menu does not list belongs under', () => {
    expect(isActivePath('/insurance', '/carecredit')).toBe(true);
    expect(isActivePath('/insurance', '/es/carecredit')).toBe(true);
    expect(isActivePath('/new-patients', '/my-visit')).toBe(true);
    expect(isActivePath('/carecredit', '/insurance')).toBe(false);
  });

  it('does not match a different page that shares a prefix', () => {
    expect(isActivePath('/services', '/orthodontics')).toBe(false);
    expect(isActivePath('/about', '/aboutx')).toBe(false);
    expect(isActivePath('/faqs', '/es/reviews')).toBe(false);
  });

  it('treats Home as active on the home page only, hash or not', () => {
    expect(isActivePath('/#home', '/')).toBe(true);
    expect(isActivePath('/#home', '/es')).toBe(true);
    expect(isActivePath('/#home', '/es/')).toBe(true);
    expect(isActivePath('/#home', '/about')).toBe(false);
    expect(isActivePath('/', '/es/about')).toBe(false);
  });
});

describe('localizePath agrees with next-intl', () => {
  // Every page of the site: the routes the sitemap walks, the forms, and the articles.
  const pages = [...routes, ...patientFormPaths, ...postSlugs().map((slug) => `/blog/${slug}`)];
  const { getPathname } = createNavigation(routing);

  it('covers pages, legal texts and articles', () => {
    expect(pages).toEqual(
      expect.arrayContaining(['/', '/faqs', ...legalPages.map((p) => `/${p}`)]),
    );
    expect(postSlugs().length).toBeGreaterThan(0);
    expect(pages).toEqual(expect.arrayContaining(postSlugs().map((slug) => `/blog/${slug}`)));
  });

  it.each(routing.locales.flatMap((locale) => pages.map((page) => [page, locale] as const)))(
    '%s in %s',
    (page, locale) => {
      const theirs = getPathname({ href: page, locale });
      // The one deliberate difference: the Spanish home is written /es/, not /es.
      expect(localizePath(page, locale)).toBe(theirs === '/es' ? '/es/' : theirs);
    },
  );
});
