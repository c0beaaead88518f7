/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  hashedAssets,
  hostHeaders,
  hostRedirects,
  nginxServerBlock,
} from '../../scripts/host-config.mjs';
import { headerCsp } from '../../scripts/site-config.mjs';

const root = path.resolve(__dirname, '../..');

/**
 * Every host's configuration comes from scripts/site-config.mjs through scripts/host-config.mjs:
 * deploy/nginx.conf is committed (written by `node scripts/nginx.mjs`), `_headers` and
 * `_redirects` are written into out/ by the build's last step (scripts/postbuild.mjs).
 */
describe('the host configurations are generated from the same source', () => {
  it('deploy/nginx.conf is the server block the generator writes today', () => {
    // After a change to the source, `node scripts/nginx.mjs` writes the file again.
    expect(readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')).toBe(nginxServerBlock());
  });

  /** A small export as `next build` leaves it, run through the build's real last step. */
  function postbuild(env: Record<string, string> = {}) {
    const out = mkdtempSync(path.join(tmpdir(), 'host-config-'));
    const page =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><script>1</script></body></html>';
    for (const file of [
      'en.html',
      'en/about.html',
      'en/not-found-page.html',
      'en/offline.html',
      'en/offline/emergency.html',
      'es.html',
      'es/about.html',
      'es/not-found-page.html',
      'es/offline.html',
      'es/offline/emergency.html',
      '_next/static/chunks/main-0a1b2c3d.js',
      '_next/static/css/app-4e5f6a7b.css',
    ]) {
      mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      writeFileSync(path.join(out, file), page);
    }
    execFileSync(process.execPath, [path.join(root, 'scripts/postbuild.mjs'), out], {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, ...env },
    });
    return out;
  }

  it('the build writes the _headers and _redirects the generator makes for its files', () => {
    const out = postbuild();
    try {
      const assets = hashedAssets(out);
      expect(assets).toEqual([
        '/_next/static/chunks/main-0a1b2c3d.js',
        '/_next/static/css/app-4e5f6a7b.css',
        expect.stringMatching(/^\/_next\/static\/offline\/register-[0-9a-f]{12}\.js$/),
      ]);
      expect(readFileSync(path.join(out, '_headers'), 'utf8')).toBe(hostHeaders(assets));
      expect(readFileSync(path.join(out, '_redirects'), 'utf8')).toBe(hostRedirects());
      // Offline help: pages load the registration script, the offline pages have no script.
      expect(readFileSync(path.join(out, 'about.html'), 'utf8')).toContain(`src="${assets[2]}"`);
      expect(readFileSync(path.join(out, 'es/offline/emergency.html'), 'utf8')).not.toContain(
        '<script',
      );
      expect(readFileSync(path.join(out, 'sw.js'), 'utf8')).toContain('"/es/offline/emergency"');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('with offline help turned off, no page registers and the worker removes itself', () => {
    const out = postbuild({ OFFLINE: 'off' });
    try {
      expect(hashedAssets(out)).toHaveLength(2);
      expect(readFileSync(path.join(out, 'about.html'), 'utf8')).not.toContain('register-');
      const worker = readFileSync(path.join(out, 'sw.js'), 'utf8');
      expect(worker).toContain('self.registration.unregister()');
      expect(worker).toContain('caches.delete');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('every host sends the one header policy', () => {
    expect(hostHeaders([])).toContain(`Content-Security-Policy: ${headerCsp}`);
    expect(nginxServerBlock()).toContain(
      `add_header Content-Security-Policy "${headerCsp}" always;`,
    );
  });
});
