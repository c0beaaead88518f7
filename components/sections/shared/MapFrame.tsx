import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { maps } from '@/content/practice';
import { action } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { MapLoader } from './MapLoader';

/**
 * The office map: a drawing of the streets with a "Show map" control over it. The provider's
 * frame loads in the same reserved box only when asked, so nothing shifts and nothing is sent
 * to the provider before then.
 */
export function MapFrame({
  title,
  aspect = 'aspect-[2/1]',
  phoneAspect = 'max-sm:aspect-[4/3]',
}: {
  title: string;
  aspect?: string;
  /** Its shape on phones: 4:3, or a strip where the map is one help among others. */
  phoneAspect?: string;
}) {
  const t = useTranslations('Map');
  return (
    <div
      data-map
      className={cn(
        'relative overflow-hidden rounded-3xl bg-sand shadow-soft',
        phoneAspect,
        aspect,
      )}
    >
      <StreetDrawing />
      <div className="absolute inset-0 flex items-end justify-center p-4 sm:p-6">
        <MapLoader
          embedUrl={maps.embedUrl}
          viewUrl={maps.viewUrl}
          title={title}
          {...action('secondary', 'shadow-lg')}
        >
          <Icon name="map" className="size-5" />
          {t('show')}
          <span className="sr-only"> ({t('showNote')})</span>
        </MapLoader>
      </div>
    </div>
  );
}

/** Streets, a park and the office pin, in the site's palette; decorative. */
function StreetDrawing() {
  return (
    <svg
      viewBox="0 0 400 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      className="absolute inset-0 size-full"
    >
      <rect width="400" height="200" fill="#fdf1dc" />
      <rect x="250" y="118" width="110" height="70" rx="14" fill="#bbf7d0" />
      <rect x="30" y="20" width="90" height="60" rx="12" fill="#e0f2fe" />
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M-10 100 H410" strokeWidth="18" />
        <path d="M190 -10 V210" strokeWidth="22" />
        <path d="M-10 40 C80 50 120 160 210 170 S340 150 410 60" strokeWidth="10" />
        <path d="M300 -10 V100" strokeWidth="10" />
        <path d="M60 100 V210" strokeWidth="10" />
      </g>
      <path d="M190 -10 V210" stroke="#fbbf24" strokeWidth="2" strokeDasharray="8 8" />
      <g transform="translate(212 80)">
        <path d="M0 34 C-14 18 -16 12 -16 2 A16 16 0 0 1 16 2 C16 12 14 18 0 34Z" fill="#0369a1" />
        <circle cy="2" r="6" fill="#fbbf24" />
      </g>
    </svg>
  );
}
