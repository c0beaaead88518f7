'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { timings } from '@/content/client';
import { cn } from '@/lib/cn';
import { isActivePath } from '@/lib/paths';
import { scrollToSamePageAnchor } from '@/lib/scroll';
import type { DesktopNavProps, NavEntry } from './nav-types';
import { navItemBase, navItemShape, navList, navPanel, navRoot } from './nav-styles';

function NavLinkItem({ entry, shape }: { entry: NavEntry; shape: keyof typeof navItemShape }) {
  const pathname = usePathname();
  return (
    <NavigationMenu.Link asChild active={isActivePath(entry.path, pathname)}>
      <Link
        prefetch={false}
        href={entry.href}
        onClick={scrollToSamePageAnchor}
        className={cn(navItemBase, navItemShape[shape])}
      >
        {entry.label}
      </Link>
    </NavigationMenu.Link>
  );
}

/**
 * The wide-screen navigation bar on Radix NavigationMenu, which brings the spec's hover timings
 * (200 ms delay, 300 ms skip, 150 ms close) and full keyboard use. Loaded only on wide screens.
 */
export function DesktopNavMenu({ items, label, chevron, openItem }: DesktopNavProps) {
  const pathname = usePathname();
  return (
    <NavigationMenu.Root
      aria-label={label}
      delayDuration={timings.dropdown.delay}
      skipDelayDuration={timings.dropdown.skip}
      defaultValue={openItem}
      className={navRoot}
    >
      <NavigationMenu.List className={navList}>
        {items.map((item) =>
          'children' in item ? (
            <NavigationMenu.Item
              key={item.label}
              value={item.label}
              className="relative"
              data-dropdown=""
            >
              <NavigationMenu.Trigger
                className={cn(navItemBase, navItemShape.bar, 'group')}
                data-active={
                  item.children.some((c) => isActivePath(c.path, pathname)) ? '' : undefined
                }
              >
                {item.label}
                {chevron}
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={navPanel}>
                <ul className="grid gap-1">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavLinkItem entry={child} shape="menu" />
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.href}>
              <NavLinkItem entry={item} shape="bar" />
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
