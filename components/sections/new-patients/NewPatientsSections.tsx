import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ArrowText } from '@/components/ui/ArrowText';
import { cn } from '@/lib/cn';
import { Art } from '@/components/ui/Art';
import { textLinkClass } from '@/components/ui/button';
import { SiteLink } from '@/components/site/SiteLink';
import { pageText } from '@/lib/page-text';
import { EmergencyLink } from '../shared/Actions';
import { StepCards } from '../shared/ArtCards';
import { CheckList } from '../shared/CheckList';
import { ContactDetails } from '../shared/ContactDetails';
import { MapFrame } from '../shared/MapFrame';
import { CtaBand } from '../shared/CtaBand';
import { patientFormPath } from '@/content/patient-forms';
import { FormsSection } from './FormsSection';
import { PageHero } from '../shared/PageHero';
import { Paragraphs } from '../shared/Paragraphs';
import { SectionTitle } from '../shared/SectionTitle';
import { TitledSection } from '../shared/TitledSection';
import { keepNames } from '@/lib/typography';

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

/**
 * "Your first visit": ages (and the way to the emergency page for a child who is not yet a
 * patient), what to bring, forms (and asking for them ahead), who comes, payment, the visit,
 * X-rays, getting here (by bus too). The forms' section lists each form's print-ready page and
 * PDF (FormsSection).
 */
export async function NewPatientsSections() {
  const page = await pageText('NewPatientsPage');
  const { text, list, locale } = page;
  const footer = await getTranslations('Footer');
  /**
   * The page's white cards of practical answers; on laptops a card spans `columns` of three. A
   * card that answers a later question (insurance, X-rays, changing a visit) folds under its
   * title on phones.
   */
  const card = (
    id: 'bring' | 'insurance' | 'xrays' | 'language' | 'getting' | 'reschedule',
    content: ReactNode,
    columns: 1 | 2 | 3 = 1,
    fold = false,
  ) => (
    <TitledSection
      id={id}
      text={text}
      size="md"
      fold={fold ? 'card' : undefined}
      className={cn(
        'rounded-3xl bg-white shadow-soft',
        fold ? 'md:p-6' : 'p-6',
        columns === 2 && 'lg:col-span-2',
        columns === 3 && 'lg:col-span-3',
      )}
    >
      {content}
    </TitledSection>
  );
  return (
    <>
      <PageHero text={text} art="header/new-patients" />

      <div className="container-page grid gap-8 py-12 lg:grid-cols-2">
        <TitledSection id="ages" text={text}>
          <p className="mt-3 max-w-prose">{text('ages.text')}</p>
          <EmergencyLink label={text('ages.emergencyLink')} className="mt-3" />
          <SectionTitle id="caregiver" size="md" className="mt-8">
            {text('caregiver.title')}
          </SectionTitle>
          <p className="mt-3 max-w-prose">{text('caregiver.text')}</p>
          <SiteLink href={patientFormPath('caregiver-authorization')} className={textLinkClass}>
            {text('caregiver.formLink')}
          </SiteLink>
        </TitledSection>
        {card(
          'bring',
          <ul className="mt-4 grid gap-3">
            {bring.map(([k, art]) => (
              <li key={k} className="flex items-center gap-3">
                <Art name={art} locale={locale} className="size-10 shrink-0 sm:size-12" />
                <span>{keepNames(text(`bring.items.${k}`))}</span>
              </li>
            ))}
          </ul>,
        )}
      </div>

      <TitledSection id="timeline" text={text} band>
        <StepCards
          steps={timeline}
          text={(key, field) => text(`timeline.steps.${key}.${field}`)}
          // From laptops up three to a row (five in a row gave 190 px columns, seven-line
          // paragraphs), a short last row centred: its first card moves over one column (of six)
          // where it is the second-last, two where it is the last.
          className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-6 xl:*:col-span-2 xl:[&>:last-child:nth-child(3n+1)]:col-start-3 xl:[&>:nth-last-child(2):nth-child(3n+1)]:col-start-2"
          card={{ className: 'rounded-3xl bg-cream p-5 shadow-soft', titleClassName: 'text-lg' }}
        />
        {/* For the child: the same visit told as a picture story, to read together first. */}
        <SiteLink href="/my-visit" className={cn('mt-5', textLinkClass)}>
          <ArrowText>{text('timeline.storyLink')}</ArrowText>
        </SiteLink>
      </TitledSection>

      <FormsSection text={page} />

      <div className="container-page grid gap-8 pb-12 lg:grid-cols-3">
        {card(
          'language',
          <>
            <p className="mt-3">{text('language.text')}</p>
            {/* The notice of free language assistance, in fifteen languages. */}
            <SiteLink href="/nondiscrimination" className={cn('mt-3', textLinkClass)}>
              <ArrowText>{text('language.link')}</ArrowText>
            </SiteLink>
          </>,
        )}
        {card(
          'insurance',
          <>
            <CheckList items={list('insurance.items')} className="mt-4" />
            <SiteLink href="/medi-cal" className={cn('mt-3', textLinkClass)}>
              <ArrowText>{text('insurance.mediCalLink')}</ArrowText>
            </SiteLink>
          </>,
          2,
          // Folded on phones with the X-rays and changing a visit: /insurance tells it whole,
          // and the list of what to bring already asks for the card.
          true,
        )}
        {card('xrays', <Paragraphs items={list('xrays.text')} className="mt-3" />, 2, true)}
        {card('reschedule', <p className="mt-3">{keepNames(text('reschedule.text'))}</p>, 1, true)}
        {card(
          'getting',
          // A card across the page: its words keep a reading measure, and from laptops up the
          // map fills the half beside them (the page's one map: the footer's steps aside).
          <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-10">
            <div>
              <p className="mt-3 max-w-prose">{text('getting.text')}</p>
              <ContactDetails className="mt-4" />
            </div>
            <div className="mt-6 lg:mt-3">
              <MapFrame
                title={footer('mapTitle')}
                aspect="aspect-[2/1]"
                phoneAspect="max-sm:aspect-[8/3]"
              />
            </div>
          </div>,
          3,
        )}
      </div>
      <CtaBand text={text} />
    </>
  );
}
