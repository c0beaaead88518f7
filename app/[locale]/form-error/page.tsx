import { noWidow } from '@/lib/typography';
import type { Metadata } from 'next';
import { withPhone } from '@/components/ui/with-phone';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { SiteLink } from '@/components/site/SiteLink';
import { CallButton } from '@/components/sections/shared/Actions';
import type { Locale } from '@/i18n/routing';
import { factArgs } from '@/lib/facts';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

// Shown by the local form inbox when it could not store a submission: nothing is lost
// silently, the parent is told to call. Not linked from anywhere and not indexed.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const meta = await pageMetadata({ locale, path: '/form-error', key: 'formError' });
  return { ...meta, robots: { index: false } };
}

export default async function FormErrorPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('FormError');
  const facts = factArgs(locale);
  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-black text-coral sm:text-4xl">{noWidow(t('title'))}</h1>
      <p className="mt-4 max-w-xl text-lg">{withPhone(t('text', facts))}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <CallButton label={t('call', facts)} variant="primary" />
        <SiteLink href="/" className={buttonClass('outline')}>
          {t('home')}
        </SiteLink>
      </div>
    </section>
  );
}
