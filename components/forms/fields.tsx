import type { ComponentProps, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { childAge } from '@/content/practice';
import { cn } from '@/lib/cn';

const control =
  'block w-full min-h-12 rounded-xl border-2 border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm hover:border-brand focus:border-brand focus:outline-3 focus:outline-offset-1 focus:outline-brand user-invalid:border-coral';

type Common = { id: string; label: string; required?: boolean; hint?: string; className?: string };

function Label({ id, label, required, hint }: Common) {
  const t = useTranslations('Forms');
  return (
    <>
      <label htmlFor={id} className="font-bold">
        {label}
        {required ? (
          <span className="text-coral" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-muted"> ({t('fields.optional')})</span>
        )}
      </label>
      {hint && (
        <span id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </span>
      )}
    </>
  );
}

/** Labels may wrap to two lines; the control sits at the bottom so side-by-side fields line up. */
function Wrapper({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5 [&>:is(input,select,textarea)]:mt-auto', className)}>
      {children}
    </div>
  );
}

type InputProps = Common & Omit<ComponentProps<'input'>, 'id' | 'className'> & { name: string };

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
  return (
    <Wrapper className={className}>
      <Label id={id} label={label} required={required} hint={hint} />
      <input
        id={id}
        type={type}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={control}
        {...input}
      />
    </Wrapper>
  );
}

type SelectProps = Common & {
  name: string;
  /** Values stay in English; labels are translated. */
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
};

export function SelectField({
  id,
  label,
  required,
  hint,
  className,
  name,
  options,
  placeholder,
}: SelectProps) {
  return (
    <Wrapper className={className}>
      <Label id={id} label={label} required={required} hint={hint} />
      <select id={id} name={name} required={required} defaultValue="" className={control}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}

type TextareaProps = Common & { name: string; maxLength: number; rows?: number };

export function TextareaField({
  id,
  label,
  required,
  hint,
  className,
  name,
  maxLength,
  rows = 4,
}: TextareaProps) {
  return (
    <Wrapper className={className}>
      <Label id={id} label={label} required={required} hint={hint} />
      <textarea
        id={id}
        name={name}
        required={required}
        maxLength={maxLength}
        rows={rows}
        className={cn(control, 'min-h-28')}
      />
    </Wrapper>
  );
}

export function CheckboxField({
  id,
  name,
  label,
  required,
}: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        value="yes"
        required={required}
        className="mt-1 size-6 shrink-0 accent-brand"
      />
      <label htmlFor={id} className="text-base">
        {label}
        {required && (
          <span className="text-coral" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
    </div>
  );
}

export type FamilyFieldNames = {
  parent: string;
  child?: string;
  phone: string;
  age?: string;
  email: string;
};

/**
 * The fields every form asks for, under the names each form's service expects
 * (spec 3: "Parent Name" on the home and contact forms, `parent_name` on the booking form).
 */
export function FamilyFields({ id, names }: { id: string; names: FamilyFieldNames }) {
  const t = useTranslations('Forms.fields');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id={`${id}-parent`}
        name={names.parent}
        label={t('parentName')}
        required
        autoComplete="name"
        maxLength={100}
      />
      {names.child && (
        <Field
          id={`${id}-child`}
          name={names.child}
          label={t('childName')}
          required
          autoComplete="off"
          maxLength={100}
        />
      )}
      <Field
        id={`${id}-phone`}
        name={names.phone}
        type="tel"
        label={t('phone')}
        hint={t('phoneHint')}
        required
        autoComplete="tel"
        inputMode="tel"
        minLength={7}
        maxLength={20}
        pattern="[0-9()+.\- ]{7,20}"
      />
      {names.age && (
        <Field
          id={`${id}-age`}
          name={names.age}
          type="number"
          label={t('childAge')}
          hint={t('ageHint')}
          required
          min={childAge.min}
          max={childAge.max}
          step={1}
          inputMode="numeric"
        />
      )}
      <Field
        id={`${id}-email`}
        name={names.email}
        type="email"
        label={t('email')}
        required
        autoComplete="email"
        maxLength={254}
        className={names.age ? 'sm:col-span-2' : undefined}
      />
    </div>
  );
}
