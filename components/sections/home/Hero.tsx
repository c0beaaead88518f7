import { useLocale, useTranslations } from 'next-intl';
import { AppointmentRequestForm } from '@/components/forms/AppointmentRequestForm';
import { Art } from '@/components/ui/Art';
import { textLinkClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-data';
import { OfficeStatus } from '@/components/site/OfficeStatus';
import { SiteLink } from '@/components/site/SiteLink';
import { servedCities, servedRegion } from '@/content/practice';
import { cn } from '@/lib/cn';
import { useFactArgs } from '@/lib/facts';
import { noWidow } from '@/lib/typography';
import { BookButton, CallButton, EmergencyLink } from '../shared/Actions';
import { Chips } from '../shared/Chips';
import { HeroTitle } from '../shared/SectionHeading';
import { SectionTitle } from '../shared/SectionTitle';

const reasons = ['specialized', 'orthodontics', 'emergency', 'family'] as const;
/** The badge strip: the spec's three highlights and, in red, emergencies. */
const badges: { key: 'bilingual' | 'insurance' | 'gentle' | 'emergency'; icon: IconName }[] = [
  { key: 'bilingual', icon: 'globe' },
  { key: 'insurance', icon: 'shield-check' },
  { key: 'gentle', icon: 'heart' },
  { key: 'emergency', icon: 'siren' },
];

/**
 * The home page's hero (#home, docs/product.md#home-page). On phones it opens with the headline,
 * the two actions and the picture, and the request form follows at once
 * (docs/architecture.md#layout-rules); the description, the four reasons, the badge
 * strip and the cities come after. From laptops up the form stands beside the rest.
 */
export function Hero() {
  const t = useTranslations('Home.hero');
  const locale = useLocale();
  const facts = useFactArgs();
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="bg-gradient-to-b from-brand-soft via-cream to-cream"
    >
      <div className="container-page grid gap-8 py-8 sm:py-12 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-start lg:gap-x-10">
        <div className="grid items-center gap-6 sm:grid-cols-[1fr_13rem] xl:grid-cols-[1fr_16rem]">
          <div>
            <HeroTitle id="home-title" eyebrow={t('eyebrow')} title={t('title')} />
            <p className="mt-3 text-xl font-bold text-ink">{t('subtitle')}</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <CallButton label={t('call', facts)} />
              <BookButton label={t('book')} href="#request-title" />
            </div>
            <OfficeStatus className="mt-3" />
          </div>
          <Art
            name="header/home"
            locale={locale}
            priority
            className="mx-auto aspect-[5/4] h-auto w-full max-w-72 sm:max-w-none"
          />
        </div>

        <div className="rounded-3xl border-2 border-sun bg-white p-5 shadow-soft sm:p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <SectionTitle id="request-title" size="md">
            {t('formTitle')}
          </SectionTitle>
          <p className="mt-1 mb-4 text-muted">{t('formIntro', facts)}</p>
          <AppointmentRequestForm labelledBy="request-title" />
        </div>

        <div>
          <p className="text-lg font-bold text-ink">{t('tagline')}</p>
          <p className="mt-2 max-w-2xl">{t('description', facts)}</p>
          <div className="mt-3 flex flex-wrap gap-x-6">
            <a href="#about" className={textLinkClass}>
              {t('learnMore')}
              <Icon name="chevron-down" className="size-5" />
            </a>
            <SiteLink href="/new-patients" className={textLinkClass}>
              {t('firstVisitLink')}
              <Icon name="arrow-right" className="size-5" />
            </SiteLink>
          </div>
        </div>

        <div>
          <h2 className="sr-only">{t('reasonsTitle')}</h2>
          <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
            {reasons.map((key) => (
              <li key={key} className="rounded-2xl bg-white p-4 shadow-soft">
                <h3 className="font-extrabold text-brand-deep">
                  {noWidow(t(`reasons.${key}.title`))}
                </h3>
                <p className="mt-1 text-base text-muted">{t(`reasons.${key}.text`, facts)}</p>
                {key === 'emergency' && (
                  <EmergencyLink label={t('emergencyLink')} className="mt-1 text-base" />
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="container-page pb-10 sm:pb-12">
        <ul data-badges className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          {badges.map(({ key, icon }) => (
            <li
              key={key}
              className={cn(
                'rounded-2xl p-3 sm:p-4',
                key === 'emergency' ? 'bg-coral-soft' : 'bg-sun-soft',
              )}
            >
              <p className="flex items-center gap-2 leading-tight font-extrabold">
                <Icon
                  name={icon}
                  className={cn(
                    'size-5 shrink-0',
                    key === 'emergency' ? 'text-coral' : 'text-brand-deep',
                  )}
                />
                {t(`highlights.${key}.title`, facts)}
              </p>
              <p className="mt-1 text-sm sm:text-base">{t(`highlights.${key}.text`, facts)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="font-bold">{t('citiesTitle')}</p>
          <Chips
            items={servedCities}
            chipClassName="rounded-full bg-white px-3 py-1 text-base font-bold text-brand-deep shadow-sm"
          />
          <p>{t('citiesRegion', { region: servedRegion })}</p>
        </div>
      </div>
    </section>
  );
}
