import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LegalPage } from '@/components/sections/legal/LegalPage';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { isLegalPage, legalPages } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';

// Privacy, the notice of privacy practices, terms, accessibility and nondiscrimination: one
// route, one layout, five MDX texts.
export const dynamicParams = false;

export function generateStaticParams() {
  return legalPages.map((legal) => ({ legal }));
}

async function legalPage({ params }: PageProps<'/[locale]/[legal]'>) {
  const { legal } = await params;
  if (!isLegalPage(legal)) notFound();
  return { key: legal, path: `/${legal}` };
}

export async function generateMetadata(props: PageProps<'/[locale]/[legal]'>): Promise<Metadata> {
  return pageMetadata(await legalPage(props));
}

export default async function LegalRoute(props: PageProps<'/[locale]/[legal]'>) {
  const page = await legalPage(props);
  return (
    <>
      <Breadcrumb trail={[page]} />
      <LegalPage page={page.key} />
    </>
  );
}
