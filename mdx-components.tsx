import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { SiteLink } from '@/components/site/SiteLink';
import { addressLine, practice } from '@/content/practice';

/**
 * What MDX content (legal pages, blog articles) may use: internal Markdown links go through the
 * localized link helper, and practice facts come from content/practice.ts, never typed in prose.
 */
const components: MDXComponents = {
  a: ({ href = '', ...props }: ComponentProps<'a'>) =>
    href.startsWith('/') ? (
      <SiteLink href={href} {...props} />
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props} />
    ),
  PracticeName: () => <>{practice.name}</>,
  Phone: () => <a href={`tel:${practice.phone.tel}`}>{practice.phone.display}</a>,
  Email: () => <a href={`mailto:${practice.email}`}>{practice.email}</a>,
  Address: () => <>{addressLine}</>,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
