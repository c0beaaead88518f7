import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { actionColour } from '@/components/ui/button';
import { BookButton, CallButton, EmergencyLink } from '@/components/sections/shared/Actions';
import { cn } from '@/lib/cn';
import { Icon } from '@/components/ui/Icon';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { isGroup, mainNav, type NavLink } from '@/content/navigation';
import { practice } from '@/content/practice';
import { localizePath } from '@/i18n/navigation';
import { useFactArgs } from '@/lib/facts';
import { DesktopNav } from './DesktopNav';
import { OtherLanguageSwitcher } from './OtherLanguageSwitcher';
import { LogoMark, LogoName } from './Logo';
import { MobileMenu } from './MobileMenu';
import { IconLink } from './SiteLink';
import type { NavEntry, NavTree } from './nav-types';

/** The header's call and request pills, slimmer from laptops up, where the bar is full. */
const pill =
  'hidden min-h-11 items-center gap-2 rounded-full px-4 py-2 font-extrabold whitespace-nowrap xl:px-3';

/**
 * The fixed navigation bar (docs/product.md#navigation-bar); its interactive parts are client
 * leaves.
 */
export function Header() {
  const locale = useLocale();
  const t = useTranslations('Header');
  const nav = useTranslations('Nav');
  const common = useTranslations('Common');
  const facts = useFactArgs();

  const entry = (link: NavLink, label = nav(link.key, facts)): NavEntry => ({
    label,
    path: link.href,
    href: localizePath(link.href, locale),
  });
  // The laptop's bar is one line: an entry with a short name there (`Nav.faqsShort`,
  // "Preguntas") takes it; the phone menu and the pages keep the full one.
  const barEntry = (link: NavLink) =>
    entry(link, link.key === 'faqs' ? nav('faqsShort') : undefined);
  const tree: NavTree = mainNav.map((item) =>
    isGroup(item)
      ? { label: nav(item.key, facts), children: item.children.map((link) => entry(link)) }
      : barEntry(item),
  );
  // The phone menu: one list, a group's pages set in under its first ("All Services").
  const menuEntry = (link: NavLink, sub = false): NavEntry => ({
    ...entry(link),
    className: cn(
      'flex min-h-12 items-center rounded-lg px-2 font-bold text-ink hover:bg-brand-soft aria-[current=page]:text-brand aria-[current=page]:underline aria-[current=page]:decoration-sun aria-[current=page]:decoration-[3px] aria-[current=page]:underline-offset-6',
      sub ? 'ml-4 rounded-l-none border-l-2 border-brand-soft pl-4 text-base' : 'text-lg',
    ),
  });
  const flat = mainNav.flatMap((item) =>
    isGroup(item)
      ? item.children.map((link, index) => menuEntry(link, index > 0))
      : [menuEntry(item)],
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-brand-soft bg-white">
      <div className="container-page flex h-18 items-center gap-2">
        <Link
          prefetch={false}
          href={localizePath('/', locale)}
          aria-label={t('homeLink')}
          className="flex shrink-0 items-center gap-2 rounded-xl py-1"
        >
          <LogoMark className="size-10 sm:size-11" />
          <LogoName
            className="text-base text-brand-deep sm:text-lg xl:text-base"
            subClassName="text-[0.6875rem] text-muted sm:text-xs"
          />
        </Link>
        <DesktopNav
          items={tree}
          label={t('mainNav')}
          chevron={
            <Icon
              name="chevron-down"
              className="size-4 transition-transform duration-200 group-open:rotate-180 group-data-[state=open]:rotate-180"
            />
          }
        />
        {/* From laptops up a hairline just before the switch sets the language and the two
            actions apart from the menu, which in Spanish ends close to them ("Contacto", then
            the switch); drawn outside the link's box, it takes no room from the bar. */}
        <OtherLanguageSwitcher
          short
          className="ml-auto max-sm:px-2 xl:relative xl:px-2 xl:before:absolute xl:before:inset-y-2 xl:before:-left-1.5 xl:before:w-px xl:before:bg-brand-soft"
        />
        <PhoneLink {...actionColour('call', cn(pill, 'sm:inline-flex'))}>
          <Icon name="phone" className="size-4 xl:hidden" />
          <span className="sr-only">{t('callUs')}: </span>
          {practice.phone.display}
        </PhoneLink>
        {/* From laptops up the request sits beside the number (on tablets it is the pill at the
            bottom right, components/site/CallBar.tsx). */}
        <IconLink
          href="/appointment"
          data-header-book=""
          {...actionColour('request', cn(pill, 'xl:inline-flex'))}
          icon="calendar-check"
          iconClassName="size-4 xl:hidden"
        >
          {common('request')}
        </IconLink>
        <MobileMenu
          items={flat}
          menuLabel={t('menu')}
          navLabel={t('mobileNav')}
          openIcon={<Icon name="menu" className="size-5 group-open:hidden" />}
          closeIcon={<Icon name="x" className="hidden size-5 group-open:block" />}
          actions={
            <>
              <div className="flex flex-wrap gap-3">
                <CallButton label={t('callUs')} className="grow justify-center whitespace-nowrap" />
                <BookButton className="grow justify-center whitespace-nowrap" />
              </div>
              <EmergencyLink
                label={`${t('emergency')} ${t('emergencyLink')}`}
                className="mt-2 px-2"
              />
            </>
          }
        />
      </div>
    </header>
  );
}
