import type { ReactNode } from 'react';
import { SiteLink } from '@/components/site/SiteLink';
import {
  hasDetails,
  privacyNoticeListed,
  privacyNoticePath,
  type AnyBlock,
  type PatientForm,
} from '@/content/patient-forms';
import { cn } from '@/lib/cn';
import { noWidow, keepNames } from '@/lib/typography';
import type { FormText } from './form-text';
import { Check, checkColumns, LineRow, WriteBox, WriteLine } from './FormParts';

const gap = 'mt-4 print:mt-[5pt]';

/** The blocks of one sheet of a form (content/patient-forms.ts), in order. */
export function FormBlocks({
  form,
  blocks,
  text,
}: {
  form: PatientForm;
  blocks: readonly AnyBlock[];
  text: FormText;
}) {
  return <>{blocks.map((block, index) => renderBlock(form, block, text, index))}</>;
}

function renderBlock(form: PatientForm, block: AnyBlock, text: FormText, key: number): ReactNode {
  switch (block.kind) {
    case 'section':
      return (
        <h2
          key={key}
          className="mt-8 text-xl font-black text-brand-deep first:mt-0 print:mt-[8pt] print:border-b print:border-ink/30 print:pb-[1pt] print:text-[12pt]"
        >
          {noWidow(text.own(`sections.${block.id}`))}
        </h2>
      );
    case 'text':
      return (
        <p
          key={key}
          className={cn(gap, 'max-w-prose print:max-w-none', block.note && 'text-muted')}
        >
          {text.rich(`texts.${block.id}`, {
            notice: (chunks) =>
              privacyNoticeListed ? (
                <SiteLink href={privacyNoticePath} className="font-bold text-brand underline">
                  {chunks}
                </SiteLink>
              ) : (
                chunks
              ),
          })}
        </p>
      );
    case 'borrowed': {
      const items = text.borrowed(block.key, block.skipArgument);
      return items.length > 1 ? (
        <ul
          key={key}
          className={cn(gap, 'max-w-prose list-disc pl-6 print:max-w-none print:pl-[12pt]')}
        >
          {items.map((item) => (
            <li key={item}>{keepNames(item)}</li>
          ))}
        </ul>
      ) : (
        <p key={key} className={cn(gap, 'max-w-prose print:max-w-none')}>
          {keepNames(items[0] ?? '')}
        </p>
      );
    }
    case 'child':
      return (
        <LineRow key={key}>
          <WriteLine name="childName" label={text.common('fields.childName')} span={8} />
          <WriteLine name="childBirthDate" label={text.common('fields.childBirthDate')} span={4} />
        </LineRow>
      );
    case 'lines':
      return (
        <LineRow key={key}>
          {block.lines.map((line) => {
            const name = 'name' in line ? line.name : line.common;
            const label =
              'name' in line ? text.own(`fields.${name}`) : text.common(`fields.${name}`);
            return <WriteLine key={name} name={name} label={label} span={line.span} />;
          })}
        </LineRow>
      );
    case 'box':
      return (
        <WriteBox
          key={key}
          name={block.name}
          label={text.own(`fields.${block.name}`)}
          rows={block.rows}
        />
      );
    case 'question':
      return <Question key={key} form={form} name={block.name} text={text} />;
    case 'choice': {
      const field = (part: string) => text.own(`fields.${block.name}.${part}`);
      const inline = block.columns === 'inline';
      return (
        // Inline, the choices end at the right edge as a question's Yes and No do, so a page
        // of questions ticks down one column.
        <div
          key={key}
          className={cn(
            gap,
            inline &&
              'flex flex-wrap items-start justify-between gap-x-6 gap-y-1 print:gap-x-[12pt]',
          )}
        >
          <p className={cn(inline && 'min-w-48 flex-1 print:min-w-0')}>{field('label')}</p>
          <ul
            className={cn(
              inline
                ? 'flex flex-wrap gap-x-5 gap-y-2 max-sm:mt-2 print:gap-x-[12pt]'
                : 'mt-2 grid gap-x-5 gap-y-2 print:mt-[3pt] print:gap-x-[12pt] print:gap-y-[3pt]',
              checkColumns[block.columns],
            )}
          >
            {block.options.map((option) => (
              <li key={option}>
                <Check name={`${block.name}_${option}`} label={field(`options.${option}`)} />
              </li>
            ))}
            {block.other && (
              <li className="flex flex-wrap items-end gap-x-2 sm:col-span-full print:col-span-full">
                <Check name={`${block.name}_other`} label={text.common('other')} />
                <span
                  data-field={`${block.name}_otherText`}
                  data-field-type="text"
                  data-field-label={`${field('label')} ${text.common('other')}`}
                  className="block h-8 min-w-24 flex-1 border-b-2 border-muted/50 print:h-[17pt] print:border-b print:border-ink/70"
                />
              </li>
            )}
          </ul>
        </div>
      );
    }
    case 'signature':
      return (
        <div key={key} className="mt-8 print:mt-[16pt]">
          {block.statement && (
            <p className="max-w-prose font-bold print:max-w-none">
              {text.own(`texts.${block.statement}`)}
            </p>
          )}
          <LineRow>
            <WriteLine
              name="signature"
              label={text.common('fields.signature')}
              span={8}
              field={false}
            />
            <WriteLine name="signatureDate" label={text.common('fields.date')} span={4} />
            <WriteLine name="printedName" label={text.common('fields.printedName')} span={8} />
          </LineRow>
        </div>
      );
    case 'office':
      return (
        <div
          key={key}
          className="mt-8 rounded-2xl border-2 border-dashed border-muted/60 p-4 print:mt-[12pt] print:rounded-[4pt] print:border print:p-[6pt]"
        >
          <p className="font-bold">{text.common('officeUse')}</p>
          <FormBlocks form={form} blocks={block.blocks} text={text} />
        </div>
      );
  }
}

/**
 * A question answered Yes / No, with a line for details when its message has them: the order of
 * the form's other choices ("Yes / No / Not sure"), so a parent ticking down a page ticks the
 * answer meant.
 */
function Question({ form, name, text }: { form: PatientForm; name: string; text: FormText }) {
  const label = text.own(`fields.${name}.label`);
  const answer = (value: 'yes' | 'no') => (
    <Check
      name={`${name}_${value}`}
      label={text.common(value)}
      fieldLabel={`${label} ${text.common(value)}`}
    />
  );
  return (
    <div className={gap}>
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 print:gap-x-[12pt]">
        <p className="min-w-48 flex-1 print:min-w-0">{label}</p>
        <p className="flex shrink-0 gap-5 print:gap-[10pt]">
          {answer('yes')}
          {answer('no')}
        </p>
      </div>
      {hasDetails(form, name) && (
        <LineRow>
          <WriteLine name={`${name}_details`} label={text.own(`fields.${name}.details`)} />
        </LineRow>
      )}
    </div>
  );
}
