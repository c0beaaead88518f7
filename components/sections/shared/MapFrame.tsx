import { Icon } from '@/components/ui/Icon';
import { addressLine, maps } from '@/content/practice';

/** The office map: a lazy frame with its size reserved, over the address in case it never loads. */
export function MapFrame({ title }: { title: string }) {
  return (
    <div className="relative overflow-hidden rounded-3xl bg-brand-soft shadow-soft">
      <p className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center font-bold text-brand-deep">
        <Icon name="map-pin" className="size-10 text-brand" />
        {addressLine}
      </p>
      <iframe
        src={maps.embedUrl}
        title={title}
        width="800"
        height="400"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="relative block aspect-[2/1] h-auto w-full border-0 max-sm:aspect-[4/3]"
      />
    </div>
  );
}
