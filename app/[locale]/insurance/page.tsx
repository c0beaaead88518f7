import type { Metadata } from 'next';
import { InsuranceSections } from '@/components/sections/insurance/InsuranceSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/insurance', namespace: 'InsurancePage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function InsurancePage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <InsuranceSections />
    </>
  );
}
