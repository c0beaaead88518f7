// @ts-check
// The local production server: serves out/ exactly as a static host would, with the same
// redirects, 404 pages and headers (scripts/site-config.mjs), and the precompressed copies the
// build writes, as nginx serves them (scripts/serve/static-files.mjs).
import http from 'node:http';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { bodyRefusal, handleInbox, inboxPath } from './inbox.mjs';
import { copyName } from '../build/precompress.mjs';
import { isFile as isAnyFile, sendFile } from './static-files.mjs';
import {
  cacheControlFor,
  cacheError,
  canonicalPathFor,
  canonicalStatus,
  fileCsp,
  fileSpelling,
  formErrorPages,
  hostFiles,
  notFoundPageFor,
  redirectFor,
  securityHeaders,
} from '../site-config.mjs';

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
 * The path and query of a request target: origin-form (`/about?x=1`), or absolute-form
 * (`http://host/about`), whose host is ignored as nginx ignores it (nothing here reads a host).
 * The query is kept as sent but for bytes outside printable ASCII, which are percent-encoded
 * (it goes into Location headers). Null for anything else (`*`, `host:port`).
 * @param {string | undefined} target
 * @returns {{ path: string, search: string } | null}
 */
export function requestTarget(target = '') {
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  const rest = absolute ? target.slice(absolute[0].length) || '/' : target;
  if (!rest.startsWith('/')) return null;
  const query = rest.indexOf('?');
  if (query < 0) return { path: rest, search: '' };
  const search = rest.slice(query) === '?' ? '' : rest.slice(query);
  return {
    path: rest.slice(0, query),
    search: search.replace(/[^\x21-\x7e]/g, (c) => `%${percentByte(c)}`),
  };
}

