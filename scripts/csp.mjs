// Adds each page's Content-Security-Policy as a <meta http-equiv>, with the SHA-256 hashes of
// exactly the inline scripts that page carries, so script-src needs no 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { pageCsp } from './site-config.mjs';

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

export function scriptHashes(html) {
  return [...html.matchAll(inlineScript)].map(([, body]) =>
    createHash('sha256').update(body, 'utf8').digest('base64'),
  );
}

export function withCspMeta(html) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageCsp(scriptHashes(html))}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(html)) throw new Error('csp: page has no <meta charset> to follow');
  return html.replace(charset, (tag) => tag + meta);
}
