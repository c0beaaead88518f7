import { useTranslations } from 'next-intl';
import { addressText, maps, practice } from '@/content/practice';
import { ContactLines } from '@/components/site/ContactLines';
import { cn } from '@/lib/cn';
import { inlineLinkClass } from '@/components/ui/button';
import { ExternalTextLink } from './ExternalLink';

/** Address with a directions link, phone and e-mail: the block every contact area shows. */
export function ContactDetails({ className }: { className?: string }) {
  const t = useTranslations('Footer');
  return (
    <address data-contact className={cn('grid gap-3 not-italic', className)}>
      <ContactLines
        className="gap-3"
        iconClassName="text-brand"
        linkClassName={inlineLinkClass}
        address={
          <>
            <span className="block font-bold">{practice.name}</span>
            {addressText}
            <span className="mt-1 block">
              <ExternalTextLink href={maps.directionsUrl}>{t('getDirections')}</ExternalTextLink>
            </span>
          </>
        }
      />
    </address>
  );
}
