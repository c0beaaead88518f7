import type { Metadata } from 'next';
import { BlogList } from '@/components/sections/blog/BlogList';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/blog', namespace: 'Blog' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function BlogPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <BlogList />
    </>
  );
}
