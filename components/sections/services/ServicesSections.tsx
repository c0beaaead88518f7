import { getLocale, getTranslations } from 'next-intl/server';
import { ArrowText } from '@/components/ui/ArrowText';
import { Art } from '@/components/ui/Art';
import { Icon } from '@/components/ui/Icon';
import { PhoneFold } from '@/components/ui/Fold';
import { withPhone } from '@/components/ui/with-phone';
import { SiteLink } from '@/components/site/SiteLink';
import { pageText } from '@/lib/page-text';
import { linkOnPhones, pill, textLinkClass } from '@/components/ui/button';
import { CallButton, EmergencyLink } from '../shared/Actions';
import { CheckList } from '../shared/CheckList';
import { ArtCard } from '../shared/ArtCards';
import { CtaBand } from '../shared/CtaBand';
import { PageHero } from '../shared/PageHero';
import { SectionTitle } from '../shared/SectionTitle';

const cards = ['preventive', 'restorative', 'orthodontics', 'emergency'] as const;
/** The care with pages of its own: its messages' key, the page, the spot art. */
const more = [
  ['sedation', '/sedation-dentistry', 'spot/sedation'],
  ['specialNeeds', '/special-needs', 'spot/special-needs'],
] as const;

/**
 * docs/product.md#services-page: four service cards with details and a call button, then a closing
 * band.
 */
export async function ServicesSections() {
  const { text, list } = await pageText('ServicesPage');
  const locale = await getLocale();
  const common = await getTranslations('Common');
  return (
    <>
      <PageHero text={text} art="header/services" />
      <section aria-label={text('hero.eyebrow')} className="container-page py-12">
        {/* One card per row, so no card stands beside a shorter one: from laptops up each is
            two columns, what the care is and the call on the left, what it includes on the
            right. */}
        <ul className="grid gap-6">
          {cards.map((key) => (
            <li
              key={key}
              id={key}
              data-emergency-context={key === 'emergency' || undefined}
              className={`flex flex-col rounded-3xl bg-white p-5 shadow-soft sm:p-8 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-12 ${key === 'emergency' ? 'border-2 border-coral' : ''}`}
            >
              <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
                <Art name={`spot/${key}`} locale={locale} className="size-16 shrink-0" />
                <SectionTitle size="md">{text(`cards.${key}.title`)}</SectionTitle>
              </div>
              <p className="mt-3">{text(`cards.${key}.description`)}</p>
              <div className="lg:col-start-2 lg:row-span-3 lg:row-start-1">
                {/* On phones the list folds under "What's included": the four cards, each
                    with its call, fit in a few screens (docs/architecture.md#layout-rules). */}
                <PhoneFold
                  summary={common('included')}
                  name={text(`cards.${key}.title`)}
                  className="mt-3 md:mt-5 lg:mt-0"
                >
                  <CheckList
                    items={list(`cards.${key}.details`)}
                    className="mt-1 text-base md:mt-0 lg:text-lg"
                  />
                </PhoneFold>
                {key === 'emergency' && (
                  <p className="mt-5 flex gap-2 rounded-2xl bg-coral-soft p-4 font-bold text-ink">
                    <Icon name="phone" className="mt-1 size-5 shrink-0 text-coral" />
                    {withPhone(text('emergencyNote'))}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-x-4 pt-3 sm:gap-y-4 sm:pt-6 lg:self-start">
                {/* On phones, where the phone bar already offers the call, a card's call is a
                    blue link with its icon, not a fourth identical pill down the page; the
                    emergency card keeps its red button. */}
                <CallButton
                  label={text('callButton')}
                  emergency={key === 'emergency'}
                  shape={key === 'emergency' ? pill : linkOnPhones}
                />
                {/* Each card's further reading, one way on every card: a link with its arrow
                    beside the call. The no-drill question is answered once, in the FAQ. */}
                {key === 'restorative' && (
                  <SiteLink href="/faqs#faq-care" className={textLinkClass}>
                    <ArrowText>{text('noDrillLink')}</ArrowText>
                  </SiteLink>
                )}
                {key === 'orthodontics' && (
                  <SiteLink href="/orthodontics" className={textLinkClass}>
                    <ArrowText>{text('orthodonticsLink')}</ArrowText>
                  </SiteLink>
                )}
                {key === 'emergency' && <EmergencyLink label={text('emergencyLink')} />}
              </div>
            </li>
          ))}
        </ul>
      </section>
      {/* The care for a nervous child or a child with special needs has pages of its own. */}
      <section aria-labelledby="more" className="container-page pb-12">
        <SectionTitle id="more">{text('more.title')}</SectionTitle>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {more.map(([key, href, art]) => (
            <ArtCard
              key={key}
              art={art}
              beside
              title={text(`more.items.${key}.title`)}
              text={text(`more.items.${key}.text`)}
              className="rounded-3xl bg-white p-5 shadow-soft sm:p-8"
              titleClassName="text-xl sm:text-2xl"
              textClassName="mt-3"
              rows={3}
            >
              <SiteLink href={href} className={`self-end justify-self-start pt-4 ${textLinkClass}`}>
                <ArrowText>{text(`more.items.${key}.link`)}</ArrowText>
              </SiteLink>
            </ArtCard>
          ))}
        </ul>
      </section>
      <CtaBand text={text} />
    </>
  );
}
