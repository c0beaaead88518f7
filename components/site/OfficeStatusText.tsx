'use client';

import { useEffect, useState } from 'react';
import { officeClosures, officeHours, timeZone } from '@/content/client';
import type { Locale } from '@/i18n/routing';
import {
  officeStatus,
  statusText,
  type StatusTemplates,
  type StatusVariant,
} from '@/lib/office-status';

/** How often the status is read again while the page stays open. */
const refreshMs = 30_000;

/**
 * The one status on a page that speaks to screen readers: several lines would read out the same
 * change several times. The first mounted takes the part.
 */
let announcer: symbol | null = null;

/**
 * The office's status, worked out in the browser from its own clock after the page loads. The
 * HTML holds `fallback` (the hours as text). The live region is empty at first, so the status a
 * page opens with is not read out; it speaks only when the status changes while the page is
 * open (the office opens or closes, or the visitor comes back to the tab later).
 */
export function OfficeStatusText({
  fallback,
  templates,
  variant,
  locale,
  className,
}: {
  fallback: string;
  templates: StatusTemplates;
  variant: StatusVariant;
  locale: Locale;
  className?: string;
}) {
  const [shown, setShown] = useState<string | null>(null);
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    const self = Symbol('office-status');
    announcer ??= self;
    let last: string | undefined;
    const update = () => {
      const now = statusText(
        officeStatus(new Date(), officeHours, officeClosures, timeZone),
        variant,
        templates,
        locale,
      );
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
  }, [templates, variant, locale]);

  return (
    <span className={className}>
      <span data-status-text={shown ? 'live' : 'hours'}>{shown ?? fallback}</span>
      <span className="sr-only" aria-live="polite">
        {announced}
      </span>
    </span>
  );
}
