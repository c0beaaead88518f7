import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { CallBar } from '@/components/site/CallBar';
import { EmergencyStrip } from '@/components/site/EmergencyStrip';
import { Footer, footerId } from '@/components/site/Footer';
import { Header } from '@/components/site/Header';
import { HydratedMark } from '@/components/site/HydratedMark';
import { samplePreview } from '@/content/practice';
import { JsonLd } from '@/components/site/JsonLd';
import { dentistJsonLd } from '@/lib/structured-data';
import { ErrorTextProvider } from '@/components/sections/errors/ErrorText';
import { routing } from '@/i18n/routing';
import { nunito } from '@/lib/fonts';
import { languageMemoryScript } from '@/lib/language-memory';
import '../globals.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  icons: {
    icon: [
      { url: '/icon.svg', type: 'image/svg+xml' },
      { url: '/favicon-32.png', sizes: '32x32', type: 'image/png' },
    ],
    apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
  },
  manifest: '/manifest.webmanifest',
  // A preview with placeholder facts is never indexed (docs/launch.md#the-launch-guard).
  ...(samplePreview && { robots: { index: false, follow: false } }),
};

export const viewport: Viewport = {
  themeColor: '#0369a1',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'Header' });
  const errors = await getTranslations({ locale, namespace: 'Error' });
  const footer = await getTranslations({ locale, namespace: 'Footer' });

  return (
    <html lang={locale} data-scroll-behavior="smooth" className={nunito.variable}>
      <head>
        {/* No frame is painted before the parser reaches the footer: the header, the bars and the
            whole <main> are laid out once, from complete HTML. Without it, a browser that had the
            stylesheet and font in its cache (a returning visitor) could paint while the parser
            was halfway through the header or a hero, then move what it had painted when the rest
            arrived (layout shifts of 0.0003 to 0.03 with a slow CPU). The page's HTML arrives in
            the first round trip, so this waits only for parsing, never for the network. Chromium
            lifts the block when the target's start tag is parsed, and after the whole document
            if the target were missing; other browsers ignore it. */}
        <link rel="expect" href={`#${footerId}`} blocking="render" />
        <script dangerouslySetInnerHTML={{ __html: languageMemoryScript(locale) }} />
      </head>
      <body className="flex min-h-dvh flex-col pt-18 max-sm:pb-16">
        <a
          href="#main"
          className="fixed top-3 left-3 z-50 -translate-y-24 rounded-full bg-ink px-5 py-3 font-bold text-white focus:translate-y-0"
        >
          {t('skipToContent')}
        </a>
        <Header />
        {samplePreview && (
          <p
            role="note"
            data-sample-banner=""
            className="bg-ink px-4 py-2 text-center text-sm font-bold text-white"
          >
            {t('sampleContent')}
          </p>
        )}
        <EmergencyStrip />
        {/* Before <main>, though it shows at the bottom: it must be parsed whole with the top of
            the page. At the end of the document, a first paint that came while the parser was
            halfway through it painted the bar short, then moved it up (Lighthouse measured a
            layout shift of 0.007 on one load in four). */}
        <CallBar />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <ErrorTextProvider
            value={{ title: errors('title'), retry: errors('retry'), help: errors('help') }}
          >
            {children}
          </ErrorTextProvider>
        </main>
        <Footer />
        <JsonLd data={dentistJsonLd(locale, footer('description'))} />
        <HydratedMark />
      </body>
    </html>
  );
}
