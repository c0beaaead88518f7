import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
// The local form inbox of the served site; tests read the submissions it records.
process.env.INBOX_FILE ??= path.join(os.tmpdir(), `sunny-steps-inbox-${port}.jsonl`);
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests/e2e',
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
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port), INBOX_FILE: process.env.INBOX_FILE },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
