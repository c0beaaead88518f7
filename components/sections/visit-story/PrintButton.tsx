'use client';

import { action } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * Prints the page (its print styles keep the story alone, as a booklet). A button needs
 * JavaScript: until React has taken the page over it keeps its place but is not shown, so no
 * dead control is offered and nothing moves when it appears; in its place, the page says to use
 * the browser's own Print command.
 */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      {...action('secondary', cn('[html:not([data-hydrated])_&]:invisible', className))}
    >
      {label}
    </button>
  );
}
