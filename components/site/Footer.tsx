import { noWidow, lastPair } from '@/lib/typography';
import { useTranslations, type Messages } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { footerLinks, legalLinks } from '@/content/navigation';
import { addressText, maps, practice, servedCities, servedRegion } from '@/content/practice';
import { useFactArgs } from '@/lib/facts';
import { ContactLines } from './ContactLines';
import { OtherLanguageSwitcher } from './OtherLanguageSwitcher';
import { LogoMark, LogoName } from './Logo';
import { OfficeHours } from './OfficeHours';
import { Fold } from '@/components/ui/Fold';
import { SiteLink } from './SiteLink';
import { ExternalButton } from '@/components/sections/shared/ExternalLink';
import { MapFrame } from '@/components/sections/shared/MapFrame';

const heading = 'mb-3 text-lg font-extrabold text-white';
/** The phone disclosures' summaries: a full-width 44 px row under a hairline. */
const fold = 'border-t border-white/15 pt-2 text-lg text-white hover:text-sun';
/** Footer links are 44 px tall targets (docs/product.md#look-and-feel), stacked without gaps. */
const link =
  'inline-flex min-h-11 min-w-11 items-center rounded underline-offset-4 hover:text-sun hover:underline';

/**
 * The footer's id: the layout's `<link rel="expect">` holds the first paint until the parser
 * reaches it, so the page above it is painted whole, never half-parsed.
 */
export const footerId = 'site-footer';

/**
 * The shared footer (docs/product.md#footer). Dark on purpose: it closes every page calmly. It is
 * the page's contentinfo landmark; inside it only the quick links are a landmark (navigation). Its
 * other parts are found by their headings: as regions they would crowd a screen reader's list of
 * landmarks, and "Office hours" would be there twice on /contact and /appointment, whose own hours
 * card has that name (axe best practice: landmarks are unique).
 */
