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
    if (ref.current) ref.current.min = new Date().toLocaleDateString('en-CA');
  }, []);
  return <input ref={ref} id={id} type="date" {...input} />;
}
