import { BookButton, CallButton } from './Actions';

/** The closing call to action of a page: call, and (where it fits) book. */
export function CtaBand({
  title,
  text,
  call,
  book,
}: {
  title: string;
  text?: string;
  call: string;
  book?: string;
}) {
  return (
    <section aria-labelledby="cta-title" className="container-page py-12">
      <div className="on-dark rounded-3xl bg-brand-deep px-6 py-10 text-center text-sky-50 sm:px-10">
        <h2 id="cta-title" className="text-3xl font-black text-white">
          {title}
        </h2>
        {text && <p className="mx-auto mt-3 max-w-2xl text-lg">{text}</p>}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {book && <BookButton label={book} />}
          <CallButton label={call} variant={book ? 'outline' : 'primary'} />
        </div>
      </div>
    </section>
  );
}
