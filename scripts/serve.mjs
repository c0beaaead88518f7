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

const root = path.resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

/** Longer paths cannot name a file of the site (and would make the file system throw). */
const tooLong = (pathname) =>
  pathname.length > 1024 || pathname.split('/').some((s) => s.length > 255);

/** A path no file can have: undecodable, or with NUL or control characters once decoded. */
function malformed(pathname) {
  try {
    return /[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/** Whether out/ holds this file (a decoded path; nothing outside out/ counts). */
function isFile(pathname) {
  const file = path.join(root, pathname);
  if (!file.startsWith(root + path.sep)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false; // missing, or a path through a file (ENOTDIR)
  }
}

function sendNotFound(pathname, res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheError);
  createReadStream(path.join(root, notFoundPageFor(pathname))).pipe(res);
}

function sendFormError(res, status, locale) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  createReadStream(
    path.join(root, locale === 'es' ? 'es/form-error.html' : 'form-error.html'),
  ).pipe(res);
}

function sendPlain(res, status, message, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': cacheError,
    ...headers,
  });
  res.end(message);
}

/** Parses the request path; prefixing the origin keeps `//host/x` a path, never another host. */
function requestUrl(req) {
  try {
    const target = req.url?.startsWith('/') ? req.url : `/${req.url ?? ''}`;
    return new URL(`http://localhost${target}`);
  } catch {
    return null;
  }
}

async function handle(req, res) {
  const url = requestUrl(req);
  if (!url) return sendPlain(res, 400, 'Bad Request');
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  res.setHeader('Cache-Control', cacheControlFor(url.pathname));

  if (url.pathname === inboxPath) {
    if (req.method === 'POST') return handleInbox(req, res, sendFormError);
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
    return sendNotFound(url.pathname, res);
  }
  const canonical = canonicalPathFor(pathname, isFile);
  if (canonical) {
    res.writeHead(canonicalStatus, { Location: encodeURI(canonical) + url.search });
    return res.end();
  }
  // serve-handler would redirect these itself (301), even for pages that do not exist.
  if (fileSpelling.test(pathname)) return sendNotFound(url.pathname, res);

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
        sendError: async (absolutePath, response, acceptsJSON, current, handlers, config, spec) => {
          if (spec.statusCode === 404) sendNotFound(url.pathname, response);
          else sendPlain(response, spec.statusCode, spec.message);
        },
      },
    );
  } catch {
    if (!res.headersSent) sendNotFound(url.pathname, res);
    else res.end();
  }
}

// Static hosts and CDNs compress text; so does this server, so that measurements match them.
const compress = compression();

export function createServer() {
  const server = http.createServer((req, res) => {
    compress(req, res, () => void handle(req, res));
  });
  // CONNECT never reaches the request handler: refuse it in the same words.
  server.on('connect', (_req, socket) => {
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
  });
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`serve: ${root} has no index.html; run "npm run build" first`);
    process.exit(1);
  }
  createServer().listen(port, host, () => {
    console.log(`Serving ${root} at http://localhost:${port}`);
  });
}
