import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-data';
import { SiteLink } from '@/components/site/SiteLink';
import { localizePath } from '@/i18n/navigation';
import { reviewProfileUrl } from '@/content/practice';
import { useFactArgs } from '@/lib/facts';
import { namesWhole } from '@/lib/typography';

/** One fact of the line: its icon and its words, 44 px tall so a linked one is easy to tap. */
function Fact({
  icon,
  iconClassName = 'text-brand',
  children,
}: {
  icon: IconName;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Icon name={icon} className={`size-5 shrink-0 ${iconClassName}`} />
      <span>{children}</span>
    </>
  );
}

const row = 'flex min-h-11 items-center gap-2 leading-snug';
const underline =
  'underline decoration-brand/40 underline-offset-4 hover:text-brand hover:decoration-brand';
const link = `${row} ${underline}`;
/** A link inside a fact's words, as tall as the row, so it is as easy to tap. */
const inlineLink = `inline-flex min-h-11 items-center ${underline}`;

/**
 * The reasons to trust the practice, under the hero's buttons and within the first screen
 * (docs/product.md#home-page): the rating as of its month, linked to the review profile where it
 * can be checked; Medi-Cal, linked to its page, and PPO plans, linked to the insurance page;
 * Spanish spoken (on the English home, the link to the Spanish site); the years in practice.
 * Facts come from content/practice.ts through the messages' arguments.
 */
export function TrustLine() {
  const t = useTranslations('Home.trust');
  const locale = useLocale();
  const common = useTranslations('Common');
  const facts = useFactArgs();
  const b = (chunks: ReactNode) => (
    <b className="font-extrabold text-brand-deep">{namesWhole(chunks)}</b>
  );
  return (
    <ul
      data-trust-line
      aria-label={t('label')}
      className="mt-3 flex flex-wrap gap-x-6 text-base text-ink"
    >
      {/* The rating on a line of its own at every width; the three short facts share the next. */}
      <li className="basis-full">
        <a href={reviewProfileUrl} target="_blank" rel="noopener noreferrer" className={link}>
          <Fact icon="star" iconClassName="fill-amber-400 text-amber-600">
            {t.rich('rating', { ...facts, b })}
            {/* An inline-block, so the link's underline stays on the rating alone; set apart
                by a space in a box of its own (a plain space would be underlined, and a margin
                stayed before the words where they wrap onto a line of their own). */}
            <span data-unlined className="inline-block">
              {'\u00a0'}
            </span>
            {/* The mark every link to another site carries, with the date so it is never
                alone on a line. */}
            <span data-unlined className="inline-block whitespace-nowrap text-muted">
              ({t('ratingAsOf', facts)})
              <Icon
                name="external-link"
                className="ml-[0.3em] inline size-4 align-[-0.125em] text-brand"
              />
            </span>
            <span className="sr-only"> {common('newTab')}</span>
          </Fact>
        </a>
      </li>
      {/* Two links in one fact: Medi-Cal leads to its own page, PPO plans to the insurance page. */}
      <li className={row}>
        <Fact icon="shield-check">
          {t.rich('insurance', {
            ...facts,
            b,
            medi: (chunks) => (
              <SiteLink href="/medi-cal" className={inlineLink}>
                {chunks}
              </SiteLink>
            ),
            ppo: (chunks) => (
              <SiteLink href="/insurance" className={inlineLink}>
                {chunks}
              </SiteLink>
            ),
          })}
        </Fact>
      </li>
      <li lang="es" className={row}>
        {/* On the English home, the way to the Spanish site (docs/product.md#language): a
            visible "Se habla español" link, in its own language. */}
        {locale === 'es' ? (
          <Fact icon="globe">{t('spanish')}</Fact>
        ) : (
          <a href={localizePath('/', 'es')} hrefLang="es" className={link}>
            <Fact icon="globe">{t('spanish')}</Fact>
          </a>
        )}
      </li>
      <li className={row}>
        <Fact icon="award">{t.rich('years', { ...facts, b })}</Fact>
      </li>
    </ul>
  );
}
