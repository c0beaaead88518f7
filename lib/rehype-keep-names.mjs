/**
 * A name written with a hyphen: both parts capitalised ("Medi-Cal", "Denti-Cal"), or a first part
 * of one letter ("X-rays", "E-mail"). Running text may break after the hyphen of a compound
 * ("full-" / "scope"), as print does; a name split in two ("Medi-" / "Cal") reads as two words.
 * `keepNames()` in lib/typography.ts keeps these whole in the pages' text, this plugin in the
 * MDX (articles and legal pages), and the look check (tests/e2e/look-checks.ts) holds every page
 * to it with this same pattern.
 */
export const hyphenName = /(?<![\p{L}-])(?:\p{Lu}\p{Ll}*-\p{Lu}\p{L}*|\p{L}-\p{L}+)(?![\p{L}-])/u;

/**
 * A North American phone number as the pages write it: the office's "(909) 555-0142" or a
 * hotline's "1-800-368-1019". Browsers break after its hyphens and at its space; the number
 * must read whole, so this plugin keeps it on one line too, and the look check holds every
 * page to it with this same pattern.
 */
export const phoneNumber =
  /(?<![\d-])(?:\(\d{3}\)\s\d{3}-\d{4}|(?:1-)?\d{3}-\d{3}-\d{4})(?![\d-])/u;

/** What running text keeps on one line: a name with a hyphen or a phone number, captured. */
export const keptWhole = new RegExp(`(${hyphenName.source}|${phoneNumber.source})`, 'u');

/**
 * @typedef {{ type: string, tagName?: string, value?: string, properties?: object,
 *   children?: Node[] }} Node a hast node, as far as this plugin reads it
 */

/** Rehype plugin: each name with a hyphen, and each phone number, in a text node goes in a no-wrap span. */
export default function rehypeKeepNames() {
  /** @param {Node} node */
  const walk = (node) => {
    // Code is shown as written.
    if (node.type === 'element' && (node.tagName === 'code' || node.tagName === 'pre')) return;
    if (
      node.type === 'element' &&
      /** @type {{ className?: string[] }} */ (node.properties ?? {}).className?.includes(
        'whitespace-nowrap',
      )
    )
      return;
    const children = node.children ?? [];
    for (let i = 0; i < children.length; i++) {
      const child = /** @type {Node} */ (children[i]);
      if (child.type !== 'text') {
        walk(child);
        continue;
      }
      const parts = (child.value ?? '').split(keptWhole);
      if (parts.length === 1) continue;
      /** @type {Node[]} */
      const pieces = [];
      parts.forEach((part, index) => {
        if (index % 2)
          pieces.push({
            type: 'element',
            tagName: 'span',
            properties: { className: ['whitespace-nowrap'] },
            children: [{ type: 'text', value: part }],
          });
        else if (part) pieces.push({ type: 'text', value: part });
      });
      children.splice(i, 1, ...pieces);
      i += pieces.length - 1;
    }
  };
  return (/** @type {Node} */ tree) => walk(tree);
}
