import { noWidow, keepNames } from '@/lib/typography';
import { getLocale, getTranslations } from 'next-intl/server';
import { loadLegalPage, type LegalPage as Page } from '@/content/legal';
import { addressText, practice } from '@/content/practice';
import { formatLongDate } from '@/lib/dates';
import { ContactLines } from '@/components/site/ContactLines';
import { Art, documentArtClass } from '@/components/ui/Art';
import { cn } from '@/lib/cn';

/** The legal pages share one layout: title, revision date, text, contact. */
export async function LegalPage({ page }: { page: Page }) {
  const locale = await getLocale();
  const [{ Content, meta }, t, titles] = await Promise.all([
    loadLegalPage(page, locale),
    getTranslations('Legal'),
    getTranslations('Metadata'),
  ]);

  return (
    <article className="container-page max-w-[calc(68ch+4rem)] py-12 sm:py-16">
      {/* The title and its date, and the small picture the other inner pages open with: under
          them on phones, beside them from tablets up (the picture of questions answered at the
          desk, as on the FAQ page). Not on paper. */}
      <header className="max-w-[68ch] border-b border-brand-soft pb-6 md:grid md:grid-cols-[minmax(0,1fr)_12rem] md:items-start md:gap-x-8">
        <div>
          <h1 className="text-doc-title font-black text-brand-deep">
            {noWidow(titles(`${page}.title`))}
          </h1>
          <p className="mt-3 text-muted">
            {t.rich('lastUpdated', {
              date: formatLongDate(meta.updated, locale),
              time: (chunks) => <time dateTime={meta.updated}>{chunks}</time>,
            })}
          </p>
        </div>
        <Art
          name="header/faqs"
          locale={locale}
          priority
          className={cn(documentArtClass, 'mt-5 md:mt-0')}
        />
      </header>
      <div data-content className="prose-site mt-8">
        <Content />
      </div>
      <aside
        aria-labelledby="legal-contact"
        className="mt-12 max-w-[68ch] rounded-3xl bg-white p-6 shadow-soft sm:p-8"
      >
        <h2 id="legal-contact" className="text-xl font-extrabold text-brand-deep">
          {noWidow(t('contactTitle'))}
        </h2>
        <p className="mt-2">{keepNames(t('contactText'))}</p>
        <address className="mt-4 grid gap-3 not-italic">
          <ContactLines
            className="gap-3"
            iconClassName="text-brand"
            linkClassName="font-bold text-brand underline underline-offset-4"
            address={
              <>
                <span className="sr-only">{t('address')}: </span>
                {practice.name}, {addressText}
              </>
            }
          />
        </address>
      </aside>
    </article>
  );
}
