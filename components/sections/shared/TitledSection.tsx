import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import type { ArtName } from '@/content/art';
import type { Locale } from '@/i18n/routing';
import { ArtTitle } from './ArtTitle';
import { SectionTitle } from './SectionTitle';

/**
 * A section labelled by its own h2, the id tying the two together. Its classes lay it out: in
 * the page's column, or as a card; `band` spans the page in white, `box` puts the content in a
 * coloured box inside the section. `art` sets the section's spot art beside its title.
 */
export function TitledSection({
  id,
  title,
  size,
  art,
  titleClassName,
  band = false,
  box,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  size?: 'lg' | 'md' | 'sm';
  art?: ArtName;
  titleClassName?: string;
  band?: boolean;
  box?: string;
  className?: string;
  children: ReactNode;
}) {
  const locale = useLocale() as Locale;
  const heading = (
    <SectionTitle id={id} size={size} className={titleClassName}>
      {title}
    </SectionTitle>
  );
  const content = (
    <>
      {art ? (
        <ArtTitle art={art} locale={locale} beside>
          {heading}
        </ArtTitle>
      ) : (
        heading
      )}
      {children}
    </>
  );
  const inner = band ? 'container-page' : box;
  return (
    <section aria-labelledby={id} className={band ? 'bg-white py-12' : className}>
      {inner ? <div className={inner}>{content}</div> : content}
    </section>
  );
}
