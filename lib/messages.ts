import { IntlErrorCode, type IntlError } from 'next-intl';

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges a language's messages over English, so a missing translation shows the English text. */
export function withFallback<T extends Tree>(own: Tree, english: T): T {
  const merged: Tree = { ...english };
  for (const [key, value] of Object.entries(own)) {
    const base = merged[key];
    merged[key] = isTree(value) && isTree(base) ? withFallback(value, base) : value;
  }
  return merged as T;
}

/** A message missing in English too: show its key, and say so in the console. */
export function messageFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return namespace ? `${namespace}.${key}` : key;
}

export function onMessageError(error: IntlError): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) {
    console.warn(`[i18n] ${error.message}`);
  } else {
    console.error(error);
  }
}

/**
 * Every leaf key of a message tree, as dotted paths with array items by index (`items.0`); used
 * to prove both languages match, lists included.
 */
export function messageKeys(tree: Tree | unknown[], prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    isTree(value) || Array.isArray(value)
      ? messageKeys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
