import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { otherLocale } from '@/i18n/routing';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * The switch to the page's other language, as the header and the footer show it: the client
 * leaf gets its target, its translated words and its icon from here, rendered on the server.
 */
export function OtherLanguageSwitcher({
  short = false,
  ...props
}: {
  /** Show the language's code ("ES") instead of its name on the narrowest phones (under 375 px). */
  short?: boolean;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const other = otherLocale(useLocale());
  const t = useTranslations('LanguageSwitcher');
  return (
    <LanguageSwitcher
      target={other}
      label={t('label')}
      title={t('title')}
      icon={<Icon name="globe" className="size-5" />}
      {...(short && { short: other.toUpperCase() })}
      {...props}
    />
  );
}
