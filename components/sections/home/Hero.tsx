import { noWidow } from '@/lib/typography';
import { useTranslations } from 'next-intl';
import { AppointmentRequestForm } from '@/components/forms/AppointmentRequestForm';
import { Icon } from '@/components/ui/Icon';
import { servedCities, servedRegion } from '@/content/practice';
import { useFactArgs } from '@/lib/facts';
import { SiteLink } from '@/components/site/SiteLink';
import { EmergencyLink } from '../shared/Actions';
import { SectionTitle } from '../shared/SectionTitle';

const reasons = ['specialized', 'orthodontics', 'emergency', 'family'] as const;
const highlights = ['bilingual', 'insurance', 'gentle'] as const;

/** Spec 2.4 hero (#home): who we are, four reasons, the request form, highlights, cities. */
export function Hero() {
  const t = useTranslations('Home.hero');
  const facts = useFactArgs();
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="bg-gradient-to-b from-brand-soft via-cream to-cream"
    >
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-start lg:gap-x-10">
        <div>
          <p className="font-extrabold uppercase tracking-wider text-brand">{t('eyebrow')}</p>
          <h1 id="home-title" className="mt-2 text-title font-black text-brand-deep">
            {noWidow(t('title'))}
          </h1>
          <p className="mt-4 text-xl font-bold text-ink">{t('subtitle')}</p>
          <p className="mt-2 text-lg text-muted">{t('tagline')}</p>
          <p className="mt-4 max-w-2xl">{t('description', facts)}</p>
          <a
            href="#about"
            className="mt-5 inline-flex min-h-11 items-center gap-2 font-extrabold text-brand underline underline-offset-4 hover:text-brand-deep"
          >
            {t('learnMore')}
            <Icon name="chevron-down" className="size-5" />
          </a>
          <SiteLink
            href="/new-patients"
            className="mt-2 flex min-h-11 w-fit items-center gap-2 font-extrabold text-brand underline underline-offset-4 hover:text-brand-deep"
          >
            {t('firstVisitLink')}
            <Icon name="arrow-right" className="size-5" />
          </SiteLink>
        </div>
        <div className="rounded-3xl border-2 border-sun bg-white p-5 shadow-soft sm:p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <SectionTitle id="request-title" size="md">
            {t('formTitle')}
          </SectionTitle>
          <p className="mb-4 mt-1 text-muted">{t('formIntro', facts)}</p>
          <AppointmentRequestForm labelledBy="request-title" />
        </div>
        <div>
          <h2 className="sr-only">{noWidow(t('reasonsTitle'))}</h2>
          <ul className="grid gap-4 sm:grid-cols-2">
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
      <div className="container-page pb-12">
        <ul className="grid gap-4 md:grid-cols-3">
          {highlights.map((key) => (
            <li key={key} className="flex gap-3 rounded-2xl bg-sun-soft p-4">
              <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-deep" />
              <div>
                <p className="font-extrabold">{t(`highlights.${key}.title`, facts)}</p>
                <p className="text-base">{t(`highlights.${key}.text`, facts)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="font-bold">{t('citiesTitle')}</p>
          <ul className="flex flex-wrap gap-2">
            {servedCities.map((city) => (
              <li
                key={city}
                className="rounded-full bg-white px-3 py-1 text-base font-bold text-brand-deep shadow-sm"
              >
                {city}
              </li>
            ))}
          </ul>
          <p>{t('citiesRegion', { region: servedRegion })}</p>
        </div>
      </div>
    </section>
  );
}
