import type { Metadata } from 'next';
import { ReviewsSections } from '@/components/sections/reviews/ReviewsSections';
import { Breadcrumb } from '@/components/site/Breadcrumb';
import { pageMetadata } from '@/lib/metadata';

const page = { path: '/reviews', namespace: 'ReviewsPage' } as const;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(page);
}

export default function ReviewsPage() {
  return (
    <>
      <Breadcrumb trail={[page]} />
      <ReviewsSections />
    </>
  );
}
