/**
 * The initials a reviewer is shown by, as Google shows them: the first letter of the first and of
 * the last word of the name ("María G." → "MG", "Ana" → "A"), in upper case.
 */
export function initials(name: string): string {
  const words = name.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? words.at(-1)![0]! : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/**
 * The circle's colour for a reviewer, always the same for the same review (its id), from the
 * site's palette in tints that hold white bold text at AA contrast: the blues, the leaf green
 * and the sun's darkest amber. Red is kept for emergencies.
 */
export const initialsColors = ['bg-brand', 'bg-brand-deep', 'bg-leaf', 'bg-amber-800'] as const;

export function initialsColor(id: string): (typeof initialsColors)[number] {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return initialsColors[hash % initialsColors.length]!;
}
