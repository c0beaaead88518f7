import type { ComponentType } from 'react';
import type { Locale } from '@/i18n/routing';

export const legalPages = ['privacy', 'terms', 'accessibility', 'nondiscrimination'] as const;
export type LegalPage = (typeof legalPages)[number];

export const isLegalPage = (value: string): value is LegalPage =>
  legalPages.includes(value as LegalPage);

export type LegalMeta = { updated: string };

/** A legal page's text in one language: content/legal/<page>/<locale>.mdx. */
export async function loadLegalPage(
  page: LegalPage,
  locale: Locale,
): Promise<{ Content: ComponentType; meta: LegalMeta }> {
  const mod = await import(`./legal/${page}/${locale}.mdx`);
  return { Content: mod.default, meta: mod.meta as LegalMeta };
}
