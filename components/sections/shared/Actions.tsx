import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { withPhone } from '@/components/ui/with-phone';
import { Icon } from '@/components/ui/Icon';
import { IconLink } from '@/components/site/SiteLink';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { cn } from '@/lib/cn';

/** A tap-to-call button; the label carries the number (e.g. "Call (909) 555-0142"). */
export function CallButton({
  label,
  variant = 'brand',
  className,
}: {
  label: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <PhoneLink className={buttonClass(variant, className)}>
      <Icon name="phone" className="size-5" />
      {withPhone(label)}
    </PhoneLink>
  );
}

/**
 * The way to book: a link to the appointment page in the page's language, or to a request
 * form on the same page (`href="#…"`, as on the home page's hero).
 */
export function BookButton({
  label,
  variant = 'primary',
  href = '/appointment',
}: {
  label: string;
  variant?: ButtonVariant;
  href?: '/appointment' | `#${string}`;
}) {
  return (
    <IconLink href={href} className={buttonClass(variant)} icon="calendar-check">
      {label}
    </IconLink>
  );
}

/** The way to the emergency steps: red, the colour kept for emergencies. */
export function EmergencyLink({ label, className }: { label: string; className?: string }) {
  return (
    <IconLink
      href="/emergency"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 font-extrabold text-coral underline underline-offset-4 hover:text-rose-900',
        className,
      )}
      icon="siren"
      iconClassName="size-5 shrink-0"
    >
      {label}
    </IconLink>
  );
}
