import { PhoneLink } from '@/components/ui/PhoneLink';
import type { MDXComponents } from 'mdx/types';
import type { ComponentProps, ReactNode } from 'react';
import { SiteLink } from '@/components/site/SiteLink';
import { useLocale, useTranslations } from 'next-intl';
import { Taglines } from '@/components/sections/legal/Taglines';
import { useOutsideLanguage } from '@/components/sections/shared/ExternalLink';
import { addressLine, dataProtection, dentistName, practice } from '@/content/practice';
import type { Locale } from '@/i18n/routing';
import { factArgs, type FactArg } from '@/lib/facts';
import { keepNames } from '@/lib/typography';

/**
 * What MDX content (legal pages, blog articles) may use: internal Markdown links go through the
 * localized link helper, and practice facts come from content/practice.ts, never typed in prose.
 */
const components: MDXComponents = {
  a: function Anchor({ href = '', children, ...props }: ComponentProps<'a'>) {
    if (href.startsWith('#'))
      return (
        <a href={href} {...props}>
          {children}
        </a>
      );
    if (href.startsWith('/'))
      return (
        <SiteLink href={href} {...props}>
          {children}
        </SiteLink>
      );
    // eslint-disable-next-line react-hooks/rules-of-hooks -- every outside link takes this path
    const { hrefLang, note } = useOutsideLanguage(href);
    // eslint-disable-next-line react-hooks/rules-of-hooks -- likewise
    const t = useTranslations('Common');
    return (
      <a href={href} hrefLang={hrefLang} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        {note}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    );
  },
  PracticeName: () => <>{practice.name}</>,
  Phone: () => <PhoneLink className="whitespace-nowrap" />,
  Email: () => <a href={`mailto:${practice.email}`}>{practice.email}</a>,
  Address: () => <>{addressLine}</>,
  Dentist: function Dentist() {
    return <>{dentistName(useLocale() as Locale)}</>;
  },
  /** A figure from the facts module, e.g. `<Fact name="cancellationHours" />`. */
  Fact: function Fact({ name }: { name: FactArg }) {
    return <>{keepNames(String(factArgs(useLocale() as Locale)[name]))}</>;
  },
  /** Whom the form service acts for, from the confirmed fact (content/practice.ts). */
  FormServiceAgreement: function FormServiceAgreement() {
    const t = useTranslations('Legal.formService');
    return (
      <>{keepNames(t(dataProtection.formServiceUnderAgreement ? 'underAgreement' : 'pending'))}</>
    );
  },
  Taglines,
  /** A long notice's contents: lib/rehype-on-this-page.mjs fills it with its ## headings. */
  OnThisPage: function OnThisPage({ children }: { children?: ReactNode }) {
    const t = useTranslations('Legal');
    return (
      <nav
        aria-labelledby="on-this-page"
        className="rounded-2xl border border-brand-soft bg-white px-5 py-4 sm:px-6"
      >
        <p id="on-this-page" className="font-extrabold text-brand-deep">
          {t('onThisPage')}
        </p>
        <ol className="mt-2 gap-x-8 sm:columns-2 [&_a]:block [&_a]:py-2.5 [&_a]:leading-6 [&_a]:font-bold [&_a]:text-balance [&_li]:mt-0! [&_li]:break-inside-avoid">
          {children}
        </ol>
      </nav>
    );
  },
};

export function useMDXComponents(): MDXComponents {
  return components;
}
