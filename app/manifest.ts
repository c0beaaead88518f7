import type { MetadataRoute } from 'next';
import { practice } from '@/content/practice';
import en from '@/messages/en.json';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: practice.name,
    short_name: practice.shortName,
    description: en.Metadata.home.description,
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: '#0369a1',
    background_color: '#fffaf2',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
