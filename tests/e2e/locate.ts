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

/** The links in `scope` that name the office's number; every one of them must call it. */
export async function callLinks(scope: Locator): Promise<Locator> {
  const links = scope.getByRole('link', { name: phone });
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', telHref);
  return links;
}

/** The small screens' menu toggle in the header, by its label in the page's language. */
export const menuToggle = (page: Page, lang: Lang) =>
  page
    .getByRole('banner')
    .locator('summary')
    .filter({ hasText: new RegExp(`^${escapeRegExp(msg(lang, 'Header.menu'))}$`) });

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
