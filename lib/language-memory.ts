import { languages } from '@/content/practice';

/**
 * Runs inline in <head> of English pages, before anything paints: a visitor who chose Spanish
 * earlier and arrives from elsewhere is sent to the Spanish twin, keeping query and hash,
 * without a history entry. Arriving from one of our Spanish pages means the visitor just chose
 * English (the switcher may be clicked before scripts have loaded): remember that instead.
 * Kept tiny and dependency-free because it is inlined into every English page.
 */
export const languageMemoryScript = `try{var s=localStorage,k=${JSON.stringify(
  languages.storageKey,
)},r=document.referrer&&new URL(document.referrer),l=location;if(r&&r.origin===l.origin){if(/^\\/es(\\/|$)/.test(r.pathname))s.setItem(k,"en")}else if(s.getItem(k)==="es")l.replace("/es"+l.pathname+l.search+l.hash)}catch(e){}`;

export function rememberLanguage(locale: string): void {
  try {
    localStorage.setItem(languages.storageKey, locale);
  } catch {
    // Storage can be unavailable (private mode, blocked): the link still navigates.
  }
}
