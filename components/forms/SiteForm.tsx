import { isValidElement, type ReactNode } from 'react';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { withPhone } from '@/components/ui/with-phone';
import { useLocale, useTranslations } from 'next-intl';
import { action } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';
import { useFactArgs } from '@/lib/facts';
import { FamilyFields } from './FamilyFields';
import { ValidityMessages } from './ValidityMessages';
import { childAge } from '@/content/practice';
import { ChoiceField, TextareaField } from './fields';
import { formAction, forms, languageName, thankYouUrl, type FormKey } from './form-config';

type Props = {
  form: FormKey;
  labelledBy: string;
  /** Fields after the ones every form asks for. */
  children?: ReactNode;
};

/**
 * The one form of the site: a plain HTML post that works without JavaScript, validated by the
 * browser itself. It carries the return address, the page's language and a honeypot, then the
 * fields its setup in `forms` lists.
 */
export function SiteForm({ form, labelledBy, children }: Props) {
  const { id, fields = id, submit, names, optional, choice, message } = forms[form];
  const locale = useLocale();
  const t = useTranslations('Forms');
  const common = useTranslations('Common');
  const facts = useFactArgs();
  return (
    <form
      method="post"
      action={formAction(form)}
      acceptCharset="UTF-8"
      id={id}
      aria-labelledby={labelledBy}
      className="grid gap-4"
    >
      <input type="hidden" name="_next" value={thankYouUrl(form, locale)} />
      <input type="hidden" name="Language" value={languageName[locale]} />
      {/* Spam trap: people never see or reach it; bots that fill it are dropped. */}
      <input
        type="text"
        name="_gotcha"
        defaultValue=""
        tabIndex={-1}
        autoComplete="off"
        hidden
        aria-hidden="true"
      />
      <p className="text-base text-muted sm:text-sm">{t('requiredNote')}</p>
      <ValidityMessages
        formId={id}
        text={{
          fill: t('validity.fill'),
          choose: t('validity.choose'),
          check: t('validity.check'),
          email: t('validity.email'),
          phone: t('validity.phone'),
          age: t('validity.age', { min: childAge.min, max: childAge.max }),
          date: t('validity.date'),
        }}
      />
      <FamilyFields id={fields} names={names} optional={optional} />
      <ChoiceField
        id={`${fields}-${choice.id}`}
        name={choice.name}
        label={t(`fields.${choice.label}`)}
        list={choice.list}
      />
      {/* No list offers an emergency visit: where a parent would look for one, the line to call. */}
      {/* Coral, as every emergency message is (yellow is the request's); the body's 16 px at
          every width, the one line of the form that must not be missed. */}
      <p className="flex gap-2 rounded-2xl bg-coral-soft p-3 text-base text-ink">
        <Icon name="phone" className="mt-1 size-4 shrink-0 text-coral" />
        <span>
          {markWithCall(
            t.rich('emergencyLine', {
              ...facts,
              // The call reads as one piece (`markWithCall`), never broken inside the number.
              // The page's one emergency action: inside a sentence, yet a 44 px tall target (its
              // `::after` reaches 11 px above and below the line, which it leaves as it is).
              call: (chunks) => (
                <PhoneLink className="relative font-bold text-brand-deep underline after:absolute after:inset-x-0 after:-inset-y-[11px] after:content-['']">
                  {withPhone([chunks].flat().join(''))}
                </PhoneLink>
              ),
            }),
          )}
        </span>
      </p>
      {message && (
        <TextareaField
          id={`${fields}-message`}
          name={message.name}
          label={t('fields.message')}
          maxLength={message.maxLength}
          rows={message.rows}
        />
      )}
      {children}
      <p className="text-base text-muted sm:text-sm">{t('medicalNote')}</p>
      {/* On the narrowest phones (320 px) the label drops its icon (button.ts) and a size, so
          it keeps one line. */}
      <button type="submit" {...action('request', 'w-full text-lg max-[359px]:text-base')}>
        {/* A message is sent; the other forms ask for a visit. */}
        <Icon name={submit === 'message' ? 'send' : 'calendar-check'} className="size-5" />
        {submit === 'request' ? common('request') : t(`submit.${submit}`)}
      </button>
    </form>
  );
}

/**
 * The call and the mark that ends the sentence after it ("… 555-0142.") in one box: it takes a
 * line of its own rather than leave its first word at the end of the line before ("llame" /
 * "ahora al (909) 555-0142"), and wraps inside only on a phone too narrow for it, where the mark
 * stays with the number (no line breaks before a full stop). The link inside is inline: as a
 * box of its own it let the full stop fall alone onto the last line of a 320 px phone, and with
 * the two held on one line they stood 4 px wider than the Spanish line there.
 */
function markWithCall(line: ReactNode): ReactNode {
  if (!Array.isArray(line)) return line;
  const parts: ReactNode[] = [...(line as ReactNode[])];
  const at = parts.findIndex((part) => isValidElement(part));
  if (at < 0) return line;
  const next = parts[at + 1];
  const mark = typeof next === 'string' ? (/^[.,;:!?)]+/.exec(next)?.[0] ?? '') : '';
  parts.splice(
    at,
    mark ? 2 : 1,
    <span key="call" className="inline-block">
      {parts[at]}
      {mark}
    </span>,
    ...(mark ? [(next as string).slice(mark.length)] : []),
  );
  return parts;
}
