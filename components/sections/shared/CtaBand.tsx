import { noWidow } from '@/lib/typography';
import { withPhone } from '@/components/ui/with-phone';
import { OfficeStatus } from '@/components/site/OfficeStatus';
import type { StatusVariant } from '@/lib/office-status';
import { ActionRow, BookButton, CallButton } from './Actions';

/**
 * The closing call to action of a page, from the page's `cta` messages: `title`, `text`, `call`,
 * then the request: every page closes the same way.
 * The call comes first, then the request, as everywhere on the site (docs/decisions/0025); their
 * colours are their actions'.
 * Under the buttons, whether the office is open now (`status="emergency"` on the emergency page,
 * where the line never says "Closed" and the call is the emergency's).
 */
export function CtaBand({
  text,
  status = 'office',
}: {
  text: (key: 'cta.title' | 'cta.text' | 'cta.call') => string;
  status?: StatusVariant;
}) {
  const call = <CallButton label={text('cta.call')} emergency={status === 'emergency'} />;
  return (
    <section aria-labelledby="cta-title" className="container-page pt-12">
      {/* Light sky, so the request's yellow and the call's blue both stand out on it, and it
          never runs into the dark footer as a second identical band. */}
      <div className="relative overflow-hidden rounded-3xl bg-brand-soft px-5 py-10 text-center sm:px-10">
        <h2 id="cta-title" className="relative text-section font-black text-brand-deep">
          {noWidow(text('cta.title'))}
        </h2>
        <p className="relative mx-auto mt-3 max-w-2xl text-lg">
          {withPhone(text('cta.text'), { closing: true })}
        </p>
        <ActionRow centred className="relative mt-6">
          {call}
          <BookButton />
        </ActionRow>
        <OfficeStatus variant={status} align="center" className="relative mt-4" />
      </div>
    </section>
  );
}
