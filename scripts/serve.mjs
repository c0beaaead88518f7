// The local production server: serves out/ exactly as a static host would, with the same
// redirects, 404 pages and headers (scripts/site-config.mjs).
import http from 'node:http';
import path from 'node:path';
import { existsSync } from 'node:fs';
import handler from 'serve-handler';
import { cacheControlFor, notFoundPageFor, redirectFor, securityHeaders } from './site-config.mjs';

const root = path.resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: ${root} has no index.html; run "npm run build" first`);
  process.exit(1);
}

export function createServer() {
  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControlFor(url.pathname));

    const redirect = redirectFor(url.pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.location });
      res.end();
      return;
    }

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
          if (spec.statusCode !== 404) {
            response.statusCode = spec.statusCode;
            response.setHeader('Content-Type', 'text/plain; charset=utf-8');
            response.end(spec.message);
            return;
          }
          const page = notFoundPageFor(url.pathname);
          response.statusCode = 404;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          const { createReadStream } = await import('node:fs');
          createReadStream(path.join(root, page)).pipe(response);
        },
      },
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  createServer().listen(port, host, () => {
    console.log(`Serving ${root} at http://localhost:${port}`);
  });
}
