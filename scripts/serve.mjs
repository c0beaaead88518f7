// @ts-check
// The local production server: serves out/ exactly as a static host would, with the same
// redirects, 404 pages, headers and compression (scripts/site-config.mjs).
import http from 'node:http';
import path from 'node:path';
import { createReadStream, existsSync, statSync } from 'node:fs';
import compression from 'compression';
import handler from 'serve-handler';
import { handleInbox, inboxPath } from './inbox.mjs';
import {
  cacheControlFor,
  cacheError,
  canonicalPathFor,
  canonicalStatus,
  fileSpelling,
  notFoundPageFor,
  redirectFor,
  securityHeaders,
} from './site-config.mjs';

const defaultRoot = path.resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

/**
 * Longer paths cannot name a file of the site (and would make the file system throw).
 * @param {string} pathname
 */
const tooLong = (pathname) =>
  pathname.length > 1024 || pathname.split('/').some((s) => s.length > 255);

/**
 * A path no file can have: undecodable, or with NUL or control characters once decoded.
 * @param {string} pathname
 */
function malformed(pathname) {
  try {
    return /[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/**
 * Whether out/ holds this file (a decoded path; nothing outside out/ counts).
 * @param {string} root
 * @param {string} pathname
 */
function isFile(root, pathname) {
  const file = path.join(root, pathname);
  if (!file.startsWith(root + path.sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false; // missing, or a path through a file (ENOTDIR)
  }
}

/**
 * A stream's 'error' with no listener is thrown where no request can catch it, and ends the
 * process; so every file stream gets one. By default the connection closes: the answer is cut
 * short, never wrong (a file can vanish while served, as when out/ is rebuilt).
 * @template {import('node:stream').Readable} S
 * @param {S} stream
 * @param {http.ServerResponse} res
 * @param {() => void} [onError]
 * @returns {S}
 */
function guard(stream, res, onError = () => res.destroy()) {
  stream.on('error', (error) => {
    console.error(`serve: ${error.message}`);
    onError();
  });
  // pipe() leaves the file open when the client goes away first (as does a 304 of serve-handler).
  res.on('close', () => stream.destroy());
  return stream;
}

/**
 * Streams a page; if it cannot be read (a build without it), the status in plain text.
 * @param {http.ServerResponse} res
 * @param {string} file
 */
function sendPage(res, file) {
  const fallback = () =>
    res.headersSent
      ? res.destroy()
      : sendPlain(res, res.statusCode, http.STATUS_CODES[res.statusCode] ?? 'Error');
  guard(createReadStream(file), res, fallback).pipe(res);
}

/**
 * @param {string} root
 * @param {string} pathname the path asked for, which picks the 404 page's language
 * @param {http.ServerResponse} res
 */
function sendNotFound(root, pathname, res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheError);
  sendPage(res, path.join(root, notFoundPageFor(pathname)));
}

/**
 * @param {string} root
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {'en' | 'es'} locale
 */
function sendFormError(root, res, status, locale) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  sendPage(res, path.join(root, locale === 'es' ? 'es/form-error.html' : 'form-error.html'));
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
function sendPlain(res, status, message, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': cacheError,
    ...headers,
  });
  res.end(message);
}

/**
 * Parses the request path; prefixing the origin keeps `//host/x` a path, never another host.
 * @param {http.IncomingMessage} req
 */
function requestUrl(req) {
  try {
    const target = req.url?.startsWith('/') ? req.url : `/${req.url ?? ''}`;
    return new URL(`http://localhost${target}`);
  } catch {
    return null;
  }
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {{ root: string, inboxFile: string | undefined }} options
 */
async function handle(req, res, { root, inboxFile }) {
  const url = requestUrl(req);
  if (!url) return sendPlain(res, 400, 'Bad Request');
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  res.setHeader('Cache-Control', cacheControlFor(url.pathname));

  if (url.pathname === inboxPath) {
    if (req.method === 'POST') {
      return handleInbox(
        req,
        res,
        (response, status, locale) => sendFormError(root, response, status, locale),
        inboxFile,
      );
    }
    return sendPlain(res, 405, 'Method Not Allowed', { Allow: 'POST' });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendPlain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
  }
  if (malformed(url.pathname)) return sendPlain(res, 400, 'Bad Request');
  // Paths are compared decoded, as nginx and static hosts compare them.
  const pathname = decodeURIComponent(url.pathname);
  const redirect = redirectFor(pathname);
  if (redirect) {
    res.writeHead(redirect.status, { Location: redirect.location });
    return res.end();
  }
  if (tooLong(url.pathname) || pathname.startsWith('//')) {
    return sendNotFound(root, url.pathname, res);
  }
  const canonical = canonicalPathFor(pathname, (file) => isFile(root, file));
  if (canonical) {
    res.writeHead(canonicalStatus, { Location: encodeURI(canonical) + url.search });
    return res.end();
  }
  // serve-handler would redirect these itself (301), even for pages that do not exist.
  if (fileSpelling.test(pathname)) return sendNotFound(root, url.pathname, res);

  try {
    await handler(
      req,
      res,
      {
        public: root,
        cleanUrls: true,
        directoryListing: false,
        etag: true,
        rewrites: [{ source: '/es/', destination: '/es/index.html' }],
      },
      {
        // serve-handler reads each file through this (for its ETag, then the body).
        createReadStream: (file, options) => guard(createReadStream(file, options), res),
        sendError: async (absolutePath, response, acceptsJSON, current, handlers, config, spec) => {
          if (spec.statusCode === 404) sendNotFound(root, url.pathname, response);
          else sendPlain(response, spec.statusCode, spec.message);
        },
      },
    );
  } catch {
    if (!res.headersSent) sendNotFound(root, url.pathname, res);
    else res.end();
  }
}

/**
 * The last word on a request whose handling threw (a bug: every refusal of what a client sends
 * is answered above): logged, then a plain 500 without the headers of the failed answer if
 * nothing has gone out yet, else the connection closes. Never a reason to stop the server.
 * @param {http.ServerResponse} res
 * @param {unknown} error
 */
function fail(res, error) {
  const stack = typeof error === 'object' && error && 'stack' in error ? error.stack : undefined;
  console.error(`serve: ${stack ?? error}`);
  try {
    if (res.headersSent) return void res.destroy();
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    sendPlain(res, 500, 'Internal Server Error', { 'Cache-Control': 'no-store' });
  } catch {
    res.destroy();
  }
}

// Static hosts and CDNs compress text; so does this server, so that measurements match them.
// Not the answer to a Range request: its Content-Range counts the file's own bytes, so the
// bytes sent must be those (compressing the slice would make the two disagree).
const compress = compression({
  filter: (req, res) => !req.headers.range && compression.filter(req, res),
});

/**
 * Each encoding of a file is a representation of its own, so it gets an ETag of its own:
 * serve-handler's `"sha"` for the file as it is, `"sha-gzip"` or `"sha-br"` when compressed
 * (as Apache does), so that no cache takes one for another. Call before compress(): its
 * writeHead wraps this one, so the encoding is chosen and every header set when this runs.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function etagPerEncoding(req, res) {
  // A validator from any encoding names the same file: serve-handler compares If-None-Match
  // with the file's own ETag, so the suffix is dropped before it looks.
  const match = req.headers['if-none-match'];
  if (match) req.headers['if-none-match'] = match.replace(/-(?:gzip|br|deflate)"/g, '"');
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const encoding = res.getHeader('Content-Encoding');
    const etag = res.getHeader('ETag');
    if (encoding && typeof etag === 'string') {
      res.setHeader('ETag', etag.replace(/"$/, `-${encoding}"`));
    }
    // Passed on as they came, in the form of whichever overload the caller used (a type can
    // name only one of them).
    return writeHead.apply(this, /** @type {Parameters<typeof writeHead>} */ (args));
  };
}

