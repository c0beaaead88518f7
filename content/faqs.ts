/**
 * The FAQ page's questions and answers (content/faqs.json, which the office edits): three fixed
 * groups, each question with its English and Spanish side by side, so one can never exist in a
 * single language. Answers may name the practice's facts as `{arguments}` (lib/facts.ts); they
 * are formatted here with the same ICU rules as every message.
 */
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { factArgs } from '@/lib/facts';
import faqsJson from './faqs.json';
import { faqsData, parseContent } from './schema';

export const faqs = parseContent('content/faqs.json', faqsData, faqsJson);

export type FaqGroup = {
  id: (typeof faqs.groups)[number]['id'];
  title: string;
  items: { q: string; a: string }[];
};

/** The groups in one language, every `{argument}` filled in from the facts. */
export function faqGroups(locale: Locale): FaqGroup[] {
  const messages = {
    Faq: Object.fromEntries(
      faqs.groups.map((group) => [
        group.id,
        {
          title: group.title[locale],
          items: group.items.map((item) => ({ q: item.q[locale], a: item.a[locale] })),
        },
      ]),
    ),
  };
  const t = createTranslator({ locale, messages, namespace: 'Faq' }) as unknown as (
    key: string,
    values: Record<string, string | number>,
  ) => string;
  const facts = factArgs(locale);
  return faqs.groups.map((group) => ({
    id: group.id,
    title: t(`${group.id}.title`, facts),
    items: group.items.map((_, index) => ({
      q: t(`${group.id}.items.${index}.q`, facts),
      a: t(`${group.id}.items.${index}.a`, facts),
    })),
  }));
}
