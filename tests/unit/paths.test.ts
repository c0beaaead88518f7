import { isActivePath, localeFromPath, localizePath, stripLocale } from '@/lib/paths';

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
    ['/es/about', 'en', '/about'],
    ['/es/about', 'es', '/es/about'],
    ['/en/about', 'en', '/about'],
    ['/contact?thank-you=true', 'es', '/es/contact?thank-you=true'],
  ] as const)('%s in %s → %s', (path, locale, expected) =>
    expect(localizePath(path, locale)).toBe(expected),
  );

  it('leaves external, mail and phone links alone', () => {
    expect(localizePath('https://example.com/a', 'es')).toBe('https://example.com/a');
    expect(localizePath('//example.com/a', 'es')).toBe('//example.com/a');
    expect(localizePath('tel:+19095550142', 'es')).toBe('tel:+19095550142');
  });
});

describe('localeFromPath', () => {
  it.each([
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es/about', 'es'],
    ['/about', 'en'],
    ['/', 'en'],
    ['/espanol', 'en'],
  ])('%s is %s', (path, locale) => expect(localeFromPath(path)).toBe(locale));
});

describe('isActivePath (spec 2.2)', () => {
  it('matches the start of the path after removing the language prefix', () => {
    expect(isActivePath('/orthodontics', '/orthodontics')).toBe(true);
    expect(isActivePath('/orthodontics', '/es/orthodontics')).toBe(true);
    expect(isActivePath('/orthodontics', '/en/orthodontics')).toBe(true);
    expect(isActivePath('/blog', '/blog/complete-guide-kids-braces')).toBe(true);
    expect(isActivePath('/blog', '/es/blog/complete-guide-kids-braces')).toBe(true);
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
