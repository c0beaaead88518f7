import type { ComponentProps } from 'react';
import { useTranslations } from 'next-intl';
import { childAge } from '@/content/practice';
import { Field, type FieldKey } from './fields';

export type FamilyFieldNames = {
  parent: string;
  child?: string;
  phone: string;
  age?: string;
  email: string;
};

type FamilyField = Omit<ComponentProps<'input'>, 'id' | 'name' | 'className'> & {
  key: keyof FamilyFieldNames;
  label: FieldKey;
  hint?: FieldKey;
};

/** The family's details in order, each with what the browser checks. */
const familyFields: readonly FamilyField[] = [
  { key: 'parent', label: 'parentName', autoComplete: 'name', maxLength: 100 },
  { key: 'child', label: 'childName', autoComplete: 'off', maxLength: 100 },
  {
    key: 'phone',
    type: 'tel',
    label: 'phone',
    hint: 'phoneHint',
    autoComplete: 'tel',
    inputMode: 'tel',
    minLength: 7,
    maxLength: 20,
    pattern: '[0-9\\(\\)+.\\- ]{7,20}',
  },
  {
    key: 'age',
    type: 'number',
    label: 'childAge',
    hint: 'ageHint',
    min: childAge.min,
    max: childAge.max,
    step: 1,
    inputMode: 'numeric',
  },
  { key: 'email', type: 'email', label: 'email', autoComplete: 'email', maxLength: 254 },
];

/**
 * The fields every form asks for, under the names each form's service expects
 * (docs/product.md#forms: "Parent Name" on the home and contact forms, `parent_name` on the booking
 * form), required unless the form lists them as optional. A form without a name for the child or
 * the age does not ask for them.
 */
export function FamilyFields({
  id,
  names,
  optional = [],
}: {
  id: string;
  names: FamilyFieldNames;
  optional?: ReadonlyArray<keyof FamilyFieldNames>;
}) {
  const t = useTranslations('Forms.fields');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {familyFields.map(({ key, label, hint, ...input }) => {
        const name = names[key];
        return (
          name && (
            <Field
              key={key}
              id={`${id}-${key}`}
              name={name}
              label={t(label)}
              hint={hint && t(hint)}
              required={!optional.includes(key)}
              {...input}
              // With the age asked, the e-mail field is the fifth and takes the whole row.
              className={key === 'email' && names.age ? 'sm:col-span-2' : undefined}
            />
          )
        );
      })}
    </div>
  );
}
