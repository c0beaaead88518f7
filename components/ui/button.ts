import { cn } from '@/lib/cn';

/**
 * The shapes an action takes, each its own export: a client component's bundle carries only the
 * shapes it uses (the laptop's JavaScript budget, docs/performance.md#budgets, had no room for
 * the server-rendered ones in every client chunk that draws a button).
 *
 * A pill, the default. On the narrowest phones (under 360 px) it drops its icons, so a label that
 * must wrap ("Llamar al / (909) 555-0142") wraps balanced and centred, never beside a hanging icon.
 */
export const pill =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-center font-bold leading-tight text-balance transition-colors max-[359px]:[&>svg]:hidden';

/**
 * A pill from tablets up; on phones, where the phone bar already offers the call, a link with
 * its icon in the action's colour (the service cards' calls: five identical pills down a phone
 * page were noise).
 */
export const linkOnPhones = `${pill} max-sm:rounded-none max-sm:bg-transparent max-sm:px-0 max-sm:text-brand max-sm:underline max-sm:underline-offset-4 max-sm:shadow-none max-sm:hover:bg-transparent max-sm:hover:text-brand-deep`;

/**
 * A large tile across its card (the contact page's call and directions): the icon beside the
 * words, which wrap centred under it only where the card is narrow. Under 360 px it drops its
 * icon, as a pill does (beside "Call us (909) 555-0142" the icon stood over the words).
 */
export const tile =
  'flex min-h-16 flex-wrap content-center items-center justify-center gap-x-2 gap-y-1 rounded-2xl px-4 py-3 text-center text-lg font-extrabold leading-tight transition-colors max-[359px]:[&>svg]:hidden';

/** One of the shapes above. */
export type ActionShape = typeof pill | typeof linkOnPhones | typeof tile;

/**
 * One colour per action, site-wide (docs/product.md#one-colour-per-action): a page says what a
 * button does, never what it looks like. Request (book a visit, send a form) is sun yellow, call
 * is brand blue, anything else is an outline in the headings' navy (in the call's blue, "Get
 * directions" under "Call us" read as a weaker call), and coral is kept for emergencies.
 */
const kinds = {
  request: 'bg-sun text-ink shadow-soft hover:bg-sun-dark',
  call: 'bg-brand text-white shadow-soft hover:bg-brand-dark',
  secondary: 'border-2 border-brand-deep bg-white text-brand-deep hover:bg-brand-soft',
  emergency: 'bg-coral text-white shadow-soft hover:bg-rose-800',
} as const;

export type ActionKind = keyof typeof kinds;

/**
 * A button's class and its `data-action` (the kind, readable in the built HTML, which
 * tests/e2e/actions.spec.ts holds to its colour on every page). Spread it on the element:
 * `<a {...action('call')}>`.
 */
export function action(kind: ActionKind, className?: string, shape: ActionShape = pill) {
  return actionColour(kind, cn(shape, className));
}

/**
 * The same without the button's shape, for a control that has its own (the phone bar's two
 * buttons): `className` must not set colours.
 */
export function actionColour(kind: ActionKind, className?: string) {
  return { 'data-action': kind, className: cn(className, kinds[kind]) } as const;
}

/** A link inside a sentence: bold, underlined, the call's blue (WCAG's inline exception to 44 px). */
export const inlineLinkClass =
  'font-bold text-brand underline underline-offset-4 hover:text-brand-deep';

/**
 * An underlined text link with room to tap (44 px tall), for "learn more" links beside text.
 * Wrapped, its last line never holds one word and the arrow alone ("braces and" / "aligners
 * →"): the browser balances its lines (`pretty` still left such a line on a 320 px phone).
 */
export const textLinkClass =
  'inline-flex min-h-11 items-center gap-2 font-extrabold text-balance text-brand underline underline-offset-4 hover:text-brand-deep';
