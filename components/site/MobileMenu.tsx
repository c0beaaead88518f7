'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { isActivePath } from '@/lib/paths';
import { scrollToSamePageAnchor } from '@/lib/scroll';
import type { NavEntry } from './nav-types';
import { keepNames } from '@/lib/typography';

type Props = {
  items: NavEntry[];
  menuLabel: string;
  navLabel: string;
  /** Icons rendered on the server, so no icon code ships to the browser. */
  openIcon: ReactNode;
  closeIcon: ReactNode;
  /** The page's tasks at the top of the open menu (call, request, emergency), rendered on the
   * server: the open menu covers the phone bar and the emergency strip. */
  actions?: ReactNode;
};

/**
 * The small-screen menu: a native <details> disclosure, so it opens and closes without
 * JavaScript. Scripts only add closing on navigation and on Escape, returning focus to the toggle.
 */
export function MobileMenu({ items, menuLabel, navLabel, openIcon, closeIcon, actions }: Props) {
  const pathname = usePathname();
  const details = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);

  const close = (refocus: boolean) => {
    if (!details.current?.open) return;
    details.current.open = false;
    if (refocus) toggle.current?.focus();
  };

  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close(true);
  };

  return (
    <details ref={details} className="group xl:hidden" onKeyDown={onKeyDown}>
      <summary
        ref={toggle}
        aria-label={menuLabel}
        className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-full border-2 border-brand px-3 py-1.5 font-bold text-brand hover:bg-brand-soft"
      >
        {openIcon}
        {closeIcon}
        {/* The narrowest phones keep room for the practice's name: the label is then spoken only
            (the summary's aria-label), not drawn. */}
        {/* The word goes on phones under 420 px, where the language's name takes its room. */}
        <span className="max-[419px]:hidden">{menuLabel}</span>
      </summary>
      <nav
        aria-label={navLabel}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-brand-soft bg-white px-4 pt-2 pb-6 shadow-soft"
      >
        {actions && <div className="mx-auto max-w-xl pt-2 pb-3">{actions}</div>}
        <ul className="mx-auto grid max-w-xl">
          {items.map((item) => (
            <li key={item.href} className="border-b border-slate-100 last:border-0">
              <Link
                prefetch={false}
                href={item.href}
                aria-current={isActivePath(item.path, pathname) ? 'page' : undefined}
                onClick={(event) => {
                  scrollToSamePageAnchor(event);
                  close(true);
                }}
                className={item.className}
              >
                {keepNames(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
