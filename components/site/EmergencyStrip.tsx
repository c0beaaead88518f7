import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { SiteLink } from './SiteLink';

/** The strip's label: its own first words. */
const labelId = 'emergency-strip';

/**
 * A visible "Dental emergency?" link under the header on every page; red is for this
 * (docs/product.md#pages-beyond-the-original-specification).
 * A landmark of its own (complementary, named by its first words), so a screen reader's list of
 * landmarks offers it too: everything on a page is inside one (axe best practice "region").
 */
export function EmergencyStrip() {
  const t = useTranslations('Header');
  return (
    <aside
      data-emergency-strip
      aria-labelledby={labelId}
      className="border-b border-coral/20 bg-coral-soft"
    >
      <p className="container-page flex flex-wrap items-center gap-x-2 text-base">
        <Icon name="siren" className="size-5 shrink-0 text-coral" />
        {/* One line at every width: the narrowest phones read "Emergency?" (320 px). */}
        <span id={labelId} className="font-extrabold text-coral">
          <span className="max-[359px]:hidden">{t('emergency')}</span>
          <span className="min-[360px]:hidden">{t('emergencyShort')}</span>
        </span>
        <SiteLink
          href="/emergency"
          data-action="emergency"
          className="inline-flex min-h-11 items-center gap-1 font-bold text-coral underline underline-offset-4 hover:text-rose-900"
        >
          {t('emergencyLink')}
          <Icon name="arrow-right" className="size-4 max-[359px]:hidden" />
        </SiteLink>
      </p>
    </aside>
  );
}
