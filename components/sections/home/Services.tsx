import { noWidow } from '@/lib/typography';
import { useLocale, useTranslations } from 'next-intl';
import { Art } from '@/components/ui/Art';
import { FoldSummary } from '@/components/ui/Fold';
import { Icon } from '@/components/ui/Icon';
import { SiteLink } from '@/components/site/SiteLink';
import { useFactArgs } from '@/lib/facts';
import { CallButton, EmergencyLink } from '../shared/Actions';
import { SectionHeading } from '../shared/SectionHeading';
import { HomeSection } from './HomeSection';

/**
 * docs/product.md#home-page: each card links to /services, except braces, which has its own page.
 */
const cards = [
  { key: 'preventive', href: '/services' },
  { key: 'restorative', href: '/services' },
  { key: 'orthodontics', href: '/orthodontics' },
  { key: 'emergency', href: '/services' },
] as const;
const features = [0, 1, 2, 3] as const;
const reasons = [0, 1, 2, 3] as const;
/** The two links under "Why parents trust us", on the dark panel. */
const whyLink =
  'inline-flex min-h-11 items-center font-extrabold text-sun underline underline-offset-4';

export function Services() {
  const t = useTranslations('Home.services');
  const locale = useLocale();
  const facts = useFactArgs();
  return (
    <HomeSection id="services">
      <SectionHeading id="services-title" text={t} intro={t('intro')} />
      <ul className="mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-6 xl:grid-cols-4">
        {cards.map(({ key, href }) => (
          <li key={key} className="flex flex-col rounded-3xl bg-white p-5 shadow-soft sm:p-6">
            {/* Picture beside the title on phones from 360 px, above it elsewhere. */}
            <div className="flex flex-col items-start gap-3 min-[22.5rem]:max-sm:flex-row min-[22.5rem]:max-sm:items-center">
              <Art name={`spot/${key}`} locale={locale} className="size-12 shrink-0 sm:size-14" />
              <h3 className="text-lg font-black text-brand-deep sm:text-xl xl:text-lg">
                {noWidow(t(`cards.${key}.title`))}
              </h3>
            </div>
            <p className="mt-2">{t(`cards.${key}.text`, facts)}</p>
            {/* The four features fold away on phones (app/globals.css `.fold`). */}
            <details className="fold group mt-2 md:mt-4">
              <FoldSummary className="text-brand">
                {t('included')}
                <span className="sr-only">: {t(`cards.${key}.title`)}</span>
              </FoldSummary>
              <ul className="grid gap-2 text-base">
                {features.map((n) => (
                  <li key={n} className="flex gap-2">
                    <Icon name="check" className="mt-1 size-4 shrink-0 text-leaf" />
                    {t(`cards.${key}.features.${n}`, facts)}
                  </li>
                ))}
              </ul>
            </details>
            {key === 'emergency' && (
              <EmergencyLink label={t('emergencyLink')} className="mt-3 text-base" />
            )}
            <SiteLink
              href={href}
              className="mt-auto inline-flex min-h-11 items-center gap-1 pt-4 font-extrabold text-brand underline underline-offset-4 hover:text-brand-deep"
            >
              {t('learnMore')}
              <span className="sr-only">: {t(`cards.${key}.title`)}</span>
            </SiteLink>
          </li>
        ))}
      </ul>

      <div className="on-dark mt-10 grid gap-6 rounded-3xl bg-brand-deep p-5 text-sky-50 sm:mt-12 sm:gap-8 sm:p-10 lg:grid-cols-2">
        <div>
          <h3 className="text-2xl font-black text-white">{noWidow(t('why.title'))}</h3>
          <ul className="mt-4 grid gap-3">
            {reasons.map((n) => (
              <li key={n} className="flex gap-2">
                <Icon name="check" className="mt-1 size-5 shrink-0 text-sun" />
                {t(`why.items.${n}`, facts)}
              </li>
            ))}
          </ul>
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            <SiteLink href="/about" className={whyLink}>
              {t('why.about')}
            </SiteLink>
            <SiteLink href="/reviews" className={whyLink}>
              {t('why.reviews')}
            </SiteLink>
          </p>
        </div>
        <div className="self-center rounded-2xl bg-white/10 p-6">
          <h3 className="text-xl font-black text-white">{noWidow(t('cta.title'))}</h3>
          <p className="mt-2">{t('cta.text')}</p>
          <CallButton label={t('cta.call', facts)} variant="primary" className="mt-4" />
        </div>
      </div>
    </HomeSection>
  );
}