/**
 * The server of `root` (default out/, or OUT_DIR); form submissions go to `inboxFile` (default
 * INBOX_FILE, read at each submission). Tests start their own instance with their own files.
 * @param {{ root?: string, inboxFile?: string }} [options]
 */
export function createServer({ root = defaultRoot, inboxFile } = {}) {
  const server = http.createServer((req, res) => {
    try {
      etagPerEncoding(req, res);
      compress(req, res, () => handle(req, res, { root, inboxFile }).catch((e) => fail(res, e)));
    } catch (error) {
      fail(res, error);
    }
  });
  // CONNECT never reaches the request handler: refuse it in the same words.
  server.on('connect', (_req, socket) => {
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
  });
  return server;
}

/**
 * A server of `root` on a free loopback port, for the scripts that measure the site (audit,
 * bench).
 * @param {string} root
 * @returns {Promise<{ server: http.Server, origin: string }>}
 */
export async function listenOnLoopback(root) {
  const server = createServer({ root });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  // Listening on a TCP port, the address is never a pipe's name (a string) nor null.
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { server, origin: `http://127.0.0.1:${port}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(path.join(defaultRoot, 'index.html'))) {
    console.error(`serve: ${defaultRoot} has no index.html; run "npm run build" first`);
    process.exit(1);
  }
  // The last resort, for an error thrown where no request can catch it (say, an event without a
  // listener deep in a dependency): logged loudly, and the server keeps serving the others.
  // Tests start their own instance without it, so such an error still fails them.
  process.on('uncaughtException', (error) => console.error('serve: uncaught', error));
  process.on('unhandledRejection', (error) => console.error('serve: unhandled', error));
  createServer()
    .on('error', (error) => {
      console.error(`serve: ${error.message}`); // such as the port in use: nothing to serve
      process.exit(1);
    })
    .listen(port, host, () => {
      console.log(`Serving ${defaultRoot} at http://localhost:${port}`);
    });
}
