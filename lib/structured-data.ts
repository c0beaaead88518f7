import type { BlogPosting, BreadcrumbList, DayOfWeek, Dentist, WithContext } from 'schema-dts';
import { intlLocale } from './dates';
import {
  dentistName,
  maps,
  officeHours,
  practice,
  servedCities,
  servedRegion,
  siteUrl,
} from '@/content/practice';
import type { Locale } from '@/i18n/routing';
import type { PostMeta } from './blog-index';
import { absoluteUrl, socialImage } from './metadata';

const practiceId = `${siteUrl}/#practice`;
const days: Record<string, DayOfWeek> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

/** Language names as each page's own language says them. */
const languageNames: Record<Locale, [string, string]> = {
  en: ['English', 'Spanish'],
  es: ['inglés', 'español'],
};

/** Every page: the practice, from content/practice.ts, with the home/footer hours. */
export function dentistJsonLd(locale: Locale, description: string): WithContext<Dentist> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    '@id': practiceId,
    name: practice.name,
    alternateName: practice.shortName,
    description,
    url: absoluteUrl('/', locale),
    image: socialImage(locale),
    logo: `${siteUrl}/icons/icon-512.png`,
    telephone: practice.phone.tel,
    email: practice.email,
    priceRange: practice.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: practice.address.street,
      addressLocality: practice.address.city,
      addressRegion: practice.address.region,
      postalCode: practice.address.postalCode,
      addressCountry: practice.address.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: practice.geo.latitude,
      longitude: practice.geo.longitude,
    },
    hasMap: maps.directionsUrl,
    openingHoursSpecification: officeHours.flatMap((row) =>
      'opens' in row
        ? [
            {
              '@type': 'OpeningHoursSpecification' as const,
              dayOfWeek: row.days.map((d) => days[d]!),
              opens: row.opens,
              closes: row.closes,
            },
          ]
        : [],
    ),
    areaServed: [
      ...servedCities.map((name) => ({ '@type': 'City' as const, name })),
      { '@type': 'AdministrativeArea', name: servedRegion },
    ],
    knowsLanguage: languageNames[locale].map((name) => ({ '@type': 'Language' as const, name })),
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: practice.phone.tel,
      email: practice.email,
      contactType: locale === 'es' ? 'citas' : 'appointments',
      availableLanguage: languageNames[locale].map((name) => ({
        '@type': 'Language' as const,
        name,
      })),
    },
    medicalSpecialty: ['https://schema.org/Pediatric', 'https://schema.org/Dentistry'],
    founder: { '@type': 'Person', name: practice.dentist.name },
  };
}

/** Every page but home: where it sits under the home page. */
export function breadcrumbJsonLd(
  locale: Locale,
  trail: Array<{ name: string; path: string }>,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, locale),
    })),
  };
}

/** Each article. */
export function blogPostingJsonLd(locale: Locale, meta: PostMeta): WithContext<BlogPosting> {
  const url = absoluteUrl(`/blog/${meta.slug}`, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: meta.title,
    description: meta.excerpt,
    datePublished: meta.date,
    dateModified: meta.updated ?? meta.date,
    inLanguage: intlLocale[locale],
    author: {
      '@type': 'Person',
      name: dentistName(locale).replace('\u00a0', ' '),
      url: absoluteUrl('/about', locale),
    },
    publisher: { '@id': practiceId },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    image: socialImage(locale),
    keywords: meta.tags.join(', '),
  };
}
