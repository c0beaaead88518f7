'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { cn } from '@/lib/cn';
import { isActivePath } from '@/lib/paths';
import { scrollToSamePageAnchor } from '@/lib/scroll';
import type { DesktopNavProps } from './nav-types';
import { navItemBase, navItemShape, navList, navPanel, navRoot } from './nav-styles';
import { keepNames } from '@/lib/typography';

const wide = '(min-width: 80rem)';

/**
 * The wide-screen navigation bar. The page is served with a plain-HTML bar whose Services
 * dropdown is a native <details>, so it works without JavaScript. The first time a pointer or
 * the keyboard reaches the bar on a wide screen, the Radix menu (DesktopNavMenu) is loaded and
 * takes its place, with the hover timings of docs/product.md#navigation-bar; a visitor who never
 * uses the bar, and every phone, never downloads it, so it never competes with the first paint.
 * The hover that asked for the menu counts: if it was on a dropdown, the menu opens it once the
 * hover delay has passed since then (a menu that appears under a still pointer gets no
 * `pointerenter` of its own).
 */
export function DesktopNav(props: DesktopNavProps) {
  const [Menu, setMenu] = useState<ComponentType<DesktopNavProps> | null>(null);
  const root = useRef<HTMLDivElement>(null);
  /** The bar item that had the keyboard focus when the swap began, to give it back after. */
  const focused = useRef(-1);
  const [openItem, setOpenItem] = useState<string>();
  const [hovered, setHovered] = useState<DesktopNavProps['hovered']>();

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const load = (focusTarget: EventTarget | null, pointer?: PointerEvent) => {
      if (!window.matchMedia(wide).matches) return;
      focused.current = itemIndex(element, focusTarget);
      for (const type of intents) element.removeEventListener(type, onIntent);
      // Which dropdown the pointer is on while the menu loads, since when, and where it is.
      const hover = { item: '', since: 0, x: 0, y: 0 };
      const watch = (event: PointerEvent) => {
        hover.x = event.clientX;
        hover.y = event.clientY;
        const on = event.target instanceof Element ? event.target.closest('details') : null;
        const item = (on && element.contains(on) && on.getAttribute('data-item')) || '';
        if (item !== hover.item) Object.assign(hover, { item, since: performance.now() });
      };
      if (pointer) watch(pointer);
      window.addEventListener('pointermove', watch, { passive: true });
      // A press on the bar while the menu arrives: the swap waits until the click it makes has
      // gone to the link pressed, which the swap would otherwise take from under the pointer.
      let pressed = false;
      const press = () => (pressed = true);
      element.addEventListener('pointerdown', press);
      void import('./DesktopNavMenu').then((m) => {
        window.removeEventListener('pointermove', watch);
        element.removeEventListener('pointerdown', press);
        const swap = () => {
          // A dropdown opened before the menu arrived stays open across the swap.
          setOpenItem(
            element.querySelector('details[open]')?.getAttribute('data-item') ?? undefined,
          );
          if (hover.item) setHovered({ ...hover });
          setMenu(() => m.DesktopNavMenu);
        };
        if (!pressed || !element.matches(':active')) return swap();
        window.addEventListener('pointerup', () => setTimeout(swap), { once: true });
      });
    };
    const onIntent = (event: Event) =>
      event.type === 'focusin'
        ? load(event.target)
        : load(null, event instanceof PointerEvent ? event : undefined);
    for (const type of intents) element.addEventListener(type, onIntent);
    // The keyboard or the pointer may have reached the bar before this code ran.
    if (element.contains(document.activeElement)) load(document.activeElement);
    else if (element.querySelector(':hover')) load(null);
    return () => {
      for (const type of intents) element.removeEventListener(type, onIntent);
    };
  }, []);

  useEffect(() => {
    if (!Menu || focused.current < 0 || !root.current) return;
    const item = barItems(root.current)[focused.current];
    item?.querySelector<HTMLElement>('a, button')?.focus();
  }, [Menu]);

  return (
    <div ref={root} className="contents">
      {Menu ? (
        <Menu {...props} openItem={openItem} hovered={hovered} />
      ) : (
        <StaticDesktopNav {...props} />
      )}
    </div>
  );
}

/** Both bars list their items as the `li` children of their first list. */
const barItems = (root: HTMLElement) =>
  [...(root.querySelector('ul')?.children ?? [])].filter((el) => el instanceof HTMLLIElement);
const intents = ['pointerover', 'focusin'] as const;

function itemIndex(root: HTMLElement, target: EventTarget | null) {
  return barItems(root).findIndex((item) => target instanceof Node && item.contains(target));
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
                <details className="group relative" data-item={item.label}>
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
                          {keepNames(child.label)}
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
