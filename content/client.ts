/**
 * The few constants that code running in the browser reads. They live apart from practice.ts
 * because a client component importing that module ships its module-level work (the address,
 * the build date, environment lookups) to every visitor; practice.ts re-exports them.
 */

export const languages = { storageKey: 'preferred-language' } as const;

/** Spec section 9: timings of the navigation dropdown, in milliseconds (the site has no tooltips). */
export const timings = {
  dropdown: { delay: 200, skip: 300, close: 150 },
} as const;
