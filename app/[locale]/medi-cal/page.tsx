import type { Metadata } from 'next';
import { MediCalSections } from '@/components/sections/medi-cal/MediCalSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/medi-cal', namespace: 'MediCalPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

/** Below the insurance page in the trail: Home › Insurance › Medi-Cal Dental for your child. */
export default function MediCalPage() {
  return (
    <>
      <Breadcrumb trail={[{ path: '/insurance', namespace: 'InsurancePage' }, page]} />
      <MediCalSections />
    </>
  );
}
