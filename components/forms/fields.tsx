import type { ComponentProps, ReactNode } from 'react';
import { useTranslations, type Messages } from 'next-intl';
import { cn } from '@/lib/cn';
import { choices, type ChoiceList } from './options';
import { withPhone } from '@/components/ui/with-phone';
import { keepNames } from '@/lib/typography';

const control =
  'block w-full min-h-12 rounded-xl border-2 border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm hover:border-brand focus:border-brand focus:outline-3 focus:outline-offset-1 focus:outline-brand user-invalid:border-coral';

export type FieldKey = keyof Messages['Forms']['fields'];

export type LabelledProps = {
  id: string;
  label: string;
  required?: boolean;
  /** Words under the label; a phone number in a string hint is a link. */
  hint?: ReactNode;
  /**
   * The hint under the control instead: for a pair of fields side by side whose hints differ
   * in length (a date's one line beside the office hours), so both controls sit right under
   * their labels rather than one under a gap.
   */
  hintBelow?: boolean;
  className?: string;
};

/** What every labelled control carries besides its id: requirement, hint and the one class. */
export function controlProps({ id, required, hint }: LabelledProps, className?: string) {
  return {
    required,
    'aria-describedby': hint ? `${id}-hint` : undefined,
    className: cn(control, className),
  };
}

/** The asterisk, held to the label's last word by a no-break space: never alone on a line. */
function RequiredMark() {
  return (
    <span className="text-coral" aria-hidden="true">
      {'\u00a0*'}
    </span>
  );
}

function Label({ id, label, required }: LabelledProps) {
  const t = useTranslations('Forms.fields');
  return (
    <label htmlFor={id} className="font-bold">
      {keepNames(label)}
      {required ? (
        <RequiredMark />
      ) : (
        <span className="font-normal text-muted">{`\u00a0(${t('optional')})`}</span>
      )}
    </label>
  );
}

function Hint({ id, hint }: LabelledProps) {
  if (!hint) return null;
  return (
    <span id={`${id}-hint`} className="text-base text-muted sm:text-sm">
      {typeof hint === 'string' ? withPhone(hint) : hint}
    </span>
  );
}

/**
 * A field's label, hint and control. Labels may wrap to two lines; the control sits at the
 * bottom so side-by-side fields line up (with `hintBelow`, right under its label, the hint
 * after it).
 */
export function Labelled({
  className,
  children,
  hintBelow = false,
  ...field
}: LabelledProps & { children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex flex-col gap-1.5',
        !hintBelow && '[&>:is(input,select,textarea)]:mt-auto',
        className,
      )}
    >
      <Label {...field} />
      {!hintBelow && <Hint {...field} />}
      {children}
      {hintBelow && <Hint {...field} />}
    </div>
  );
}

type InputProps = LabelledProps &
  Omit<ComponentProps<'input'>, 'id' | 'className'> & { name: string };

/** A labelled input; `required`, `type`, `min`/`max` and `maxLength` are the browser's to check. */
export function Field({
  id,
  label,
  required,
  hint,
  className,
  type = 'text',
  ...input
}: InputProps) {
  const field = { id, label, required, hint, className };
  return (
    <Labelled {...field}>
      <input id={id} type={type} {...controlProps(field)} {...input} />
    </Labelled>
  );
}

type SelectProps = LabelledProps & {
  name: string;
  /** Values stay in English; labels are translated. */
  options: ReadonlyArray<{ value: string; label: string }>;
};

export function SelectField({ name, options, ...field }: SelectProps) {
  const t = useTranslations('Forms.fields');
  return (
    <Labelled {...field}>
      <select id={field.id} name={name} defaultValue="" {...controlProps(field)}>
        <option value="">{t('choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

type Choices = typeof choices;

/** next-intl checks a key only where its namespace is written out, hence one line a list. */
function useChoiceLabels(): { [L in ChoiceList]: (value: Choices[L][number]) => string } {
  const t = useTranslations('Forms.options');
  return {
    appointmentType: (value) => t(`appointmentType.${value}`),
    preferredService: (value) => t(`preferredService.${value}`),
    bookingType: (value) => t(`bookingType.${value}`),
  };
}

/** A required choice from one of the lists in options.ts, labelled from Forms.options.<list>. */
export function ChoiceField<L extends ChoiceList>({
  list,
  ...field
}: Omit<SelectProps, 'options' | 'required'> & { list: L }) {
  const label = useChoiceLabels()[list];
  const values: readonly Choices[L][number][] = choices[list];
  return (
    <SelectField
      {...field}
      required
      options={values.map((value) => ({ value, label: label(value) }))}
    />
  );
}

type TextareaProps = LabelledProps & { name: string; maxLength: number; rows?: number };

export function TextareaField({ name, maxLength, rows = 4, ...field }: TextareaProps) {
  return (
    <Labelled {...field}>
      <textarea
        id={field.id}
        name={name}
        maxLength={maxLength}
        rows={rows}
        {...controlProps(field, 'min-h-28')}
      />
    </Labelled>
  );
}

type CheckboxProps = Pick<LabelledProps, 'id' | 'label' | 'required'> & { name: string };

export function CheckboxField({ id, name, label, required }: CheckboxProps) {
  // The label holds the box, so the whole row (box, gap and words) is one target to tap.
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 text-base">
      <input
        id={id}
        type="checkbox"
        name={name}
        value="yes"
        required={required}
        className="mt-0.5 size-7 shrink-0 cursor-pointer accent-brand"
      />
      <span>
        {keepNames(label)}
        {required && <RequiredMark />}
      </span>
    </label>
  );
}
