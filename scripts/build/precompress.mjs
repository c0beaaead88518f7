// @ts-check
// Precompressed copies of the built site's text files (docs/decisions/0011-precompressed-copies.md): `X.br` (brotli quality 11) and
// `X.gz` (gzip level 9) beside each HTML, CSS, JavaScript, SVG, JSON, XML and text file, for the
// servers that serve them as they are: scripts/serve/serve.mjs and nginx (`brotli_static`,
// `gzip_static`). Compressing once at the best settings beats compressing on every request
// (brotli 4 or gzip 6): hashed scripts come out about 20 KB smaller, pages several KB.
// Netlify and Cloudflare Pages compress by themselves and would publish `X.br` as a URL of its
// own, so the build leaves them out there (`precompress.enabled` in scripts/site-config.mjs).
import { existsSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { filesBelow } from '../files.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; woff2, PNG, WebP and AVIF are compressed already. */
export const compressible = /\.(?:html|css|js|mjs|svg|json|webmanifest|xml|txt)$/;

/**
 * The encodings the build writes, in the order a server prefers them: their name in
 * Accept-Encoding, their file suffix, how they compress, and how many seconds each copy's
 * modification time is after the file's (nginx's ETag is the file's time and size in hex, so two
 * encodings of the same size would otherwise share one ETag).
 */
export const encodings = /** @type {const} */ ([
  {
    name: 'br',
    suffix: '.br',
    seconds: 2,
    /** @param {Buffer} data */
    compress: (data) =>
      brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    name: 'gzip',
    suffix: '.gz',
    seconds: 1,
    /** @param {Buffer} data */
    compress: (data) => gzip(data, { level: 9 }),
  },
]);

/** The name of a precompressed copy, which is never a URL of its own. */
export const copyName = new RegExp(
  `(?:${encodings.map(({ suffix }) => suffix.replace('.', '\\.')).join('|')})$`,
);

/**
 * Writes `file.br` and `file.gz` when each is smaller than the file (a few tiny files are
 * not), and removes a stale one that no longer pays.
 * @param {string} file
 * @returns {Promise<{ raw: number, br: number, gzip: number }>} the sizes served (a missing
 *   copy counts as the raw size)
 */
export async function precompressFile(file) {
  const data = readFileSync(file);
  const { mtime } = statSync(file);
  const sizes = { raw: data.length, br: data.length, gzip: data.length };
  await Promise.all(
    encodings.map(async ({ name, suffix, seconds, compress }) => {
      const encoded = await compress(data);
      const copy = file + suffix;
      if (encoded.length < data.length) {
        writeFileSync(copy, encoded);
        const time = new Date(mtime.getTime() + seconds * 1000);
        utimesSync(copy, time, time);
        sizes[name] = encoded.length;
      } else if (existsSync(copy)) {
        rmSync(copy);
      }
    }),
  );
  return sizes;
}

/**
 * Every compressible file below `dir` (not the copies themselves).
 * @param {string} dir
 */
export function compressibleFiles(dir) {
  return filesBelow(dir).filter((file) => compressible.test(file));
}

/**
 * Precompresses every compressible file below `dir`, a few at a time (zlib's thread pool does
 * the work). Returns the bytes the files take raw, as brotli and as gzip.
 * @param {string} dir
 */
export async function precompressAll(dir) {
  const files = compressibleFiles(dir);
  const totals = { files: files.length, raw: 0, br: 0, gzip: 0 };
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const sizes = await precompressFile(file);
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gzip += sizes.gzip;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}
