import type { ReactNode } from 'react';

/** The top of every content page: eyebrow, the page's one h1, an intro and its actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-soft to-cream">
      <div className="container-page py-12 sm:py-16">
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="font-extrabold uppercase tracking-wider text-brand">{eyebrow}</p>
          )}
          <h1 className="mt-2 text-4xl font-black leading-tight text-brand-deep sm:text-5xl">
            {title}
          </h1>
          {intro && <p className="mt-4 text-lg sm:text-xl">{intro}</p>}
          {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
        </div>
      </div>
    </section>
  );
}
