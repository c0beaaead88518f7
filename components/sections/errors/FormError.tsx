import { noWidow } from '@/lib/typography';
import { withPhone } from '@/components/ui/with-phone';
import { ActionRow, CallButton, SecondaryLink } from '@/components/sections/shared/Actions';
import { pageText } from '@/lib/page-text';

/** What the local inbox shows when it could not store a submission: call us instead. */
export async function FormError() {
  const { text } = await pageText('FormError');
  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-black text-coral sm:text-4xl">{noWidow(text('title'))}</h1>
      <p className="mt-4 max-w-xl text-lg">{withPhone(text('text'))}</p>
      <ActionRow centred className="mt-8 w-full sm:w-auto">
        <CallButton label={text('call')} />
        <SecondaryLink href="/">{text('home')}</SecondaryLink>
      </ActionRow>
    </section>
  );
}
