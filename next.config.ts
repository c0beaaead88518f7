import type { NextConfig } from 'next';
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

const nextConfig: NextConfig = {
  // Every page is pre-rendered to plain files in out/; see README "Two languages".
  output: 'export',
  images: { unoptimized: true },
  pageExtensions: ['ts', 'tsx'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(withMDX(nextConfig));
