import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/cn';
import { keepNames } from '@/lib/typography';

/** Two columns from tablets (`md`) or laptops (`lg`) up, each running down. */
const twoColumns = {
  md: ['md:block md:columns-2 md:gap-x-8', 'md:mb-2.5 md:break-inside-avoid'],
  lg: ['lg:block lg:columns-2 lg:gap-x-10', 'lg:mb-2.5 lg:break-inside-avoid'],
} as const;

/**
 * A list whose items each start with a check mark, in the leaf green that keeps its contrast on
 * every background the site uses (a yellow mark on a yellow card all but vanished). `columns`
 * sets it in two columns that run down, an item never split: rows of a grid left a hole under
 * each short item beside a long one.
 */
export function CheckList({
  items,
  className,
  columns,
}: {
  items: ReactNode[];
  className?: string;
  columns?: keyof typeof twoColumns;
}) {
  const [list, item] = columns ? twoColumns[columns] : [];
  return (
    <ul className={cn('grid gap-2.5', list, className)}>
      {items.map((entry, index) => (
        // A list's items never move: its place is its key.
        <li key={index} className={cn('flex gap-2.5', item)}>
          <Icon name="check" className="mt-1 size-5 shrink-0 text-leaf" />
          <span>{typeof entry === 'string' ? keepNames(entry) : entry}</span>
        </li>
      ))}
    </ul>
  );
}
