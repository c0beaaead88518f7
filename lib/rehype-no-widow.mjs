/**
 * Rehype plugin for the blog's MDX: the same rule as `noWidow()` in lib/typography.ts for the
 * articles' own h2 and h3: the last two words of a heading of three or more words go in an
 * inline-block, so they move to the next line together, yet still wrap when wider than the line.
 */
/**
 * @typedef {{ type: string, tagName?: string, value?: string, properties?: object,
 *   children?: Node[] }} Node a hast node, as far as this plugin reads it
 */

export default function rehypeNoWidow() {
  /**
   * The last text with words in a node, with where it sits.
   * @param {Node} node
   * @returns {{ parent: Node[], index: number, value: string } | undefined}
   */
  const lastText = (node) => {
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) {
      const child = /** @type {Node} */ (children[i]);
      if (child.type === 'text' && child.value?.trim())
        return { parent: children, index: i, value: child.value };
      if (child.type === 'element') return lastText(child);
    }
    return undefined;
  };
  /** @type {(node: Node) => string} */
  const textOf = (node) =>
    node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');
  /** @param {Node} node */
  const walk = (node) => {
    if (node.type === 'element' && /^h[1-3]$/.test(node.tagName ?? '')) {
      const last = lastText(node);
      // The last two words inside the heading's last text, after what comes before them.
      const match =
        last && /^(.*?\s)?((?![·•|–—&/]\s)\S+\s+(?:[·•|–—&/]\s+)?\S+)\s*$/s.exec(last.value);
      if (last && match && textOf(node).trim().split(/\s+/).length >= 3) {
        const [, head = '', pair = ''] = match;
        last.parent.splice(last.index, 1, ...(head ? [{ type: 'text', value: head }] : []), {
          type: 'element',
          tagName: 'span',
          properties: { className: ['inline-block'] },
          children: [{ type: 'text', value: pair }],
        });
      }
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  return (/** @type {Node} */ tree) => walk(tree);
}
