import type { Metadata } from 'next';
import { AppointmentSections } from '@/components/sections/appointment/AppointmentSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/appointment', namespace: 'AppointmentPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function AppointmentPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <AppointmentSections />
    </>
  );
}
