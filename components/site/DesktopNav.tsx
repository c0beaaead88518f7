'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { timings } from '@/content/practice';
import { cn } from '@/lib/cn';
import { isActivePath } from '@/lib/paths';
import { scrollToSamePageAnchor } from '@/lib/scroll';
import type { NavEntry, NavTree } from './nav-types';

const itemBase =
  'min-h-11 items-center gap-1 whitespace-nowrap px-2.5 py-2 font-bold text-ink hover:bg-brand-soft hover:text-brand-deep data-[active]:text-brand data-[active]:underline data-[active]:decoration-sun data-[active]:decoration-[3px] data-[active]:underline-offset-8';
const itemShape = { bar: 'inline-flex rounded-full', menu: 'flex w-full rounded-xl' };

function NavLinkItem({
  entry,
  pathname,
  shape,
}: {
  entry: NavEntry;
  pathname: string;
  shape: keyof typeof itemShape;
}) {
  return (
    <NavigationMenu.Link asChild active={isActivePath(entry.path, pathname)}>
      <Link
        href={entry.href}
        onClick={scrollToSamePageAnchor}
        className={cn(itemBase, itemShape[shape])}
      >
        {entry.label}
      </Link>
    </NavigationMenu.Link>
  );
}

/** The wide-screen navigation bar: Radix handles the dropdown's timing and keyboard use. */
export function DesktopNav({
  items,
  label,
  chevron,
}: {
  items: NavTree;
  label: string;
  chevron: ReactNode;
}) {
  const pathname = usePathname();
  return (
    <NavigationMenu.Root
      aria-label={label}
      delayDuration={timings.dropdown.delay}
      skipDelayDuration={timings.dropdown.skip}
      className="relative hidden xl:block"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {items.map((item) =>
          'children' in item ? (
            <NavigationMenu.Item key={item.label} className="relative" data-dropdown="">
              <NavigationMenu.Trigger
                className={cn(itemBase, itemShape.bar, 'group')}
                data-active={
                  item.children.some((c) => isActivePath(c.path, pathname)) ? '' : undefined
                }
              >
                {item.label}
                {chevron}
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute left-0 top-full z-50 mt-2 w-64 rounded-2xl border border-brand-soft bg-white p-2 shadow-soft motion-safe:animate-dropdown">
                <ul className="grid gap-1">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavLinkItem entry={child} pathname={pathname} shape="menu" />
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.href}>
              <NavLinkItem entry={item} pathname={pathname} shape="bar" />
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
