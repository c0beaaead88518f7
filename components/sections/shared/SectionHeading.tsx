import { cn } from '@/lib/cn';

/** The eyebrow, heading and intro that open most sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  center,
  as: Heading = 'h2',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  center?: boolean;
  as?: 'h1' | 'h2';
}) {
  return (
    <div className={cn('max-w-3xl', center && 'mx-auto text-center')}>
      {eyebrow && <p className="font-extrabold uppercase tracking-wider text-brand">{eyebrow}</p>}
      <Heading
        id={id}
        className="mt-1 text-3xl font-black leading-tight text-brand-deep sm:text-4xl"
      >
        {title}
      </Heading>
      {intro && <p className="mt-3 text-lg text-muted">{intro}</p>}
    </div>
  );
}
