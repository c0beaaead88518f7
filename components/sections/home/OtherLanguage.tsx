import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { localizePath } from '@/i18n/navigation';
import { otherLocale } from '@/i18n/routing';

/**
 * docs/product.md#language: instead of hidden Spanish text for search engines, a visible "Se habla
 * español" link to the Spanish home, in its own language. The Spanish home shows only the link
 * ("View the site in English"): its label is empty, since "English spoken" tells a Spanish reader
 * nothing useful.
 */
export function OtherLanguage() {
  const locale = useLocale();
  const t = useTranslations('Home.spanish');
  const other = otherLocale(locale);
  return (
    <div className="on-dark bg-brand-deep text-white">
      <p lang={other} className="container-page flex flex-wrap items-center gap-x-3 text-base">
        <Icon name="globe" className="size-5 text-sun" />
        {t('label') && <span className="font-extrabold">{t('label')}</span>}
        <a
          href={localizePath('/', other)}
          hrefLang={other}
          className="inline-flex min-h-11 items-center font-bold text-sun underline underline-offset-4"
        >
          {t('link')}
        </a>
      </p>
    </div>
  );
}
