import type { Metadata } from 'next';
import { SpecialNeedsSections } from '@/components/sections/special-needs/SpecialNeedsSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/special-needs', namespace: 'SpecialNeedsPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function SpecialNeedsPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <SpecialNeedsSections />
    </>
  );
}
