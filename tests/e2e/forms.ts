import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** A form's field by the name the spec gives it: the name the office receives. */
export const field = (form: Locator, name: string) => form.locator(`[name="${name}"]`);

/** A parent's and child's details under the spec's field names, as the family forms send them. */
export const family = (
  parent: string,
  child: { name: string; phone: string; age: string; email: string },
) => ({
  'Parent Name': parent,
  "Child's Name": child.name,
  'Phone Number': child.phone,
  "Child's Age": child.age,
  'Email Address': child.email,
});

/** Fills fields by name, in the order given; a list gets the option of that value. */
export async function fillForm(form: Locator, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    const control = field(form, name);
    const isList = (await control.evaluate((el) => el.tagName)) === 'SELECT';
    await (isList ? control.selectOption(value) : control.fill(value));
  }
}

/** The values of a list's options, in order. */
export const optionValues = (select: Locator) =>
  select.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));

/** The spec's required fields are required, and its optional ones are not. */
export async function expectRequired(form: Locator, required: string[], optional: string[]) {
  for (const name of required) {
    await expect(field(form, name), name).toHaveAttribute('required', '');
  }
  for (const name of optional) {
    await expect(field(form, name), name).not.toHaveAttribute('required', '');
  }
}