export function Footer() {
  const t = useTranslations('Footer');
  // The cities, then the region with its own "and" (as the home page says them).
  const cities = servedCities.join(', ');
  const year = new Date().getFullYear();

  return (
    <footer id={footerId} className="on-dark mt-16 bg-brand-deep text-sky-50">
      {/* Equal columns on a laptop, as many as the page leaves: where the page shows its own
          hours, the footer leaves their column out, and the others share the row (a column
          that only said "above on this page" read as unfinished). */}
      <div className="below-fold container-page grid gap-5 pt-10 pb-6 md:grid-cols-2 md:gap-10 md:gap-y-8 md:py-12 lg:auto-cols-fr lg:grid-flow-col lg:grid-cols-none">
        {/* On phones the language switch stands beside the name, the description under both
            (a row of its own under the description made the footer longer); from tablets up
            it follows the description. */}
        <div className="flex flex-wrap items-center justify-between gap-x-4 md:block">
          {/* The header's two lines, so the name never breaks in a narrow column. */}
          <p className="flex items-center gap-2 text-white">
            <LogoMark className="size-11 shrink-0" />
            <LogoName className="text-lg" subClassName="text-xs text-sky-100" />
          </p>
          <p className="mt-3 max-md:order-last max-md:w-full">{lastPair(t('description'))}</p>
          <OtherLanguageSwitcher tone="dark" className="md:mt-3 md:-ml-3" />
        </div>

        <div data-footer-contact>
          <h2 id="footer-contact" className={heading}>
            {noWidow(t('contactUs'))}
          </h2>
          <address className="grid gap-3 not-italic">
            <ContactLines
              className="gap-2"
              iconClassName="text-sun"
              linkClassName={link}
              phoneClassName="font-bold"
              // The street address alone: the practice's name is the logo's, just above it.
              address={addressText}
            />
          </address>
          {/* The footer's one directions button; the map's fold below has none. */}
          <ExternalButton href={maps.directionsUrl} className="mt-3">
            <Icon name="map-pin" className="size-5" />
            {t('getDirections')}
          </ExternalButton>
        </div>

        {/* On phones the map folds away (docs/architecture.md#layout-rules); the hours, four
            short rows a parent looks for, start open, and can be folded. */}
        {/* On phones the column steps aside (`contents`): where its parts are hidden, it leaves
            no gap. Hidden where the page shows the hours itself (app/globals.css): the same list
            twice on one screen reads as a mistake. */}
        <div data-footer-contact data-footer-hours className="max-md:contents">
          <Fold
            landmark={false}
            id="footer-hours"
            open
            title={t('hours')}
            icon={<Icon name="clock" className="size-5 text-sun" />}
            headingClassName={heading}
            summaryClassName={fold}
          >
            {/* Short day names ("Mon – Thu"). In four columns (lg) the Spanish hours do not fit
                beside their days: each day sits above its hours until the columns are wide
                enough (xl). */}
            <OfficeHours
              short
              className="mt-2 md:mt-0 lg:grid-cols-1 xl:grid-cols-[1fr_auto] lg:[&_dd]:mb-1.5 xl:[&_dd]:mb-0"
            />
          </Fold>
        </div>

        {/* The map, a column beside the hours from laptops up; on phones it folds away. */}
        {/* `data-footer-map`: the column the offline pages leave out (scripts/build/offline.mjs). */}
        <div data-footer-map className="max-md:contents">
          <Fold
            data-footer-map-fold
            landmark={false}
            id="footer-map"
            title={noWidow(t('mapFold'))}
            icon={<Icon name="map" className="size-5 text-sun" />}
            headingClassName={heading}
            summaryClassName={fold}
          >
            <div className="mt-2 grid gap-4 md:mt-0">
              <p data-footer-areas>{t('servingAreas', { cities, region: servedRegion })}</p>
              <MapFrame title={t('mapTitle')} aspect="aspect-[8/3] md:aspect-[16/10]" />
            </div>
          </Fold>
          {/* Where the page shows its own map, from tablets up the column keeps the cities
              served, unless the page says them too (app/globals.css). */}
          <div data-footer-areas-column>
            <h2 className={heading}>{noWidow(t('areas'))}</h2>
            <p data-footer-areas>{t('servingAreas', { cities, region: servedRegion })}</p>
          </div>
        </div>
      </div>

      {/* The quick links repeat the menu: on phones they fold away under the map's fold; from
          tablets up they are a row of their own (in a column they were the footer's tallest
          block). */}
      <nav aria-labelledby="footer-quick-links" className="below-fold container-page pb-6 md:pb-8">
        <Fold
          landmark={false}
          id="footer-quick-links"
          title={noWidow(t('quickLinks'))}
          icon={<Icon name="menu" className="size-5 text-sun" />}
          headingClassName={heading}
          summaryClassName={fold}
        >
          {/* On phones two columns, each row's links centred on each other when one wraps. */}
          <LinkList
            links={footerLinks}
            className="mt-2 grid grid-cols-2 items-center gap-x-4 md:mt-0 md:flex md:flex-wrap md:gap-x-6"
          />
        </Fold>
      </nav>

      <div className="below-fold border-t border-white/15">
        {/* The legal links on a row of their own (beside the copyright, the last one wrapped
            alone), then the copyright and the credits. */}
        <div className="container-page flex flex-col gap-4 py-6 text-base sm:pb-24 md:gap-2 md:text-sm xl:pb-6">
          <nav aria-label={t('legal')}>
            <LinkList links={legalLinks} className="flex flex-wrap gap-x-5" />
          </nav>
          <div className="md:flex md:justify-between md:gap-x-8">
            <p>{t('copyright', { year, name: practice.name })}</p>
            <p className="mt-1 text-sky-100 md:mt-0">{t('credits')}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}

/** A list of footer links, each named as the navigation names its page. */
function LinkList({
  links,
  className,
}: {
  links: readonly { key: keyof Messages['Nav']; href: string }[];
  className: string;
}) {
  const nav = useTranslations('Nav');
  // A page's name may hold a fact ("{publicProgram} for kids").
  const facts = useFactArgs();
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} className={link}>
            {lastPair(nav(item.key, facts))}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
