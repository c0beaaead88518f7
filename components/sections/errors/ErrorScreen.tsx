'use client';

import { useErrorText } from './ErrorText';
import { action } from '@/components/ui/button';

type Props = { error: Error & { digest?: string; statusText?: string }; reset?: () => void };

/**
 * "Unexpected Application Error!" with the message or status text beneath (docs/product.md#errors).
 */
export function ErrorScreen({ error, reset }: Props) {
  const text = useErrorText();
  return (
    <section role="alert" className="container-page flex flex-col items-center py-20 text-center">
      {/* Balanced (app/globals.css), without noWidow: this screen's script loads on every page,
          and the typography helpers weigh more than its one three-word title needs. */}
      <h1 className="text-3xl font-black text-coral sm:text-4xl">{text.title}</h1>
      <p className="mt-4 max-w-xl rounded-2xl bg-coral-soft px-4 py-3 font-mono text-base text-ink">
        {error.message || error.statusText || error.digest}
      </p>
      <p className="mt-4 text-muted">{text.help}</p>
      {reset && (
        <button type="button" onClick={reset} {...action('secondary', 'mt-6')}>
          {text.retry}
        </button>
      )}
    </section>
  );
}
