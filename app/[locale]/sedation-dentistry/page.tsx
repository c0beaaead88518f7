import type { Metadata } from 'next';
import { SedationSections } from '@/components/sections/sedation/SedationSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/sedation-dentistry', namespace: 'SedationPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function SedationPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <SedationSections />
    </>
  );
}
