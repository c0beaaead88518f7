import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import createMDX from '@next/mdx';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');
// Plugins are named as strings so Turbopack can pass them to the MDX loader.
const withMDX = createMDX({ options: { rehypePlugins: [['rehype-slug', {}]] } });

const nextConfig: NextConfig = {
  // Every page is pre-rendered to plain files in out/; see README "Two languages".
  output: 'export',
  images: { unoptimized: true },
  pageExtensions: ['ts', 'tsx'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(withMDX(nextConfig));
