import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFound } from '@/components/sections/errors/NotFound';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: Locale }> };

// Built as a page, then moved by scripts/postbuild.mjs to out/404.html and out/es/404.html,
// so that each language has a 404 page with the whole site frame.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const meta = await pageMetadata({ locale, path: '/404', key: 'notFound' });
  return { ...meta, alternates: undefined, robots: { index: false } };
}

export default async function NotFoundPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NotFound />;
}
