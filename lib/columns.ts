/**
 * Two columns of cards that end close to level: the split of `items` whose columns' weights
 * (an estimate of each card's height, e.g. its characters) differ least, each column keeping
 * the items' order and the first item leading the first column. A grid in rows leaves a hole
 * beside a short card, and CSS columns can only cut the list in one place; any split can do
 * better. Tried exhaustively, so for short lists (a page's questions): at most 16 items.
 */
export function balancedColumns<T>(items: readonly T[], weight: (item: T) => number): [T[], T[]] {
  if (items.length > 16) throw new Error(`balancedColumns: ${items.length} items, at most 16`);
  const weights = items.map(weight);
  const total = weights.reduce((sum, w) => sum + w, 0);
  let best = { mask: 1, difference: Infinity };
  // Bit i set: item i goes to the first column. The first item always does (odd masks only).
  for (let mask = 1; mask < 1 << items.length; mask += 2) {
    const first = weights.reduce((sum, w, i) => (mask & (1 << i) ? sum + w : sum), 0);
    const difference = Math.abs(total - 2 * first);
    if (difference < best.difference) best = { mask, difference };
  }
  const left = items.filter((_, i) => best.mask & (1 << i));
  const right = items.filter((_, i) => !(best.mask & (1 << i)));
  return [left, right];
}
