import { art, type ArtName } from '@/content/art';
import type { Locale } from '@/i18n/routing';

/**
 * The small picture a document page (a legal notice, a paper form) opens with: whole at 5:4,
 * about half the column on phones, its column's width beside the title from tablets up; never
 * printed. The page places it.
 */
export const documentArtClass =
  'aspect-[5/4] h-auto w-[56%] rounded-[7.2%/9%] ring-1 ring-brand-deep/10 sm:w-60 md:w-full print:hidden';

/**
 * One of the site's illustrations (content/art.ts), as a plain <img>: no JavaScript. Its
 * width and height come from the catalogue, so the browser reserves the space (size it with
 * CSS, e.g. `w-full h-auto`). Alt text is in the page's language; decorative art gets alt="".
 * Below the fold by default (lazy); pass `priority` for the picture in the first screen.
 * `decorative` hides a meaningful picture where the text beside it already says the same.
 */
export function Art({
  name,
  locale,
  className,
  priority = false,
  decorative = false,
  alt: altText,
}: {
  name: ArtName;
  locale: Locale;
  className?: string;
  priority?: boolean;
  decorative?: boolean;
  /** The page's own words for the picture, where they say more (the dentist's name). */
  alt?: string;
}) {
  const entry = art[name];
  const alt = decorative ? '' : (altText ?? (entry.decorative ? '' : entry.alt[locale]));
  return (
    // A static export serves plain files: there is no image optimizer for next/image to use,
    // and SVG needs none.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={entry.src}
      width={entry.width}
      height={entry.height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
