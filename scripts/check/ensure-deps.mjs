// @ts-check
// `npm start` and `npm test` begin here: install dependencies when they are missing or older
// than package-lock.json. Browsers are never downloaded; the system Chromium is used.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const marker = 'node_modules/.package-lock.json';
const stale =
  !existsSync(marker) ||
  (existsSync('package-lock.json') &&
    statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs);

if (stale) {
  // Exactly what the lock file says, as deploy hosts install it. The lock lists other
  // platforms' optional binaries too (os/cpu entries), which `npm ci` skips here.
  console.log('ensure-deps: running npm ci');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit', env: process.env });
}
