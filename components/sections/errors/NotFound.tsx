import { noWidow } from '@/lib/typography';
import { useLocale, useTranslations } from 'next-intl';
import { Art } from '@/components/ui/Art';
import { practice } from '@/content/practice';
import { ActionRow, CallButton, SecondaryLink } from '@/components/sections/shared/Actions';

/**
 * Runs as the page is parsed, on whatever host serves it: sends /en and /en/… to the English
 * home without a history entry (hosts without redirects), and logs the missing path.
 */
const script = `(function(p){if(/^\\/en(\\/|$)/.test(p)){location.replace("/");return}console.warn("404: no page at "+p)})(location.pathname)`;

/**
 * docs/product.md#errors: "404", "Oops! Page not found", "Return to Home", in the page's language.
 */
export function NotFound() {
  const t = useTranslations('NotFound');
  const locale = useLocale();
  return (
    <section className="container-page flex flex-col items-center pt-10 pb-20 text-center sm:pt-14">
      <script dangerouslySetInnerHTML={{ __html: script }} />
      {/* Its own scene: a father and son have lost their way, and our front desk points them to
          the door under the sign home (the button below is "Return to Home"). */}
      <Art
        name="header/not-found"
        locale={locale}
        decorative
        priority
        className="mb-6 h-auto w-full max-w-64 rounded-[7.2%/9%] ring-1 ring-brand-deep/10 sm:max-w-xs"
      />
      <p className="text-8xl font-black text-brand" aria-hidden="true">
        {t('code')}
      </p>
      <h1 className="mt-4 text-3xl font-black text-brand-deep sm:text-4xl">
        <span className="sr-only">{t('code')}: </span>
        {noWidow(t('title'))}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{t('text')}</p>
      <ActionRow centred className="mt-8 w-full sm:w-auto">
        <CallButton label={t('call', { phone: practice.phone.display })} />
        <SecondaryLink href="/" icon="house">
          {t('home')}
        </SecondaryLink>
      </ActionRow>
    </section>
  );
}
