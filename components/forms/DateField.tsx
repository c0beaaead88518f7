'use client';

import { useEffect, useRef } from 'react';

type Props = { id: string; name: string; buildDate: string; describedBy: string };

/**
 * A date input that cannot pick a past day. The page is built ahead of time, so the build's
 * date is the first guard; once scripts run, the visitor's own today replaces it.
 */
export function DateInput({ id, name, buildDate, describedBy }: Props) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.min = new Date().toLocaleDateString('en-CA');
  }, []);
  return (
    <input
      ref={input}
      id={id}
      name={name}
      type="date"
      min={buildDate}
      aria-describedby={describedBy}
      className="block min-h-12 w-full rounded-xl border-2 border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm hover:border-brand focus:border-brand user-invalid:border-coral"
    />
  );
}
