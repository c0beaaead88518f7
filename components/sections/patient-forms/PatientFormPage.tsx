import { Art, documentArtClass } from '@/components/ui/Art';
import { Icon } from '@/components/ui/Icon';
import { action, textLinkClass } from '@/components/ui/button';
import { SiteLink } from '@/components/site/SiteLink';
import {
  patientForm,
  patientFormPdfPath,
  pdfRecords,
  pdfSize,
  type PatientFormSlug,
} from '@/content/patient-forms';
import { localizePath } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { noWidow } from '@/lib/typography';
import { formText } from './form-text';
import { FormBlocks } from './FormBlocks';
import { PrintButton } from './PrintButton';

/**
 * A new-patient form's page: on screen, how to use it (print it, or fill in its PDF, and bring
 * it), then its sheets as paper; in print, the title and the sheets alone, one US Letter page
 * each (the print rules in app/globals.css hide the site's header, bars and footer).
 */
export async function PatientFormPage({ slug }: { slug: PatientFormSlug }) {
  const form = patientForm(slug);
  const text = await formText(form);
  const { locale } = text;
  const pages = form.sheets.length;
  const bytes = pdfRecords[slug]?.bytes[locale];
  return (
    <article
      data-patient-form={slug}
      className="container-page max-w-5xl py-8 sm:py-12 print:max-w-none print:p-0 print:text-[10pt] print:leading-[1.35]"
    >
      {/* The way back, the title, and the small picture the other inner pages open with (the
          new-patients page's, a parent with her forms): under the title on phones, beside what
          follows it from tablets up. Not on paper. */}
      <div className="md:grid md:grid-cols-[minmax(0,1fr)_12rem] md:gap-x-8 print:block">
        <SiteLink
          href="/new-patients#forms"
          className={cn(textLinkClass, 'md:col-start-1 print:hidden')}
        >
          {text.common('allForms')}
        </SiteLink>
        <h1 className="mt-2 text-title font-black text-brand-deep md:col-start-1 print:mt-0 print:text-[16pt]">
          {noWidow(text.own('title'))}
        </h1>
        <Art
          name="header/new-patients"
          locale={locale}
          priority
          className={cn(
            documentArtClass,
            'mt-4 md:col-start-2 md:row-span-3 md:row-start-1 md:mt-0',
          )}
        />
        <div className="mt-4 max-w-prose md:col-start-1 print:hidden">
          <p>{text.common('howTo')}</p>
          {/* The same two actions, in the same order and weight, as the list of forms on the
            new-patients page: print first as the button, the PDF as a link. */}
          <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2">
            <PrintButton className={action('secondary').className}>
              <Icon name="printer" className="size-5 shrink-0" />
              {text.common('print')}
            </PrintButton>
            {bytes !== undefined && (
              <a
                href={localizePath(patientFormPdfPath(slug), locale)}
                type="application/pdf"
                className={textLinkClass}
              >
                <Icon name="file-down" className="size-5 shrink-0" />
                {text.common('pdf', { size: pdfSize(bytes) })}
              </a>
            )}
          </div>
          <p className="mt-4 text-muted">{text.common('private')}</p>
        </div>
      </div>
      {/* On a screen the sheets are shown as paper (square corners, a sheet's shadow), so that a
          parent does not take the drawn boxes for fields to tap. */}
      <p className="mt-8 font-bold text-brand-deep print:hidden">{text.common('preview')}</p>
      <div data-form-sheets className="mt-4 grid gap-8 print:mt-[6pt] print:block">
        {form.sheets.map((blocks, index) => (
          <section
            key={index}
            data-form-sheet
            aria-label={text.common('sheet', { page: index + 1, pages })}
            className={cn(
              'min-w-0 rounded-sm bg-white p-5 shadow-lg ring-1 ring-ink/10 sm:p-8 print:rounded-none print:p-0 print:shadow-none print:ring-0',
              index > 0 && 'print:break-before-page',
            )}
          >
            <p className="flex flex-wrap justify-between gap-x-4 border-b-2 border-brand-soft pb-2 text-muted print:border-b print:border-ink/40 print:pb-[2pt] print:text-[8pt]">
              <span>
                <span className="font-bold text-brand-deep">{text.args.practiceName}</span>,{' '}
                {text.args.address}
              </span>
              <span>
                {index > 0 && `${text.own('title')} · `}
                {text.common('sheet', { page: index + 1, pages })}
              </span>
            </p>
            {index === 0 && (
              <p className="mt-3 max-w-prose font-bold print:mt-[5pt] print:max-w-none">
                {text.own('lead')} {text.common('bring')}
              </p>
            )}
            <FormBlocks form={form} blocks={blocks} text={text} />
          </section>
        ))}
      </div>
    </article>
  );
}
