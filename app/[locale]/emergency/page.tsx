import type { Metadata } from 'next';
import { EmergencySections } from '@/components/sections/emergency/EmergencySections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/emergency', namespace: 'EmergencyPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function EmergencyPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <EmergencySections />
    </>
  );
}
