import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { onMessageError, messageFallback, withFallback } from '@/lib/messages';
import en from '@/messages/en.json';
import { routing } from './routing';

/**
 * The language of every page is its `[locale]` segment, read once here through Next's root
 * params (app/[locale]/layout.tsx is the root layout), so no page or layout has to announce it.
 * Outside that segment (`next dev`'s not-found page) proxy.dev.ts's request locale decides.
 */
export default getRequestConfig(async (params) => {
  // `params.requestLocale` is a getter that reads the request's headers: touched only when the
  // root param is missing. Destructured in the signature, it ran on every page of the static
  // build, where reading headers is an error; the rejected promise, never awaited, printed a
  // NEXT_STATIC_GEN_BAILOUT stack for each page although the page built in the right language.
  const requested = (await rootLocale()) ?? (await params.requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const own = locale === 'en' ? en : (await import(`../messages/${locale}.json`)).default;
  return {
    locale,
    messages: withFallback(own, en),
    onError: onMessageError,
    getMessageFallback: messageFallback,
  };
});
