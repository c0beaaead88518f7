import { languages } from '@/content/practice';

/**
 * Runs inline in <head> of English pages, before anything paints: a visitor who chose Spanish
 * earlier is sent to the Spanish twin, keeping query and hash, without a history entry.
 * Kept tiny and dependency-free because it is inlined into every English page.
 */
export const languageMemoryScript = `try{if(localStorage.getItem(${JSON.stringify(
  languages.storageKey,
)})==="es"){var l=location;l.replace("/es"+l.pathname+l.search+l.hash)}}catch(e){}`;

export function rememberLanguage(locale: string): void {
  try {
    localStorage.setItem(languages.storageKey, locale);
  } catch {
    // Storage can be unavailable (private mode, blocked): the link still navigates.
  }
}
