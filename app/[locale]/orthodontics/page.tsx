import type { Metadata } from 'next';
import { OrthodonticsSections } from '@/components/sections/orthodontics/OrthodonticsSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/orthodontics', namespace: 'OrthodonticsPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function OrthodonticsPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <OrthodonticsSections />
    </>
  );
}
