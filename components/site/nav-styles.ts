/** Classes shared by the static and the Radix navigation bars, so swapping them shifts nothing. */
export const navItemBase =
  'min-h-11 min-w-11 items-center gap-1 whitespace-nowrap px-1 py-2 font-bold text-ink hover:bg-brand-soft hover:text-brand-deep current:text-brand current:underline current:decoration-sun current:decoration-[3px] current:underline-offset-8';
export const navItemShape = {
  bar: 'inline-flex justify-center rounded-full',
  menu: 'flex w-full rounded-xl',
};
export const navPanel =
  'absolute left-0 top-full z-50 mt-2 w-72 rounded-2xl border border-brand-soft bg-white p-2 shadow-soft motion-safe:animate-dropdown';
// Right after the logo, a clear gap from it: the number and the request end the bar on their
// own, so a page without the request (the appointment page) moves them, never the menu.
export const navRoot = 'relative hidden xl:ml-6 xl:block';
// Items a clear word's space apart (4 px between their pills, 12 px between their words), so the
// Spanish bar keeps its gap from the logo (the page's column is 1216 px at every laptop width).
export const navList = 'flex items-center gap-1';
