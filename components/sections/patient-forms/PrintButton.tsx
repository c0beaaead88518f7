'use client';

import type { ReactNode } from 'react';

/**
 * Opens the browser's print dialog. It needs the page's scripts: until they have run (or where
 * they never run) it keeps its place but stays hidden, and the PDF link beside it works alone.
 */
export function PrintButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={`${className} [html:not([data-hydrated])_&]:invisible`}
    >
      {children}
    </button>
  );
}
