import type { ReactNode } from 'react';

/**
 * Steps a parent follows in order, each led by its number on a sun. The number is for the eye
 * only: the list is an <ol>, which screen readers number themselves.
 */
export function NumberedSteps({
  steps,
  className,
  stepClassName,
  badge,
}: {
  steps: { key: string; body: ReactNode }[];
  className: string;
  stepClassName: string;
  /** The sun's size. */
  badge: 'size-8' | 'size-9';
}) {
  return (
    <ol className={className}>
      {steps.map(({ key, body }, index) => (
        <li key={key} className={stepClassName}>
          <span
            aria-hidden="true"
            className={`grid ${badge} shrink-0 place-items-center rounded-full bg-sun font-black text-ink`}
          >
            {index + 1}
          </span>
          {body}
        </li>
      ))}
    </ol>
  );
}
