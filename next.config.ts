import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import createMDX from '@next/mdx';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currentFacts, isReleaseBuild, launchProblems } from './lib/launch-guard';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/**
 * One of our own rehype plugins, by its absolute path, with the digest of its source as an
 * option it ignores: the build's cache keeps compiled MDX by the file and the loader's options,
 * so an edit to the plugin alone would otherwise leave the pages compiled by the old one.
 */
function ownPlugin(file: string): [string, { source: string }] {
  const at = path.join(process.cwd(), file);
  return [at, { source: createHash('sha256').update(readFileSync(at)).digest('hex') }];
}
// Plugins are named as strings so Turbopack can pass them to the MDX loader; our own by its
// absolute path, since the loader resolves names from its own folder.
const withMDX = createMDX({
  options: {
    // The YAML front matter of an article (its title, date, tags) is data, not text to show.
    remarkPlugins: [['remark-frontmatter', ['yaml']]],
    rehypePlugins: [
      ['rehype-slug', {}],
      ownPlugin('lib/rehype-on-this-page.mjs'),
      ownPlugin('lib/rehype-no-widow.mjs'),
      ownPlugin('lib/rehype-keep-names.mjs'),
    ],
  },
});

/** The configuration of the build; `next dev` adds what it needs to serve the same URLs. */
function siteConfig(dev: boolean): NextConfig {
  return {
    // Every page is pre-rendered to plain files in out/; see
    // docs/architecture.md#two-languages-one-route-tree. Not in `next dev`: it would skip
    // proxy.dev.ts, which serves the same URL layout there.
    ...(!dev && { output: 'export' }),
    images: { unoptimized: true },
    // Files named `*.dev.ts(x)` exist for `next dev` only, so the build never sees them:
    // proxy.dev.ts (a build would list it, warn that export drops it, and write its matchers
    // into out/) and app/global-not-found.dev.tsx, the 404 page of paths without a page.
    pageExtensions: dev ? ['dev.tsx', 'dev.ts', 'ts', 'tsx'] : ['ts', 'tsx'],
    ...(dev && { experimental: { globalNotFound: true } }),
    poweredByHeader: false,
    reactStrictMode: true,
    // Links keep the address they are given: the Spanish home is `/es/`
    // (docs/product.md#canonical-urls), which Next's <Link> would otherwise print as `/es`, a
    // redirect on every host.
    skipTrailingSlashRedirect: true,
  };
}

/** Stops a release build with one line per problem (lib/launch-guard.ts), once per build. */
function launchGuard() {
  if (!isReleaseBuild(process.env) || process.env.LAUNCH_GUARD_DONE) return;
  process.env.LAUNCH_GUARD_DONE = '1'; // Next's build workers load this file again.
  const { errors, warnings } = launchProblems(currentFacts(), process.env);
  for (const line of warnings) console.warn(`launch guard (warning): ${line}`);
  if (errors.length) {
    for (const line of errors) console.error(`launch guard: ${line}`);
    console.error('launch guard: not built. See the launch checklist in docs/launch.md.');
    process.exit(1);
  }
}

export default function nextConfig(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) launchGuard();
  return withNextIntl(withMDX(siteConfig(phase === PHASE_DEVELOPMENT_SERVER)));
}
