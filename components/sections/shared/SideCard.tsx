import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SectionTitle } from './SectionTitle';

/** A titled card beside a page's form (call, hours, contact details): a labelled section. */
export function SideCard({
  id,
  title,
  accent = false,
  children,
}: {
  id: string;
  title: string;
  /** A coral border, for the card that should catch the eye first. */
  accent?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-3xl bg-white p-6 shadow-soft', accent && 'border-2 border-coral')}
    >
      <SectionTitle id={id} size="sm">
        {title}
      </SectionTitle>
      {children}
    </section>
  );
}
