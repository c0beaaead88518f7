import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { formArgs, type Borrowed, type PatientForm } from '@/content/patient-forms';
import { factArgs } from '@/lib/facts';
import { namesWhole } from '@/lib/typography';

type Args = Record<string, string | number>;
/** next-intl's translator with the keys a form names (content/patient-forms.ts types them). */
type Loose = {
  (key: string, values?: Args): string;
  rich(key: string, values: Record<string, unknown>): ReactNode;
  raw(key: string): unknown;
  has(key: string): boolean;
};

/**
 * A form's words in the page's language: its own messages (`PatientForms.<key>.…`), the ones all
 * forms share (`PatientForms.common.…`) and other pages' messages it prints as they are, every
 * fact and `formArgs` available as an argument.
 */
export async function formText(form: PatientForm) {
  const [forms, all, locale] = await Promise.all([
    getTranslations('PatientForms'),
    getTranslations(),
    getLocale(),
  ]);
  const args: Args = { ...factArgs(locale), ...formArgs(locale) };
  // The one cast: content/patient-forms.ts checks every key a form names against the messages.
  const t = forms as unknown as Loose;
  const root = all as unknown as Loose;
  return {
    locale,
    args,
    own: (key: string, extra?: Args) => t(`${form.key}.${key}`, { ...args, ...extra }),
    has: (key: string) => t.has(`${form.key}.${key}`),
    common: (key: string, extra?: Args) => t(`common.${key}`, { ...args, ...extra }),
    /** A text with markup (`<notice>`): `tags` renders each. */
    rich: (key: string, tags: Record<string, (chunks: ReactNode) => ReactNode>) =>
      namesWhole(t.rich(`${form.key}.${key}`, { ...args, ...tags })),
    /** Another page's message, or the items of its list, leaving out items naming `skip`. */
    borrowed: (key: Borrowed, skip?: string): string[] => {
      const raw = root.raw(key);
      if (!Array.isArray(raw)) return [root(key, args)];
      return raw.flatMap((item, index) =>
        skip && String(item).includes(`{${skip}}`) ? [] : [root(`${key}.${index}`, args)],
      );
    },
  };
}

export type FormText = Awaited<ReturnType<typeof formText>>;
