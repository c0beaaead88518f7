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
  const cmd = existsSync('package-lock.json') ? 'npm ci' : 'npm install';
  console.log(`ensure-deps: running ${cmd}`);
  execSync(`${cmd} --no-audit --no-fund`, { stdio: 'inherit', env: process.env });
}
