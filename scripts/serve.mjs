// @ts-check
// The local production server: serves out/ exactly as a static host would, with the same
// redirects, 404 pages and headers (scripts/site-config.mjs), and the precompressed copies the
// build writes, as nginx serves them (scripts/static-files.mjs).
import http from 'node:http';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { handleInbox, inboxPath } from './inbox.mjs';
import { copyName } from './precompress.mjs';
import { isFile as isAnyFile, sendFile } from './static-files.mjs';
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
  return file.startsWith(root + path.sep) && isAnyFile(file);
}

/**
 * Sends a page with the given status (a 404 page, the form-error page); if it cannot be read
 * (a build without it), the status in plain text.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} file
 */
function sendPage(req, res, file) {
  const status = res.statusCode;
  const fallback = () =>
    res.headersSent ? res.destroy() : sendPlain(res, status, http.STATUS_CODES[status] ?? 'Error');
  try {
    sendFile(req, res, file, { status, onError: fallback });
  } catch {
    fallback();
  }
}

/**
 * The file of out/ a path names: the file itself, else the page `X.html` for `X`, else the
 * folder's home page `X/index.html` for `X/`. Null for anything else, and for the precompressed
 * copies, which are served only in place of their file.
 * @param {string} root
 * @param {string} pathname decoded
 * @returns {string | null}
 */
function fileFor(root, pathname) {
  if (copyName.test(pathname)) return null;
  if (pathname.endsWith('/')) {
    return isFile(root, `${pathname}index.html`) ? path.join(root, pathname, 'index.html') : null;
  }
  if (isFile(root, pathname)) return path.join(root, pathname);
  return isFile(root, `${pathname}.html`) ? path.join(root, `${pathname}.html`) : null;
}

/**
 * @param {string} root
 * @param {string} pathname the path asked for, which picks the 404 page's language
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function sendNotFound(root, pathname, req, res) {
  res.statusCode = 404;
  res.setHeader('Cache-Control', cacheError);
  sendPage(req, res, path.join(root, notFoundPageFor(pathname)));
}

/**
 * @param {string} root
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {'en' | 'es'} locale
 */
function sendFormError(root, req, res, status, locale) {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  sendPage(req, res, path.join(root, locale === 'es' ? 'es/form-error.html' : 'form-error.html'));
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
        (response, status, locale) => sendFormError(root, req, response, status, locale),
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
    return sendNotFound(root, url.pathname, req, res);
  }
  const canonical = canonicalPathFor(pathname, (file) => isFile(root, file));
  if (canonical) {
    res.writeHead(canonicalStatus, { Location: encodeURI(canonical) + url.search });
    return res.end();
  }
  // Other spellings of a page that exists were redirected above; of a missing page, 404.
  if (fileSpelling.test(pathname)) return sendNotFound(root, url.pathname, req, res);
  const file = fileFor(root, pathname);
  if (!file) return sendNotFound(root, url.pathname, req, res);
  try {
    // A file that vanishes while it is sent (out/ rebuilt) cuts the answer short, never wrong.
    sendFile(req, res, file, {
      onError: (error) => {
        console.error(`serve: ${error.message}`);
        res.destroy();
      },
    });
  } catch {
    // Gone between the look-up and the read.
    if (!res.headersSent) sendNotFound(root, url.pathname, req, res);
    else res.destroy();
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

/**
 * The server of `root` (default out/, or OUT_DIR); form submissions go to `inboxFile` (default
 * INBOX_FILE, read at each submission). Tests start their own instance with their own files.
 * @param {{ root?: string, inboxFile?: string }} [options]
 */
export function createServer({ root = defaultRoot, inboxFile } = {}) {
  const server = http.createServer((req, res) => {
    try {
      handle(req, res, { root, inboxFile }).catch((e) => fail(res, e));
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
