import type { ReactNode } from 'react';

/**
 * A `tel:` link to a number that is not the office's (a state or health-plan line), drawn from
 * the number as a message prints it (`<tel>{mediCalDentalPhone}</tel>`), so the link and the
 * words never disagree. A call, in running text a blue link; it never breaks across lines.
 */
export function OutsidePhoneLink({ children }: { children: ReactNode }) {
  const digits = [children].flat().join('').replace(/\D/g, '');
  const tel = digits.length === 11 && digits.startsWith('1') ? digits : `1${digits}`;
  return (
    <a
      href={`tel:+${tel}`}
      data-action="call"
      className="font-bold whitespace-nowrap text-brand underline underline-offset-4 hover:text-brand-deep"
    >
      {children}
    </a>
  );
}

/** The rich-text tag that makes a phone number in a message a call: `{ tel }`. */
export const tel = (chunks: ReactNode) => <OutsidePhoneLink>{chunks}</OutsidePhoneLink>;
