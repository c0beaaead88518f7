import type { Metadata } from 'next';
import { OfflineSections } from '@/components/sections/offline/OfflineSections';
import { pageMetadata } from '@/lib/metadata';

// The service worker's answer when a page cannot load and has no saved copy (worker/sw.ts).
// scripts/build/offline.mjs takes its scripts out after the build; search engines are kept away.
export async function generateMetadata(): Promise<Metadata> {
  const meta = await pageMetadata({ path: '/offline', namespace: 'OfflinePage' });
  return { ...meta, alternates: undefined, robots: { index: false } };
}

export default function OfflinePage() {
  return <OfflineSections />;
}
