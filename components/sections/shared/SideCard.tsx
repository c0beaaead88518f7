import type { ReactNode } from 'react';
import { TitledSection } from './TitledSection';

/** A titled card beside a page's form (call, hours, contact details): a labelled section. */
export function SideCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection id={id} title={title} size="sm" className="rounded-3xl bg-white p-6 shadow-soft">
      {children}
    </TitledSection>
  );
}
