import type { Metadata } from 'next';
import { CareCreditSections } from '@/components/sections/carecredit/CareCreditSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/carecredit', namespace: 'CareCreditPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function CareCreditPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <CareCreditSections />
    </>
  );
}
