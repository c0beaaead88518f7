import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SectionTitle } from './SectionTitle';

/**
 * One section in two columns (`children`), labelled by the title of its first `Column`, whose
 * `id` it takes. `grid`, where given, lays the columns out inside a box, or inside the page's
 * container on a white `band`.
 */
export function SplitSection({
  id,
  band = false,
  className = band ? 'bg-white py-12' : 'container-page grid gap-10 py-12 lg:grid-cols-2',
  grid,
  children,
}: {
  id: string;
  band?: boolean;
  className?: string;
  grid?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      {grid ? <div className={cn(band && 'container-page', grid)}>{children}</div> : children}
    </section>
  );
}

/** A column of a SplitSection under its title; the first column's `id` names the section. */
export function Column({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </div>
  );
}
