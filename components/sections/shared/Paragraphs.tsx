import { withPhone } from '@/components/ui/with-phone';
import { keepNames } from '@/lib/typography';

/** A message's paragraphs (an array in messages/), the office number kept on one line. */
export function Paragraphs({ items, className }: { items: string[]; className: string }) {
  return (
    <>
      {items.map((paragraph) => (
        <p key={paragraph} className={className}>
          {withPhone(paragraph)}
        </p>
      ))}
    </>
  );
}

/** A message's items as a plain bulleted list, styled by its classes. */
export function TextList({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{keepNames(item)}</li>
      ))}
    </ul>
  );
}
