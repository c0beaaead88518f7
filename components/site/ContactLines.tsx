import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { practice } from '@/content/practice';
import { cn } from '@/lib/cn';

/**
 * An address that may wrap only before its `@` ("hello" / "@sunnysteps.example"), as style
 * guides break e-mail addresses: never mid-word (a narrow footer column once showed
 * "hello@sunnysteps.exa" / "mple"), nor "hello@sunnysteps" / ".example". A domain wider than its
 * line still wraps where the link's `overflow-wrap` lets it rather than overflow.
 */
export function withBreaks(address: string): ReactNode[] {
  const at = address.lastIndexOf('@');
  if (at <= 0) return [address];
  return [address.slice(0, at), <wbr key="at" />, address.slice(at)];
}

/**
 * The contact block every contact area shows (footer, contact details, legal pages): the
 * address as the place words it, then the office phone and e-mail, each with its icon and a
 * label for screen readers. Colours come from where it stands.
 */
export function ContactLines({
  address,
  iconClassName,
  linkClassName,
  phoneClassName,
  className,
}: {
  address: ReactNode;
  iconClassName: string;
  linkClassName: string;
  /** Extra classes for the phone link only (the footer makes the number bold). */
  phoneClassName?: string;
  className?: string;
}) {
  const t = useTranslations('Footer');
  const icon = (name: 'map-pin' | 'phone' | 'mail', extra?: string) => (
    <Icon name={name} className={cn(extra, 'size-5 shrink-0', iconClassName)} />
  );
  const link = (extra?: string) =>
    cn('inline-flex min-h-11 min-w-0 items-center [overflow-wrap:anywhere]', linkClassName, extra);
  const line = (name: 'phone' | 'mail', label: string, anchor: ReactNode) => (
    <p className={cn('flex items-center', className)}>
      {icon(name)}
      <span className="sr-only">{label}: </span>
      {anchor}
    </p>
  );
  return (
    <>
      <p className={cn('flex', className)}>
        {icon('map-pin', 'mt-1')}
        <span>{address}</span>
      </p>
      {line(
        'phone',
        t('phone'),
        <PhoneLink className={link(cn('whitespace-nowrap', phoneClassName))} />,
      )}
      {line(
        'mail',
        t('email'),
        <a href={`mailto:${practice.email}`} className={link()}>
          <span>{withBreaks(practice.email)}</span>
        </a>,
      )}
    </>
  );
}
