import { cn } from '@/lib/cn';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-center font-bold leading-tight transition-colors';

const variants = {
  /** The one call to action of a section: sunny, dark text for contrast. */
  primary: 'bg-sun text-ink shadow-soft hover:bg-sun-dark',
  brand: 'bg-brand text-white shadow-soft hover:bg-brand-dark',
  outline: 'border-2 border-brand bg-white text-brand hover:bg-brand-soft',
  emergency: 'bg-coral text-white shadow-soft hover:bg-rose-800',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(base, variants[variant], className);
}

/** An underlined text link with room to tap (44 px tall), for "learn more" links beside text. */
export const textLinkClass =
  'inline-flex min-h-11 items-center gap-2 font-extrabold text-brand underline underline-offset-4 hover:text-brand-deep';
