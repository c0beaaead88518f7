import type { Metadata } from 'next';
import { AboutSections } from '@/components/sections/about/AboutSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/about', namespace: 'AboutPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function AboutPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <AboutSections />
    </>
  );
}
