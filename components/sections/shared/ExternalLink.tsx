import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/cn';

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

/** The same promise as a text link inside a paragraph or an address. */
export function ExternalTextLink({
  href,
  newTab,
  className,
  children,
}: {
  href: string;
  newTab: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center gap-1 font-bold text-brand underline underline-offset-4 hover:text-brand-deep',
        className,
      )}
    >
      {children}
      <span className="sr-only"> {newTab}</span>
      <Icon name="external-link" className="size-4 shrink-0" />
    </a>
  );
}
