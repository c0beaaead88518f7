import type { ComponentType } from 'react';
import type { Locale } from '@/i18n/routing';

export const legalPages = [
  'privacy',
  'privacy-practices',
  'terms',
  'accessibility',
  'nondiscrimination',
] as const;
export type LegalPage = (typeof legalPages)[number];

export const isLegalPage = (value: string): value is LegalPage =>
  legalPages.includes(value as LegalPage);

export type LegalMeta = { updated: string };

/** A legal text's `meta`, checked: the build stops on a missing or malformed revision date. */
export function validateLegalMeta(meta: unknown, file: string): LegalMeta {
  const updated = (meta as Partial<LegalMeta> | undefined)?.updated;
  if (typeof updated !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(updated))
    throw new Error(`${file}: meta.updated must be a YYYY-MM-DD date`);
  return { updated };
}

/** A legal page's text in one language: content/legal/<page>/<locale>.mdx. */
export async function loadLegalPage(
  page: LegalPage,
  locale: Locale,
): Promise<{ Content: ComponentType; meta: LegalMeta }> {
  const mod = await import(`./legal/${page}/${locale}.mdx`);
  return {
    Content: mod.default,
    meta: validateLegalMeta(mod.meta, `content/legal/${page}/${locale}.mdx`),
  };
}
