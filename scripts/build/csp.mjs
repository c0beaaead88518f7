// @ts-check
// Adds each page's Content-Security-Policy as a <meta http-equiv>, with the SHA-256 hashes of
// exactly the inline scripts that page carries, so script-src needs no 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { pageCsp } from '../site-config.mjs';

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const styleAttribute = /\sstyle="([^"]*)"/g;
/** @type {Record<string, string>} */
const entities = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

/** @param {string} html */
function scriptHashes(html) {
  return [...html.matchAll(inlineScript)].map(([, body = '']) => sha256(body));
}

/**
 * Style attributes in the served HTML (Radix writes a few for its animations). Scripts that set
 * styles later do so through the DOM, which the policy does not restrict.
 * @param {string} html
 */
function styleAttributeHashes(html) {
  const values = new Set(
    [...html.matchAll(styleAttribute)].map(([, value = '']) =>
      value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => entities[e] ?? e),
    ),
  );
  return [...values].map(sha256);
}

/**
 * @param {string} html a built page
 * @returns {string} the page with its policy in a <meta> right after its charset
 */
export function withCspMeta(html) {
  const policy = pageCsp(scriptHashes(html), styleAttributeHashes(html));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(html)) throw new Error('csp: page has no <meta charset> to follow');
  return html.replace(charset, (tag) => tag + meta);
}
