import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The built site's server listens on a port the system picks as free (E2E_PORT to choose one),
 * so that two runs, or a run beside `npm start`, never collide. The config is read again in
 * every worker: the port chosen first is handed down to them through the environment.
 */
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ],
  { encoding: 'utf8' },
);
const port = Number(process.env.E2E_PORT);

/**
 * Two tiers (docs/testing.md#two-tiers). `npm test` runs the journeys in both languages
 * (navigation, language, forms, errors, links, the deferral), the headers and search checks, and
 * the page-by-page checks on one page of each template; `npm run test:full` (TEST_TIER=full) adds
 * every page × every check and these specs: each page's own content, byte budgets, and what needs
 * nginx, Java or `next dev`, or fuzzes the server.
 */
const full = process.env.TEST_TIER === 'full';
const fullOnly = [
  // Each page's own content, section by section.
  'blog.spec.ts',
  'care-pages.spec.ts',
  'home.spec.ts',
  'medi-cal.spec.ts',
  'new-pages.spec.ts',
  'office-status.spec.ts',
  'parent-answers.spec.ts',
  'spot-art.spec.ts',
  'visit-story.spec.ts',
  // Budgets over every page, and what needs more than a browser.
  'budgets.spec.ts',
  'dev-server.spec.ts',
  'hostile.spec.ts',
  'html.spec.ts',
  'inbox-hostile.spec.ts',
  'nginx.spec.ts',
  'offline.spec.ts',
];
// The journeys whose tests are the same in both tiers (their spec never reads `fullTier`).
// test:full runs them on its DEFER_SCRIPTS=off build; on the default build, `npm test` has run
// them, so test:full's last stage (E2E_FULL_ONLY) runs only what the full tier adds.
const specs = path.join(__dirname, 'tests/e2e');
const sameInBothTiers = readdirSync(specs).filter(
  (name) =>
    name.endsWith('.spec.ts') &&
    !fullOnly.includes(name) &&
    !readFileSync(path.join(specs, name), 'utf8').includes('fullTier'),
);
const ignored = full ? (process.env.E2E_FULL_ONLY ? sameInBothTiers : []) : fullOnly;
// The local form inbox of the served site; tests read the submissions it records.
process.env.INBOX_FILE ??= path.join(os.tmpdir(), `sunny-steps-inbox-${port}.jsonl`);
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests/e2e',
  testIgnore: ignored.map((name) => `**/${name}`),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The offline-help service worker stays out of the other specs' way (it registers after
    // load, then answers their navigations): tests/e2e/offline.spec.ts turns it on and proves it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Offline: every request to another host, IP addresses too, goes to a proxy whose name
        // resolves nowhere, and fails there (ERR_PROXY_CONNECTION_FAILED) before it leaves the
        // machine. Loopback addresses never use a proxy. tests/e2e/fixtures.ts counts those
        // requests; security.spec.ts proves they fail.
        '--proxy-server=http://offline.invalid:9',
        '--host-resolver-rules=MAP offline.invalid ~NOTFOUND',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    command: 'node scripts/serve/serve.mjs',
    env: { PORT: String(port), INBOX_FILE: process.env.INBOX_FILE },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
