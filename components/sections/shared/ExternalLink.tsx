import { Children, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { action, type ActionShape } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/cn';
import { outsideLanguage } from '@/lib/outside-links';
import type { Locale } from '@/i18n/routing';
import { keepNames } from '@/lib/typography';

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
  iconClassName,
  children,
  ...data
}: Props & { 'data-action'?: string; iconClassName?: string }) {
  const { hrefLang, note } = useOutsideLanguage(href);
  const t = useTranslations('Common');
  const icon = (
    <Icon
      name="external-link"
      className={cn('ml-[0.3em] inline size-4 shrink-0 align-[-0.125em]', iconClassName)}
    />
  );
  const newTab = <span className="sr-only"> {t('newTab')}</span>;
  // The icon goes with the last word (of the link's words, or of the language note), so it is
  // never alone on a line. A margin, not a space, sets it apart: the underline stops at the word.
  const tail = (lead: ReactNode) => (
    <span className="whitespace-nowrap">
      {lead}
      {newTab}
      {icon}
    </span>
  );
  const items = Children.toArray(children);
  const last = items.at(-1);
  const words = typeof last === 'string' ? last : undefined;
  const at = words ? words.trimEnd().lastIndexOf(' ') + 1 : 0;
  return (
    <a
      href={href}
      hrefLang={hrefLang}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      {...data}
    >
      {words === undefined ? (
        <>
          {children}
          {note ? (
            tail(note)
          ) : (
            <>
              {newTab}
              {icon}
            </>
          )}
        </>
      ) : (
        <>
          {items.slice(0, -1)}
          {/* The words and the note in one box, so a flex link never sets them in two columns. */}
          <span>
            {note ? (
              <>
                {keepNames(words)}
                {tail(note)}
              </>
            ) : (
              <>
                {keepNames(words.slice(0, at))}
                {tail(words.slice(at))}
              </>
            )}
          </span>
        </>
      )}
    </a>
  );
}

/**
 * The external link as a button: a secondary action (directions, an outside application), never
 * the colour of a call or a request (docs/product.md#one-colour-per-action).
 */
export function ExternalButton({ className, shape, ...props }: Props & { shape?: ActionShape }) {
  // A button drops its icons on the narrowest phones (components/ui/button.ts), this one too.
  return (
    <ExternalAnchor
      {...props}
      {...action('secondary', className, shape)}
      iconClassName="max-[359px]:hidden"
    />
  );
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
