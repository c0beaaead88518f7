import { DateInput } from './DateInput';
import { controlProps, Labelled, type LabelledProps } from './fields';

/** A date field that cannot pick a past day: the build's date, then the visitor's today. */
export function DateField({ name, ...field }: LabelledProps & { name: string }) {
  return (
    <Labelled {...field}>
      <DateInput
        id={field.id}
        name={name}
        min={new Date().toISOString().slice(0, 10)}
        {...controlProps(field)}
      />
    </Labelled>
  );
}
