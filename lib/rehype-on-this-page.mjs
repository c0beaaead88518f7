/**
 * Rehype plugin for MDX: an `<OnThisPage />` placed in a text is filled with one link per h2 that
 * follows it (the ids come from rehype-slug, which runs first), so a long notice opens with its
 * own contents and the list never drifts from the headings. The component that frames the list
 * (its title, its box) is in mdx-components.tsx.
 */
/**
 * @typedef {{ type: string, name?: string, tagName?: string, value?: string,
 *   properties?: { id?: string }, children?: Node[] }} Node a hast node, as far as this reads it
 */

export default function rehypeOnThisPage() {
  /** @type {(node: Node) => string} */
  const textOf = (node) =>
    node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

  return (/** @type {Node} */ tree, /** @type {{ path?: string }} */ file) => {
    const top = tree.children ?? [];
    const at = top.findIndex((n) => n.type === 'mdxJsxFlowElement' && n.name === 'OnThisPage');
    if (at < 0) return;
    const items = top
      .slice(at + 1)
      .filter((n) => n.type === 'element' && n.tagName === 'h2')
      .map((h2) => {
        const id = h2.properties?.id;
        if (!id) throw new Error(`${file.path ?? 'MDX'}: a heading after <OnThisPage /> has no id`);
        return {
          type: 'element',
          tagName: 'li',
          properties: {},
          children: [
            {
              type: 'element',
              tagName: 'a',
              properties: { href: `#${id}` },
              children: [{ type: 'text', value: textOf(h2).trim() }],
            },
          ],
        };
      });
    if (items.length < 2)
      throw new Error(
        `${file.path ?? 'MDX'}: <OnThisPage /> needs at least two ## headings after it`,
      );
    top[at].children = items;
  };
}
