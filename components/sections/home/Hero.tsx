import { lastPair } from '@/lib/typography';
import { useLocale, useTranslations } from 'next-intl';
import { ArrowText } from '@/components/ui/ArrowText';
import { Art } from '@/components/ui/Art';
import { textLinkClass } from '@/components/ui/button';
import { OfficeStatus } from '@/components/site/OfficeStatus';
import { useFactArgs } from '@/lib/facts';
import { ActionRow, BookButton, CallButton } from '../shared/Actions';
import { HeroTitle } from '../shared/SectionHeading';
import { TrustLine } from './TrustLine';

/**
 * The home page's hero (#home, docs/product.md#home-page): the headline, the two actions (call;
 * book, which leads to the contact section and its request form) and the trust line, all in the
 * first screen of a phone; the picture beside them from laptops up, after them on phones.
 */
export function Hero() {
  const t = useTranslations('Home.hero');
  const locale = useLocale();
  const facts = useFactArgs();
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="bg-gradient-to-b from-brand-soft to-cream"
    >
      {/* From laptops up the picture is the hero's other half (36rem, the photo's slot at
          launch), its top level with the eyebrow; the tint runs down to its foot. */}
      <div className="container-page grid items-center gap-x-12 gap-y-4 pt-6 pb-2 sm:gap-y-6 sm:pt-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,36rem)] lg:grid-rows-[auto_1fr] lg:gap-y-2 lg:pb-6">
        <div className="lg:self-start">
          <HeroTitle id="home-title" eyebrow={t('eyebrow')} title={t('title')} />
          <p className="mt-3 text-xl font-bold text-ink">{lastPair(t('subtitle'))}</p>
          <ActionRow className="mt-5">
            <CallButton label={t('call', facts)} />
            <BookButton href="#request-intro" />
          </ActionRow>
          <OfficeStatus className="mt-3" withHours />
          <TrustLine />
        </div>
        {/* On phones the picture follows the trust line at its 5:4, three quarters of the
            column wide so that it shows whole in the first screen (the call bar waits below it
            until the page scrolls, app/globals.css); beside the text from laptops up. */}
        <Art
          name="header/home"
          locale={locale}
          priority
          className="mx-auto aspect-[5/4] h-auto w-3/4 rounded-3xl sm:w-full sm:max-w-sm sm:rounded-none lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-w-none lg:self-start"
        />
        <a href="#about" className={`${textLinkClass} justify-self-start lg:self-start`}>
          <ArrowText>{t('learnMore')}</ArrowText>
        </a>
      </div>
    </section>
  );
}
