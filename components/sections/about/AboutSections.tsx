import { dentistName } from '@/content/practice';
import { lastPair, nameWhole, noWidow, keepNames } from '@/lib/typography';
import { getLocale } from 'next-intl/server';
import { pageText } from '@/lib/page-text';
import { ActionRow, BookButton, CallButton } from '../shared/Actions';
import { CheckList } from '../shared/CheckList';
import { PracticeFigures } from '../shared/PracticeFigures';
import { PageHero } from '../shared/PageHero';
import { Art } from '@/components/ui/Art';
import { SunDot } from '@/components/ui/Motif';
import { Paragraphs } from '../shared/Paragraphs';
import { SectionTitle } from '../shared/SectionTitle';
import { Column, SplitSection } from '../shared/SplitSection';
import { TeamList } from '../shared/Team';
import { TitledSection } from '../shared/TitledSection';

/**
 * docs/product.md#about-page: the dentist, her philosophy, the team a family meets, the figures,
 * the mission, "since 2019".
 */
export async function AboutSections() {
  const { text, list, entries } = await pageText('AboutPage');
  const locale = await getLocale();
  return (
    <>
      <PageHero text={text} art="header/about">
        {/* A fact, not a button: plain bold words with the brand's sun, nothing that looks tappable. */}
        <p className="flex items-center gap-2 font-extrabold text-brand-deep">
          <SunDot className="size-5 shrink-0" />
          {text('since')}
        </p>
      </PageHero>

      <section
        aria-labelledby="dentist"
        className="container-page grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-6 py-12 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-8 lg:grid-cols-[minmax(0,18rem)_1fr] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-10"
      >
        {/* 4:5, the ratio of the portrait photo that will replace it. On phones and tablets
            beside her name, as a profile opens; from laptops up the column beside her words,
            where it stays in view while they are read (under it, her quote had 280 px, seven
            italic lines). Her heading's row keeps its own height (`auto_1fr`): the bio follows
            her role however tall the portrait. */}
        <Art
          name="photo/dentist-portrait"
          locale={locale}
          alt={text('dentist.portraitAlt')}
          className="aspect-[4/5] h-auto w-full rounded-3xl shadow-soft lg:sticky lg:top-32 lg:row-span-2"
        />
        {/* On phones her heading takes the page's width and her portrait stands beside her role:
            beside the portrait, "Conozca a la Dra. Elena Ramírez" had 168 px at 320 and broke
            inside her name. Her name moves to a line of its own whole (`nameWhole`). */}
        <div className="max-sm:contents">
          <SectionTitle id="dentist" className="max-sm:order-first max-sm:col-span-2">
            {nameWhole(text('dentist.heading'), dentistName(locale), 'inline-block')}
          </SectionTitle>
          <p className="font-bold text-brand sm:mt-1">{lastPair(text('dentist.role'))}</p>
        </div>
        <div className="col-span-2 lg:col-span-1 lg:col-start-2">
          <Paragraphs items={list('dentist.bio')} className="max-w-prose not-first:mt-4" />
          <h3 className="mt-6 text-xl font-black text-brand-deep">
            {noWidow(text('dentist.highlightsTitle'))}
          </h3>
          <CheckList items={list('dentist.highlights')} className="mt-3 max-w-prose" />
          {/* Her words to parents close the section, at the bio's measure. */}
          <figure className="mt-8 max-w-prose rounded-3xl border-l-8 border-sun bg-white p-6 shadow-soft">
            <blockquote className="text-xl font-bold text-brand-deep italic">
              “{text('dentist.quote')}”
            </blockquote>
            <figcaption className="mt-3 text-muted">— {text('dentist.quoteBy')}</figcaption>
          </figure>
        </div>
      </section>

      {/* Who else a family meets: the roles, named where the practice names them. */}
      <TitledSection id="team" text={text} band>
        <p className="mt-3 max-w-prose text-lg text-muted">{text('team.intro')}</p>
        <TeamList className="mt-8" />
      </TitledSection>

      <TitledSection id="figures" title={text('stats.title')} className="container-page py-12">
        <PracticeFigures className="mt-6 lg:grid-cols-4" />
      </TitledSection>

      <SplitSection id="mission">
        <Column id="mission" title={text('mission.title')}>
          <Paragraphs items={list('mission.text')} className="mt-4" />
          <ActionRow className="mt-6">
            <CallButton label={text('call')} />
            <BookButton />
          </ActionRow>
        </Column>
        <Column title={text('values.title')}>
          <ul className="mt-4 grid gap-4">
            {entries('values.items').map((value) => (
              <li key={value.title} className="rounded-2xl bg-white p-5 shadow-soft">
                <h3 className="font-extrabold text-brand-deep">{noWidow(value.title)}</h3>
                <p className="mt-1">{keepNames(value.text)}</p>
              </li>
            ))}
          </ul>
        </Column>
      </SplitSection>
    </>
  );
}
