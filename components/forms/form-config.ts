import { formEndpoints, formServiceOrigin, localInboxPath, siteUrl } from '@/content/practice';
import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/navigation';

export type FormKey = keyof typeof formEndpoints;

/** The form service when a form id is configured at build time; the local inbox otherwise. */
export function formAction(form: FormKey): string {
  const id = formEndpoints[form];
  return id ? `${formServiceOrigin}/f/${encodeURIComponent(id)}` : localInboxPath;
}

/**
 * Where the browser lands after a successful submission: the page in the visitor's language
 * with `thank-you=true`, and the #thank-you fragment that reveals the confirmation without
 * JavaScript. The form service needs an absolute URL; the local inbox takes a path.
 */
export function thankYouUrl(form: FormKey, page: string, locale: Locale): string {
  const path = `${localizePath(page, locale)}?thank-you=true#thank-you`;
  return formEndpoints[form] ? `${siteUrl}${path}` : path;
}

/** The office reads one vocabulary: the form's language is sent as an English word. */
export const languageName: Record<Locale, string> = { en: 'English', es: 'Spanish' };
