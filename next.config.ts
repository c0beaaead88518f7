import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import createMDX from '@next/mdx';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { currentFacts, isReleaseBuild, launchProblems } from './lib/launch-guard';

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
  // Links keep the address they are given: the Spanish home is `/es/` (DECISIONS "Canonical
  // URLs"), which Next's <Link> would otherwise print as `/es`, a redirect on every host.
  skipTrailingSlashRedirect: true,
};

/** Stops a release build with one line per problem (lib/launch-guard.ts), once per build. */
function launchGuard() {
  if (!isReleaseBuild(process.env) || process.env.LAUNCH_GUARD_DONE) return;
  process.env.LAUNCH_GUARD_DONE = '1'; // Next's build workers load this file again.
  const { errors, warnings } = launchProblems(currentFacts(), process.env);
  for (const line of warnings) console.warn(`launch guard (warning): ${line}`);
  if (errors.length) {
    for (const line of errors) console.error(`launch guard: ${line}`);
    console.error('launch guard: not built. See the launch checklist in README.md.');
    process.exit(1);
  }
}

export default function config(phase: string) {
  if (phase === PHASE_PRODUCTION_BUILD) launchGuard();
  return withNextIntl(withMDX(nextConfig));
}
