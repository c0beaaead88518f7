// @ts-check
// The local form inbox (DECISIONS.md): when no form service is configured, forms post here.
// Each submission is appended as one JSON line to INBOX_FILE; a filled honeypot is dropped
// unstored; the visitor is sent on with a 303 to `_next` (a path of this site only). If the line
// cannot be written, the visitor gets the form-error page, which says to call the office.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { endpoints } from './site-config.mjs';

export const inboxPath = endpoints.localInbox;
const maxBody = 32 * 1024;

const inboxFile = () => path.resolve(process.env.INBOX_FILE ?? '.inbox/submissions.jsonl');

/**
 * Only a path on this site; anything else (another host, control characters, a backslash, too
 * long) goes home. Characters outside printable ASCII are percent-encoded as UTF-8, as a browser
 * does when it requests such a URL, so the visitor still lands on the page (`/es/niños?x=ñ` →
 * `/es/ni%C3%B1os?x=%C3%B1`) and the Location header is plain ASCII: Node refuses a header with
 * a character above U+00FF, and sends U+0080–U+00FF as Latin-1 bytes, which browsers do not read
 * as the path meant. `%XX` already in the value is kept as it is (it may be encoded already).
 * @param {string | null} value
 * @returns {string}
 */
function safeNext(value) {
  if (typeof value !== 'string' || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    return value.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run));
  } catch {
    return '/'; // a lone surrogate, which has no UTF-8 form
  }
}

/**
 * What the inbox reads a submission from: the request (in a test, any stream with headers).
 * @typedef {import('node:stream').Readable & { headers: import('node:http').IncomingHttpHeaders }} InboxRequest
 */

/** A body the inbox refuses to read, with the status that says why. */
class RefusedBody extends Error {
  /**
   * @param {string} message
   * @param {400 | 413} status
   */
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/**
 * Reads the body; past the limit it keeps draining (so the client gets an answer) but stores
 * nothing. A body cut short (the client closes before Content-Length bytes or the last chunk)
 * is refused whole, so no partial submission is ever stored.
 * @param {InboxRequest} req
 * @returns {Promise<string>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= maxBody) chunks.push(chunk);
    });
    req.on('end', () =>
      size > maxBody
        ? reject(new RefusedBody('body too large', 413))
        : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
    // After 'end' this does nothing (the promise is settled); before it, the body was cut short.
    req.on('close', () => reject(new RefusedBody('body cut short', 400)));
  });
}

/**
 * The submitted fields. Invalid UTF-8 and malformed `%` escapes are read leniently, as browsers
 * read them (U+FFFD, or the `%` kept as sent). A name sent more than once (a group of checkboxes,
 * or a hostile post) keeps every value, joined with ", " in the order sent; of the control fields,
 * `_next` takes its first value and the honeypot counts as filled if any of its copies is.
 * @param {string} body
 */
function parseFields(body) {
  const params = new URLSearchParams(body);
  /** @type {Map<string, string>} */
  const data = new Map();
  for (const [name, value] of params) {
    if (name === '_next' || name === '_gotcha') continue;
    data.set(name, data.has(name) ? `${data.get(name)}, ${value}` : value);
  }
  // fromEntries defines each name as an own property, `__proto__` included.
  return {
    next: params.get('_next'),
    bot: params.getAll('_gotcha').some(Boolean),
    data: Object.fromEntries(data),
  };
}

/**
 * The path of the page the form was on; null when the Referer is missing, unparsable, or not a
 * web page's address (`mailto:a@b` has a "path" too).
 * @param {string | undefined} referer
 */
function refererPath(referer) {
  if (!referer) return null;
  try {
    const url = new URL(referer, 'http://localhost');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Handles POST /__inbox, storing to `file`; `sendErrorPage(res, status, language)` shows the
 * form-error page. Nothing in it throws on what a client sends (serve.mjs still answers 500 to
 * anything that does, rather than stop).
 * @template {{ writeHead(status: number, headers: Record<string, string>): unknown, end(body?: string): unknown }} Res
 * @param {InboxRequest} req
 * @param {Res} res
 * @param {(res: Res, status: number, language: 'en' | 'es') => unknown} sendErrorPage
 * @param {string} [file]
 */
export async function handleInbox(req, res, sendErrorPage, file = inboxFile()) {
  const [type = ''] = (req.headers['content-type'] ?? '').split(';');
  if (type.trim().toLowerCase() !== 'application/x-www-form-urlencoded') {
    res.writeHead(415, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Unsupported Media Type');
  }
  let fields;
  try {
    fields = parseFields(await readBody(req));
  } catch (error) {
    // A stream error (the connection reset) has no status of its own: the body is not whole.
    const status = error instanceof RefusedBody ? error.status : 400;
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end(status === 413 ? 'Payload Too Large' : 'Bad Request');
  }
  const { next, bot, data } = fields;
  const location = safeNext(next);
  if (!bot) {
    const page = refererPath(req.headers.referer);
    const line = JSON.stringify({ time: new Date().toISOString(), page, fields: data });
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${line}\n`, 'utf8');
    } catch (error) {
      const reason = error instanceof Error ? error.message : error;
      console.error(`inbox: could not store a submission: ${reason}`);
      return sendErrorPage(res, 500, data.Language === 'Spanish' ? 'es' : 'en');
    }
  }
  res.writeHead(303, { Location: location });
  res.end();
}
