import { createElement, Fragment, type ReactNode } from 'react';
import { keptWhole } from './rehype-keep-names.mjs';

/**
 * Keeps a heading's last two words together, so that no heading ends with a line holding a
 * single word where the two would fit (docs/architecture.md#layout-rules); `text-wrap: balance`
 * does the rest.
 * The pair goes in an inline-block rather than behind a no-break space: it moves to the next
 * line as one piece, yet still wraps inside itself when it is wider than the line. Joined with a
 * no-break space, "comprehensive treatment" at 320 px or "nuestro consultorio" in a narrow card
 * could not wrap at all, and widened its column past the page's margin or broke inside a word.
 * A heading of one or two words is left as it is; a lone separator joins the pair. The look test checks all of this at five
 * widths, in both languages.
 */
export function noWidow(text: string): ReactNode {
  // A heading of two sentences ("Questions? We are happy to help") breaks between them rather
  // than inside one ("Questions? We" / "are happy to help"): each in a box of its own, which
  // still wraps inside when wider than the line.
  // So does a short heading of two phrases around a comma ("An accessible office, flexible
  // times"; never "An accessible" / "office, flexible times"); a longer phrase would take a line
  // of its own when it wraps, and leave the first alone on its line.
  const phrases = /^(\S+(?:\s+\S+){1,2},)\s+(\S+(?:\s+\S+){1,2})$/.exec(text.trim());
  const sentences = phrases ? phrases.slice(1) : text.trim().split(/(?<=[?!])\s+(?=\S)/);
  if (sentences.length > 1)
    return createElement(
      'span',
      null,
      ...sentences.flatMap((sentence, index) => [
        index ? ' ' : null,
        createElement('span', { key: index, className: 'inline-block' }, pairUp(sentence)),
      ]),
    );
  return pairUp(text);
}

/**
 * A paragraph's or a link's last two words kept on one line, so that its last line never holds a
 * single word (a lead, a text link, a footer link); unlike `noWidow`, sentences are not set apart.
 * In text of body size two words always fit a line, so the pair is an inline span that does not
 * wrap rather than a heading's inline-block: a link's underline runs under inline text, but stops
 * short of an inline-block inside it ("What to do now" underlined to "to").
 */
export function lastPair(text: string): ReactNode {
  // A short phrase after a colon or a question ("Dental emergency: what to do now", "¿Emergencia
  // dental? Qué hacer ahora") stays one piece: the line breaks at the colon or the question
  // mark, not inside the phrase ("what to" / "do now").
  const colon = /^(.*[:?])\s+(\S+(?:\s+\S+){1,3})\s*$/s.exec(text);
  if (colon?.[1] && colon[2] && colon[2].length <= 24)
    return together(colon[1], colon[2], 'whitespace-nowrap');
  return pairUp(text, 'whitespace-nowrap');
}

/**
 * Words around a person's name with the name kept in one piece ("Meet" / "Dr. Elena Ramírez",
 * never "Meet Dr." / "Elena Ramírez" or "Ramírez" alone): a link's name on one line (`box`
 * `whitespace-nowrap`), or a heading's in an inline-block that moves to the next line whole.
 * The words themselves when the name is not in them.
 */
export function nameWhole(words: string, name: string, box = 'whitespace-nowrap'): ReactNode {
  const at = words.indexOf(name);
  if (at < 0) return words;
  return createElement(
    'span',
    null,
    words.slice(0, at),
    createElement('span', { className: box }, name),
    words.slice(at + name.length),
  );
}

/** The last two words of a heading in one box (see `noWidow`). */
function pairUp(text: string, box = 'inline-block'): ReactNode {
  // A separator standing alone ("Pediatric dentistry · Chino") goes with the words around it,
  // so that no line starts or ends with it.
  const match = /^(.*\S)\s+((?![·•|–—&/]\s)\S+\s+(?:[·•|–—&/]\s+)?\S+)\s*$/s.exec(text);
  if (!match) return wholeWords(text);
  const [, head = '', pair = ''] = match;
  return together(head, pair, box);
}

/**
 * Words, then the words kept together in a box. One span around both, so that in a flex
 * container (a card's link) the words stay one flex item instead of two side by side.
 */
function together(head: string, tail: string, box: string): ReactNode {
  return createElement(
    'span',
    null,
    wholeWords(`${head} `),
    createElement('span', { className: box }, wholeWords(tail)),
  );
}

/**
 * Words with a hyphen ("Medi-Cal", "X-rays") kept whole, in a heading or a figure's label: browsers break a line
 * after a hyphen, and "Medi-" / "Cal" is a word split in two. Text without one is left a string.
 */
export function wholeWords(text: string): ReactNode {
  return unbroken(text, /(\S+-\S+)/, Fragment);
}

/**
 * Running text with each name that has a hyphen ("Medi-Cal", "X-rays") and each phone number
 * kept on one line (`keptWhole` in lib/rehype-keep-names.mjs): a no-wrap span around it, so the text
 * still reads, copies and is found as written. One span around it all, so that a flex parent
 * sees one item. Text without a name is left a string.
 */
export function keepNames(text: string): ReactNode {
  return unbroken(text, keptWhole, 'span');
}

/**
 * The text with each piece the pattern captures in a span that does not wrap, all inside
 * `outer`; the text itself when the pattern finds nothing.
 */
function unbroken(text: string, pattern: RegExp, outer: typeof Fragment | 'span'): ReactNode {
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  return createElement(
    outer,
    null,
    ...parts.map((part, index) =>
      index % 2
        ? createElement('span', { key: index, className: 'whitespace-nowrap' }, part)
        : part,
    ),
  );
}

/**
 * A phrase read on one line as plain text ("Mon – Thu", "8:00 a.m. a 6:00 p.m.", "Mom of Sofía"):
 * no-break spaces, and a word joiner after each dash, after which a line may otherwise break.
 * For a string that must stay a string (a message argument, a caption); in a heading or a link,
 * the boxes of `noWidow` and `lastPair` still wrap inside when wider than the line.
 */
export function onOneLine(text: string): string {
  return text.replace(/ /g, '\u00a0').replace(/–/g, '–\u2060');
}

/**
 * A rich message's own words (not its tags' words, which their functions draw) with each name
 * that has a hyphen kept whole (`keepNames`): rich text is running text.
 */
export function namesWhole(node: ReactNode): ReactNode {
  if (typeof node === 'string') return keepNames(node);
  if (Array.isArray(node))
    return node.map((part: ReactNode, index) =>
      typeof part === 'string'
        ? createElement(Fragment, { key: `names-${index}` }, keepNames(part))
        : part,
    );
  return node;
}
