/**
 * Rehype plugin for the blog's MDX: the same rule as `noWidow()` in lib/typography.ts for the
 * articles' own h2 and h3: the last two words of a heading are joined by a no-break space.
 */
export default function rehypeNoWidow() {
  const lastText = (node) => {
    for (let i = (node.children ?? []).length - 1; i >= 0; i--) {
      const child = node.children[i];
      if (child.type === 'text' && child.value.trim()) return child;
      if (child.type === 'element') return lastText(child);
    }
    return undefined;
  };
  const walk = (node) => {
    if (node.type === 'element' && /^h[1-3]$/.test(node.tagName)) {
      const text = lastText(node);
      if (text) text.value = text.value.replace(/\s+(\S+)\s*$/, '\u00a0$1');
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  return (tree) => walk(tree);
}
