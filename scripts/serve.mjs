// The local production server: serves out/ exactly as a static host would, with the same
// redirects, 404 pages and headers (scripts/site-config.mjs).
import http from 'node:http';
import path from 'node:path';
import { createReadStream, existsSync } from 'node:fs';
import handler from 'serve-handler';
import { cacheControlFor, notFoundPageFor, redirectFor, securityHeaders } from './site-config.mjs';

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

function sendNotFound(pathname, res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  createReadStream(path.join(root, notFoundPageFor(pathname))).pipe(res);
}

function sendPlain(res, status, message, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(message);
}

export function createServer() {
  const server = http.createServer(async (req, res) => {
    // Prefixing the origin keeps `//host/x` a path here, never a URL of another host.
    let url;
    try {
      url = new URL(`http://localhost${req.url?.startsWith('/') ? req.url : `/${req.url ?? ''}`}`);
    } catch {
      sendPlain(res, 400, 'Bad Request');
      return;
    }
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControlFor(url.pathname));

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendPlain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const redirect = redirectFor(url.pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.location });
      res.end();
      return;
    }
    if (malformed(url.pathname)) {
      sendPlain(res, 400, 'Bad Request');
      return;
    }
    if (tooLong(url.pathname) || url.pathname.startsWith('//')) {
      sendNotFound(url.pathname, res);
      return;
    }

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
          sendError: async (
            absolutePath,
            response,
            acceptsJSON,
            current,
            handlers,
            config,
            spec,
          ) => {
            if (spec.statusCode === 404) sendNotFound(url.pathname, response);
            else sendPlain(response, spec.statusCode, spec.message);
          },
        },
      );
    } catch {
      if (!res.headersSent) sendNotFound(url.pathname, res);
      else res.end();
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

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`serve: ${root} has no index.html; run "npm run build" first`);
    process.exit(1);
  }
  createServer().listen(port, host, () => {
    console.log(`Serving ${root} at http://localhost:${port}`);
  });
}
