import { Icon } from '@/components/ui/Icon';
import { addressLine, maps } from '@/content/practice';
import { cn } from '@/lib/cn';

/** The office map: a lazy frame with its size reserved, over the address in case it never loads. */
export function MapFrame({
  title,
  tone = 'light',
  aspect = 'aspect-[2/1]',
}: {
  title: string;
  tone?: 'light' | 'dark';
  aspect?: string;
}) {
  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-3xl shadow-soft',
        tone === 'light' ? 'bg-brand-soft text-brand-deep' : 'bg-sky-900',
      )}
    >
      <p className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center font-bold">
        <Icon
          name="map-pin"
          className={cn('size-10', tone === 'light' ? 'text-brand' : 'text-sun')}
        />
        {addressLine}
      </p>
      <iframe
        src={maps.embedUrl}
        title={title}
        width="800"
        height="400"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className={cn('relative block h-auto w-full border-0 max-sm:aspect-[4/3]', aspect)}
      />
    </div>
  );
}
