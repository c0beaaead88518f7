import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { msg, type Args, type Lang } from './messages';
import { phone, telHref } from './site';

/**
 * Ways to find what a visitor finds: a section by the heading that names it, a list's cards, the
 * links that call the office. Never by where an element sits in the markup.
 */

/** The section of the page's main content (a `region`) that the message at `key` names. */
export const region = (page: Page, lang: Lang, key: string, args?: Args) =>
  page.getByRole('main').getByRole('region', { name: msg(lang, key, args), exact: true });

/** The sections of the main content that these messages name, in the page's order. */
export const regions = (page: Page, lang: Lang, keys: string[], args?: Args) =>
  page.getByRole('main').getByRole('region', {
    name: new RegExp(`^(?:${keys.map((key) => escapeRegExp(msg(lang, key, args))).join('|')})$`),
  });

/** The items of the lists in `scope` that have a heading: cards, not the lines of their lists. */
export const cards = (scope: Locator) =>
  scope.getByRole('listitem').filter({ has: scope.page().getByRole('heading') });

/** The links in `scope` whose name holds the message at `key`, as a visitor reads it. */
export const linkNamed = (scope: Locator, lang: Lang, key: string, args?: Args) =>
  scope.getByRole('link', { name: msg(lang, key, args) });

/** A link leads to `href` and is shown. */
export async function expectLinkTo(link: Locator, href: string | RegExp) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toBeVisible();
}

/** The links in `scope` that name the office's number; every one of them must call it. */
export async function callLinks(scope: Locator): Promise<Locator> {
  const links = scope.getByRole('link', { name: phone });
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', telHref);
  return links;
}

/** The laptop bar's main navigation, by its name in the page's language. */
export const mainNav = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: msg(lang, 'Header.mainNav'), exact: true });

/**
 * Opens the bar's Services dropdown: the pointer reaching the bar loads the menu's code, then a
 * click opens it and its links show. Returns the navigation.
 */
export async function openServicesMenu(page: Page, lang: Lang): Promise<Locator> {
  const nav = mainNav(page, lang);
  await nav.hover();
  await nav.getByRole('button', { name: msg(lang, 'Nav.services') }).click();
  await expect(nav.getByRole('link', { name: msg(lang, 'Nav.orthodontics') })).toBeVisible();
  return nav;
}

/** The small screens' menu toggle in the header, by its label in the page's language. */
export const menuToggle = (page: Page, lang: Lang) =>
  page
    .getByRole('banner')
    .locator('summary')
    .filter({ hasText: new RegExp(`^${escapeRegExp(msg(lang, 'Header.menu'))}$`) });

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
