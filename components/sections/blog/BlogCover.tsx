import { Art } from '@/components/ui/Art';
import { blogCover } from '@/content/art';
import type { Locale } from '@/i18n/routing';

/**
 * An article's cover picture (content/art.ts `blogCover`); an article the office added without
 * one of its own shows the blog's header picture, cropped to the cover's shape.
 */
export function BlogCover({
  slug,
  locale,
  priority,
  className,
}: {
  slug: string;
  locale: Locale;
  priority?: boolean;
  className: string;
}) {
  return (
    <Art
      name={blogCover(slug) ?? 'header/blog'}
      locale={locale}
      priority={priority}
      className={className}
    />
  );
}
