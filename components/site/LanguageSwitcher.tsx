'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { rememberLanguage } from '@/lib/language-memory';
import { notFoundRoute, stripLocale, switchPath } from '@/lib/paths';

type Props = {
  target: Locale;
  label: string;
  title: string;
  /** An icon rendered on the server, so no icon code ships to the browser. */
  icon: ReactNode;
  tone?: 'light' | 'dark';
  /** A language code shown instead of the label on small screens ("ES"); the label stays the name. */
  short?: string;
  className?: string;
};

const tones = {
  light: 'text-brand hover:bg-brand-soft',
  // White, as the footer's other links: yellow there read as the request's colour.
  dark: 'text-white hover:bg-white/10 [&_svg]:text-sun',
};

/**
 * A plain link to the same page in the other language, so it works without JavaScript.
 * It keeps the current #section through the inline language script (`data-keep-hash`), with or
 * without the framework; once hydrated it also remembers the choice as it is clicked.
 */
export function LanguageSwitcher({
  target,
  label,
  title,
  icon,
  tone = 'light',
  short,
  className,
}: Props) {
  const pathname = usePathname();
  // The 404 page is pre-rendered once for every missing path: offer the other language's home.
  const href = switchPath(stripLocale(pathname) === notFoundRoute ? '/' : pathname, target);

  // The link itself navigates; the inline language script has already put the current
  // #section on it (`data-keep-hash`), before and after hydration alike.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    rememberLanguage(target);
  };

  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      title={title}
      onClick={onClick}
      data-keep-hash=""
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 py-1.5 font-bold underline-offset-4 hover:underline',
        tones[tone],
        className,
      )}
    >
      {icon}
      {short ? (
        <>
          {/* Short on the narrowest phones, and from laptops up, where the bar (as wide at
              1920 px as at 1280) holds the whole menu and its words keep their room. */}
          <span aria-hidden="true" className="min-[375px]:hidden xl:inline">
            {short}
          </span>
          <span className="max-[374px]:sr-only xl:sr-only">{label}</span>
        </>
      ) : (
        label
      )}
    </a>
  );
}
