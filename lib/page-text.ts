import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type en from '@/messages/en.json';
import { factArgs } from './facts';

type Namespace = keyof typeof en;
type Args = Record<string, string | number>;

/**
 * A page's messages with the practice's facts always available as ICU arguments, and lists
 * (objects keyed "1", "2", …) enumerable. Keys are checked at run time instead of by type: a
 * missing one falls back to English, then to the key, and the tests fail on any key shown.
 */
export async function pageText(namespace: Namespace) {
  const [t, locale] = await Promise.all([getTranslations(namespace), getLocale()]);
  const facts = factArgs(locale as Locale);
  const text = (key: string, args: Args = {}): string =>
    t(key as Parameters<typeof t>[0], { ...facts, ...args } as never) as string;
  const keys = (key: string): string[] =>
    Object.keys(t.raw(key as Parameters<typeof t>[0]) as object);
  const list = (key: string, args: Args = {}): string[] =>
    keys(key).map((k) => text(`${key}.${k}`, args));
  return { text, keys, list };
}

export type PageText = Awaited<ReturnType<typeof pageText>>;
