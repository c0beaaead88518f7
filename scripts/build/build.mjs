// @ts-check
// `npm run build`: Next's build, then scripts/build/postbuild.mjs. Next prints an error raised while it
// prerenders a page and still finishes the build when the page itself rendered: a promise that
// rejected and that nothing awaited, for one. Each such line is a fault in the code (it was
// next-intl's header read, on every page, until i18n/request.ts stopped starting it), so a build
// that printed one fails here, after Next's own output, with the lines counted.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { errorLines } from './build-log.mjs';
import { checkNextVersion, deferScripts, orStop } from './next-adapter.mjs';

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

/**
 * Runs a command, passing its output through, and resolves with its exit code and its output
 * (stdout, then stderr, each whole: chunks of the two never split each other's lines).
 * @param {string[]} args
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['inherit', 'pipe', 'pipe'] });
    const outputs = ['', ''];
    for (const [index, from, to] of /** @type {const} */ ([
      [0, child.stdout, process.stdout],
      [1, child.stderr, process.stderr],
    ])) {
      from.setEncoding('utf8');
      from.on('data', (/** @type {string} */ text) => {
        to.write(text);
        outputs[index] += text;
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output: outputs.join('\n') }));
  });
}

// Before Next's build, so that an unsupported Next stops the build at once.
if (deferScripts) orStop(() => checkNextVersion());
// The office's content first: a bad edit stops the build with one line per problem, each
// naming its file and field (docs/content.md#when-a-change-is-refused).
const checked = await run(['scripts/check/content.mjs']);
if (checked.code !== 0) process.exit(checked.code);
const built = await run([nextBin, 'build']);
if (built.code !== 0) process.exit(built.code);
const errors = errorLines(built.output);
if (errors.length) {
  const kinds = [...new Set(errors)];
  console.error(
    `build: Next printed ${errors.length} error line(s) while building, though it finished:`,
  );
  for (const line of kinds.slice(0, 5)) console.error(`  ${line}`);
  if (kinds.length > 5) console.error(`  …and ${kinds.length - 5} more kinds`);
  console.error('build: a clean build prints none; see the stacks above.');
  process.exit(1);
}
const post = await run(['scripts/build/postbuild.mjs']);
process.exit(post.code);
