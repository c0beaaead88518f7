import localFont from 'next/font/local';

/**
 * Nunito, self-hosted from @fontsource-variable/nunito: its latin file, one variable font for
 * every weight, which covers English and Spanish, preloaded on every page. No other subset is
 * shipped: the only text outside it is the language-assistance taglines (Vietnamese among
 * them), which read in the phone's own font (components/sections/legal/Taglines.tsx).
 *
 * `display: 'optional'`: a font that has not arrived when the page first paints is not swapped
 * in later on that page, because swapping moves text that a parent may already be reading or
 * tapping (with the fallback font the header's phone button and menu take other widths). The
 * file is preloaded and cached, so it paints from the first screen on a fair connection and on
 * every later page. Until then the page reads in the size-adjusted fallbacks of globals.css
 * ('Nunito Fallback'), which keep lines close to Nunito's widths.
 *
 * The variable carries no fallbacks of its own: `--font-sans` in globals.css lists them.
 */
export const nunito = localFont({
  src: '../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  weight: '200 1000',
  style: 'normal',
  display: 'optional',
  variable: '--font-nunito',
  adjustFontFallback: false,
  fallback: [],
});
