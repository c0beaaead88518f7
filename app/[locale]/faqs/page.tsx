import type { Metadata } from 'next';
import { FaqsSections } from '@/components/sections/faqs/FaqsSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/faqs', namespace: 'FaqsPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function FaqsPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <FaqsSections />
    </>
  );
}
