import type { Messages } from 'next-intl';
import { formEndpoints, formServiceOrigin, localInboxPath, siteUrl } from '@/content/practice';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/navigation';
import type { FamilyFieldNames } from './FamilyFields';
import type { FieldKey } from './fields';
import { bookingFieldNames, familyFieldNames, type ChoiceList } from './options';

export type FormKey = keyof typeof formEndpoints;

type FormSetup = {
  /** The unprefixed page the visitor returns to. */
  page: string;
  /** The form's id on its page. */
  id: string;
  /** What its fields' ids start with, when not the form's id. */
  fields?: string;
  /** What the button says: the site's request (`Common.request`), or sending a message. */
  submit: 'request' | keyof Messages['Forms']['submit'];
  /** The names its service expects for the family's details. */
  names: FamilyFieldNames;
  /** The family's details this form asks for without requiring them. */
  optional?: ReadonlyArray<keyof FamilyFieldNames>;
  /** The list every form asks to choose from: field id suffix, name, label and values. */
  choice: { id: string; name: string; label: FieldKey; list: ChoiceList };
  /** The free-text message of the forms that ask for one. */
  message?: { name: string; maxLength: number; rows?: number };
};

/**
 * What sets the three forms (docs/product.md#forms) apart. Each asks for the family's details and
 * one choice, under the names its service expects; the booking form's further fields are its own.
 */
export const forms: Record<FormKey, FormSetup> = {
  appointmentRequest: {
    page: '/',
    id: 'request',
    submit: 'request',
    names: familyFieldNames,
    // The office calls back: an e-mail address is welcome, never a condition.
    optional: ['email'],
    choice: {
      id: 'type',
      name: 'Appointment Type',
      label: 'appointmentType',
      list: 'appointmentType',
    },
  },
  contactMessage: {
    page: '/contact',
    id: 'contact-form',
    fields: 'contact',
    submit: 'message',
    names: familyFieldNames,
    // A question ("do you take my plan?") needs no child's name or age, and the office answers by
    // phone: asked, not required.
    optional: ['child', 'age', 'email'],
    choice: {
      id: 'service',
      name: 'Preferred Service',
      label: 'preferredService',
      list: 'preferredService',
    },
    message: { name: 'Additional Message', maxLength: 2000 },
  },
  booking: {
    page: '/appointment',
    id: 'booking',
    submit: 'request',
    names: bookingFieldNames,
    optional: ['email'],
    choice: { id: 'type', name: 'appointment_type', label: 'appointmentType', list: 'bookingType' },
  },
};

/** The form service when a form id is configured at build time; the local inbox otherwise. */
export function formAction(form: FormKey): string {
  const id = formEndpoints[form];
  return id ? `${formServiceOrigin}/f/${encodeURIComponent(id)}` : localInboxPath;
}

/**
 * Where the browser lands after a successful submission: the form's page in the visitor's
 * language with `thank-you=true`, and the #thank-you fragment that reveals the confirmation
 * without JavaScript. The form service needs an absolute URL; the local inbox takes a path.
 */
export function thankYouUrl(form: FormKey, locale: Locale): string {
  const path = `${localizePath(forms[form].page, locale)}?thank-you=true#thank-you`;
  return formEndpoints[form] ? `${siteUrl}${path}` : path;
}

/** The office reads one vocabulary: the form's language is sent as an English word. */
export const languageName: Record<Locale, string> = { en: 'English', es: 'Spanish' };
