import type { ReactNode } from 'react';
import type { Span } from '@/content/patient-forms';
import { cn } from '@/lib/cn';
import { keepNames } from '@/lib/typography';

/*
 * The parts of a printed form. A place to write carries `data-field` (the PDF field's name),
 * `data-field-type` and `data-field-label` (the field's tooltip in the PDF): `npm run forms:pdf`
 * measures these boxes in print and puts a fillable field on each. They are drawn, never
 * inputs: nothing on these pages is typed into or sent.
 */

/** Twelfths of a printed row; on phones every line takes the whole row. */
const spans: Record<Span, string> = {
  3: 'md:col-span-3 print:col-span-3',
  4: 'md:col-span-4 print:col-span-4',
  5: 'md:col-span-5 print:col-span-5',
  6: 'md:col-span-6 print:col-span-6',
  7: 'md:col-span-7 print:col-span-7',
  8: 'md:col-span-8 print:col-span-8',
  9: 'md:col-span-9 print:col-span-9',
  12: 'md:col-span-12 print:col-span-12',
};

/** A row of write-in lines. */
export function LineRow({ children }: { children: ReactNode }) {
  return (
    <div className="mt-3 grid gap-x-5 gap-y-3 md:grid-cols-12 print:mt-[5pt] print:grid-cols-12 print:gap-x-[12pt] print:gap-y-[6pt]">
      {children}
    </div>
  );
}

/** A label and the line to write on beside it (below it when the row is narrow). */
export function WriteLine({
  name,
  label,
  span = 12,
  field = true,
}: {
  name: string;
  label: string;
  span?: Span;
  /** False for the signature: signed by hand on paper, never a PDF field. */
  field?: boolean;
}) {
  return (
    <div className={cn('flex flex-wrap items-end gap-x-2', spans[span])}>
      <span className="print:text-[9pt]">{keepNames(label)}</span>
      <span
        {...(field && { 'data-field': name, 'data-field-type': 'text', 'data-field-label': label })}
        className={cn(
          'block h-9 min-w-24 flex-1 border-b-2 border-muted/50 print:min-w-[48pt] print:border-b print:border-ink/70',
          field ? 'print:h-[17pt]' : 'print:h-[26pt]',
        )}
      />
    </div>
  );
}

/** A box of a few ruled lines, its label above it. */
export function WriteBox({ name, label, rows }: { name: string; label: string; rows: number }) {
  return (
    <div className="mt-3 print:mt-[5pt]">
      <p>{label}</p>
      <span
        data-field={name}
        data-field-type="multiline"
        data-field-label={label}
        className="mt-1 block rounded-lg border-2 border-muted/50 px-2 print:mt-[2pt] print:rounded-[3pt] print:border print:border-ink/70"
      >
        {Array.from({ length: rows }, (_, row) => (
          <span
            key={row}
            className="block h-9 border-b border-muted/30 last:border-0 print:h-[17pt] print:border-ink/30"
          />
        ))}
      </span>
    </div>
  );
}

/** A box to tick and its words. */
export function Check({
  name,
  label,
  fieldLabel = label,
  children,
}: {
  name: string;
  label: string;
  /** The PDF field's tooltip, when the words alone do not say what is ticked ("Yes"). */
  fieldLabel?: string;
  children?: ReactNode;
}) {
  return (
    <span className="inline-flex items-start gap-2 print:gap-[4pt]">
      <span
        data-field={name}
        data-field-type="checkbox"
        data-field-label={fieldLabel}
        className="mt-1 inline-block size-5 shrink-0 rounded-[3px] border-2 border-ink/70 print:mt-[2pt] print:size-[10pt] print:rounded-[1.5pt] print:border"
      />
      <span>{keepNames(label)}</span>
      {children}
    </span>
  );
}

/** Column classes of a list of checkboxes. */
export const checkColumns = {
  inline: '',
  1: '',
  2: 'sm:grid-cols-2 print:grid-cols-2',
  3: 'sm:grid-cols-3 print:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4',
} as const;
