'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { HoursRow } from '@/content/client';
import { officeStatus, statusKey, type ZoneTable } from '@/lib/office-status';

/** How often the status is read again while the page stays open. */
const refreshMs = 30_000;

/**
 * The one status on a page that speaks to screen readers: several lines would read out the same
 * change several times. The first mounted takes the part.
 */
let announcer: symbol | null = null;

/**
 * The office's status, worked out in the browser from its own clock after the page loads. The
 * HTML holds `fallback` (the hours as text). The server writes every sentence (`texts`, by
 * `statusKey`) and the practice's time-zone offsets (`zone`), so the browser only compares
 * numbers: no `Intl` formatter, whose first use costs a slow phone 100 ms or more. The hours and
 * closed days come as props (the office's data file never enters a browser chunk). The live
 * region is empty at first, so the status a page opens with is not read out; it speaks only
 * when the status changes while the page is open (the office opens or closes, or the visitor
 * comes back to the tab later).
 */
export function OfficeStatusText({
  fallback,
  fallbackShown,
  texts,
  zone,
  hours,
  closures,
  under,
  bare,
}: {
  fallback: string;
  /** `fallback` as the page shows it, its hours entries kept whole while the line has room. */
  fallbackShown: ReactNode;
  texts: Record<string, string>;
  zone: ZoneTable;
  hours: readonly HoursRow[];
  closures: readonly string[];
  /** Shown under every status but `bare` (`withHours` in OfficeStatus). */
  under?: ReactNode;
  bare?: string;
}) {
  const [shown, setShown] = useState<string | null>(null);
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    const self = Symbol('office-status');
    announcer ??= self;
    let last: string | undefined;
    const update = () => {
      const now = texts[statusKey(officeStatus(new Date(), hours, closures, zone))] ?? fallback;
      if (last !== undefined && now !== last && announcer === self) setAnnounced(now);
      last = now;
      setShown(now);
    };
    update();
    const timer = window.setInterval(update, refreshMs);
    document.addEventListener('visibilitychange', update);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
      if (announcer === self) announcer = null;
    };
  }, [texts, zone, fallback, hours, closures]);

  return (
    <span>
      <span data-status-text={shown ? 'live' : 'hours'}>{shown ?? fallbackShown}</span>
      {shown && under && shown !== bare && (
        <span data-status-hours className="block font-normal">
          {under}
        </span>
      )}
      <span className="sr-only" aria-live="polite">
        {announced}
      </span>
    </span>
  );
}
