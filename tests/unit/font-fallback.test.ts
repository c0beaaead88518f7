/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The size-adjusted fallback faces of app/globals.css, which the page reads in until Nunito has
 * arrived (font-display optional): their values are recomputed here from the Nunito file the
 * site ships, the way next/font computes its own Arial fallback, so a new font file or a
 * hand-edited value that would make lines break elsewhere fails.
 */
const root = path.join(__dirname, '../..');

type Overrides = { ascentOverride: string; descentOverride: string; sizeAdjust: string };
type Measured = {
  next: Overrides;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  /** Average letter width in ems over next/font's sample string. */
  average: number;
};

/**
 * next/font's fallback metrics for the shipped Nunito file, computed by next/font's own code in
 * a plain Node process (next/jest maps every `@next/font` path to a stub).
 */
const measured = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '-e',
      `const kit = require('next/dist/compiled/@next/font/dist/fontkit').default;
       const open = kit.default || kit;
       const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file.js');
       const font = open(require('node:fs').readFileSync('node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2'));
       const { unitsPerEm, ascent, descent } = font;
       const widths = font.glyphsForString('aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      ').map((glyph) => glyph.advanceWidth);
       const average = widths.reduce((sum, width) => sum + width, 0) / widths.length / unitsPerEm;
       console.log(JSON.stringify({ next: getFallbackMetricsFromFontFile(font, 'sans-serif'), unitsPerEm, ascent, descent, average }));`,
    ],
    { cwd: root, encoding: 'utf8' },
  ),
) as Measured;
const nunito = measured;

/**
 * Roboto's average width over next/font's sample string ('aaabcdeeeefghiijklmnnoopqrrssttuvwxyz'
 * and six spaces), measured with the same fontkit on Roboto 400 (latin, @fontsource/roboto 5):
 * 938 of 2048 units. Arial's, from next/font itself: 934.51 of 2048.
 */
const robotoAverage = 938 / 2048;
const arialAverage = 934.5116279069767 / 2048;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** Each face of a family in globals.css, as descriptor → value. */
function faces(family: string): Record<string, string>[] {
  const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) =>
      Object.fromEntries(
        (match[1] ?? '')
          .split(';')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter(Boolean)
          .map((line) => [
            line.slice(0, line.indexOf(':')),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
      ),
    )
    .filter((face) => face['font-family'] === `'${family}'`);
}

describe('fallback faces for Nunito', () => {
  const { next } = measured;
  const nunitoAverage = measured.average;

  const expected: Record<string, { sizeAdjust: number }> = {
    'Nunito Fallback': { sizeAdjust: nunitoAverage / arialAverage },
    'Nunito Fallback Roboto': { sizeAdjust: nunitoAverage / robotoAverage },
  };

  for (const [family, { sizeAdjust }] of Object.entries(expected)) {
    test(`${family}: a regular and a bold face, scaled to Nunito's width and line height`, () => {
      const found = faces(family);
      expect(found.map((face) => face['font-weight'])).toEqual(['100 549', '550 1000']);
      for (const face of found) {
        expect(face.src).toMatch(/^local\(/);
        expect(face.src).not.toMatch(/url\(/);
        expect(face['size-adjust']).toBe(percent(sizeAdjust));
        expect(face['ascent-override']).toBe(
          percent(nunito.ascent / (nunito.unitsPerEm * sizeAdjust)),
        );
        expect(face['descent-override']).toBe(
          percent(Math.abs(nunito.descent) / (nunito.unitsPerEm * sizeAdjust)),
        );
        expect(face['line-gap-override']).toBe('0%');
      }
    });
  }

  test("the Arial face matches next/font's own computation for the file", () => {
    const [regular = {}] = faces('Nunito Fallback');
    expect(regular['size-adjust']).toBe(next.sizeAdjust);
    expect(regular['ascent-override']).toBe(next.ascentOverride);
    expect(regular['descent-override']).toBe(next.descentOverride);
  });

  test('the site font lists Nunito, then its fallbacks, then the system font', () => {
    const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
    const stack = /--font-sans:([^;]*);/.exec(css)?.[1]?.replace(/\s+/g, ' ').trim();
    expect(stack).toBe(
      "var(--font-nunito), 'Nunito Fallback', 'Nunito Fallback Roboto', system-ui, sans-serif",
    );
  });
});
