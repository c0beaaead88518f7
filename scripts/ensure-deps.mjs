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
  // `npm install`, not `npm ci`: npm 11 leaves other platforms' optional binaries out of the
  // lock file, and `npm ci` then refuses it as out of sync.
  console.log('ensure-deps: running npm install');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit', env: process.env });
}
