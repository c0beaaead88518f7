import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { practice } from '@/content/practice';
import { IconLink } from './SiteLink';

/**
 * Small screens: calling and booking are always one tap away, at the bottom of every page.
 * The layout reserves its height (body padding, scroll padding) so it never hides content or
 * the focused element (WCAG 2.4.11). The layout puts it before <main>, so that it is parsed whole
 * with the top of the page (a bar painted half-parsed would move when the rest arrives).
 */
export function CallBar() {
  const t = useTranslations('Header');
  return (
    <nav
      data-call-bar
      aria-label={t('quickActions')}
      className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-[auto_minmax(0,1fr)] gap-2 border-t border-brand-soft bg-white/95 p-2 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] sm:hidden"
    >
      <PhoneLink className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand px-5 text-center leading-tight font-extrabold text-white">
        <Icon name="phone" className="size-5 shrink-0" />
        <span>
          {t('callUs')}
          <span className="sr-only"> {practice.phone.display}</span>
        </span>
      </PhoneLink>
      <IconLink
        href="/appointment"
        className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-sun px-3 text-center leading-tight font-extrabold text-ink max-[359px]:text-base"
        icon="calendar-check"
        iconClassName="size-5 shrink-0 max-[359px]:hidden"
      >
        {t('book')}
      </IconLink>
    </nav>
  );
}
