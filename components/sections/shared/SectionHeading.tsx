/** The eyebrow, h2 and intro that open each section of the home page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="max-w-3xl">
      <p className="flex items-start gap-2 font-extrabold uppercase tracking-wider text-brand">
        <SunDot className="mt-0.5 size-5 shrink-0" />
        {eyebrow}
      </p>
      <h2 id={id} className="mt-1 text-section font-black text-brand-deep">
        {noWidow(title)}
      </h2>
      {intro && <p className="mt-3 text-lg text-muted">{intro}</p>}
    </div>
  );
}

import { SunDot } from '@/components/ui/Motif';
import { noWidow } from '@/lib/typography';
