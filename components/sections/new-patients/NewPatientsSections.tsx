import { noWidow } from '@/lib/typography';
import { Art } from '@/components/ui/Art';
import { pageText } from '@/lib/page-text';
import { BookButton, CallButton } from '../shared/Actions';
import { CheckList } from '../shared/CheckList';
import { ContactDetails } from '../shared/ContactDetails';
import { CtaBand } from '../shared/CtaBand';
import { PageHero } from '../shared/PageHero';
import { SectionTitle } from '../shared/SectionTitle';
import { ArtTitle } from '../shared/ArtTitle';

const card = 'rounded-3xl bg-white p-6 shadow-soft';

/** "What to bring" (messages: bring.items), each thing with its picture. */
const bring = [
  ['insuranceCard', 'spot/bring-insurance-card'],
  ['id', 'spot/bring-id'],
  ['medicines', 'spot/bring-medicines'],
  ['records', 'spot/bring-records'],
  ['papers', 'spot/bring-papers'],
  ['comfort', 'spot/bring-comfort'],
] as const;

/** The first visit, step by step (messages: timeline.steps), on round pictures. */
const timeline = [
  ['arrive', 'spot/timeline-arrive'],
  ['meet', 'spot/timeline-meet'],
  ['exam', 'spot/timeline-exam'],
  ['cleaning', 'spot/timeline-cleaning'],
  ['plan', 'spot/timeline-plan'],
] as const;

/** "Your first visit": ages, what to bring, forms, who comes, payment, the visit, X-rays. */
export async function NewPatientsSections() {
  const { text, list, locale } = await pageText('NewPatientsPage');
  return (
    <>
      <PageHero text={text} art="header/new-patients">
        <BookButton label={text('cta.book')} />
        <CallButton label={text('cta.call')} variant="outline" />
      </PageHero>

      <div className="container-page grid gap-8 py-12 lg:grid-cols-2">
        <section aria-labelledby="ages">
          <SectionTitle id="ages">{text('ages.title')}</SectionTitle>
          <p className="mt-3 max-w-prose">{text('ages.text')}</p>
          <SectionTitle id="caregiver" size="md" className="mt-8">
            {text('caregiver.title')}
          </SectionTitle>
          <p className="mt-3 max-w-prose">{text('caregiver.text')}</p>
        </section>
        <section aria-labelledby="bring" className={card}>
          <SectionTitle id="bring" size="md">
            {text('bring.title')}
          </SectionTitle>
          <ul className="mt-4 grid gap-3">
            {bring.map(([k, art]) => (
              <li key={k} className="flex items-center gap-3">
                <Art name={art} locale={locale} className="size-10 shrink-0 sm:size-12" />
                <span>{text(`bring.items.${k}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="timeline" className="bg-white py-12">
        <div className="container-page">
          <SectionTitle id="timeline">{text('timeline.title')}</SectionTitle>
          <ol className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-5">
            {timeline.map(([k, art], index) => (
              <li key={k} className="rounded-3xl bg-cream p-5 shadow-soft">
                <ArtTitle art={art} locale={locale} step={index + 1}>
                  <h3 className="text-lg font-black text-brand-deep">
                    {noWidow(text(`timeline.steps.${k}.title`))}
                  </h3>
                </ArtTitle>
                <p className="mt-1 text-base">{text(`timeline.steps.${k}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className="container-page grid gap-8 py-12 lg:grid-cols-3">
        <section aria-labelledby="forms" className={card}>
          <SectionTitle id="forms" size="md">
            {text('forms.title')}
          </SectionTitle>
          {list('forms.text').map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="insurance" className={`${card} lg:col-span-2`}>
          <SectionTitle id="insurance" size="md">
            {text('insurance.title')}
          </SectionTitle>
          <CheckList items={list('insurance.items')} className="mt-4" />
        </section>
        <section aria-labelledby="xrays" className={`${card} lg:col-span-2`}>
          <SectionTitle id="xrays" size="md">
            {text('xrays.title')}
          </SectionTitle>
          {list('xrays.text').map((paragraph) => (
            <p key={paragraph} className="mt-3">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="language" className={card}>
          <SectionTitle id="language" size="md">
            {text('language.title')}
          </SectionTitle>
          <p className="mt-3">{text('language.text')}</p>
        </section>
        <section aria-labelledby="getting" className={`${card} lg:col-span-2`}>
          <SectionTitle id="getting" size="md">
            {text('getting.title')}
          </SectionTitle>
          <p className="mt-3">{text('getting.text')}</p>
          <ContactDetails className="mt-4" />
        </section>
        <section aria-labelledby="reschedule" className={card}>
          <SectionTitle id="reschedule" size="md">
            {text('reschedule.title')}
          </SectionTitle>
          <p className="mt-3">{text('reschedule.text')}</p>
        </section>
      </div>
      <CtaBand text={text} book={text('cta.book')} />
    </>
  );
}
