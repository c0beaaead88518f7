'use client';

import { useEffect } from 'react';

/** What the browser says about a field the visitor must fix, in the page's language. */
export type ValidityText = {
  fill: string;
  choose: string;
  check: string;
  email: string;
  phone: string;
  age: string;
  date: string;
};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The sentence for a field's first problem, or '' to leave the browser's own. */
export function validityMessage(field: Control, text: ValidityText): string {
  const v = field.validity;
  if (v.valueMissing)
    return field.type === 'checkbox'
      ? text.check
      : field.tagName === 'SELECT'
        ? text.choose
        : text.fill;
  if (field.type === 'email' && v.typeMismatch) return text.email;
  if (field.type === 'tel' && (v.patternMismatch || v.tooShort)) return text.phone;
  if (field.type === 'number' && !v.valid) return text.age;
  if (field.type === 'date' && !v.valid) return text.date;
  return '';
}

/**
 * The browser stops a form with a missing or malformed field by itself, with no script, but in
 * the language of the browser: a family reading the Spanish site on a phone set to English would
 * be told "Please fill out this field." Once scripts run, this gives each stop the site's own
 * sentence in the page's language; it changes no rule, only the words.
 */
export function ValidityMessages({ formId, text }: { formId: string; text: ValidityText }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const explain = (event: Event) => {
      const field = event.target as Control;
      field.setCustomValidity('');
      field.setCustomValidity(validityMessage(field, text));
    };
    // A field's own sentence goes as soon as it changes: the browser checks it afresh.
    const reset = (event: Event) => {
      const field = event.target as Control;
      if (field.validity?.customError) field.setCustomValidity('');
    };
    form.addEventListener('invalid', explain, true);
    form.addEventListener('input', reset);
    form.addEventListener('change', reset);
    return () => {
      form.removeEventListener('invalid', explain, true);
      form.removeEventListener('input', reset);
      form.removeEventListener('change', reset);
    };
  }, [formId, text]);
  return null;
}
