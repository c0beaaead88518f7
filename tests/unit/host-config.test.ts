/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  hashedAssets,
  hostHeaders,
  hostRedirects,
  nginxServerBlock,
} from '../../scripts/build/host-config.mjs';
import {
  fileCsp,
  formActionSources,
  headerCsp,
  mapFrameSource,
  pageCsp,
} from '../../scripts/site-config.mjs';
import { formIdVariables, formServiceOrigin, maps } from '@/content/practice';

const root = path.resolve(__dirname, '../..');

/**
 * Every host's configuration comes from scripts/site-config.mjs through scripts/build/host-config.mjs:
 * deploy/nginx.conf is committed (written by `node scripts/tools/nginx.mjs`), `_headers` and
 * `_redirects` are written into out/ by the build's last step (scripts/build/postbuild.mjs).
 */
describe('the host configurations are generated from the same source', () => {
  it('deploy/nginx.conf is the server block the generator writes today', () => {
    // After a change to the source, `node scripts/tools/nginx.mjs` writes the file again.
    expect(readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')).toBe(nginxServerBlock());
  });

  /** A small export as `next build` leaves it, run through the build's real last step. */
  function postbuild(env: Record<string, string> = {}) {
    const out = mkdtempSync(path.join(tmpdir(), 'host-config-'));
    // Each page as Next writes it: its scripts, and its router data both inline and in the
    // .txt beside it (scripts/build/next-adapter.mjs moves one to the other).
    const data = '0:{"P":null,"b":"test"}\n';
    const page = [
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
      '<script src="/_next/static/chunks/app-5e6f7a8b.js" async=""></script>',
      '<script src="/_next/static/chunks/main-0a1b2c3d.js" async=""></script></head>',
      '<body><p>Hello</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      `<script>self.__next_f.push(${JSON.stringify([1, data])})</script></body></html>`,
    ].join('');
    const pages = [
      'en',
      'en/about',
      'en/not-found-page',
      'en/offline',
      'en/offline/emergency',
      'es',
      'es/about',
      'es/not-found-page',
      'es/offline',
      'es/offline/emergency',
    ];
    const files: [string, string][] = [
      ...pages.flatMap((name): [string, string][] => [
        [`${name}.html`, page],
        [`${name}.txt`, data],
      ]),
      // Next's entry and app-index (scripts/staged-start.mjs starts them in slices), and
      // Turbopack's runtime, which registers the modules and starts the app.
      [
        '_next/static/chunks/app-5e6f7a8b.js',
        '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,' +
          '1,(e,t,n)=>{let r=e.r(2),l=e.r(3);(0,r.appBootstrap)(()=>{let{hydrate:t}=e.r(4);t(l)})},' +
          '2,(e,t,n)=>{n.appBootstrap=e=>e()},3,(e,t,n)=>{},4,(e,t,n)=>{e.r(5);n.hydrate=()=>{}},' +
          '5,(e,t,n)=>{}]);',
      ],
      ['_next/static/chunks/main-0a1b2c3d.js', 'function registerChunk(){}'.repeat(20)],
      ['_next/static/css/app-4e5f6a7b.css', 'p{color:red}'.repeat(20)],
    ];
    for (const [file, content] of files) {
      mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      writeFileSync(path.join(out, file), content);
    }
    execFileSync(process.execPath, [path.join(root, 'scripts/build/postbuild.mjs'), out], {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, DEFER_SCRIPTS: 'on', ...env },
    });
    return out;
  }

  it('the build writes the _headers and _redirects the generator makes for its files', () => {
    const out = postbuild();
    try {
      const assets = hashedAssets(out);
      expect(assets).toEqual([
        '/_next/static/chunks/app-5e6f7a8b.js',
        '/_next/static/chunks/main-0a1b2c3d.js',
        '/_next/static/css/app-4e5f6a7b.css',
        expect.stringMatching(/^\/_next\/static\/offline\/register-[0-9a-f]{12}\.js$/),
      ]);
      expect(readFileSync(path.join(out, '_headers'), 'utf8')).toBe(hostHeaders(assets));
      expect(readFileSync(path.join(out, '_redirects'), 'utf8')).toBe(hostRedirects());
      // Offline help: pages load the registration script, the offline pages have no script.
      expect(readFileSync(path.join(out, 'about.html'), 'utf8')).toContain(`src="${assets[3]}"`);
      expect(readFileSync(path.join(out, 'es/offline/emergency.html'), 'utf8')).not.toContain(
        '<script',
      );
      expect(readFileSync(path.join(out, 'sw.js'), 'utf8')).toContain('"/es/offline/emergency"');
      // Scripts after the first paint: one loader naming the page's .txt (the 404 page's too).
      const about = readFileSync(path.join(out, 'es/about.html'), 'utf8');
      expect(about).not.toContain('<script src="/_next/static/chunks/');
      expect(about).toContain('"u":"/es/about.txt"');
      expect(readFileSync(path.join(out, 'es/404.html'), 'utf8')).toContain('"u":"/es/404.txt"');
      expect(readFileSync(path.join(out, 'es/404.txt'), 'utf8')).toContain('"b":"test"');
      // Precompressed copies beside the text files, not beside the copies.
      const files = ['about.html', 'es/index.html', 'sw.js', assets[0]!];
      expect(
        files
          .flatMap((f) => [`${f}.br`, `${f}.gz`])
          .filter((copy) => !existsSync(path.join(out, copy))),
      ).toEqual([]);
      expect(existsSync(path.join(out, 'about.html.br.gz'))).toBe(false);
      // This test's router data is 24 bytes: compression would not shrink it, so no copy.
      expect(existsSync(path.join(out, 'about.txt.br'))).toBe(false);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('with offline help turned off, no page registers and the worker removes itself', () => {
    const out = postbuild({ OFFLINE: 'off' });
    try {
      expect(hashedAssets(out)).toHaveLength(3);
      expect(readFileSync(path.join(out, 'about.html'), 'utf8')).not.toContain('register-');
      const worker = readFileSync(path.join(out, 'sw.js'), 'utf8');
      expect(worker).toContain('self.registration.unregister()');
      expect(worker).toContain('caches.delete');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('a build on Netlify or Cloudflare Pages writes no precompressed copies', () => {
    const hosts: Record<string, string>[] = [
      { NETLIFY: 'true' },
      { CF_PAGES: '1' },
      { PRECOMPRESS: 'off' },
    ];
    for (const env of hosts) {
      const out = postbuild(env);
      try {
        expect(existsSync(path.join(out, 'about.html'))).toBe(true);
        const copies = readdirSync(out, { recursive: true }).filter((f) =>
          /\.(?:br|gz)$/.test(String(f)),
        );
        expect({ env, copies }).toEqual({ env, copies: [] });
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    }
  });

  it('every host sends the one header policy of pages, and the one of files', () => {
    expect(hostHeaders([])).toContain(`/*\n  Content-Security-Policy: ${headerCsp}\n`);
    expect(hostHeaders([])).toContain(`/*.svg\n  Content-Security-Policy: ${fileCsp}\n`);
    const nginx = nginxServerBlock();
    expect(nginx).toContain('add_header Content-Security-Policy $site_csp always;');
    expect(nginx).toContain(`.*\\.html$" "${headerCsp}";`);
    expect(nginx).toContain(`default "${fileCsp}";`);
    expect(nginx.match(/add_header Content-Security-Policy/g)).toHaveLength(1);
  });

  it('the policies let the pages frame the map and post to the form service, nothing wider', () => {
    // A source with a path that does not end in `/` matches that path only; one that ends in
    // `/` matches what is below it (CSP3, "Does url match expression in origin with
    // redirect count?"). The query never counts.
    const embed = new URL(maps.embedUrl);
    expect(mapFrameSource).toBe(`${embed.origin}${embed.pathname}`);
    expect(pageCsp([])).toContain(`frame-src ${mapFrameSource};`);
    expect(formActionSources).toEqual(["'self'", `${formServiceOrigin}/f/`]);
    expect(pageCsp([])).toContain(`form-action 'self' ${formServiceOrigin}/f/;`);
    expect(headerCsp).toContain(`form-action 'self' ${formServiceOrigin}/f/`);
  });

  it('every form action a build can have is one the policies allow', async () => {
    const saved = { ...process.env };
    // Each form with an id of the form service (a release build), as the build reads them.
    for (const name of Object.values(formIdVariables)) process.env[name] = 'xyzabc12';
    try {
      await jest.isolateModulesAsync(async () => {
        const { formAction, forms } = await import('@/components/forms/form-config');
        // Every form the site has, and no other, has its id variable.
        expect(Object.keys(forms).sort()).toEqual(Object.keys(formIdVariables).sort());
        const actions = Object.keys(formIdVariables).map((form) =>
          formAction(form as keyof typeof formIdVariables),
        );
        for (const action of actions) {
          expect(action).toBe(`${formServiceOrigin}/f/xyzabc12`);
          expect(action.startsWith(formActionSources[1]!)).toBe(true);
        }
      });
    } finally {
      process.env = saved;
    }
  });
});
