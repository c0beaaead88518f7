import { Icon } from '@/components/ui/Icon';
import { ArrowText } from '@/components/ui/ArrowText';
import { textLinkClass } from '@/components/ui/button';
import { SiteLink } from '@/components/site/SiteLink';
import { financing, ppoPlans } from '@/content/practice';
import { noWidow, keepNames } from '@/lib/typography';
import { pageText } from '@/lib/page-text';
import { CallPanel } from '../shared/Actions';
import { CtaBand } from '../shared/CtaBand';
import { ExternalButton } from '../shared/ExternalLink';
import { PageHero } from '../shared/PageHero';
import { Paragraphs } from '../shared/Paragraphs';
import { TitledSection } from '../shared/TitledSection';

/**
 * docs/product.md#insurance-page: the PPO plans, a Medi-Cal summary that leads to /medi-cal,
 * financing, the cancellation policy.
 */
export async function InsuranceSections() {
  const { text, list } = await pageText('InsurancePage');
  return (
    <>
      <PageHero text={text} art="header/insurance" />
      <TitledSection id="ppo" text={text} art="spot/insurance" column className="py-12">
        <p className="mt-3 max-w-3xl">{text('ppo.intro')}</p>
        {/* Two columns of chips on a phone (one under 360 px): sixteen full-width rows were a
            long scroll. The check marks come back where there is room for them. */}
        <ul className="mt-6 grid gap-2 min-[360px]:grid-cols-2 sm:gap-3 lg:grid-cols-4">
          {ppoPlans.map((plan) => (
            <li
              key={plan}
              className="flex items-center gap-2 rounded-2xl bg-white px-3 py-2 leading-snug font-bold shadow-soft sm:px-4 sm:py-3"
            >
              <Icon name="check" className="size-5 shrink-0 text-leaf max-sm:hidden" />
              {/* "Principal Financial PPO" wraps before "Financial", not before "PPO". */}
              {noWidow(plan)}
            </li>
          ))}
        </ul>
        <p className="mt-5 max-w-3xl text-muted">{text('ppo.note')}</p>
      </TitledSection>
      <div className="container-page grid gap-8 pb-12 lg:grid-cols-2">
        {/* A summary: the /medi-cal page states the program's facts once. */}
        <TitledSection id="public" text={text} art="spot/insurance-card" card="white">
          <Paragraphs items={list('public.text')} className="mt-3" />
          <SiteLink href="/medi-cal" className={`mt-3 ${textLinkClass}`}>
            <ArrowText>{text('public.link')}</ArrowText>
          </SiteLink>
        </TitledSection>
        <TitledSection id="financing" text={text} art="spot/financing" card="sun">
          <p className="mt-3">{text('financing.text')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <ExternalButton href={financing.applyUrl}>{text('financing.apply')}</ExternalButton>
            {/* A long "learn more": a text link, so it never wraps inside a pill on a phone. */}
            <SiteLink href="/carecredit" className={textLinkClass}>
              <ArrowText>{text('financing.learnMore')}</ArrowText>
            </SiteLink>
          </div>
        </TitledSection>
      </div>
      <TitledSection
        id="cancellation"
        text={text}
        column
        box="outline"
        aside={<CallPanel question={text('cancellationQuestion')} />}
      >
        <p className="mt-3 max-w-3xl">{keepNames(text('cancellation.text'))}</p>
      </TitledSection>
      <CtaBand text={text} />
    </>
  );
}
