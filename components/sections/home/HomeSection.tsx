import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A section of the home page: the anchor the navigation links to (`#about`), labelled by its
 * heading (`about-title`), white where `white` so neighbours stand apart.
 */
export function HomeSection({
  id,
  white = false,
  className,
  children,
}: {
  id: string;
  white?: boolean;
  /** The layout inside the page's container. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(white && 'bg-white', 'py-10 sm:py-20')}
    >
      <div className={cn('container-page', className)}>{children}</div>
    </section>
  );
}
