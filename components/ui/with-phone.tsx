import { Fragment, type ReactNode } from 'react';
import { practice } from '@/content/practice';

/**
 * A text with the office's number kept on one line (DESIGN.md: a phone number never breaks
 * across lines). Messages carry the number through their `{phone}` argument as plain text;
 * this wraps each occurrence in a no-wrap span. The result is one inline element, so a flex
 * parent sees one item, not one per piece of text.
 */
export function withPhone(text: string): ReactNode {
  const parts = text.split(practice.phone.display);
  if (parts.length === 1) return text;
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span className="whitespace-nowrap">{practice.phone.display}</span>}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
