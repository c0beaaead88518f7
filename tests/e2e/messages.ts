import faqs from '../../content/faqs.json';
import en from '../../messages/en.json';
import es from '../../messages/es.json';

/**
 * The site's own wording, read from messages/*.json, so a test names a control the way the page
 * does instead of guessing a translation. Facts go in as the ICU arguments the page fills
 * (`{phone}`); the spec's fixed values stay written out in the tests that check them.
 */
export type Lang = 'en' | 'es';
export type Args = Record<string, string | number>;

/** The site's two languages, each with the prefix of its paths. */
export const languages = [
  { lang: 'en', prefix: '' },
  { lang: 'es', prefix: '/es' },
] as const;

/**
 * The FAQ the office keeps (content/faqs.json), in a language, as the page's groups: tests name it
 * `FaqsPage.groups.<id>.title` and `FaqsPage.groups.<id>.items.<n>.q` / `.a`.
 */
const faqGroups = (lang: Lang) =>
  Object.fromEntries(
    faqs.groups.map((group) => [
      group.id,
      {
        title: group.title[lang],
        items: group.items.map((item) => ({ q: item.q[lang], a: item.a[lang] })),
      },
    ]),
  );

const withFaqs = (lang: Lang, catalogue: typeof en) => ({
  ...catalogue,
  FaqsPage: { ...catalogue.FaqsPage, groups: faqGroups(lang) },
});

/** The messages of each language, with the FAQ's groups where the page shows them. */
export const catalogues = { en: withFaqs('en', en), es: withFaqs('es', es) };

const messages: Record<Lang, unknown> = catalogues;

/** The node at a dotted path; a part is an object's key or a list's index (`items.0`). */
function node(lang: Lang, key: string): unknown {
  let at: unknown = messages[lang];
  for (const part of key.split('.')) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, part)) {
      throw new Error(`messages/${lang}.json has no ${key}`);
    }
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** A message's text: plain `{arguments}` filled from `args`, rich-text tags dropped. */
function fill(text: string, args: Args, where: string): string {
  const filled = text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(args, name)) throw new Error(`${where}: no value for {${name}}`);
    return String(args[name]);
  });
  // Plurals and selects are ICU the site formats: a test has no business re-implementing them.
  if (/[{}]/.test(filled)) throw new Error(`${where} is more than plain {arguments}: ${text}`);
  return filled.replace(/<\/?[a-z][^>]*>/gi, '');
}

/** The text of the message at `Namespace.dotted.key` in a language, e.g. `msg('es', 'Header.menu')`. */
export function msg(lang: Lang, key: string, args: Args = {}): string {
  const text = node(lang, key);
  if (typeof text !== 'string') throw new Error(`messages/${lang}.json: ${key} is not a message`);
  return fill(text, args, `${lang} ${key}`);
}

/**
 * The words inside one rich-text tag of a message (`<medi>…</medi>`), filled: what a link drawn
 * by that tag is named.
 */
export function msgTag(lang: Lang, key: string, tag: string, args: Args = {}): string {
  const text = node(lang, key);
  const inside = typeof text === 'string' && new RegExp(`<${tag}>(.*?)</${tag}>`).exec(text);
  if (!inside) throw new Error(`messages/${lang}.json: ${key} has no <${tag}>`);
  return fill(inside[1]!, args, `${lang} ${key} <${tag}>`);
}

/** The raw messages of a list, in order, whether it is an array or an object keyed "1", "2", …. */
function items(lang: Lang, key: string): string[] {
  const list = node(lang, key);
  const values = Array.isArray(list) ? list : Object.values(list as object);
  if (!values.every((v) => typeof v === 'string')) {
    throw new Error(`messages/${lang}.json: ${key} is not a list of messages`);
  }
  return values as string[];
}

/**
 * The one item of a message list that states the given facts (it uses exactly the arguments
 * named in `args`), filled. A test finds the sentence by what it says, not by its place in the
 * list, so reordering or renumbering the list does not move the test to another sentence.
 */
export function msgItem(lang: Lang, key: string, args: Args): string {
  const names = Object.keys(args).sort().join();
  const argsOf = (text: string) =>
    [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join();
  const found = items(lang, key).filter((text) => argsOf(text) === names);
  if (found.length !== 1) {
    throw new Error(`${lang} ${key}: ${found.length} items use exactly {${names}}, not one`);
  }
  return fill(found[0]!, args, `${lang} ${key}`);
}

/**
 * The keys of the message group at `key`, in order: an object's own keys, or a list's indexes.
 * A page shows one card, line or item per key, so a test counts them here instead of typing a
 * number that goes stale when a card or a line is added or removed.
 */
export function msgKeys(lang: Lang, key: string): string[] {
  const group = node(lang, key);
  if (group === null || typeof group !== 'object') {
    throw new Error(`messages/${lang}.json: ${key} is not a group of messages`);
  }
  return Object.keys(group);
}

/**
 * The keys of the groups inside the message group at `key` (the cards of a section, each with
 * its own title and text), leaving out the section's own messages (its title, its labels).
 */
export function msgGroups(lang: Lang, key: string): string[] {
  return msgKeys(lang, key).filter((part) => typeof node(lang, `${key}.${part}`) === 'object');
}

/** Every message of a list (or of an object of messages), in order, filled with `args`. */
export function msgList(lang: Lang, key: string, args: Args = {}): string[] {
  return msgKeys(lang, key).map((part) => msg(lang, `${key}.${part}`, args));
}
