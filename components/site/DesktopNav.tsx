'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import { cn } from '@/lib/cn';
import { isActivePath } from '@/lib/paths';
import { scrollToSamePageAnchor } from '@/lib/scroll';
import type { DesktopNavProps } from './nav-types';
import { navItemBase, navItemShape, navList, navPanel, navRoot } from './nav-styles';

const wide = '(min-width: 80rem)';

/**
 * The wide-screen navigation bar. The page is served with a plain-HTML bar whose Services
 * dropdown is a native <details>, so it works without JavaScript. On wide screens the Radix
 * menu (DesktopNavMenu) is then loaded and takes its place; phones, which never show this bar,
 * never download it.
 */
export function DesktopNav(props: DesktopNavProps) {
  const [Menu, setMenu] = useState<ComponentType<DesktopNavProps> | null>(null);

  useEffect(() => {
    const query = window.matchMedia(wide);
    const load = () => {
      if (query.matches)
        void import('./DesktopNavMenu').then((m) => setMenu(() => m.DesktopNavMenu));
    };
    load();
    query.addEventListener('change', load);
    return () => query.removeEventListener('change', load);
  }, []);

  return Menu ? <Menu {...props} /> : <StaticDesktopNav {...props} />;
}

function StaticDesktopNav({ items, label, chevron }: DesktopNavProps) {
  const pathname = usePathname();
  const current = (path: string) => (isActivePath(path, pathname) ? 'page' : undefined);
  return (
    <nav aria-label={label} className={navRoot}>
      <div>
        <ul className={navList}>
          {items.map((item) =>
            'children' in item ? (
              <li key={item.label}>
                <details className="group relative">
                  <summary
                    className={cn(navItemBase, navItemShape.bar, 'cursor-pointer')}
                    data-active={item.children.some((c) => current(c.path)) ? '' : undefined}
                  >
                    {item.label}
                    {chevron}
                  </summary>
                  <ul className={cn(navPanel, 'grid gap-1')}>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <Link
                          prefetch={false}
                          href={child.href}
                          aria-current={current(child.path)}
                          className={cn(navItemBase, navItemShape.menu)}
                        >
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.href}>
                <Link
                  prefetch={false}
                  href={item.href}
                  aria-current={current(item.path)}
                  onClick={scrollToSamePageAnchor}
                  className={cn(navItemBase, navItemShape.bar)}
                >
                  {item.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}
