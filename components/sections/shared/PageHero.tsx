import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { Art } from '@/components/ui/Art';
import type { ArtName } from '@/content/art';
import { HeroTitle } from './SectionHeading';

/**
 * The top of every content page, from the page's `hero` messages: eyebrow, the page's one h1
 * and an intro, then the page's actions. Beside them from tablets up, the page's header picture
 * in a 5:4 frame (the ratio a photo would have), so no header is half empty.
 */
export function PageHero({
  text,
  art,
  children,
}: {
  text: (key: 'hero.eyebrow' | 'hero.title' | 'hero.intro') => string;
  art: `header/${string}` & ArtName;
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <section className="bg-gradient-to-b from-brand-soft to-cream">
      <div className="container-page grid items-center gap-8 py-12 sm:py-16 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="max-w-3xl">
          <HeroTitle eyebrow={text('hero.eyebrow')} title={text('hero.title')} />
          <p className="mt-4 text-lg sm:text-xl">{text('hero.intro')}</p>
          {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
        </div>
        {/* Phones go straight from the title to the page's actions; the picture waits for room. */}
        <Art name={art} locale={locale} className="hidden aspect-[5/4] h-auto w-full md:block" />
      </div>
    </section>
  );
}
