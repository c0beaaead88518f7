import { OfficeHours } from '@/components/site/OfficeHours';
import { ArrowText } from '@/components/ui/ArrowText';
import { OfficeStatus } from '@/components/site/OfficeStatus';
import { SiteLink } from '@/components/site/SiteLink';
import { Icon } from '@/components/ui/Icon';
import { textLinkClass } from '@/components/ui/button';
import { formatLongDate } from '@/lib/dates';
import { pageText } from '@/lib/page-text';
import { CallButton } from '../shared/Actions';
import { ContactDetails } from '../shared/ContactDetails';
import { FirstAid, UrgentSigns } from '../emergency/EmergencySections';
import { PageHero } from '../shared/PageHero';
import { SideCard } from '../shared/SideCard';

/**
 * The page the service worker (worker/sw.ts) answers with when a page cannot load and no saved
 * copy of it exists: "you are offline", the phone (calling needs no internet), the address and
 * hours, and the emergency steps. It is built without scripts (scripts/build/offline.mjs), so it
 * needs nothing but the stylesheet and the font cached with it.
 */
export async function OfflineSections() {
  const { text } = await pageText('OfflinePage');
  return (
    <>
      <PageHero text={text} art="header/emergency" urgent>
        <CallButton label={text('call')} emergency />
        <OfficeStatus className="w-full max-w-2xl" />
        <p className="w-full max-w-2xl text-base">{text('callNote')}</p>
      </PageHero>
      <div className="container-page grid gap-6 pt-10 md:grid-cols-2 md:items-start">
        <SideCard id="offline-office" title={text('visit.title')}>
          <ContactDetails className="mt-4" />
          <OfficeHours className="mt-4" />
        </SideCard>
        <SideCard id="offline-saved" title={text('saved.title')}>
          <p className="mt-2">{text('saved.text')}</p>
          <SiteLink href="/emergency" className={textLinkClass}>
            <ArrowText>{text('saved.link')}</ArrowText>
          </SiteLink>
        </SideCard>
      </div>
      <UrgentSigns />
      <FirstAid />
    </>
  );
}

/**
 * The notice at the top of a page's saved copy: when it was saved (the build that made it, as
 * the worker keeps exactly that build's copy) and that the visitor is offline.
 */
export async function SavedCopyNotice({ savedOn }: { savedOn: string }) {
  const { text, locale } = await pageText('OfflinePage');
  return (
    <div className="border-b border-coral/20 bg-sun-soft">
      <p className="container-page flex items-start gap-2 py-3 text-base font-bold">
        <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-brand" />
        <span>{text('savedCopy', { date: formatLongDate(savedOn, locale) })}</span>
      </p>
    </div>
  );
}
