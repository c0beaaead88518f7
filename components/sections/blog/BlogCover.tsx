import { Art } from '@/components/ui/Art';
import { blogCover } from '@/content/art';
import type { Locale } from '@/i18n/routing';

/** An article's cover picture, where it has one (content/art.ts `blogCover`). */
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
  const cover = blogCover(slug);
  return cover ? (
    <Art name={cover} locale={locale} priority={priority} className={className} />
  ) : null;
}
