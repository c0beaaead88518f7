import { SunDot } from '@/components/ui/Motif';
import { noWidow } from '@/lib/typography';

/** The words over a title (a page's or a home section's), after the motif's small sun. */
export function Eyebrow({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-2 font-extrabold tracking-wider text-brand uppercase max-[359px]:text-base max-[359px]:tracking-wide">
      <SunDot className="mt-0.5 size-5 shrink-0" />
      <span>{noWidow(children)}</span>
    </p>
  );
}

/** The eyebrow and the page's one h1, alike at the top of every page, the home page's too. */
export function HeroTitle({ id, eyebrow, title }: { id?: string; eyebrow: string; title: string }) {
  return (
    <>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1 id={id} className="mt-2 text-title font-black text-brand-deep">
        {noWidow(title)}
      </h1>
    </>
  );
}

/** The eyebrow, h2 and intro that open each section of the home page, from its messages. */
export function SectionHeading({
  id,
  text,
  intro,
}: {
  id: string;
  text: (key: 'eyebrow' | 'title') => string;
  intro?: string;
}) {
  return (
    <div className="max-w-3xl">
      <Eyebrow>{text('eyebrow')}</Eyebrow>
      <h2 id={id} className="mt-1 text-section font-black text-brand-deep">
        {noWidow(text('title'))}
      </h2>
      {intro && <p className="mt-3 text-lg text-muted">{intro}</p>}
    </div>
  );
}
