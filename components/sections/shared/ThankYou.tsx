import { useTranslations } from 'next-intl';
import { withPhone } from '@/components/ui/with-phone';
import { Icon } from '@/components/ui/Icon';
import { useFactArgs } from '@/lib/facts';

/**
 * The confirmation after a form is sent. Forms return to `?thank-you=true#thank-you`; the
 * fragment makes this box the page's target, which CSS reveals and the browser scrolls to,
 * with no JavaScript and nothing read from the query string.
 */
export function ThankYou() {
  const t = useTranslations('Forms.thankYou');
  const facts = useFactArgs();
  return (
    <div
      id="thank-you"
      tabIndex={-1}
      className="container-page hidden scroll-mt-24 pt-6 target:block"
    >
      <div
        role="status"
        className="flex gap-3 rounded-3xl border-2 border-leaf bg-green-50 p-5 text-ink shadow-soft"
      >
        <Icon name="check" className="mt-1 size-6 shrink-0 text-leaf" />
        <div>
          <p className="text-lg font-extrabold">{t('title')}</p>
          <p className="mt-1">{withPhone(t('text', facts))}</p>
        </div>
      </div>
    </div>
  );
}
