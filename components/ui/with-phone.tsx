import { Fragment, type ReactNode } from 'react';
import { keepNames, noWidow } from '@/lib/typography';

/** A phone number as the site writes it: "(909) 555-0142", with a plain or no-break space. */
const phoneNumber = /(\(\d{3}\)[ \u00a0]\d{3}-\d{4})/;

/**
 * A text with every phone number kept on one line, with the word before it and the mark after it
 * (docs/product.md#look-and-feel: a phone number never breaks across lines). Messages carry the office's number through their `{phone}` argument
 * as plain text, and a form hint shows one as an example; this wraps each in a no-wrap span. The
 * result is one inline element, so a flex parent sees one item, not one per piece of text.
 */
export function withPhone(
  text: string,
  { closing = false }: { closing?: boolean } = {},
): ReactNode {
  const parts = text.split(phoneNumber);
  // `closing`: centred closing text, whose last line never holds one word alone (noWidow).
  // A name with a hyphen ("Medi-Cal") stays whole too (keepNames).
  if (parts.length === 1) return closing ? noWidow(text) : keepNames(text);
  // The word before the number and the mark after it go with it ("call (909) 555-0142."), so
  // the number never starts a line alone; but a little word ("Llamar al") stays with the word
  // before it instead, a better place to break ("Llamar al" / "(909) 555-0142", not "Llamar" /
  // "al (909) 555-0142").
  for (let index = 1; index < parts.length; index += 2) {
    const previous = parts[index - 1]!;
    const little = /(\S)[ \u00a0](\p{L}{1,2})[ \u00a0]$/u.exec(previous);
    const before = little ? '' : (/\S+[ \u00a0]$/.exec(previous)?.[0] ?? '');
    parts[index - 1] = little
      ? `${previous.slice(0, little.index)}${little[1]}\u00a0${little[2]} `
      : previous.slice(0, previous.length - before.length);
    const after = /^[^\s]+/.exec(parts[index + 1] ?? '')?.[0] ?? '';
    parts[index] = before + parts[index] + after;
    if (after) parts[index + 1] = parts[index + 1]!.slice(after.length);
  }
  return (
    <span>
      {parts.map((part, index) =>
        index % 2 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          <Fragment key={index}>
            {closing && index === parts.length - 1 && /\S\s+\S/.test(part)
              ? noWidow(part)
              : keepNames(part)}
          </Fragment>
        ),
      )}
    </span>
  );
}
