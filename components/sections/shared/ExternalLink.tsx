import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { action } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/cn';
import { outsideLanguage } from '@/lib/outside-links';
import type { Locale } from '@/i18n/routing';

type Props = { href: string; className?: string; children: ReactNode };

/**
 * The language of an outside page that is not the reader's, said before they leave: "(en
 * inglés)" after the link's words, and `hreflang`.
 */
export function useOutsideLanguage(href: string) {
  const locale = useLocale() as Locale;
  const t = useTranslations('Common');
  const language = outsideLanguage(href, locale);
  return {
    hrefLang: language,
    note: language ? <> {t('inEnglish')}</> : null,
  };
}

/** A link to another site: a new tab, no opener or referrer, and it says so to everyone. */
function ExternalAnchor({
  href,
  className,
  children,
  ...data
}: Props & { 'data-action'?: string }) {
  const { hrefLang, note } = useOutsideLanguage(href);
  const t = useTranslations('Common');
  return (
    <a
      href={href}
      hrefLang={hrefLang}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      {...data}
    >
      {children}
      {note}
      <span className="sr-only"> {t('newTab')}</span>
      <Icon name="external-link" className="size-4 shrink-0" />
    </a>
  );
}

/**
 * The external link as a button: a secondary action (directions, an outside application), never
 * the colour of a call or a request (docs/product.md#one-colour-per-action).
 */
export function ExternalButton({
  className,
  shape,
  ...props
}: Props & { shape?: Parameters<typeof action>[2] }) {
  return <ExternalAnchor {...props} {...action('secondary', className, shape)} />;
}

/** The same promise as a text link inside a paragraph or an address. */
export function ExternalTextLink({ className, ...props }: Props) {
  return (
    <ExternalAnchor
      {...props}
      className={cn(
        'inline-flex min-h-11 items-center gap-1 font-bold text-brand underline underline-offset-4 hover:text-brand-deep',
        className,
      )}
    />
  );
}
