import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/Icon';
import { action, textLinkClass } from '@/components/ui/button';
import { SiteLink } from '@/components/site/SiteLink';
import {
  patientFormPath,
  patientFormPdfPath,
  patientForms,
  pdfRecords,
  pdfSize,
} from '@/content/patient-forms';
import { localizePath } from '@/i18n/navigation';
import type { PageText } from '@/lib/page-text';
import { noWidow, keepNames } from '@/lib/typography';
import { Paragraphs } from '../shared/Paragraphs';
import { TitledSection } from '../shared/TitledSection';

/**
 * "New-patient forms" on the first-visit page: how to fill them in (at home, or at the office),
 * that nothing is sent online, then each form with its print-ready page and its PDF in the
 * page's language.
 */
export async function FormsSection({ text }: { text: PageText<'NewPatientsPage'> }) {
  const { list, locale } = text;
  const forms = await getTranslations('PatientForms');
  return (
    <TitledSection id="forms" text={text.text} column className="py-12">
      {/* From laptops up the promise that nothing goes online stands in a card beside the how-
          to, level with it, rather than under it with half the row empty. */}
      <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,65ch)_minmax(0,22rem)] lg:justify-between lg:gap-x-10">
        <div>
          <Paragraphs items={list('forms.text')} className="mt-3 first:mt-0" />
        </div>
        <p className="flex gap-3 self-center rounded-2xl bg-brand-soft p-5 font-bold text-brand-deep">
          <Icon name="shield-check" className="mt-0.5 size-6 shrink-0 text-brand" />
          <span>{text.text('forms.private')}</span>
        </p>
      </div>
      <ul className="mt-6 grid gap-4">
        {patientForms.map(({ slug, key }) => {
          const title = forms(`${key}.title`);
          const bytes = pdfRecords[slug]?.bytes[locale];
          const pdf = bytes === undefined ? '' : forms('common.pdf', { size: pdfSize(bytes) });
          return (
            <li
              key={slug}
              className="rounded-3xl bg-white p-6 shadow-soft lg:flex lg:items-center lg:gap-8"
            >
              <div className="lg:flex-1">
                <h3 className="text-xl font-black text-brand-deep">{noWidow(title)}</h3>
                <p className="mt-2 text-base">{forms(`${key}.summary`)}</p>
              </div>
              {/* Named with the form's title: every form offers the same two links. */}
              <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 lg:mt-0 lg:shrink-0">
                <SiteLink
                  href={patientFormPath(slug)}
                  aria-label={`${text.text('forms.open')}: ${title}`}
                  {...action('secondary')}
                >
                  <Icon name="printer" className="size-5 shrink-0" />
                  {text.text('forms.open')}
                </SiteLink>
                {pdf && (
                  <a
                    href={localizePath(patientFormPdfPath(slug), locale)}
                    type="application/pdf"
                    aria-label={`${pdf}: ${title}`}
                    className={textLinkClass}
                  >
                    <Icon name="file-down" className="size-5 shrink-0" />
                    {pdf}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 max-w-prose">{keepNames(text.text('forms.ahead'))}</p>
    </TitledSection>
  );
}
