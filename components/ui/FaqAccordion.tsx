'use client';
import { noWidow } from '@/lib/typography';

import * as Accordion from '@radix-ui/react-accordion';
import {
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export type FaqItem = { id: string; question: string; answer: ReactNode };

const itemClass = 'group rounded-2xl bg-white shadow-soft';
// A question runs the row's width (`pretty`, not a heading's `balance`): balanced, "When should
// my child / first see a dentist?" left 80 px empty before the chevron on a phone.
const questionClass =
  'flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-3 text-left text-lg font-extrabold text-pretty text-brand-deep hover:bg-brand-soft';

/** The last group's swap (see below); the next group's waits for it. */
let turn = Promise.resolve();

/**
 * One group of questions: one answer open at a time, the open one can be closed
 * (docs/product.md#faqs-page).
 *
 * The page is served with native <details> sharing one `name`, which the browser keeps to one
 * open answer, so every question works before the scripts arrive (they load after the first
 * paint, scripts/build/next-adapter.mjs) and without them. Once the page is hydrated, Radix Accordion
 * takes their place in the same boxes (no layout shift), keeping the answer the visitor opened,
 * and adds what <details> lacks: a heading around each question's button and arrow-key moves
 * between questions. Every answer stays in the page: closed ones are `hidden="until-found"`, so
 * find-in-page still reaches and opens them, as it opens a <details>.
 */
export function FaqAccordion({ items, chevron }: { items: FaqItem[]; chevron: ReactNode }) {
  const [value, setValue] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const group = useId();
  const enhanced = value !== null;

  // The groups take turns: each swaps in a task of its own, in a transition (rendered in slices
  // of a few milliseconds), and the next starts once it has. The FAQ page's three groups at
  // once made one task of 65–80 ms (260–320 ms on a 4×-slowed phone). An answer opened or
  // closed before a group's turn is followed.
  const swapped = useRef(() => {});
  const done = useRef(false);
  useEffect(() => {
    const element = root.current;
    let mounted = true;
    const follow = () =>
      startTransition(() => {
        const open = element?.querySelector<HTMLElement>('details[open]');
        setValue(open?.dataset.faqItem ?? '');
      });
    turn = turn.then(
      () =>
        new Promise<void>((resolve) => {
          if (!mounted || done.current) return resolve();
          swapped.current = resolve;
          setTimeout(follow);
        }),
    );
    element?.addEventListener('toggle', follow, true);
    return () => {
      mounted = false;
      element?.removeEventListener('toggle', follow, true);
      swapped.current();
    };
  }, []);
  useEffect(() => {
    if (!enhanced) return;
    done.current = true;
    swapped.current();
  }, [enhanced]);

  // Before the browser paints Radix's answers (forceMount; closed ones `hidden`, see below).
  useLayoutEffect(() => {
    for (const answer of root.current?.querySelectorAll<HTMLElement>('[data-faq-answer]') ?? []) {
      if (answer.dataset.state === 'closed') answer.setAttribute('hidden', 'until-found');
      else answer.removeAttribute('hidden');
    }
  });

  useEffect(() => {
    const element = root.current;
    const open = (event: Event) => {
      const answer = (event.target as HTMLElement).closest<HTMLElement>('[data-faq-answer]');
      if (answer) setValue(answer.dataset.faqAnswer ?? '');
    };
    element?.addEventListener('beforematch', open);
    return () => element?.removeEventListener('beforematch', open);
  }, [enhanced]);

  if (!enhanced) {
    return (
      <div ref={root} className="grid gap-3">
        {items.map((item) => (
          <details key={item.id} name={group} data-faq-item={item.id} className={itemClass}>
            <summary className={`${questionClass} cursor-pointer`}>
              <h3 className="text-pretty">{noWidow(item.question)}</h3>
              {chevron}
            </summary>
            <div className="px-5 pb-5">{item.answer}</div>
          </details>
        ))}
      </div>
    );
  }

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
        <Accordion.Item key={item.id} value={item.id} className={itemClass}>
          <Accordion.Header className="text-lg">
            <Accordion.Trigger className={questionClass}>
              {noWidow(item.question)}
              {chevron}
            </Accordion.Trigger>
          </Accordion.Header>
          {/* Padding lives inside: a closed answer keeps its box, which must then be empty.
              A closed answer is rendered `hidden` (React writes hidden=""), so Radix's
              measurement of each answer as it mounts lays out an empty box instead of the whole
              text (it halved the forced layouts of the FAQ page's swap); the layout effect above
              turns it into hidden="until-found" before the browser paints. */}
          <Accordion.Content forceMount hidden={item.id !== value} data-faq-answer={item.id}>
            <div className="px-5 pb-5">{item.answer}</div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
