import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { practice } from '@/content/practice';

/**
 * Small screens: the phone is always one tap away at the bottom of every page. The layout
 * reserves its height (body padding and scroll padding) so it never hides content or focus.
 */
export function CallBar() {
  const t = useTranslations('Header');
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-soft bg-white/95 p-2 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] sm:hidden">
      <a
        href={`tel:${practice.phone.tel}`}
        className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand px-4 font-extrabold text-white"
      >
        <Icon name="phone" className="size-5" />
        {t('callUs')} {practice.phone.display}
      </a>
    </div>
  );
}
