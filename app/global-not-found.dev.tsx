import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import LocaleLayout, { metadata as layoutMetadata, viewport } from './[locale]/layout';
import NotFoundPage, { generateMetadata as notFoundMetadata } from './[locale]/not-found-page/page';
import './globals.css';

// `next dev` only (pageExtensions and experimental.globalNotFound in next.config.ts): Next
// renders this file, without layouts, for a path that matches no route. The built site's
// servers answer such a path with out/404.html or out/es/404.html, both made from the
// not-found-page route; dev answers with that route in the same frame, status 404 too.
// proxy.dev.ts has told next-intl the path's language (Spanish under /es, English elsewhere).

async function params() {
  return { locale: await getLocale() };
}

export { viewport };

export async function generateMetadata(): Promise<Metadata> {
  return { ...layoutMetadata, ...(await notFoundMetadata()) };
}

export default function DevNotFound() {
  return (
    <LocaleLayout params={params()}>
      <NotFoundPage />
    </LocaleLayout>
  );
}
