import { lastPair } from '@/lib/typography';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { action, type ActionShape } from '@/components/ui/button';
import { withPhone } from '@/components/ui/with-phone';
import { Icon } from '@/components/ui/Icon';
import { IconLink, SiteLink } from '@/components/site/SiteLink';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { cn } from '@/lib/cn';
import { useFactArgs } from '@/lib/facts';

/**
 * A row of actions (the call, then the request or another way on): on phones one above the
 * other at one width, the row's (side by side they never fit at 390 px, and wrapped they stood
 * at two widths); from tablets up side by side, `centred` in a centred block.
 */
export function ActionRow({
  centred = false,
  className,
  children,
}: {
  centred?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'grid gap-3 sm:flex sm:flex-wrap [&>*]:justify-center',
        centred && 'sm:justify-center',
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * A tap-to-call button; the label carries the number (e.g. "Call (909) 555-0142"). Always the
 * call's blue, except beside emergency steps (`emergency`), where it is the emergency's coral.
 */
export function CallButton({
  label,
  short,
  emergency = false,
  shape,
  className,
}: {
  label: string;
  /**
   * A shorter label for the narrowest phones (under 360 px), where the long one would break
   * ("Llamar al (909) 555-0142 / ahora"): the number is in the link either way.
   */
  short?: string;
  emergency?: boolean;
  /** A shape from components/ui/button.ts: `linkOnPhones` is a link on phones, a pill from tablets up. */
  shape?: ActionShape;
  className?: string;
}) {
  return (
    <PhoneLink {...action(emergency ? 'emergency' : 'call', className, shape)}>
      <Icon name="phone" className="size-5 shrink-0" />
      {short ? (
        <>
          <span className="max-[359px]:hidden">{withPhone(label)}</span>
          <span className="min-[360px]:hidden">{withPhone(short)}</span>
        </>
      ) : (
        withPhone(label)
      )}
    </PhoneLink>
  );
}

/**
 * The way to book: a link to the appointment page in the page's language, or to a request
 * form on the same page (`href="#…"`, as on the home page's hero). Always the request's yellow.
 */
export function BookButton({
  label,
  href = '/appointment',
  className,
}: {
  /** The site's one name for the action (`Common.request`) unless a tight place needs a shorter. */
  label?: string;
  href?: '/appointment' | `#${string}`;
  className?: string;
}) {
  const t = useTranslations('Common');
  return (
    <IconLink href={href} {...action('request', className)} icon="calendar-check">
      {label ?? t('request')}
    </IconLink>
  );
}

/** Any other way on (contact page, home page, reviews): an outline, never a colour of its own. */
export function SecondaryLink({
  href,
  icon,
  className,
  children,
}: {
  href: string;
  icon?: Parameters<typeof IconLink>[0]['icon'];
  className?: string;
  children: ReactNode;
}) {
  const props = action('secondary', className);
  return icon ? (
    <IconLink href={href} {...props} icon={icon}>
      {children}
    </IconLink>
  ) : (
    <SiteLink href={href} {...props}>
      {children}
    </SiteLink>
  );
}

/** The way to the emergency steps: red, the colour kept for emergencies. */
export function EmergencyLink({ label, className }: { label: string; className?: string }) {
  return (
    <IconLink
      href="/emergency"
      data-action="emergency"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 font-extrabold text-coral underline underline-offset-4 hover:text-rose-900',
        className,
      )}
      icon="siren"
      iconClassName="size-5 shrink-0"
    >
      {lastPair(label)}
    </IconLink>
  );
}

/**
 * A question and the call that answers it, in a soft panel: beside a box of text on costs or a
 * policy (`TitledSection`'s `aside`).
 */
export function CallPanel({ question }: { question: string }) {
  const common = useTranslations('Common');
  return (
    // On phones no panel: the box around it leaves the call its width.
    <div className="sm:rounded-2xl sm:bg-brand-soft sm:p-5">
      <p className="font-extrabold text-brand-deep">{question}</p>
      <CallButton label={common('call', useFactArgs())} className="mt-3" />
    </div>
  );
}
