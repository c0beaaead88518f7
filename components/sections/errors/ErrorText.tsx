'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type ErrorText = { title: string; retry: string; help: string };

const Context = createContext<ErrorText>({
  title: 'Unexpected Application Error!',
  retry: 'Try again',
  help: '',
});

/**
 * The error boundary is a client component outside next-intl's server APIs; the layout hands it
 * its few translated strings here rather than shipping the message catalogue to the browser.
 */
export function ErrorTextProvider({ value, children }: { value: ErrorText; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useErrorText = () => useContext(Context);
