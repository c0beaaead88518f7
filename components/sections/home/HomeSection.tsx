import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A section of the home page: the anchor the navigation links to (`#about`), labelled by its
 * heading (`about-title`), white where `white` so neighbours stand apart. `afterHero`: the
 * section that follows the hero on the same ground starts closer to it (its full top margin
 * under the hero's left 130 px of nothing at 1280 px).
 */
export function HomeSection({
  id,
  white = false,
  afterHero = false,
  className,
  children,
}: {
  id: string;
  white?: boolean;
  afterHero?: boolean;
  /** The layout inside the page's container. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        white && 'bg-white',
        afterHero ? 'pt-10 pb-10 sm:pt-12 sm:pb-20' : 'py-10 sm:py-20',
      )}
    >
      <div className={cn('container-page', className)}>{children}</div>
    </section>
  );
}
