/**
 * Two columns of cards that end close to level and read in the list's own order: the first
 * items in the first column, the rest in the second, cut where the columns' weights (an
 * estimate of each card's height, e.g. its characters) differ least. On a phone the columns
 * stack, so the list reads there exactly as the office ordered it (the most urgent first aid
 * first, in both languages); CSS columns would cut in one place too, but by height as laid out,
 * which can leave one card alone beside a long column.
 */
export function balancedColumns<T>(items: readonly T[], weight: (item: T) => number): [T[], T[]] {
  const weights = items.map(weight);
  const total = weights.reduce((sum, w) => sum + w, 0);
  let best = { cut: items.length, difference: Infinity };
  let first = 0;
  // The first column takes at least one item; a cut after every item leaves the second empty.
  for (let cut = 1; cut <= items.length; cut++) {
    first += weights[cut - 1]!;
    const difference = Math.abs(total - 2 * first);
    if (difference < best.difference) best = { cut, difference };
  }
  return [items.slice(0, best.cut), items.slice(best.cut)];
}
