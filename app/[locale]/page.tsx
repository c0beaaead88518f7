import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: '/', key: 'home' });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Home.hero');
  return (
    <section id="home" className="bg-gradient-to-b from-brand-soft to-cream">
      <div className="container-page py-16 sm:py-24">
        <h1 className="max-w-3xl text-4xl font-black leading-tight text-brand-deep sm:text-5xl">
          {t('title')}
        </h1>
        <p className="mt-4 max-w-2xl text-xl text-muted">{t('subtitle')}</p>
      </div>
    </section>
  );
}
