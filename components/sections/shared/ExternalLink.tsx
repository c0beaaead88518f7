import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';

/** A link to another site: a new tab, no opener or referrer, and it says so to everyone. */
export function ExternalButton({
  href,
  newTab,
  variant = 'primary',
  children,
}: {
  href: string;
  newTab: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass(variant)}>
      {children}
      <span className="sr-only"> {newTab}</span>
      <Icon name="external-link" className="size-4" />
    </a>
  );
}
