import { noWidow } from '@/lib/typography';
import { pageText } from '@/lib/page-text';
import { BookButton, CallButton } from '../shared/Actions';
import { CheckList } from '../shared/CheckList';
import { ContactDetails } from '../shared/ContactDetails';
import { CtaBand } from '../shared/CtaBand';
import { PageHero } from '../shared/PageHero';
import { SectionTitle } from '../shared/SectionTitle';

const card = 'rounded-3xl bg-white p-6 shadow-soft';

/** "Your first visit": ages, what to bring, forms, who comes, payment, the visit, X-rays. */
export async function NewPatientsSections() {
  const { text, list, keys } = await pageText('NewPatientsPage');
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
          <CheckList items={list('bring.items')} className="mt-4" />
        </section>
      </div>

      <section aria-labelledby="timeline" className="bg-white py-12">
        <div className="container-page">
          <SectionTitle id="timeline">{text('timeline.title')}</SectionTitle>
          <ol className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-5">
            {keys('timeline.steps').map((k, index) => (
              <li key={k} className="rounded-3xl bg-cream p-5 shadow-soft">
                <span
                  aria-hidden="true"
                  className="grid size-9 place-items-center rounded-full bg-sun font-black text-ink"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 text-lg font-black text-brand-deep">
                  {noWidow(text(`timeline.steps.${k}.title`))}
                </h3>
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
      <CtaBand text={text} keys={keys} />
    </>
  );
}
