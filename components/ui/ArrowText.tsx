import { cn } from '@/lib/cn';
import { keepNames } from '@/lib/typography';
import { Icon } from './Icon';

/**
 * A text link's words and its arrow, the arrow kept on the line of the last word. Side by side in
 * the link's flex row, a wrapped label left the arrow at the far end of the line, away from the
 * words; inline, it could fall to a line of its own.
 */
export function ArrowText({
  children,
  iconClassName,
  words = 1,
}: {
  children: string;
  /** How many last words stay with the arrow: 2 in a heading of three words or more, so none
   * ends alone on a line. */
  words?: 1 | 2;
  /** The arrow's own classes (its colour, or where it shows). */
  iconClassName?: string;
}) {
  const text = children.trimEnd();
  let at = text.lastIndexOf(' ');
  // Two words stay together only when more come before them (a long pair may not fit a line).
  if (words === 2 && at > 0 && text.lastIndexOf(' ', at - 1) > 0)
    at = text.lastIndexOf(' ', at - 1);
  at += 1;
  return (
    <span>
      {keepNames(text.slice(0, at))}
      <span className="whitespace-nowrap">
        {text.slice(at)}
        <Icon
          name="arrow-right"
          className={cn('ml-2 inline size-5 align-[-0.3em]', iconClassName)}
        />
      </span>
    </span>
  );
}
