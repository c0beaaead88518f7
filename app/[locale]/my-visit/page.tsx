import type { Metadata } from 'next';
import { VisitStorySections } from '@/components/sections/visit-story/VisitStorySections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/my-visit', namespace: 'VisitStoryPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function VisitStoryPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <VisitStorySections />
    </>
  );
}
