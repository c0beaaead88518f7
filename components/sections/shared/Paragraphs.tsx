import { withPhone } from '@/components/ui/with-phone';

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

/** A message's items as a plain list, bulleted or numbered (`ordered`) by its classes. */
export function TextList({
  items,
  ordered = false,
  className,
}: {
  items: string[];
  ordered?: boolean;
  className: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
