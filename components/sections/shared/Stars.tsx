import { useTranslations } from 'next-intl';

/** Five stars, read by assistive technology as "5 out of 5 stars". */
export function Stars({ rating = 5, className }: { rating?: number; className?: string }) {
  const t = useTranslations('Common');
  return (
    <span role="img" aria-label={t('stars', { rating })} className={className}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={`inline size-5 ${i < rating ? 'text-amber-600' : 'text-slate-300'}`}
        >
          <path
            fill="currentColor"
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
          />
        </svg>
      ))}
    </span>
  );
}
