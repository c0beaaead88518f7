import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { practice } from '@/content/practice';
import { cn } from '@/lib/cn';

/**
 * The office phone and e-mail, each with its icon and a label for screen readers: the two lines
 * every contact block shows (footer, contact page). Colours come from where it stands.
 */
export function ContactLines({
  iconClassName,
  linkClassName,
  phoneClassName,
  className,
}: {
  iconClassName: string;
  linkClassName: string;
  /** Extra classes for the phone link only (the footer makes the number bold). */
  phoneClassName?: string;
  className?: string;
}) {
  const t = useTranslations('Footer');
  const line = (
    icon: 'phone' | 'mail',
    label: string,
    href: string,
    text: string,
    extra?: string,
  ) => (
    <p className={cn('flex items-center', className)}>
      <Icon name={icon} className={cn('size-5 shrink-0', iconClassName)} />
      <span className="sr-only">{label}: </span>
      <a
        href={href}
        className={cn(
          'inline-flex min-h-11 min-w-0 items-center [overflow-wrap:anywhere]',
          linkClassName,
          extra,
        )}
      >
        {text}
      </a>
    </p>
  );
  return (
    <>
      {line(
        'phone',
        t('phone'),
        `tel:${practice.phone.tel}`,
        practice.phone.display,
        cn('whitespace-nowrap', phoneClassName),
      )}
      {line('mail', t('email'), `mailto:${practice.email}`, practice.email)}
    </>
  );
}
