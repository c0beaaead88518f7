import Link from 'next/link';
import type { ComponentProps } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-data';
import { useLocale } from 'next-intl';
import { isInternalPath, localizePath } from '@/i18n/navigation';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * Every internal link of a server component goes through here: `href` is written unprefixed
 * and gains /es on Spanish pages. External, mail and phone links pass through unchanged.
 * Links do not prefetch: on a phone with a small data plan, fetching every page a screen
 * links to costs more than the moment a click takes (navigation still stays client-side).
 */
export function SiteLink({ href, prefetch = false, ...props }: Props) {
  const locale = useLocale();
  if (!isInternalPath(href)) return <a href={href} {...(props as ComponentProps<'a'>)} />;
  return <Link href={localizePath(href, locale)} prefetch={prefetch} {...props} />;
}

/** A site link led by its icon: the icon is decorative, the words name the link. */
export function IconLink({
  icon,
  iconClassName = 'size-5',
  children,
  ...props
}: Props & { icon: IconName; iconClassName?: string }) {
  return (
    <SiteLink {...props}>
      <Icon name={icon} className={iconClassName} />
      {children}
    </SiteLink>
  );
}
