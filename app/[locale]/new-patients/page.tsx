import type { Metadata } from 'next';
import { NewPatientsSections } from '@/components/sections/new-patients/NewPatientsSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/new-patients', namespace: 'NewPatientsPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function NewPatientsPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <NewPatientsSections />
    </>
  );
}
