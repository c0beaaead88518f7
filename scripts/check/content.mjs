#!/usr/bin/env node
// @ts-check
/**
 * `npm run check:content [-- --root <dir>]`: checks every file the office edits (content/check.ts)
 * and prints one line per problem, `<file>: <field>: <what to do>`; exits 1 when there is any.
 * Every build runs it first, so a bad edit never reaches the site: the host keeps the last good
 * one. `--root` checks another copy of the repository's content (the editor's test does).
 * The TypeScript check is bundled with esbuild on the fly, packages left to node_modules.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every problem in the content under `root`, one line each.
 * @param {string} root
 * @returns {Promise<string[]>}
 */
export async function checkContentAt(root) {
  const dir = path.join(repo, 'node_modules/.cache/content-check');
  mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, `check-${process.pid}-${Date.now()}.mjs`);
  await build({
    stdin: {
      contents: `
        import { checkContent } from './content/check';
        export async function run(root) {
          // The fact names come from lib/fact-args.ts, which reads the repository's own data: if
          // that is broken, the data's own problems are reported and the names are not checked.
          let names;
          try {
            names = (await import('./lib/fact-args')).factArgNames;
          } catch {
            names = undefined;
          }
          return checkContent(root, names);
        }`,
      resolveDir: repo,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    tsconfig: path.join(repo, 'tsconfig.json'),
    outfile,
    logLevel: 'silent',
  });
  try {
    const { run } = await import(pathToFileURL(outfile).href);
    return await run(root);
  } finally {
    rmSync(outfile, { force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--root');
  const root = path.resolve((at > 0 && process.argv[at + 1]) || repo);
  const started = performance.now();
  const problems = await checkContentAt(root);
  if (problems.length) {
    console.error(
      `content check: ${problems.length} problem(s); the site was not built, the live site is unchanged:`,
    );
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(
    `content check: all content is valid (${Math.round(performance.now() - started)} ms)`,
  );
}
