// @ts-check
// `npm run bench`: autocannon against the local server on loopback: a page, a blog article
// (once it exists; otherwise a legal page), a 404 and a hashed asset, 200 connections for 30 s
// each (BENCH_SECONDS to shorten). Prints requests per second, p50/p99 latency and errors.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { listenOnLoopback } from '../serve/serve.mjs';

const out = path.resolve('out');
if (!existsSync(path.join(out, 'index.html'))) {
  console.error('bench: run "npm run build" first');
  process.exit(1);
}
const asset = readFileSync(path.join(out, 'index.html'), 'utf8').match(
  /\/_next\/static\/chunks\/[^"]+\.js/,
)?.[0];
if (!asset) throw new Error('bench: out/index.html loads no script to measure');
const { server, origin } = await listenOnLoopback(out);

const article = existsSync(path.join(out, 'blog/complete-guide-kids-braces.html'))
  ? '/blog/complete-guide-kids-braces'
  : '/privacy';
const targets = [
  ['page', '/'],
  ['article', article],
  ['404', '/no-such-page'],
  ['asset', asset],
];
const seconds = Number(process.env.BENCH_SECONDS ?? 30);

console.log(`bench: 200 connections, ${seconds} s each, gzip accepted, on ${origin}`);
console.log('target | path | req/s (avg) | p50 ms | p99 ms | errors | non-2xx');
for (const [name, url] of targets) {
  const result = await autocannon({
    url: `${origin}${url}`,
    connections: 200,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  console.log(
    [
      name,
      url,
      Math.round(result.requests.average),
      result.latency.p50,
      result.latency.p99,
      result.errors + result.timeouts,
      result.non2xx,
    ].join(' | '),
  );
}
server.close();
