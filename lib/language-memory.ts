import { languages } from '@/content/client';

/**
 * Runs inline in <head>, before anything paints. Arriving from one of our own pages in the
 * other language means the visitor just chose this page's language (the switcher or the
 * "Se habla español" link may be clicked before scripts have loaded): remember it. On English
 * pages, a visitor who chose Spanish earlier and arrives from elsewhere is sent to the Spanish
 * twin, keeping query and hash, without a history entry. A language switcher clicked before
 * the framework loads keeps the current #section too.
 * Kept tiny and dependency-free because it is inlined into every page.
 */
export function languageMemoryScript(locale: 'en' | 'es'): string {
  const key = JSON.stringify(languages.storageKey);
  const fromOtherLanguage =
    locale === 'es' ? '!/^\\/es(\\/|$)/.test(r.pathname)' : '/^\\/es(\\/|$)/.test(r.pathname)';
  const redirect =
    locale === 'en'
      ? 'else if(s.getItem(k)==="es")l.replace("/es"+l.pathname+l.search+l.hash)'
      : '';
  // A click on a language switcher before the framework has loaded is a plain page load: take
  // the current #section along, as the switcher does once hydrated.
  const keepHash =
    'document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[data-keep-hash]");if(a&&l.hash)a.hash=l.hash},!0);';
  return `try{var s=localStorage,k=${key},r=document.referrer&&new URL(document.referrer),l=location;${keepHash}if(r&&r.origin===l.origin){if(${fromOtherLanguage})s.setItem(k,"${locale}")}${redirect}}catch(e){}`;
}

export function rememberLanguage(locale: string): void {
  try {
    localStorage.setItem(languages.storageKey, locale);
  } catch {
    // Storage can be unavailable (private mode, blocked): the link still navigates.
  }
}
