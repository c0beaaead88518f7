import type { Metadata } from 'next';
import { FormError } from '@/components/sections/errors/FormError';
import { pageMetadata } from '@/lib/metadata';

// Shown by the local form inbox when it could not store a submission: nothing is lost
// silently, the parent is told to call. Not linked from anywhere and not indexed.
export async function generateMetadata(): Promise<Metadata> {
  const meta = await pageMetadata({ path: '/form-error', key: 'formError' });
  return { ...meta, robots: { index: false } };
}

export default function FormErrorPage() {
  return <FormError />;
}
