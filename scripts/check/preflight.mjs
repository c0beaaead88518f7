// @ts-check
// `npm test` checks here, before the first test, that the machine has the tools the suite
// runs: a Chromium for Playwright. With --full (`npm run test:full`) also a Java runtime for the
// Nu HTML Checker and nginx with the brotli_static module (the deploy configuration is run in
// it, tests/e2e/nginx.spec.ts). Nothing is downloaded; a missing tool gets one line saying how
// to install it, and the suite stops.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const problems = [];

const bundled = (() => {
  try {
    return chromium.executablePath();
  } catch {
    return '';
  }
})();
// playwright.config.ts uses CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own.
if (process.env.CHROMIUM_PATH) {
  if (!existsSync(process.env.CHROMIUM_PATH))
    problems.push(`Chromium: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
} else if (!existsSync('/usr/bin/chromium') && !(bundled && existsSync(bundled))) {
  problems.push(
    'Chromium: not found. Debian: sudo apt-get install chromium · macOS: brew install --cask chromium, then CHROMIUM_PATH="/Applications/Chromium.app/Contents/MacOS/Chromium" npm test',
  );
}

const full = process.argv.includes('--full');

try {
  if (full) execFileSync('java', ['-version'], { stdio: 'ignore' });
} catch {
  problems.push(
    'Java: not found (the Nu HTML Checker runs on it). Debian: sudo apt-get install default-jre-headless · macOS: brew install openjdk',
  );
}

// Debian installs nginx in /usr/sbin, which is often not on a user's PATH.
const nginx =
  process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
// `nginx -V` prints its version and build options, the modules' folder among them, on stderr.
const nginxRun = full ? spawnSync(nginx, ['-V'], { encoding: 'utf8' }) : null;
const nginxInfo = !nginxRun || nginxRun.error ? '' : `${nginxRun.stderr}${nginxRun.stdout}`;
if (full && !nginxInfo.includes('nginx version')) {
  problems.push(
    'nginx: not found (deploy/nginx.conf is tested in it). Debian: sudo apt-get install nginx · macOS: brew install nginx',
  );
}
if (nginxInfo) {
  const modules = /--modules-path=(\S+)/.exec(nginxInfo)?.[1] ?? '/usr/lib/nginx/modules';
  if (!existsSync(path.join(modules, 'ngx_http_brotli_static_module.so'))) {
    problems.push(
      `nginx brotli_static module: not in ${modules} (deploy/nginx.conf serves the precompressed .br files with it). Debian: sudo apt-get install libnginx-mod-http-brotli-static`,
    );
  }
}

if (problems.length) {
  console.error(
    `preflight: ${full ? 'test:full' : 'npm test'} needs ${problems.length === 1 ? 'a tool' : 'tools'} this machine lacks:`,
  );
  for (const line of problems) console.error(`  - ${line}`);
  process.exit(1);
}
