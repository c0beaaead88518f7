import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PatientFormPage } from '@/components/sections/patient-forms/PatientFormPage';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import {
  isPatientFormSlug,
  patientForm,
  patientFormPath,
  patientFormSlugs,
} from '@/content/patient-forms';
import { pageMetadata } from '@/lib/metadata';

// The five new-patient forms: one route, one layout, each form's blocks in content/patient-forms.ts.
export const dynamicParams = false;

export function generateStaticParams() {
  return patientFormSlugs.map((form) => ({ form }));
}

async function formPage({ params }: PageProps<'/[locale]/new-patients/forms/[form]'>) {
  const { form } = await params;
  if (!isPatientFormSlug(form)) notFound();
  const { key } = patientForm(form);
  const t = await getTranslations('PatientForms');
  return {
    slug: form,
    path: patientFormPath(form),
    title: t(`${key}.meta.title`),
    description: t(`${key}.meta.description`),
  };
}

export async function generateMetadata(
  props: PageProps<'/[locale]/new-patients/forms/[form]'>,
): Promise<Metadata> {
  return pageMetadata(await formPage(props));
}

export default async function PatientFormRoute(
  props: PageProps<'/[locale]/new-patients/forms/[form]'>,
) {
  const page = await formPage(props);
  return (
    <>
      <Breadcrumb trail={[{ path: '/new-patients', namespace: 'NewPatientsPage' }, page]} />
      <PatientFormPage slug={page.slug} />
    </>
  );
}
