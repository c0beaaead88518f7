import type { ReactNode } from 'react';
import './globals.css';

// The real root layout is app/[locale]/layout.tsx; this one only exists so that the
// top-level not-found page (out/404.html) has a parent.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
