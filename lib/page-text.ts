import type { ReactNode } from 'react';
import {
  useLocale,
  useTranslations,
  type Locale,
  type Messages,
  type MessageKeys,
  type NestedKeyOf,
} from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type en from '@/messages/en.json';
import { factArgs } from './facts';
import { namesWhole } from './typography';
import { getLocale } from 'next-intl/server';

type Namespace = keyof Messages;
type Args = Record<string, string | number>;

/** Every message key of a namespace, as next-intl types them (misspelled keys fail `tsc`). */
export type TextKey<N extends Namespace> = MessageKeys<Messages[N], NestedKeyOf<Messages[N]>>;

/** Keys (below `Prefix`) of the JSON arrays in a message tree whose items match `Item`. */
type ArrayKeys<T, Item, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends readonly Item[]
    ? `${Prefix}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : T[K] extends object
        ? ArrayKeys<T[K], Item, `${Prefix}${K}.`>
        : never;
}[keyof T & string];

type Tree<N extends Namespace> = (typeof en)[N];
type Entry = Record<string, string>;
type ListKey<N extends Namespace> = ArrayKeys<Tree<N>, string>;
type EntriesKey<N extends Namespace> = ArrayKeys<Tree<N>, Entry>;
/** The items of an array of objects, e.g. `[{ q, a }]`: one object of formatted strings each. */
type Entries<T, Key extends string> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? Entries<T[Head], Rest>
    : never
  : Key extends keyof T
    ? T[Key] extends readonly (infer Item)[]
      ? { [F in keyof Item]: string }[]
      : never
    : never;

/** The rich-text tags of a message (`<tel>…</tel>`), each drawn by a function of its words. */
export type Tags = Record<string, (chunks: ReactNode) => ReactNode>;

type Translator = {
  (key: string, values: Args): string;
  rich(key: string, values: Record<string, string | number | Tags[string]>): ReactNode;
  raw(key: string): unknown;
  has(key: string): boolean;
};

/**
 * A namespace's messages with the practice's facts always available as ICU arguments: `text`
 * for one message, `list` for an array of strings, `entries` for an array of objects (each
 * field formatted), `has` for optional messages; and the page's `locale`. Every key is typed against the English tree.
 */
function textOf<N extends Namespace>(translator: unknown, locale: Locale) {
  const facts: Args = factArgs(locale);
  // The one cast: next-intl types each call by its key, which the signatures below check.
  const t = translator as Translator;
  const format = (key: string, args: Args = {}) => t(key, { ...facts, ...args });
  const items = (key: string) => t.raw(key) as unknown[];
  return {
    locale,
    text: (key: TextKey<N>, args?: Args): string => format(key, args),
    list: (key: ListKey<N>, args?: Args): string[] =>
      items(key).map((_, index) => format(`${key}.${index}`, args)),
    entries: <K extends EntriesKey<N>>(key: K) =>
      items(key).map((item, index) =>
        Object.fromEntries(
          Object.keys(item as Entry).map((field) => [field, format(`${key}.${index}.${field}`)]),
        ),
      ) as Entries<Tree<N>, K>,
    has: (key: TextKey<N>): boolean => t.has(key),
    /** One message with rich-text tags, drawn by `tags` (and its own `args`, if any). */
    rich: (key: TextKey<N>, tags: Tags, args?: Args): ReactNode =>
      namesWhole(t.rich(key, { ...facts, ...args, ...tags })),
    /** Every message of a list, with rich-text tags drawn by `tags`. */
    richList: (key: ListKey<N>, tags: Tags): ReactNode[] =>
      items(key).map((_, index) => namesWhole(t.rich(`${key}.${index}`, { ...facts, ...tags }))),
  };
}

/** For async server components (page sections). */
export async function pageText<N extends Namespace>(namespace: N) {
  const [t, locale] = await Promise.all([getTranslations(namespace), getLocale()]);
  return textOf<N>(t, locale);
}

/** For synchronous server components. */
export function usePageText<N extends Namespace>(namespace: N) {
  return textOf<N>(useTranslations(namespace), useLocale());
}

export type PageText<N extends Namespace = Namespace> = ReturnType<typeof textOf<N>>;
