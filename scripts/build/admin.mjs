// @ts-check
// The office's editor at /admin/ (docs/content.md#editing-the-site), run by
// scripts/build/postbuild.mjs after the pages are final. It writes out/admin/:
//   index.html   cms/index.html with the editor's policy (adminCsp, scripts/site-config.mjs)
//   config.yml   cms/config.yml with the {placeholder} pattern built from the facts the site
//                fills in (factArgNames, lib/facts.ts)
//   cms/         Sveltia CMS from its ES-module build, bundled by esbuild with its fonts and its
//                interface languages: nothing comes from a CDN, and the Spanish interface works
//                offline
// out/admin/ is not a page of the site (notPageDirs): no page policy, no script deferral, no
// offline help, no sitemap entry, no site-wide test. Precompression covers it like any file.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { parseDocument, isScalar, visit } from 'yaml';
import { adminCsp, adminDir } from '../site-config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cmsPackage = path.join(root, 'node_modules/@sveltia/cms');

/** Stands in cms/config.yml for the {placeholder} pattern, which this step fills in. */
export const placeholderToken = 'FACT_PLACEHOLDERS';
/** Stands in cms/index.html for the editor's policy. */
export const cspToken = 'ADMIN_CSP';

/**
 * The pattern an FAQ text must match: any text without braces, and `{name}` for a fact the site
 * fills in. Anything else with a brace (`{phone`, `{telefono}`, `phone}`, a plural form, which
 * the facts module formats instead, as `{firstVisitBy}`) is refused, as the content check does.
 * @param {readonly string[]} names the facts' names (factArgNames)
 * @returns {string}
 */
export function placeholderPattern(names) {
  if (!names.length) throw new Error('admin: no fact names for the {placeholder} pattern');
  for (const name of names) {
    if (!/^[A-Za-z_]\w*$/.test(name)) throw new Error(`admin: "${name}" is not a fact's name`);
  }
  const name = `(?:${[...names].sort().join('|')})`;
  return `^(?:[^{}]|\\{${name}\\})*$`;
}

/**
 * out/admin/config.yml: cms/config.yml with each FACT_PLACEHOLDERS filled in; comments, anchors
 * and merge keys stay as written.
 * @param {string} source cms/config.yml
 * @param {readonly string[]} names
 * @returns {string}
 */
export function adminConfigText(source, names) {
  const document = parseDocument(source, { merge: true });
  if (document.errors.length) throw new Error(`admin: cms/config.yml: ${document.errors[0]}`);
  const pattern = placeholderPattern(names);
  let filled = 0;
  visit(document, {
    Scalar(_key, node) {
      if (isScalar(node) && node.value === placeholderToken) {
        node.value = pattern;
        node.type = 'QUOTE_SINGLE';
        filled += 1;
      }
    },
  });
  if (!filled) throw new Error(`admin: cms/config.yml has no ${placeholderToken} to fill in`);
  return `# Written by scripts/build/admin.mjs from cms/config.yml: edit that file.\n${document.toString({ lineWidth: 0 })}`;
}

/**
 * out/admin/index.html: cms/index.html with the editor's policy.
 * @param {string} source cms/index.html
 * @returns {string}
 */
export function adminPageText(source) {
  if (!source.includes(cspToken)) throw new Error(`admin: cms/index.html has no ${cspToken}`);
  return source.replace(cspToken, adminCsp);
}

/**
 * The facts' names, read from lib/facts.ts itself (bundled for Node, with next-intl's hook
 * stubbed: only the names are used).
 * @returns {Promise<string[]>}
 */
export async function factArgNamesFromSource() {
  const result = await build({
    entryPoints: [path.join(root, 'lib/facts.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    tsconfig: path.join(root, 'tsconfig.json'),
    plugins: [
      {
        name: 'next-intl-stub',
        setup(plugin) {
          plugin.onResolve({ filter: /^next-intl(?:\/.*)?$/ }, (args) => ({
            path: args.path,
            namespace: 'stub',
          }));
          plugin.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
            contents: "export const useLocale = () => 'en'; export const defineRouting = (r) => r;",
            loader: 'js',
          }));
        },
      },
    ],
  });
  const code = result.outputFiles[0]?.text ?? '';
  /** @type {{ factArgNames: string[] }} */
  const facts = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return facts.factArgNames;
}

/** The package's files the bundle names through `new URL(…, import.meta.url)` and uses here. */
const keptAssets = /\.(?:woff2|png|LICENSE\.txt)$/;

/**
 * Writes out/admin/.
 * @param {string} out the built site
 * @returns {Promise<{ files: number, editorBytes: number, editorGzipBytes: number, ms: number }>}
 */
export async function buildAdmin(out) {
  const started = Date.now();
  const dir = path.join(out, adminDir);
  rmSync(dir, { recursive: true, force: true });
  const cmsDir = path.join(dir, 'cms');
  await build({
    entryPoints: { editor: path.join(root, 'cms/entry.js') },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    charset: 'utf8',
    legalComments: 'linked',
    outdir: cmsDir,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    // Code highlighting and maps are fields the config does not use; their imports stay
    // unresolved (a request that would 404) rather than adding megabytes.
    external: ['@shikijs/langs/*', '@shikijs/themes/*', 'leaflet', 'leaflet/*', 'terra-draw*'],
  });
  // Fonts and the map marker, which the bundle finds beside itself (cms/assets/…).
  const assets = path.join(cmsPackage, 'npm/assets');
  mkdirSync(path.join(cmsDir, 'assets'));
  for (const name of readdirSync(assets).filter((file) => keptAssets.test(file))) {
    copyFileSync(path.join(assets, name), path.join(cmsDir, 'assets', name));
  }
  copyFileSync(path.join(cmsPackage, 'LICENSE.txt'), path.join(cmsDir, 'LICENSE.txt'));
  const names = await factArgNamesFromSource();
  writeFileSync(
    path.join(dir, 'config.yml'),
    adminConfigText(readFileSync(path.join(root, 'cms/config.yml'), 'utf8'), names),
  );
  writeFileSync(
    path.join(dir, 'index.html'),
    adminPageText(readFileSync(path.join(root, 'cms/index.html'), 'utf8')),
  );
  const editor = readFileSync(path.join(cmsDir, 'editor.js'));
  return {
    files: readdirSync(dir, { recursive: true }).length,
    editorBytes: editor.length,
    editorGzipBytes: gzipSync(editor, { level: 9 }).length,
    ms: Date.now() - started,
  };
}