/** @param {string} c a character of a request line: Node reads its bytes as Latin-1 */
const percentByte = (c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');

/**
 * The path a request names, as nginx reads it before it looks for a file: percent-decoded (as
 * UTF-8), each run of `/` merged into one, `.` segments dropped and each `..` segment removing
 * the segment before it (a path that ends in one keeps its final `/`). `undefined` for a path no
 * file can have (undecodable, or with NUL or control characters once decoded), null for one
 * whose `..` climbs above `/`: both are answered 400, as nginx answers them. Every look-up, every
 * redirect and the 404 page's language go by this path only, so an encoded slash or dot segment
 * can neither reach above out/ nor tell which names exist there.
 *
 * A path that normalises to another (`//about`, `/es/./faqs`, `/.%2f%2fabout%2f`) is answered
 * as that other path would be, as nginx (merge_slashes, on by default) answers it: the page, or
 * the canonical redirect of that path (`/about/` → `/about`), or the 404 page. It is not
 * redirected to itself first: nginx cannot tell these spellings apart once parsed, and the two
 * servers answer alike.
 * @param {string} raw the path of the request target, as sent
 * @returns {string | null | undefined}
 */
export function normalPath(raw) {
  let decoded;
  try {
    decoded = decodeURIComponent(raw.replace(/[\x80-\xff]/g, (c) => `%${percentByte(c)}`));
  } catch {
    return undefined;
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  const segments = decoded.split('/').slice(1);
  /** @type {string[]} */
  const kept = [];
  for (const [i, segment] of segments.entries()) {
    const last = i === segments.length - 1;
    if (segment === '..') {
      if (kept.length === 0) return null;
      kept.pop();
    } else if (segment !== '.' && (segment !== '' || last)) {
      kept.push(segment);
      continue;
    }
    if (last) kept.push('');
  }
  return `/${kept.join('/')}`;
}

/**
 * A path as it goes into a Location header: percent-encoded, `?` and `#` too (they are part of
 * the path here, never a query or a fragment).
 * @param {string} pathname
 */
const encodePath = (pathname) => encodeURI(pathname).replace(/[?#]/g, encodeURIComponent);

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
 * @param {string} pathname the path asked for, normalised (normalPath): it picks the 404
 *   page's language, so `/es%2Fnope` gets the Spanish one, as on nginx
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function sendNotFound(root, pathname, req, res) {
  res.statusCode = 404;
  res.setHeader('Cache-Control', cacheError);
  sendPage(req, res, path.join(root, notFoundPageFor(pathname)));
}

/** How long a connection closed on an unread body still reads what the client sends. */
const lingerMs = 2_000;

/**
 * Closes a connection whose request body was left unread, as nginx's lingering close does: Node
 * ends a connection once an answer that says `Connection: close` is sent (destroySoon), and this
 * makes that end a half-close, after which what the client still sends is read and dropped for
 * `lingerMs`, and then the connection is destroyed. Destroyed at once, the unread bytes would make
 * the kernel reset the connection, and a client still sending its body (a chunked one has no
 * announced end) would lose the answer with it. The body is never stored.
 * @param {import('node:net').Socket} socket
 */
function lingerAfter(socket) {
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    setTimeout(() => socket.destroy(), lingerMs).unref();
  };
}

/**
 * The form-error page in the visitor's language. Never cached: a refusal (400, 413, 415) as any
 * error, and the answer to a submission that could not be stored (500) not even kept. `close`
 * ends the connection once the page is sent, for a body left unread (the client may still be
 * sending it; reading on would only take its bytes for nothing).
 * @param {string} root
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {'en' | 'es'} language
 * @param {boolean} close
 */
function sendFormError(root, req, res, status, language, close) {
  res.statusCode = status;
  res.setHeader('Cache-Control', status >= 500 ? 'no-store' : cacheError);
  if (close) {
    res.setHeader('Connection', 'close');
    lingerAfter(req.socket);
  }
  sendPage(req, res, path.join(root, formErrorPages[language]));
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
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {{ root: string, inboxFile: string | undefined }} options
 */
async function handle(req, res, { root, inboxFile }) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  // The files' policy, until a page is sent (sendFile sets the policy of the file it sends).
  res.setHeader('Content-Security-Policy', fileCsp);
  const target = requestTarget(req.url);
  const pathname = target && normalPath(target.path);
  if (!target || !pathname) return sendPlain(res, 400, 'Bad Request');
  res.setHeader('Cache-Control', cacheControlFor(pathname));

  if (pathname === inboxPath) {
    if (req.method === 'POST') {
      return handleInbox(
        req,
        res,
        (response, status, language, close) =>
          sendFormError(root, req, response, status, language, close),
        inboxFile,
      );
    }
    return sendPlain(res, 405, 'Method Not Allowed', { Allow: 'POST' });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendPlain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
  }
  const redirect = redirectFor(pathname);
  if (redirect) {
    res.writeHead(redirect.status, { Location: redirect.location });
    return res.end();
  }
  if (tooLong(pathname)) return sendNotFound(root, pathname, req, res);
  const canonical = canonicalPathFor(pathname, (file) => isFile(root, file));
  if (canonical) {
    res.writeHead(canonicalStatus, { Location: encodePath(canonical) + target.search });
    return res.end();
  }
  // Other spellings of a page that exists were redirected above; of a missing page, 404. So is
  // the host configuration written beside the pages.
  if (fileSpelling.test(pathname) || hostFiles.includes(pathname)) {
    return sendNotFound(root, pathname, req, res);
  }
  const file = fileFor(root, pathname);
  if (!file) return sendNotFound(root, pathname, req, res);
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
    if (!res.headersSent) sendNotFound(root, pathname, req, res);
    else res.destroy();
  }
}

/**
 * A refusal written straight to the socket, for what never reaches the request handler (an
 * unparsable request, headers too large, a request too slow, CONNECT): no body, never cached,
 * with the security headers, and the connection closed after it.
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {Record<string, string>} [headers]
 */
function refuseOnSocket(socket, status, headers = {}) {
  const lines = Object.entries({
    ...securityHeaders,
    'Content-Security-Policy': fileCsp,
    'Cache-Control': cacheError,
    ...headers,
    'Content-Length': '0',
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('')}\r\n`);
  socket.once('finish', () => socket.destroy());
}

/** The status Node's own refusals have, by the parser's error code; any other is 400. */
const clientErrorStatus = /** @type {Record<string, number>} */ ({
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
});

/**
 * How long a client may take, and how many may be connected at once: a request's headers must
 * arrive within 10 s and the whole request within 30 s (the inbox's largest body takes well under
 * a second even on a slow line), checked every 5 s; past 256 connections, a new one is closed at
 * once. A slow or endless request thus holds its connection for 40 s at most.
 */
export const limits = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 5_000,
  maxConnections: 256,
};

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
    res.setHeader('Content-Security-Policy', fileCsp);
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
  const { maxConnections, ...timeouts } = limits;
  /** @type {http.RequestListener} */
  const onRequest = (req, res) => {
    try {
      handle(req, res, { root, inboxFile }).catch((e) => fail(res, e));
    } catch (error) {
      fail(res, error);
    }
  };
  const server = http.createServer(timeouts, onRequest);
  server.maxConnections = maxConnections;
  // A client that waits to be asked for its body (`Expect: 100-continue`) is asked only for one
  // the inbox would read; a post it refuses gets the refusal at once, and never sends the body.
  server.on('checkContinue', (req, res) => {
    const target = requestTarget(req.url);
    const inbox = target && normalPath(target.path) === inboxPath && req.method === 'POST';
    if (!inbox || !bodyRefusal(req)) res.writeContinue();
    onRequest(req, res);
  });
  server.on('clientError', (error, socket) => {
    const { code = '' } = /** @type {NodeJS.ErrnoException} */ (error);
    // Nothing to answer on a connection that is gone, or whose answer has begun (Node's own
    // test: the answer in flight on it, which Node does not otherwise expose).
    const inFlight = /** @type {{ _httpMessage?: http.ServerResponse | null }} */ (socket)
      ._httpMessage;
    if (code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      return void socket.destroy();
    }
    refuseOnSocket(socket, clientErrorStatus[code] ?? 400);
  });
  // CONNECT never reaches the request handler: refuse it in the same words.
  server.on('connect', (_req, socket) => refuseOnSocket(socket, 405, { Allow: 'GET, HEAD' }));
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
