import { useTranslations } from 'next-intl';

/** One star's outline, drawn from its top point with relative moves, so it can be repeated. */
const star = 'l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** The stars from `from` (inclusive) to `to` (exclusive) as one path, each 24 units wide. */
function row(from: number, to: number) {
  const stars = Array.from({ length: to - from }, (_, i) => `M${12 + 24 * (from + i)} 2.5${star}`);
  return stars.join('');
}

/**
 * Five stars, read by assistive technology as "5 out of 5 stars". One picture with two paths
 * (filled, then empty) rather than five: the reviews carry 7–10 of these per page, and every
 * element costs style and layout work on a slow phone's first screen
 * (docs/performance.md#small-costs-on-the-first-screen).
 */
export function Stars({ rating = 5, className }: { rating?: number; className?: string }) {
  const t = useTranslations('Common');
  const filled = Math.min(5, Math.max(0, Math.ceil(rating)));
  return (
    <span role="img" aria-label={t('stars', { rating })} className={className}>
      <svg viewBox="0 0 120 24" aria-hidden="true" className="inline h-5 w-25">
        {filled > 0 && <path className="fill-amber-600" d={row(0, filled)} />}
        {filled < 5 && <path className="fill-slate-300" d={row(filled, 5)} />}
      </svg>
    </span>
  );
}
