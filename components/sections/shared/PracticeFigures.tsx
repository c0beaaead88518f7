import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { useFactArgs } from '@/lib/facts';
import { wholeWords } from '@/lib/typography';

const figures = ['years', 'families', 'languages', 'plans'] as const;

/** The practice's figures, the same four wherever they appear (home and about pages). */
export function PracticeFigures({ className }: { className?: string }) {
  const t = useTranslations('Figures');
  const facts = useFactArgs();
  return (
    <dl className={cn('grid gap-4 min-[360px]:grid-cols-2', className)}>
      {figures.map((key) => (
        <div
          key={key}
          className="flex min-w-0 flex-col-reverse justify-end rounded-3xl bg-cream p-4 text-center shadow-soft sm:p-5"
        >
          <dt className="mt-1 text-base font-bold text-muted">
            {/* <nb>: a name whose words must not break at their hyphens ("Medi- / Cal"); it
                may still wrap between its words. */}
            {t.rich(`${key}.label`, {
              ...facts,
              nb: (chunks: ReactNode) => wholeWords([chunks].flat().join('')),
            })}
          </dt>
          <dd className="text-2xl font-black text-brand sm:text-3xl">{t(`${key}.value`, facts)}</dd>
        </div>
      ))}
    </dl>
  );
}
