// @ts-check
// `npm test` (the everyday suite) and `npm run test:full` (everything): the stages in order, each
// timed, stopping at the first that fails. docs/testing.md says what each tier checks.
//
//   npm test:       dependencies, tools, type check, lint, Jest, build, Next's files untouched,
//                   Playwright (the journeys in both languages, one page of each template)
//   npm run test:full: the same checks of the source, then a build with DEFER_SCRIPTS=off whose
//                   /_next/static/ files must equal the first build's byte for byte and whose
//                   journeys must pass, a preview build with placeholders (every page noindex,
//                   with the banner), then the default build again and Playwright over what
//                   `npm test` does not run on it: every page × every check, each page's own
//                   content, nginx, the Nu checker, `next dev`, fuzzing and the service worker.
import { spawnSync } from 'node:child_process';
import { nextFilesDigest, untouchedNextFiles } from './next-files.mjs';
import { checkSampleMarks } from './preview.mjs';

const full = process.argv.includes('--full');
/** @type {[string, number][]} */
const times = [];

/**
 * Runs one stage, passing its output through; stops the run when it fails.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function stage(name, command, args, env = {}) {
  console.log(`\ntest: ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, ...env },
  });
  times.push([name, Date.now() - started]);
  if (result.status !== 0) {
    summary();
    console.error(`test: "${name}" failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * A check made here, timed like a stage.
 * @param {string} name
 * @param {() => void} check
 */
function inline(name, check) {
  console.log(`\ntest: ${name}`);
  const started = Date.now();
  try {
    check();
  } catch (error) {
    times.push([name, Date.now() - started]);
    summary();
    console.error(`test: "${name}" failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  times.push([name, Date.now() - started]);
}

function summary() {
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(0)} s`;
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\ntest: ${full ? 'test:full' : 'npm test'} stages`);
  for (const [name, ms] of times) console.log(`  ${name.padEnd(44)} ${seconds(ms)}`);
  console.log(`  ${'total'.padEnd(44)} ${seconds(total)}`);
}

const node = process.execPath;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const playwright = ['node_modules/@playwright/test/cli.js', 'test'];

stage('dependencies', node, ['scripts/check/ensure-deps.mjs']);
stage('tools', node, ['scripts/check/preflight.mjs', ...(full ? ['--full'] : [])]);
stage('type check', npm, ['run', 'typecheck']);
stage('lint', npm, ['run', 'lint']);
stage('content check', npm, ['run', 'check:content']);
stage('unit tests (Jest)', npm, ['run', 'test:unit']);
if (full) {
  stage('build, DEFER_SCRIPTS=off', npm, ['run', 'build'], { DEFER_SCRIPTS: 'off' });
  inline("Next's files untouched (DEFER_SCRIPTS=off)", () => untouchedNextFiles());
  const off = nextFilesDigest();
  stage('browser journeys, DEFER_SCRIPTS=off', node, playwright, { TEST_TIER: 'everyday' });
  stage('build, a preview with placeholders', npm, ['run', 'build'], { ALLOW_PLACEHOLDERS: '1' });
  inline('every preview page noindex, with the sample-content banner', () =>
    checkSampleMarks(true),
  );
  stage('build', npm, ['run', 'build']);
  inline("Next's files untouched, the same with and without the deferral; no banner", () => {
    untouchedNextFiles();
    checkSampleMarks(false);
    const on = nextFilesDigest();
    const differ = [...new Set([...on.keys(), ...off.keys()])].filter(
      (file) => on.get(file) !== off.get(file),
    );
    if (differ.length) {
      throw new Error(`/_next/static/ differs between the two builds: ${differ.join(', ')}`);
    }
  });
  // The journeys the tiers share ran on the default build in `npm test` and on this one's twin
  // above; this stage runs what the full tier adds (playwright.config.ts, E2E_FULL_ONLY).
  stage('browser, every page × every check', node, playwright, {
    TEST_TIER: 'full',
    E2E_FULL_ONLY: '1',
  });
} else {
  stage('build', npm, ['run', 'build']);
  inline("Next's files untouched, no sample banner", () => {
    untouchedNextFiles();
    checkSampleMarks(false);
  });
  stage('browser journeys and one page of each template', node, playwright, {
    TEST_TIER: 'everyday',
  });
}
summary();
