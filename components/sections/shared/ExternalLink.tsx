import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/cn';

type Props = { href: string; newTab: string; className?: string; children: ReactNode };

/** A link to another site: a new tab, no opener or referrer, and it says so to everyone. */
function ExternalAnchor({ href, newTab, className, children }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {newTab}</span>
      <Icon name="external-link" className="size-4 shrink-0" />
    </a>
  );
}

/** The external link as a button. */
export function ExternalButton({
  variant = 'primary',
  className,
  ...props
}: Props & { variant?: ButtonVariant }) {
  return <ExternalAnchor {...props} className={buttonClass(variant, className)} />;
}

/** The same promise as a text link inside a paragraph or an address. */
export function ExternalTextLink({ className, ...props }: Props) {
  return (
    <ExternalAnchor
      {...props}
      className={cn(
        'inline-flex min-h-11 items-center gap-1 font-bold text-brand underline underline-offset-4 hover:text-brand-deep',
        className,
      )}
    />
  );
}
