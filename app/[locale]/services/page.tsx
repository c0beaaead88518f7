import type { Metadata } from 'next';
import { ServicesSections } from '@/components/sections/services/ServicesSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/services', namespace: 'ServicesPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function ServicesPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <ServicesSections />
    </>
  );
}
