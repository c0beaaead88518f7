import { Art } from '@/components/ui/Art';
import { SiteLink } from '@/components/site/SiteLink';
import { dentistName } from '@/content/practice';
import type { Locale } from '@/i18n/routing';
import type { PageText } from '@/lib/page-text';
import { nameWhole, noWidow } from '@/lib/typography';

/** The end of every article: who wrote it, and the way to her page. */
export function AuthorCard({ text, locale }: { text: PageText<'Blog'>['text']; locale: Locale }) {
  return (
    <section
      aria-labelledby="author-title"
      className="mt-12 grid grid-cols-[5rem_minmax(0,1fr)] items-start gap-x-4 gap-y-3 rounded-3xl bg-white p-5 shadow-soft sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-x-6 sm:p-8"
    >
      {/* The name beside says who she is: the portrait adds nothing for a screen reader. */}
      <Art
        name="photo/dentist-portrait"
        locale={locale}
        decorative
        className="aspect-[4/5] h-auto w-full rounded-2xl bg-brand-soft sm:row-span-3"
      />
      <div>
        <h2 id="author-title" className="text-base font-extrabold text-brand-deep">
          {noWidow(text('author.title'))}
        </h2>
        <p className="mt-1 text-xl leading-snug font-black text-brand-deep">
          {dentistName(locale)}
        </p>
        <p className="mt-1 text-muted">{text('author.role')}</p>
      </div>
      <p className="col-span-2 sm:col-span-1 sm:col-start-2">{text('author.bio')}</p>
      <SiteLink
        href="/about"
        className="col-span-2 inline-flex min-h-11 items-center self-start justify-self-start font-extrabold text-brand underline underline-offset-4 hover:text-brand-deep sm:col-span-1 sm:col-start-2"
      >
        {nameWhole(text('author.more'), dentistName(locale))}
      </SiteLink>
    </section>
  );
}
