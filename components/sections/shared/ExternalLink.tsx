import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';

/** A link to another site: a new tab, no opener or referrer, and it says so to everyone. */
export function ExternalButton({
  href,
  newTab,
  variant = 'primary',
  className,
  children,
}: {
  href: string;
  newTab: string;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(variant, className)}
    >
      {children}
      <span className="sr-only"> {newTab}</span>
      <Icon name="external-link" className="size-4" />
    </a>
  );
}
