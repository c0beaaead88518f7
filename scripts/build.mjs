// @ts-check
// `npm run build`: Next's build, then scripts/postbuild.mjs. Next prints an error raised while it
// prerenders a page and still finishes the build when the page itself rendered: a promise that
// rejected and that nothing awaited, for one. Each such line is a fault in the code (it was
// next-intl's header read, on every page, until i18n/request.ts stopped starting it), so a build
// that printed one fails here, after Next's own output, with the lines counted.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { errorLines } from './build-log.mjs';

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

/**
 * Runs a command, passing its output through, and resolves with its exit code and the lines of
 * its output (both streams) that report an error (`errorLines`).
 * @param {string[]} args
 * @returns {Promise<{ code: number, errors: string[] }>}
 */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['inherit', 'pipe', 'pipe'] });
    /** @type {string[]} */
    const errors = [];
    for (const [from, to] of /** @type {const} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])) {
      let rest = '';
      from.setEncoding('utf8');
      from.on('data', (/** @type {string} */ text) => {
        to.write(text);
        const lines = (rest + text).split('\n');
        rest = lines.pop() ?? '';
        errors.push(...errorLines(lines.join('\n')));
      });
      from.on('end', () => errors.push(...errorLines(rest)));
    }
    child.on('close', (code) => resolve({ code: code ?? 1, errors }));
  });
}

const built = await run([nextBin, 'build']);
if (built.code !== 0) process.exit(built.code);
if (built.errors.length) {
  const kinds = [...new Set(built.errors)];
  console.error(
    `build: Next printed ${built.errors.length} error line(s) while building, though it finished:`,
  );
  for (const line of kinds.slice(0, 5)) console.error(`  ${line}`);
  if (kinds.length > 5) console.error(`  …and ${kinds.length - 5} more kinds`);
  console.error('build: a clean build prints none; see the stacks above.');
  process.exit(1);
}
const post = await run(['scripts/postbuild.mjs']);
process.exit(post.code);
