import type { ComponentProps } from 'react';
import { practice } from '@/content/practice';

/**
 * The one `tel:` link to the office: the number comes from content/practice.ts, so no page
 * builds the link by hand. Without children it shows the number as the practice writes it.
 * Every call is the call action (`data-action="call"`, docs/product.md#one-colour-per-action),
 * unless an emergency button says otherwise.
 */
export function PhoneLink({ children, ...props }: Omit<ComponentProps<'a'>, 'href'>) {
  return (
    <a href={`tel:${practice.phone.tel}`} data-action="call" {...props}>
      {children ?? practice.phone.display}
    </a>
  );
}
