import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { About } from '@/components/sections/home/About';
import { Contact } from '@/components/sections/home/Contact';
import { Hero } from '@/components/sections/home/Hero';
import { OtherLanguage } from '@/components/sections/home/OtherLanguage';
import { Services } from '@/components/sections/home/Services';
import { Testimonials } from '@/components/sections/home/Testimonials';
import { ThankYou } from '@/components/sections/shared/ThankYou';
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
  return (
    <>
      <ThankYou />
      <OtherLanguage />
      <Hero />
      <Services />
      <About />
      <Testimonials />
      <Contact />
    </>
  );
}
