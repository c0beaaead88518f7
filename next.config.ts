import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import createMDX from '@next/mdx';
import path from 'node:path';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');
// Plugins are named as strings so Turbopack can pass them to the MDX loader; our own by its
// absolute path, since the loader resolves names from its own folder.
const withMDX = createMDX({
  options: {
    rehypePlugins: [
      ['rehype-slug', {}],
      [path.join(process.cwd(), 'lib/rehype-no-widow.mjs'), {}],
    ],
  },
});

export default function nextConfig(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  return withNextIntl(
    withMDX({
      // Every page is pre-rendered to plain files in out/; see README "Two languages". Not in
      // `next dev`: it would skip proxy.dev.ts, which serves the same URL layout there.
      ...(!dev && { output: 'export' }),
      images: { unoptimized: true },
      // Files named `*.dev.ts(x)` exist for `next dev` only, so the build never sees them:
      // proxy.dev.ts (a build would list it, warn that export drops it, and write its matchers
      // into out/) and app/global-not-found.dev.tsx, the 404 page of paths without a page.
      pageExtensions: dev ? ['dev.tsx', 'dev.ts', 'ts', 'tsx'] : ['ts', 'tsx'],
      ...(dev && { experimental: { globalNotFound: true } }),
      poweredByHeader: false,
      reactStrictMode: true,
    }),
  );
}
