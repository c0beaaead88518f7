'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { timings } from '@/content/client';
import { cn } from '@/lib/cn';
import { isActivePath } from '@/lib/paths';
import { scrollToSamePageAnchor } from '@/lib/scroll';
import type { DesktopNavProps, NavEntry } from './nav-types';
import { navItemBase, navItemShape, navList, navPanel, navRoot } from './nav-styles';
import { keepNames } from '@/lib/typography';

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
        {keepNames(entry.label)}
      </Link>
    </NavigationMenu.Link>
  );
}

/**
 * The wide-screen navigation bar on Radix NavigationMenu, which brings the hover timings of
 * docs/product.md#navigation-bar (200 ms delay, 300 ms skip, 150 ms close) and full keyboard
 * use. Loaded only on wide screens. `hovered` is the dropdown whose hover loaded it: the menu
 * appears under a pointer that has not moved, which Radix never hears of, so it opens that
 * dropdown itself once the delay has run from the hover, if the pointer is still on its trigger.
 */
export function DesktopNavMenu({ items, label, chevron, openItem, hovered }: DesktopNavProps) {
  const pathname = usePathname();
  const [value, setValue] = useState(openItem ?? '');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!hovered || openItem) return;
    const pointer = { x: hovered.x, y: hovered.y };
    const track = (event: PointerEvent) =>
      Object.assign(pointer, { x: event.clientX, y: event.clientY });
    window.addEventListener('pointermove', track, { passive: true });
    const wait = Math.max(0, timings.dropdown.delay - (performance.now() - hovered.since));
    const timer = setTimeout(() => {
      window.removeEventListener('pointermove', track);
      const trigger = list.current?.querySelector(`[data-trigger="${CSS.escape(hovered.item)}"]`);
      const under = document.elementFromPoint(pointer.x, pointer.y);
      if (trigger && under && trigger.contains(under)) {
        setValue((current) => current || hovered.item);
      }
    }, wait);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointermove', track);
    };
  }, [hovered, openItem]);
  return (
    <NavigationMenu.Root
      aria-label={label}
      delayDuration={timings.dropdown.delay}
      skipDelayDuration={timings.dropdown.skip}
      value={value}
      onValueChange={setValue}
      className={navRoot}
    >
      <NavigationMenu.List ref={list} className={navList}>
        {items.map((item) =>
          'children' in item ? (
            <NavigationMenu.Item
              key={item.label}
              value={item.label}
              className="relative"
              data-dropdown=""
            >
              <NavigationMenu.Trigger
                data-trigger={item.label}
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
