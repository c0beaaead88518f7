import { getRequestConfig } from 'next-intl/server';
import { isLocale, routing } from './routing';
import { onMessageError, messageFallback, withFallback } from '@/lib/messages';
import en from '@/messages/en.json';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const own = locale === 'en' ? en : (await import(`../messages/${locale}.json`)).default;
  return {
    locale,
    messages: withFallback(own, en),
    onError: onMessageError,
    getMessageFallback: messageFallback,
  };
});
