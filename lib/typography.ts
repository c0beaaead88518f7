/**
 * Joins a heading's last two words with a no-break space, so that no heading ever ends with a
 * line holding a single word (DESIGN.md, issue 14). Headings are short enough at every size the
 * site uses for the last two words to fit on one line; the look test checks that they do.
 */
export function noWidow(text: string): string {
  return text.replace(/\s+(\S+)\s*$/, '\u00a0$1');
}
