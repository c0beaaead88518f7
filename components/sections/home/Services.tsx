import { noWidow } from '@/lib/typography';
import { useLocale, useTranslations } from 'next-intl';
import { Art } from '@/components/ui/Art';
import { FoldSummary } from '@/components/ui/Fold';
import { Icon } from '@/components/ui/Icon';
import { SiteLink } from '@/components/site/SiteLink';
import { useFactArgs } from '@/lib/facts';
import { SectionHeading } from '../shared/SectionHeading';
import { HomeSection } from './HomeSection';

/**
 * docs/product.md#home-page: each card links to /services, except braces and emergencies, which
 * have pages of their own.
 */
const cards = [
  { key: 'preventive', href: '/services' },
  { key: 'restorative', href: '/services' },
  { key: 'orthodontics', href: '/orthodontics' },
  { key: 'emergency', href: '/emergency' },
] as const;
const features = [0, 1, 2, 3] as const;

/**
 * The four services as a 2 × 2 grid of icon cards on phones (the picture, the title and the way to
 * the page that says more); with their descriptions from tablets up, and what each includes from
 * 48rem, four in a row on large screens.
 */
export function Services() {
  const t = useTranslations('Home.services');
  const locale = useLocale();
  const facts = useFactArgs();
  return (
    <HomeSection id="services">
      <SectionHeading id="services-title" text={t} intro={t('intro')} />
      <ul className="mt-6 grid gap-3 min-[360px]:grid-cols-2 sm:mt-10 sm:gap-6 xl:grid-cols-4">
        {cards.map(({ key, href }) => (
          <li key={key} className="flex flex-col rounded-3xl bg-white p-3 shadow-soft sm:p-6">
            <Art name={`spot/${key}`} locale={locale} className="size-12 shrink-0 sm:size-14" />
            {/* On a phone's half-width card, 16 px keeps the last two words together from 360 px
                up ("and orthodontics" is 133 px wide, the card's text 134 px at 360). */}
            <h3 className="mt-2 text-base font-black text-brand-deep sm:text-xl xl:text-lg">
              {noWidow(t(`cards.${key}.title`))}
            </h3>
            <p className="mt-2 hidden sm:block">{t(`cards.${key}.text`, facts)}</p>
            <details className="fold group mt-4 max-md:hidden">
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
            <SiteLink
              href={href}
              className="mt-auto inline-flex min-h-11 items-center gap-1 pt-2 font-extrabold text-brand underline underline-offset-4 hover:text-brand-deep"
            >
              {t('learnMore')}
              <span className="sr-only">: {t(`cards.${key}.title`)}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
