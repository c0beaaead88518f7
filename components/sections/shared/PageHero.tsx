import type { ReactNode } from 'react';

/**
 * The top of every content page, from the page's `hero` messages: eyebrow, the page's one h1
 * and an intro, then the page's actions.
 */
export function PageHero({
  text,
  children,
}: {
  text: (key: 'hero.eyebrow' | 'hero.title' | 'hero.intro') => string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-soft to-cream">
      <div className="container-page py-12 sm:py-16">
        <div className="max-w-3xl">
          <p className="font-extrabold uppercase tracking-wider text-brand">
            {text('hero.eyebrow')}
          </p>
          <h1 className="mt-2 text-4xl font-black leading-tight text-brand-deep sm:text-5xl">
            {text('hero.title')}
          </h1>
          <p className="mt-4 text-lg sm:text-xl">{text('hero.intro')}</p>
          {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
        </div>
      </div>
    </section>
  );
}
