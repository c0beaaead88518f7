// @ts-check
/**
 * `node scripts/tools/editor-shots.mjs`: screenshots of the office's editor for
 * docs/content.md#editing-the-site, in English and Spanish, taken offline from the last build
 * (`npm run build` first): the editor opened with "Work with Local Repository" on a copy of
 * content/ in the browser's storage, as tests/e2e/admin.spec.ts opens it. Writes
 * docs/images/editor-<view>-<language>.png; commit them when the editor's look changes.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(repo, 'docs/images');

/** @returns {Promise<number>} a port nothing listens on */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });

/** @returns {Record<string, string>} content/ as the editor's folder holds it, with `.git` */
function repositoryFiles() {
  /** @type {Record<string, string>} */
  const files = { '.git/HEAD': 'ref: refs/heads/main\n' };
  /** @param {string} dir */
  const walk = (dir) => {
    for (const name of readdirSync(path.join(repo, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(repo, rel)).isDirectory()) walk(rel);
      else files[rel] = readFileSync(path.join(repo, rel), 'utf8');
    }
  };
  walk('content');
  return files;
}

const port = await freePort();
const server = spawn(process.execPath, ['scripts/serve/serve.mjs'], {
  cwd: repo,
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 50; i++) {
  try {
    if ((await fetch(`${base}/admin/`)).ok) break;
  } catch {}
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
mkdirSync(outDir, { recursive: true });
try {
  for (const [language, locale] of [
    ['en', 'en-US'],
    ['es', 'es-MX'],
  ]) {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
    // Offline: only this machine's server answers.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const page = await context.newPage();
    await page.addInitScript((/** @type {Record<string, string>} */ seed) => {
      /** @type {any} */ (window).showDirectoryPicker = async () => {
        const repoDir = await (
          await navigator.storage.getDirectory()
        ).getDirectoryHandle('repo', {
          create: true,
        });
        for (const [file, text] of Object.entries(seed)) {
          const parts = file.split('/');
          let dir = repoDir;
          for (const part of parts.slice(0, -1))
            dir = await dir.getDirectoryHandle(part, { create: true });
          const writable = await (
            await dir.getFileHandle(/** @type {string} */ (parts.at(-1)), { create: true })
          ).createWritable();
          await writable.write(text);
          await writable.close();
        }
        return repoDir;
      };
    }, repositoryFiles());
    await page.goto(`${base}/admin/`);
    await page.getByRole('button', { name: /GitHub/ }).waitFor();
    await page.waitForTimeout(1000);
    await page.screenshot({ path: path.join(outDir, `editor-sign-in-${language}.png`) });
    await page.getByRole('button', { name: /local/i }).click();
    const office = page.getByRole('treeitem', { name: /^Office/ });
    await office.waitFor();
    await office.click();
    await page.getByRole('row', { name: /^Phone, hours/ }).click();
    await page.getByRole('button', { name: /^(Save|Guardar)$/ }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /now editing|Ahora estás editando/ })
      .waitFor({
        state: 'attached',
      });
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(outDir, `editor-office-${language}.png`) });
    await context.close();
    console.log(`editor-shots: ${language} done`);
  }
} finally {
  await browser.close();
  server.kill();
}
