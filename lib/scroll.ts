import type { MouseEvent } from 'react';

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A link to a section of the page being shown (`/#home` on the home page) scrolls to it even
 * when the URL already has that hash, which the router alone would ignore.
 */
export function scrollToSamePageAnchor(event: MouseEvent<HTMLAnchorElement>): void {
  const link = event.currentTarget;
  const url = new URL(link.href);
  if (!url.hash || url.pathname.replace(/\/$/, '') !== window.location.pathname.replace(/\/$/, ''))
    return;
  const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
  if (!target) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}
