import type { MetadataRoute } from 'next';
import { siteUrl } from '@/content/practice';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/form-error', '/es/form-error'] },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
