// @ts-check
// How scripts/serve/serve.mjs answers with a file of out/, as nginx does with deploy/nginx.conf:
// the precompressed copy the client accepts (`X.br`, else `X.gz`, written by
// scripts/build/precompress.mjs; else the file itself), `Vary: Accept-Encoding` on every file that
// has copies, one strong ETag per encoding (a hash of the bytes sent), Last-Modified,
// conditional requests (304), and single byte ranges of the file itself (206, 416). As nginx's
// gzip_static and brotli_static do, a compressed copy is always sent whole: a Range request
// that accepts it gets it with 200 (a server may ignore Range), and no Accept-Ranges.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compressible, encodings } from '../build/precompress.mjs';
import { cacheError, fileCsp, headerCspFor, mediaTypes } from '../site-config.mjs';

/**
 * @param {string} file
 * @returns {string}
 */
export const contentTypeOf = (file) =>
  mediaTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The encodings a request accepts, by name, with their weight (`br;q=0` refuses brotli). A
 * missing header accepts only the file itself.
 * @param {string | undefined} header
 * @returns {Map<string, number>}
 */
export function acceptedEncodings(header) {
  const accepted = new Map();
  for (const part of (header ?? '').split(',')) {
    const [rawName = '', ...params] = part.toLowerCase().split(';');
    const name = rawName.trim();
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return accepted;
}

/**
 * The representation to send: the first precompressed copy that exists and that the request
 * accepts, else the file.
 * @param {string} file
 * @param {string | undefined} acceptEncoding
 * @returns {{ file: string, encoding: string | null, varies: boolean }}
 */
export function representation(file, acceptEncoding) {
  if (!compressible.test(file)) return { file, encoding: null, varies: false };
  const accepted = acceptedEncodings(acceptEncoding);
  let varies = false;
  for (const { name, suffix } of encodings) {
    if (!isFile(file + suffix)) continue;
    varies = true;
    if ((accepted.get(name) ?? 0) > 0) return { file: file + suffix, encoding: name, varies };
  }
  return { file, encoding: null, varies };
}

/**
 * Whether `file` is a file (missing, a folder, or a path through a file: not).
 * @param {string} file
 */
export function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false; // missing, or a path through a file (ENOTDIR)
  }
}

/** Hashes already computed, by file, time and size (the files of a build do not change). */
const etags = new Map();

/**
 * A strong ETag: the first 27 characters of the SHA-256 of the bytes, base64url.
 * @param {string} file
 * @param {import('node:fs').Stats} stats
 */
function etagOf(file, stats) {
  const key = `${file}\0${stats.mtimeMs}\0${stats.size}`;
  let etag = etags.get(key);
  if (!etag) {
    const hash = createHash('sha256').update(readFileSync(file)).digest('base64url');
    etag = `"${hash.slice(0, 27)}"`;
    etags.set(key, etag);
  }
  return etag;
}

/**
 * A single `bytes=` range within `size` bytes: the bounds, `'unsatisfiable'`, or null when the
 * header is not a single byte range (the whole file is sent then, as the RFC allows).
 * @param {string} header
 * @param {number} size
 * @returns {{ start: number, end: number } | 'unsatisfiable' | null}
 */
export function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Whether `If-None-Match` names this ETag (`*` names any).
 * @param {string} header
 * @param {string} etag
 */
const noneMatch = (header, etag) =>
  header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Whether `If-Modified-Since` names exactly the time sent as Last-Modified, to the second: the
 * only date that answers 304, as with nginx's default `if_modified_since exact`. A later date
 * (a clock ahead, a rollback to older files) gets the file, never a stale 304.
 * @param {string} header
 * @param {import('node:fs').Stats} stats
 */
export const modifiedAt = (header, stats) =>
  Math.floor(Date.parse(header) / 1000) === Math.floor(stats.mtimeMs / 1000);

/**
 * Answers with `file` (which exists): GET or HEAD, with the status given (200 for a file, 404
 * for the 404 page, 4xx or 500 for the form-error page). Conditional requests and ranges apply
 * to 200 answers only. The headers already set on `res` (security, Cache-Control) are kept,
 * but for what follows from the answer: the Content-Security-Policy is the pages' for an HTML
 * file and the files' for any other (headerCspFor), and an unsatisfiable range (416) is an
 * error like any other, with the files' policy and never cached (not even for a hashed file).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 * @param {{ status?: number, onError: (error: Error) => void }} options
 */
export function sendFile(req, res, file, { status = 200, onError }) {
  const chosen = representation(file, req.headers['accept-encoding']);
  const stats = statSync(chosen.file);
  const etag = etagOf(chosen.file, stats);
  res.setHeader('Content-Type', contentTypeOf(file));
  res.setHeader('Content-Security-Policy', headerCspFor(file));
  if (chosen.varies) res.setHeader('Vary', 'Accept-Encoding');
  if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());

  const ranges = status === 200 && !chosen.encoding;
  if (ranges) res.setHeader('Accept-Ranges', 'bytes');
  if (status === 200) {
    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    const notModified = ifNoneMatch
      ? noneMatch(ifNoneMatch, etag)
      : ifModifiedSince !== undefined && modifiedAt(ifModifiedSince, stats);
    if (notModified) {
      res.removeHeader('Content-Type');
      res.writeHead(304);
      return void res.end();
    }
  }

  let start = 0;
  let end = stats.size - 1;
  let code = status;
  const rangeHeader = req.headers.range;
  const ifRange = String(req.headers['if-range'] ?? '') || undefined;
  if (ranges && rangeHeader && (ifRange === undefined || ifRange.trim() === etag)) {
    const range = byteRange(rangeHeader, stats.size);
    if (range === 'unsatisfiable') {
      res.removeHeader('Content-Type');
      res.setHeader('Content-Security-Policy', fileCsp);
      res.setHeader('Cache-Control', cacheError);
      res.writeHead(416, { 'Content-Range': `bytes */${stats.size}`, 'Content-Length': 0 });
      return void res.end();
    }
    if (range) {
      ({ start, end } = range);
      code = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${stats.size}`);
    }
  }
  res.writeHead(code, { 'Content-Length': stats.size === 0 ? 0 : end - start + 1 });
  if (req.method === 'HEAD' || stats.size === 0) return void res.end();
  const stream = createReadStream(chosen.file, { start, end });
  stream.on('error', onError);
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}
