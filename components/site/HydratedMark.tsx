'use client';

import { useEffect } from 'react';

/**
 * Marks the page `<html data-hydrated>` once React has taken it over. The framework's scripts
 * load after the first paint (scripts/build/next-adapter.mjs); until this mark, the page is plain
 * HTML (links load pages, menus and answers are <details>), and from it on, links navigate on
 * the client and the menus and the accordion are enhanced. Last in <body>, so its effect runs
 * after those of everything before it. The end-to-end tests wait for it.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
