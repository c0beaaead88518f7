import { useTranslations } from 'next-intl';
import { actionColour } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { practice } from '@/content/practice';
import { cn } from '@/lib/cn';
import { IconLink } from './SiteLink';

const shape =
  'flex min-h-12 items-center justify-center gap-2 rounded-full text-center leading-tight font-extrabold';

/**
 * Small screens: calling and booking are always one tap away, at the bottom of every page. On
 * tablets, where the header shows the phone number, the request stays in reach as a pill at the
 * bottom right; from laptops up the header shows both.
 * The layout reserves its height (body padding, scroll padding) so it never hides content or
 * the focused element (WCAG 2.4.11). The layout puts it before <main>, so that it is parsed whole
 * with the top of the page (a bar painted half-parsed would move when the rest arrives).
 *
 * `emergency`: the emergency page's own bar, one red "Call now" and nothing else; the page puts
 * it at the top of its <main>, and while it is on a page the layout's bar and the emergency
 * strip stay hidden (app/globals.css, "emergency mode"). On the appointment page itself the bar
 * offers the call alone: its booking link would lead to the page the parent is on.
 */
export function CallBar({ emergency = false }: { emergency?: boolean }) {
  const t = useTranslations('Header');
  const common = useTranslations('Common');
  return (
    <nav
      data-call-bar={emergency ? 'emergency' : 'standard'}
      aria-label={t(emergency ? 'emergencyActions' : 'quickActions')}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 grid gap-2 border-t border-brand-soft bg-white/95 p-2 shadow-[0_-4px_16px_rgb(15_23_42/0.08)]',
        emergency
          ? 'sm:hidden'
          : // On tablets the header holds the phone number: the bar keeps only the request, a pill
            // at the bottom right (the footer's last row leaves it room); from laptops up the
            // header holds both.
            'grid-cols-[auto_minmax(0,1fr)] sm:inset-x-auto sm:right-6 sm:bottom-6 sm:block sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none xl:hidden',
      )}
    >
      <PhoneLink {...actionColour(emergency ? 'emergency' : 'call', cn(shape, 'px-5 sm:hidden'))}>
        <Icon name="phone" className="size-5 shrink-0" />
        <span>
          {t(emergency ? 'callNow' : 'callUs')}
          <span className="sr-only"> {practice.phone.display}</span>
        </span>
      </PhoneLink>
      {!emergency && (
        <IconLink
          data-bar-book
          href="/appointment"
          {...actionColour(
            'request',
            cn(
              shape,
              'px-3 max-[359px]:text-base sm:px-6 sm:shadow-[0_6px_20px_rgb(15_23_42/0.18)]',
            ),
          )}
          icon="calendar-check"
          iconClassName="size-5 shrink-0 max-[359px]:hidden"
        >
          {common('request')}
        </IconLink>
      )}
    </nav>
  );
}
