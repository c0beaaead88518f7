import { noWidow } from '@/lib/typography';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const sizes = { lg: 'text-section', md: 'text-subsection', sm: 'text-xl' } as const;

/** The h2 that opens a section of a content page; `id` names the section for its landmark. */
export function SectionTitle({
  id,
  size = 'lg',
  className,
  children,
}: {
  id?: string;
  size?: keyof typeof sizes;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className={cn(sizes[size], 'font-black text-brand-deep', className)}>
      {typeof children === 'string' ? noWidow(children) : children}
    </h2>
  );
}
