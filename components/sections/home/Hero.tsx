import { useLocale, useTranslations } from 'next-intl';
import { Art } from '@/components/ui/Art';
import { textLinkClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';
import { OfficeStatus } from '@/components/site/OfficeStatus';
import { useFactArgs } from '@/lib/facts';
import { BookButton, CallButton } from '../shared/Actions';
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
      className="bg-gradient-to-b from-brand-soft via-cream to-cream"
    >
      <div className="container-page grid items-center gap-4 pt-6 pb-8 sm:gap-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12">
        <div>
          <HeroTitle id="home-title" eyebrow={t('eyebrow')} title={t('title')} />
          <p className="mt-3 text-xl font-bold text-ink">{t('subtitle')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <CallButton label={t('call', facts)} />
            <BookButton label={t('book')} href="#contact" />
          </div>
          <OfficeStatus className="mt-3" />
          <TrustLine />
          <a href="#about" className={`${textLinkClass} mt-2`}>
            {t('learnMore')}
            <Icon name="chevron-down" className="size-5" />
          </a>
        </div>
        <Art
          name="header/home"
          locale={locale}
          priority
          className="mx-auto aspect-[5/4] h-auto w-full max-w-60 sm:max-w-sm lg:max-w-none"
        />
      </div>
    </section>
  );
}
