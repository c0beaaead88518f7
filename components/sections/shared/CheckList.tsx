import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/cn';

/**
 * A list whose items each start with a check mark, in the leaf green that keeps its contrast on
 * every background the site uses (a yellow mark on a yellow card all but vanished).
 */
export function CheckList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <ul className={cn('grid gap-2.5', className)}>
      {items.map((item, index) => (
        // A list's items never move: its place is its key.
        <li key={index} className="flex gap-2.5">
          <Icon name="check" className="mt-1 size-5 shrink-0 text-leaf" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
