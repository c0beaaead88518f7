import { useLocale, useTranslations } from 'next-intl';
import { officeClosures, officeHours, timeZone } from '@/content/practice';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/cn';
import {
  statusTexts,
  zoneTable,
  type StatusTemplates,
  type StatusVariant,
} from '@/lib/office-status';
import { useHoursText } from './OfficeHours';
import { OfficeStatusText } from './OfficeStatusText';

const templateKeys = [
  'open',
  'opensToday',
  'opensTomorrow',
  'opensOn',
  'closed',
  'appointmentOnly',
  'afterHours',
] as const satisfies readonly (keyof StatusTemplates)[];

/**
 * "Open now · closes 6:00 PM" beside a call button (docs/content.md#open-now-and-closures). The
 * page is static, so the HTML carries the office hours as text ("Office hours: Mon – Thu 8:00 AM –
 * 6:00 PM · …"), which is all a visitor without JavaScript sees; once the page has loaded, the
 * browser reads its own clock and shows whether the office is open, on the practice's clock
 * (lib/office-status.ts). Every sentence the status can become sits invisibly in the same grid
 * cell, so the line is already as tall as the longest of them at any width: nothing below it moves.
 * Beside a list of the hours (`hoursNearby`), the hours as text are left out: the line keeps the
 * room of its longest status and shows it once the page has loaded.
 * `variant="emergency"` beside the emergency number: outside hours it says how calls are handled,
 * never "Closed".
 */
export function OfficeStatus({
  variant = 'office',
  align = 'start',
  hoursNearby = false,
  withHours = false,
  className,
}: {
  variant?: StatusVariant;
  /** `center` in a centred band: the clock stays beside the words, whatever their length. */
  align?: 'start' | 'center';
  /**
   * The office hours are listed right beside or below: the line does not spell them out as
   * text before its status arrives (app/globals.css), keeping the room of its longest status.
   */
  hoursNearby?: boolean;
  /**
   * Under the status, the week's hours in one line of regular weight ("Closed · opens Monday
   * 8:00 AM" / "Mon – Thu 8:00 AM – 6:00 PM · Fri …"), where no list of them is near (the home
   * page's hero): the status says when the office next opens, the line when it is open, and
   * together they fill the room the hours as text keep before the status arrives. Not under
   * "Closed now: call us…" (a long closure), whose weekly hours would mislead.
   */
  withHours?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  const t = useTranslations('OfficeStatus');
  const hoursText = useHoursText('short');

  const templates = Object.fromEntries(
    templateKeys.map((key) => [key, t(key, { time: '{time}', day: '{day}' })]),
  ) as StatusTemplates;
  const open = officeHours.filter((row) => 'opens' in row);
  const fallback = t('hours', { hours: hoursText.line(open) });
  // The same words as the page shows them, each hours entry whole while the line has room.
  const hoursLine = hoursText.sentence((hours) => t('hours', { hours }), open);
  const texts = statusTexts(officeHours, variant, templates, locale);
  // A line of its own, not inside a sentence: its days start with a capital ("Lun. a jue.",
  // as in the tables), each entry a line of its own on phones.
  const listText = useHoursText('short', true);
  const hoursUnder = withHours ? listText.sentence((hours) => hours, open) : null;
  const under = (sentence: string) =>
    hoursUnder && sentence !== fallback && sentence !== texts.closed ? (
      <span className="block font-normal">{hoursUnder}</span>
    ) : null;
  const sentences = new Set([fallback, ...Object.values(texts)]);
  // From January 1 of the build's year, ten years on; a page older than that reads the clock
  // with Intl.
  const zone = zoneTable(timeZone, new Date().getUTCFullYear());
  // Each sentence is a line of its own in one grid cell, led by the clock (the visible one) or
  // by a space as wide (the invisible ones, `data-status-room`), so the clock sits beside the
  // words that show. The saved offline copies, which have no script, leave the invisible ones out.
  // In a centred band the clock is part of the first line, so it stays by the words however
  // they wrap; elsewhere it heads a column of its own beside them.
  const centred = align === 'center';
  const line = cn('col-start-1 row-start-1', centred ? 'block' : 'flex items-start gap-2');
  const clock = centred ? 'me-2 inline-block size-5 align-[-0.25em]' : 'mt-0.5 size-5 shrink-0';

  return (
    <p
      data-office-status={variant}
      data-hours-nearby={hoursNearby ? '' : undefined}
      className={cn('text-base font-bold', className)}
    >
      <span className={cn('grid', centred && 'justify-items-center')}>
        {/* In a centred band the status sits in the middle of the room the longest sentence
            keeps, so the band's space falls evenly above and below it. */}
        <span data-status-line className={cn(line, centred && 'self-center')}>
          <Icon
            name="clock"
            className={cn(clock, variant === 'emergency' ? 'text-coral' : 'text-brand')}
          />
          <OfficeStatusText
            fallback={fallback}
            fallbackShown={hoursLine}
            texts={texts}
            zone={zone}
            hours={officeHours}
            closures={officeClosures}
            under={hoursUnder}
            bare={texts.closed}
          />
        </span>
        {[...sentences].map((sentence) => (
          <span
            key={sentence}
            aria-hidden="true"
            data-status-room
            data-status-fallback={sentence === fallback ? '' : undefined}
            className={cn(line, 'invisible')}
          >
            <span className={clock} />
            <span>
              {sentence === fallback ? hoursLine : sentence}
              {under(sentence)}
            </span>
          </span>
        ))}
      </span>
    </p>
  );
}
