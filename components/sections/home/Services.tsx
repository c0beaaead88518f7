import { useLocale, useTranslations } from 'next-intl';
import { Art } from '@/components/ui/Art';
import { PhoneFold } from '@/components/ui/Fold';
import { ArrowText } from '@/components/ui/ArrowText';
import { Icon } from '@/components/ui/Icon';
import { SiteLink } from '@/components/site/SiteLink';
import { useFactArgs } from '@/lib/facts';
import { SecondaryLink } from '../shared/Actions';
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
 * The four services, then the ways to the care for nervous children and children with special
 * needs. On phones, four compact rows: the picture, the title and an arrow, the whole
 * row the link to the page that says more (a grid of half-width cards showed a title and the same
 * "Learn more" four times). From tablets up, cards with their descriptions, what each includes
 * from 48rem, four in a row on large screens; the title is the link there too.
 */
export function Services() {
  const t = useTranslations('Home.services');
  const common = useTranslations('Common');
  const locale = useLocale();
  const facts = useFactArgs();
  return (
    <HomeSection id="services" afterHero>
      <SectionHeading id="services-title" text={t} intro={t('intro')} />
      <ul className="mt-6 grid gap-3 sm:mt-10 sm:grid-cols-2 sm:gap-6 xl:grid-cols-4">
        {cards.map(({ key, href }) => (
          <li
            key={key}
            className="relative flex items-center gap-3 rounded-3xl bg-white p-3 shadow-soft hover:ring-2 hover:ring-brand-soft sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:content-start sm:items-start sm:gap-0 sm:p-6 sm:hover:ring-0"
          >
            <Art name={`spot/${key}`} locale={locale} className="size-12 shrink-0 sm:size-14" />
            {/* From tablets up the cards' parts stand on rows they share (a subgrid: picture,
                title, words, what is included), so the words and the lists start level however
                the titles wrap; the arrow follows the title's last word. On phones it stands at
                the row's end. */}
            <h3 className="min-w-0 grow text-lg font-black text-brand-deep sm:mt-2 sm:grow-0 sm:text-xl xl:text-lg">
              {/* On phones the link covers the whole row (its ::after), a 44 px target and more. */}
              <SiteLink
                href={href}
                className="flex min-h-11 items-center justify-between gap-2 underline-offset-4 after:absolute after:inset-0 after:rounded-3xl hover:underline sm:block sm:after:hidden"
              >
                <ArrowText iconClassName="text-brand max-sm:hidden" words={2}>
                  {t(`cards.${key}.title`)}
                </ArrowText>
                <Icon name="arrow-right" className="size-5 shrink-0 text-brand sm:hidden" />
              </SiteLink>
            </h3>
            <p className="mt-2 hidden sm:block">{t(`cards.${key}.text`, facts)}</p>
            <PhoneFold
              summary={common('included')}
              name={t(`cards.${key}.title`)}
              className="mt-4 max-md:hidden"
            >
              <ul className="grid gap-2 text-base">
                {features.map((n) => (
                  <li key={n} className="flex gap-2">
                    <Icon name="check" className="mt-1 size-4 shrink-0 text-leaf" />
                    {t(`cards.${key}.features.${n}`, facts)}
                  </li>
                ))}
              </ul>
            </PhoneFold>
          </li>
        ))}
      </ul>
      {/* The care a worried parent looks for, which the four cards do not name. */}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <p className="w-full font-bold text-brand-deep sm:w-auto">{t('more')}</p>
        <SecondaryLink href="/sedation-dentistry">{t('moreLinks.sedation')}</SecondaryLink>
        <SecondaryLink href="/special-needs">{t('moreLinks.specialNeeds')}</SecondaryLink>
      </div>
    </HomeSection>
  );
}
