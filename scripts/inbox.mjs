// The local form inbox (DECISIONS.md): when no form service is configured, forms post here.
// Each submission is appended as one JSON line to INBOX_FILE; a filled honeypot is dropped
// unstored; the visitor is sent on with a 303 to `_next` (a path of this site only). If the line
// cannot be written, the visitor gets the form-error page, which says to call the office.
import { readFileSync } from 'node:fs';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export const inboxPath = JSON.parse(
  readFileSync(new URL('../content/endpoints.json', import.meta.url), 'utf8'),
).localInbox;
const maxBody = 32 * 1024;

export const inboxFile = () => path.resolve(process.env.INBOX_FILE ?? '.inbox/submissions.jsonl');

/** Only a path on this site; anything else (another host, odd bytes, too long) goes home. */
export function safeNext(value) {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  return value;
}

/** Reads the body; past the limit it keeps draining (so the client gets an answer) but stores nothing. */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= maxBody) chunks.push(chunk);
    });
    req.on('end', () =>
      size > maxBody
        ? reject(Object.assign(new Error('body too large'), { status: 413 }))
        : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
}

/**
 * Handles POST /__inbox, storing to `file`; `sendErrorPage(res, status, language)` shows the
 * form-error page.
 */
export async function handleInbox(req, res, sendErrorPage, file = inboxFile()) {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    res.writeHead(415, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Unsupported Media Type');
  }
  let fields;
  try {
    fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
  } catch (error) {
    res.writeHead(error.status ?? 400, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end(error.status === 413 ? 'Payload Too Large' : 'Bad Request');
  }
  const { _next, _gotcha, ...data } = fields;
  const next = safeNext(_next);
  if (!_gotcha) {
    const referer = req.headers.referer
      ? new URL(req.headers.referer, 'http://localhost').pathname
      : null;
    const line = JSON.stringify({ time: new Date().toISOString(), page: referer, fields: data });
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${line}\n`, 'utf8');
    } catch (error) {
      console.error(`inbox: could not store a submission: ${error.message}`);
      return sendErrorPage(res, 500, data.Language === 'Spanish' ? 'es' : 'en');
    }
  }
  res.writeHead(303, { Location: next });
  res.end();
}
