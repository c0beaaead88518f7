import { initials, initialsColor, initialsColors } from '@/lib/initials';
import { reviews } from '@/content/reviews';

describe('initials', () => {
  it('takes the first letters of the first and the last word, in upper case', () => {
    expect(initials('María G.')).toBe('MG');
    expect(initials('ángela de la cruz')).toBe('ÁC');
    expect(initials('Ana')).toBe('A');
    expect(initials("O'Neil, Ryan D.")).toBe('OD');
  });

  it('gives every reviewer of the list one or two letters', () => {
    for (const { parent } of reviews) expect(initials(parent)).toMatch(/^\p{Lu}{1,2}$/u);
  });
});

describe('initialsColor', () => {
  it('is the same for the same id, from the palette, and not one colour for everyone', () => {
    expect(initialsColor('sofia-first-tools')).toBe(initialsColor('sofia-first-tools'));
    const used = new Set(reviews.map((r) => initialsColor(r.id)));
    for (const color of used) expect(initialsColors).toContain(color);
    expect(used.size).toBeGreaterThan(2);
  });
});
