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
 * its three translated strings here. NextIntlClientProvider with only the `Error` messages does
 * the same job, but its `useTranslations` brings next-intl's ICU parser to the browser: every
 * page grew by 11.8 KiB gzip (measured, 2026-11-24), more than all of this site's own code.
 */
export function ErrorTextProvider({ value, children }: { value: ErrorText; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useErrorText = () => useContext(Context);
