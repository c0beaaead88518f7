import { Sun } from '@/components/ui/Motif';
import { practice } from '@/content/practice';
import { cn } from '@/lib/cn';

/** The logo's sun shows its rays on the open side only, away from the tooth. */
const rays = 'M36 1.5v2.5M46.5 12H44M43.4 4.6l-1.8 1.8M43.4 19.4l-1.8-1.8';

/** The practice's mark: a smiling tooth under a small sun. Decorative; the link names it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <Sun cx={36} cy={12} r={7} strokeWidth={2} rays={rays} />
      <path
        d="M14 10c-5.5 0-9 4.3-9 10 0 4.6 1.8 7.4 3.3 11.2 1.2 3.1 1.5 8.3 3.4 11.2 1.6 2.4 4.4 1.9 5.2-.9.9-3.3 1.3-7.6 4.1-7.6s3.2 4.3 4.1 7.6c.8 2.8 3.6 3.3 5.2.9 1.9-2.9 2.2-8.1 3.4-11.2C35.2 27.4 37 24.6 37 20c0-5.7-3.5-10-9-10-3.4 0-5 1.6-7 1.6S17.4 10 14 10z"
        fill="#ffffff"
        stroke="#0369a1"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="20.5" r="1.8" fill="#0c4a6e" />
      <circle cx="26" cy="20.5" r="1.8" fill="#0c4a6e" />
      <path
        d="M16.5 25.5c2.6 2.6 6.4 2.6 9 0"
        fill="none"
        stroke="#0c4a6e"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The practice's name in the logo's two lines ("Sunny Steps" over a small "KIDS DENTAL"), as the
 * header and the footer set it beside the mark; each gives its own sizes and colours.
 */
export function LogoName({ className, subClassName }: { className: string; subClassName: string }) {
  return (
    <span className={cn('block leading-tight font-black', className)}>
      <span className="block">{practice.logoLines[0]}</span>{' '}
      <span className={cn('block font-bold tracking-wider uppercase', subClassName)}>
        {practice.logoLines[1]}
      </span>
    </span>
  );
}
