import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No conflict resolution (tailwind-merge would add ~8 KB of JavaScript to
 * every page): callers pass classes that add to a base, never ones that fight it.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
