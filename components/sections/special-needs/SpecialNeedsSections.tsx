import { noWidow, keepNames } from '@/lib/typography';
import { ArrowText } from '@/components/ui/ArrowText';
import { FoldCard } from '@/components/ui/Fold';
import { textLinkClass } from '@/components/ui/button';
import { SiteLink } from '@/components/site/SiteLink';
import { specialNeedsReview } from '@/content/reviews';
import { cn } from '@/lib/cn';
import { balancedColumns } from '@/lib/columns';
import { pageText } from '@/lib/page-text';
import { SecondaryLink } from '../shared/Actions';
import { ArtCard } from '../shared/ArtCards';
import { CheckList } from '../shared/CheckList';
import { CtaBand } from '../shared/CtaBand';
import { PageHero } from '../shared/PageHero';
import { ReviewCard } from '../shared/Reviews';
import { Paragraphs } from '../shared/Paragraphs';
import { TitledSection } from '../shared/TitledSection';

/** The four "How we make visits easier" cards (messages: benefits.cards), with their art. */
const benefits = [
  ['sensory', 'spot/sensory'],
  ['familiarFaces', 'spot/familiar-faces'],
  ['visualSchedule', 'spot/visual-schedule'],
  ['accessible', 'spot/accessible'],
] as const;

/**
 * The questions parents ask before a visit (messages: questions.items), each answered once here;
 * the sedation page links to them. The practical ones first (staying in the room, adults, the
 * picture story), then the two about treatment (holding still, general anesthesia): from laptops
 * up they fill the two columns, which then end close to level in both languages. With the two
 * long answers in the middle of the list, one column ended 110–265 px above the other.
 */
const questions = ['stay', 'adults', 'materials', 'stabilization', 'anesthesia'] as const;

/**
 * docs/product.md#special-needs-page: description, one featured review, four benefits, "Read More
 * Reviews", planning the visit, parents' questions.
 */
export async function SpecialNeedsSections() {
  const { text, list } = await pageText('SpecialNeedsPage');
  // The picture story of the visit, where the page promises it: the visual-schedules card and
  // the answer on what to read before the visit.
  const storyLink = (
    <SiteLink href="/my-visit" className={cn('mt-2 justify-self-start', textLinkClass)}>
      <ArrowText>{text('storyLink')}</ArrowText>
    </SiteLink>
  );
  // A card's height, roughly: its words, plus a heading's and a link's worth.
  const columns = balancedColumns(
    questions,
    (key) =>
      text(`questions.items.${key}.q`).length +
      text(`questions.items.${key}.a`).length +
      120 +
      (key === 'materials' ? 60 : 0),
  );
  return (
    <>
      <PageHero text={text} art="header/special-needs" />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_minmax(0,26rem)]">
        <TitledSection id="description" text={text}>
          <Paragraphs items={list('description.text')} className="mt-4 max-w-prose" />
        </TitledSection>
        <TitledSection
          id="review"
          text={text}
          size="sm"
          className="self-start rounded-3xl border-l-8 border-sun bg-white p-6 shadow-soft"
        >
          <ReviewCard review={specialNeedsReview} flat className="mt-3" />
          <SecondaryLink href="/reviews" className="mt-5">
            {text('readMore')}
          </SecondaryLink>
        </TitledSection>
      </div>
      <TitledSection id="benefits" text={text} band>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {benefits.map(([key, art]) => (
            <ArtCard
              key={key}
              art={art}
              title={text(`benefits.cards.${key}.title`)}
              text={text(`benefits.cards.${key}.text`)}
              rows={3}
            >
              {key === 'visualSchedule' && storyLink}
            </ArtCard>
          ))}
        </ul>
      </TitledSection>
      <TitledSection id="prepare" text={text} column className="py-12">
        <CheckList items={list('prepare.items')} className="mt-5" columns="md" />
      </TitledSection>
      <TitledSection id="questions" text={text} band>
        {/* Two columns that each run down, split where they end closest to level (a row
            would leave a hole beside a short answer). On phones each question folds to itself,
            as the FAQs do. */}
        <div className="mt-6 grid gap-3 md:grid-cols-2 md:items-start md:gap-5">
          {columns.map((column, i) => (
            <ul key={i} className="grid gap-3 md:gap-5">
              {column.map((key) => (
                <FoldCard
                  key={key}
                  as="li"
                  titleId={`question-${key}`}
                  title={noWidow(text(`questions.items.${key}.q`))}
                  className="rounded-3xl bg-cream shadow-soft md:p-6"
                  titleClassName="text-lg font-extrabold text-brand-deep md:text-xl"
                >
                  <p className="mt-1 md:mt-2">{keepNames(text(`questions.items.${key}.a`))}</p>
                  {key === 'materials' && storyLink}
                </FoldCard>
              ))}
            </ul>
          ))}
        </div>
      </TitledSection>
      <CtaBand text={text} />
    </>
  );
}
