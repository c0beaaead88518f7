/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inHouseFont } from '@/components/sections/legal/Taglines';
import { taglines } from '@/content/taglines';

/**
 * The language-assistance taglines read in the house font only where its one file holds every
 * letter: the letters `inHouseFont` accepts are those of the file's unicode-range, as the font
 * package declares it (a line in two fonts, Nunito and the phone's, looks broken).
 */
const css = readFileSync(
  path.join(__dirname, '../../node_modules/@fontsource-variable/nunito/index.css'),
  'utf8',
);
const range = /nunito-latin-wght-normal\.woff2[^}]*unicode-range:\s*([^;]+);/.exec(css)?.[1];
const covered = (code: number) =>
  (range ?? '').split(',').some((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/, '').split('-');
    return code >= parseInt(from, 16) && code <= parseInt(to, 16);
  });

describe('the taglines’ font', () => {
  it('knows the range of the font file the site ships', () => {
    expect(range).toBeDefined();
  });

  it('takes a line for the house font exactly when the file holds all its letters', () => {
    for (const { language, text } of taglines) {
      const line = language + text;
      const held = [...line].every((letter) => covered(letter.codePointAt(0)!));
      expect([language, inHouseFont(line)]).toEqual([language, held]);
    }
    // Every code point of the Basic Multilingual Plane: held by the file exactly when accepted.
    const differ: number[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (
        (code < 0xd800 || code > 0xdfff) &&
        inHouseFont(String.fromCodePoint(code)) !== covered(code)
      )
        differ.push(code);
    expect(differ.map((code) => code.toString(16))).toEqual([]);
  });

  it('sets English and Spanish in the house font, and the scripts it lacks in the phone’s', () => {
    const inHouse = (lang: string) =>
      inHouseFont(
        taglines.find((t) => t.lang === lang)!.language +
          taglines.find((t) => t.lang === lang)!.text,
      );
    expect(inHouse('en')).toBe(true);
    expect(inHouse('es')).toBe(true);
    expect(inHouse('vi')).toBe(false);
    expect(inHouse('zh-Hant')).toBe(false);
  });
});
