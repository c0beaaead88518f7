import type { ReactNode } from 'react';
import { withPhone } from '@/components/ui/with-phone';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/Icon';
import { useFactArgs } from '@/lib/facts';
import { formAction, languageName, thankYouUrl, type FormKey } from './form-config';

type Props = {
  form: FormKey;
  /** The unprefixed page the visitor returns to. */
  page: string;
  submit: string;
  /** Prefix for field ids, unique on the page. */
  id: string;
  labelledBy?: string;
  children: ReactNode;
};

/**
 * The one form of the site: a plain HTML post that works without JavaScript, validated by the
 * browser itself. It carries the return address, the page's language and a honeypot.
 */
export function SiteForm({ form, page, submit, id, labelledBy, children }: Props) {
  const locale = useLocale();
  const t = useTranslations('Forms');
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
      <input type="hidden" name="_next" value={thankYouUrl(form, page, locale)} />
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
      <p className="text-sm text-muted">{t('requiredNote')}</p>
      {children}
      <p className="flex gap-2 rounded-2xl bg-sun-soft p-3 text-sm text-ink">
        <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
        <span>{withPhone(t('medicalNote', facts))}</span>
      </p>
      <button type="submit" className={buttonClass('primary', 'w-full text-lg')}>
        <Icon name="calendar-check" className="size-5" />
        {submit}
      </button>
    </form>
  );
}
