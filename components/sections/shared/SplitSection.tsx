import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SectionTitle } from './SectionTitle';

/**
 * Two columns that make one section, labelled by the first column's title. `grid`, where
 * given, lays the columns out inside a box, or inside the page's container on a white `band`;
 * `second` brings its own wrapper.
 */
export function SplitSection({
  id,
  title,
  band = false,
  className = band ? 'bg-white py-12' : 'container-page grid gap-10 py-12 lg:grid-cols-2',
  grid,
  second,
  children,
}: {
  id: string;
  title: string;
  band?: boolean;
  className?: string;
  grid?: string;
  /** The second column. */
  second: ReactNode;
  /** The first column, after its title. */
  children: ReactNode;
}) {
  const columns = (
    <>
      <div>
        <SectionTitle id={id}>{title}</SectionTitle>
        {children}
      </div>
      {second}
    </>
  );
  return (
    <section aria-labelledby={id} className={className}>
      {grid ? <div className={cn(band && 'container-page', grid)}>{columns}</div> : columns}
    </section>
  );
}
