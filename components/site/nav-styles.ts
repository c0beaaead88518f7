/** Classes shared by the static and the Radix navigation bars, so swapping them shifts nothing. */
export const navItemBase =
  'min-h-11 min-w-11 items-center gap-1 whitespace-nowrap px-1 py-2 font-bold text-ink hover:bg-brand-soft hover:text-brand-deep current:text-brand current:underline current:decoration-sun current:decoration-[3px] current:underline-offset-8';
export const navItemShape = {
  bar: 'inline-flex justify-center rounded-full',
  menu: 'flex w-full rounded-xl',
};
export const navPanel =
  'absolute left-0 top-full z-50 mt-2 w-72 rounded-2xl border border-brand-soft bg-white p-2 shadow-soft motion-safe:animate-dropdown';
export const navRoot = 'relative hidden xl:block';
// Items a clear word's space apart (8 px between their pills, 16 px between their words).
export const navList = 'flex items-center gap-2';
