import localFont from 'next/font/local';

/**
 * Nunito, self-hosted from @fontsource-variable/nunito: the latin file (which covers Spanish)
 * is preloaded; the latin-ext file is only fetched for the rare characters it alone has.
 */
export const nunito = localFont({
  src: '../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  weight: '200 1000',
  style: 'normal',
  display: 'swap',
  variable: '--font-nunito',
  fallback: ['ui-rounded', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

export const nunitoExt = localFont({
  src: '../node_modules/@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2',
  weight: '200 1000',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-nunito-ext',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});
