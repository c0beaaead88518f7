import type { Metadata } from 'next';
import { EmergencySections } from '@/components/sections/emergency/EmergencySections';
import { SavedCopyNotice } from '@/components/sections/offline/OfflineSections';
import { pageMetadata } from '@/lib/metadata';

/** The day this copy was built: the worker keeps exactly this build's copy. */
const savedOn = new Date().toISOString().slice(0, 10);

// The emergency page as the service worker keeps it for a visit without signal (worker/sw.ts):
// the same page with a "saved copy" notice, its scripts taken out by scripts/build/offline.mjs.
export async function generateMetadata(): Promise<Metadata> {
  const meta = await pageMetadata({ path: '/offline/emergency', namespace: 'EmergencyPage' });
  return { ...meta, alternates: undefined, robots: { index: false } };
}

export default function SavedEmergencyPage() {
  return <EmergencySections notice={<SavedCopyNotice savedOn={savedOn} />} />;
}
