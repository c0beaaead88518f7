'use client';

import { useEffect, useRef, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<'input'>, 'type' | 'ref'> & { id: string; min: string };

/**
 * A date input that cannot pick a past day. The page is built ahead of time, so `min`, the
 * build's date, is the first guard; once scripts run, the visitor's own today replaces it.
 */
export function DateInput({ id, ...input }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The visitor's local date as YYYY-MM-DD, without `toLocaleDateString`: a page's first Intl
    // call costs a slow phone dearly (docs/decisions/0023-no-intl-on-the-first-screen.md).
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    if (ref.current)
      ref.current.min = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  }, []);
  return <input ref={ref} id={id} type="date" {...input} />;
}
