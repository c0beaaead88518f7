import type React from 'react';

/** Navigation data as handed from the server header to its client leaves: already translated. */
export type NavEntry = {
  label: string;
  /** The unprefixed path, for the active-item rule. */
  path: string;
  /** The link target in the page's language. */
  href: string;
  /**
   * The phone menu's classes for the entry, set on the server (so they are not in the menu's
   * script): a page of a group after its first ("All Services") is set in under it.
   */
  className?: string;
};

export type NavTree = ReadonlyArray<NavEntry | { label: string; children: NavEntry[] }>;

export type DesktopNavProps = {
  items: NavTree;
  label: string;
  chevron: React.ReactNode;
  /** The dropdown to show open when the bar appears (the one open before it was enhanced). */
  openItem?: string;
  /**
   * The dropdown the pointer was on when the menu arrived, since when (`performance.now()`) and
   * where the pointer was: the first hover loads the menu, which then opens that dropdown once
   * the hover delay has passed since the pointer reached it, if the pointer is still on it.
   */
  hovered?: { item: string; since: number; x: number; y: number };
};
