import type { Metadata } from 'next';
import { NotFound } from '@/components/sections/errors/NotFound';
import { pageMetadata } from '@/lib/metadata';

// Built as a page, then moved by scripts/build/postbuild.mjs to out/404.html and out/es/404.html,
// so that each language has a 404 page with the whole site frame.
export async function generateMetadata(): Promise<Metadata> {
  const meta = await pageMetadata({ path: '/404', key: 'notFound' });
  return { ...meta, alternates: undefined, robots: { index: false } };
}

export default function NotFoundPage() {
  return <NotFound />;
}
