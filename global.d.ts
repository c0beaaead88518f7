import type en from './messages/en.json';
import type { routing } from './i18n/routing';

/**
 * The messages' type, with each JSON array typed as a record keyed by its index: next-intl's key
 * types stop checking a namespace that holds an array, but check `items.${number}` keys on a
 * record, so `t('items.0')` is typed and `t('itmes.0')` fails the type check.
 */
type Indexed<T> = T extends string
  ? T
  : T extends readonly (infer Item)[]
    ? { readonly [index: `${number}`]: Indexed<Item> }
    : { readonly [K in keyof T]: Indexed<T[K]> };

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: Indexed<typeof en>;
  }
}
