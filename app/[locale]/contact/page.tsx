import type { Metadata } from 'next';
import { ContactSections } from '@/components/sections/contact/ContactSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/contact', namespace: 'ContactPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function ContactPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <ContactSections />
    </>
  );
}
