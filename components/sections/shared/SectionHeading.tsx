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
      <p className="font-extrabold uppercase tracking-wider text-brand">{eyebrow}</p>
      <h2 id={id} className="mt-1 text-section font-black text-brand-deep">
        {noWidow(title)}
      </h2>
      {intro && <p className="mt-3 text-lg text-muted">{intro}</p>}
    </div>
  );
}

import { noWidow } from '@/lib/typography';
