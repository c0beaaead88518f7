import { noWidow } from '@/lib/typography';
import type { PageText } from '@/lib/page-text';
import { withPhone } from '@/components/ui/with-phone';
import { BookButton, CallButton } from './Actions';

/**
 * The closing call to action of a page, from the page's `cta` messages: `title`, `call` and,
 * where they exist, `text` and `book` (a page without `cta.book` offers the call alone).
 */
export function CtaBand({ text, keys }: Pick<PageText, 'text' | 'keys'>) {
  const has = new Set(keys('cta'));
  const book = has.has('book') ? text('cta.book') : undefined;
  return (
    <section aria-labelledby="cta-title" className="container-page py-12">
      <div className="on-dark rounded-3xl bg-brand-deep px-5 py-10 text-center text-sky-50 sm:px-10">
        <h2 id="cta-title" className="text-section font-black text-white">
          {noWidow(text('cta.title'))}
        </h2>
        {has.has('text') && (
          <p className="mx-auto mt-3 max-w-2xl text-lg">{withPhone(text('cta.text'))}</p>
        )}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {book && <BookButton label={book} />}
          <CallButton label={text('cta.call')} variant={book ? 'outline' : 'primary'} />
        </div>
      </div>
    </section>
  );
}
