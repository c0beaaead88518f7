import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/cn';

/** A list whose items each start with a check mark. */
export function CheckList({
  items,
  className,
  tone = 'leaf',
}: {
  items: ReactNode[];
  className?: string;
  tone?: 'leaf' | 'sun';
}) {
  return (
    <ul className={cn('grid gap-2.5', className)}>
      {items.map((item, index) => (
        // A list's items never move: its place is its key.
        <li key={index} className="flex gap-2.5">
          <Icon
            name="check"
            className={cn('mt-1 size-5 shrink-0', tone === 'leaf' ? 'text-leaf' : 'text-sun')}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
