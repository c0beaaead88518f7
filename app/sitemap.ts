import type { MetadataRoute } from 'next';
import { loadPost, postSlugs } from '@/content/blog';
import { legalPages, loadLegalPage } from '@/content/legal';
import { routes } from '@/content/navigation';
import { patientFormPaths } from '@/content/patient-forms';
import { routing } from '@/i18n/routing';
import { absoluteUrl, alternates } from '@/lib/metadata';

export const dynamic = 'force-static';

/**
 * Every page in both languages, from the same route list, forms list and blog loader the site
 * uses.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const dated = new Map<string, string>();
  for (const page of legalPages)
    dated.set(`/${page}`, (await loadLegalPage(page, 'en')).meta.updated);
  for (const slug of postSlugs())
    dated.set(`/blog/${slug}`, (await loadPost(slug, 'en')).meta.date);

  const paths = [...routes, ...patientFormPaths, ...postSlugs().map((slug) => `/blog/${slug}`)];
  return paths.flatMap((path) =>
    routing.locales.map((locale) => ({
      url: absoluteUrl(path, locale),
      ...(dated.has(path) && { lastModified: dated.get(path) }),
      alternates: { languages: alternates(path) },
    })),
  );
}
