'use client';
import { noWidow } from '@/lib/typography';

import * as Accordion from '@radix-ui/react-accordion';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export type FaqItem = { id: string; question: string; answer: ReactNode };

/**
 * One group of questions on Radix Accordion: one answer open at a time, the open one can be
 * closed. Every answer is always in the page (forceMount): without JavaScript all are shown;
 * with it, closed ones are `hidden="until-found"`, so find-in-page still reaches and opens them.
 */
export function FaqAccordion({ items, chevron }: { items: FaqItem[]; chevron: ReactNode }) {
  const [value, setValue] = useState('');
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    for (const answer of root.current?.querySelectorAll<HTMLElement>('[data-faq-answer]') ?? []) {
      if (answer.dataset.state === 'closed') answer.setAttribute('hidden', 'until-found');
      else answer.removeAttribute('hidden');
    }
  });

  useEffect(() => {
    const element = root.current;
    const open = (event: Event) => setValue((event.target as HTMLElement).dataset.faqAnswer ?? '');
    element?.addEventListener('beforematch', open);
    return () => element?.removeEventListener('beforematch', open);
  }, []);

  return (
    <Accordion.Root
      ref={root}
      type="single"
      collapsible
      value={value}
      onValueChange={setValue}
      className="grid gap-3"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className="rounded-2xl bg-white shadow-soft">
          <Accordion.Header className="text-lg">
            <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-3 text-left font-extrabold text-brand-deep hover:bg-brand-soft">
              {noWidow(item.question)}
              {chevron}
            </Accordion.Trigger>
          </Accordion.Header>
          {/* Padding lives inside: a closed answer keeps its box, which must then be empty. */}
          <Accordion.Content forceMount data-faq-answer={item.id}>
            <div className="px-5 pb-5">{item.answer}</div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
