// @ts-check
// Scores the served site with MDN's HTTP Observatory scanner, offline.
// Usage: node scripts/tools/observatory.mjs http://127.0.0.1:3000 [path]
// Locally there is no HTTPS, so the two HTTPS-only tests (redirection to HTTPS, and
// Strict-Transport-Security, which browsers ignore over HTTP) are left out of the score.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { adminDir } from '../site-config.mjs';

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
// The package's install step would download the HSTS preload list; we need none of it. The
// scanner reads the file when it first checks a host, so it must exist by then.
const preload = path.join(root, 'conf', 'hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}');

const httpsOnly = new Set(['redirection', 'strict-transport-security']);

/**
 * The score and each test's result for one page of the server at `base`.
 * @param {string} base the server's origin, such as http://127.0.0.1:3000
 * @param {string} [pagePath]
 */
export async function observatory(base, pagePath = '/') {
  // The office's editor is not scored: it is no page a visitor opens, and its own policy allows
  // inline styles, which it needs (adminCsp in scripts/site-config.mjs).
  if (new RegExp(`^/${adminDir}(?:/|$)`).test(pagePath)) {
    throw new Error(`observatory: ${pagePath} is the office's editor, which is not scored`);
  }
  const url = new URL(base);
  // The HTTPS probe goes to a port nothing listens on, so it fails at once, locally.
  const requests = await retrieve(url.hostname, {
    httpPort: url.port,
    httpsPort: '1',
    path: pagePath,
  });
  if (!requests.responses.auto) throw new Error(`observatory: ${base} did not answer`);
  let extra = 100;
  let uncurved = 100;
  /** @type {Record<string, { result: string, pass: boolean, modifier: number }>} */
  const tests = {};
  for (const test of ALL_TESTS) {
    const output = test(requests);
    const name = output.constructor.name;
    if (httpsOnly.has(name)) continue;
    const modifier = getScoreModifier(output.result);
    tests[name] = { result: output.result, pass: output.pass, modifier };
    extra += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? extra : uncurved;
  return { score, tests };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await observatory(process.argv[2] ?? 'http://127.0.0.1:3000', process.argv[3]);
  console.log(JSON.stringify(result, null, 2));
}
