// @ts-check
// The local form inbox: when no form service is configured, forms post here. Each submission is
// appended as one JSON line to INBOX_FILE (readable by its owner only: it holds families' names
// and phone numbers); a filled honeypot is dropped unstored; the visitor is sent on with a 303 to
// `_next` (a path of this site only). A post the inbox refuses (not a form, too large, cut short)
// or cannot store gets the form-error page, which says to call the office, in the language of
// the page the form was on.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { endpoints, inboxMaxBody, languageOf } from '../site-config.mjs';

export const inboxPath = endpoints.localInbox;
const maxBody = inboxMaxBody;

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
 * Reads the body, refusing it (413) as soon as it passes the limit: a body that declares more
 * is refused before a byte is read (see bodyRefusal), one sent in chunks at the first chunk
 * over. A body cut short (the client closes before Content-Length bytes or the last chunk) is
 * refused whole (400), so no partial submission is ever stored.
 * @param {InboxRequest} req
 * @returns {Promise<string>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= maxBody) return void chunks.push(chunk);
      req.off('data', onData);
      chunks.length = 0;
      reject(new RefusedBody('body too large', 413));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
    // After 'end' this does nothing (the promise is settled); before it, the body was cut short.
    req.on('close', () => reject(new RefusedBody('body cut short', 400)));
  });
}

/**
 * Why a post is refused before its body is read, if it is: not a form (415), or declaring a
 * body over the limit (413). The server asks this before it tells a client that waits
 * (`Expect: 100-continue`) to send the body, so a refused body is never sent at all.
 * @param {{ headers: import('node:http').IncomingHttpHeaders }} req
 * @returns {415 | 413 | null}
 */
export function bodyRefusal(req) {
  const [type = ''] = (req.headers['content-type'] ?? '').split(';');
  if (type.trim().toLowerCase() !== 'application/x-www-form-urlencoded') return 415;
  if (Number(req.headers['content-length'] ?? 0) > maxBody) return 413;
  return null;
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
 * The page the form was on, from the Referer: its path, when it is a web page's address (a path
 * alone is taken as this site's), and whether it has the request's own origin (`http://` and the
 * Host the request was sent to). Null when the Referer is missing, unparsable, or not a web
 * page's address (`mailto:a@b` has a "path" too).
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {{ path: string, own: boolean } | null}
 */
function refererOf({ referer, host }) {
  if (!referer) return null;
  // A Host header that names more than a host and port names no origin.
  const own = host && !/[/?#@\\\s]/.test(host) ? parsed(`http://${host}`) : null;
  try {
    const url = new URL(referer, own ?? 'http://localhost');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { path: url.pathname, own: own !== null && url.origin === own.origin };
  } catch {
    return null;
  }
}

/** @param {string} url */
function parsed(url) {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * One JSON line, with the three line breaks JSON leaves raw escaped too (U+2028, U+2029,
 * U+0085): a reader that splits lines the Unicode way (Python's splitlines) must see the same
 * lines as one that splits at `\n`. They can only occur inside strings, where `\uXXXX` means
 * the same character.
 * @param {unknown} value
 */
export const jsonLine = (value) =>
  JSON.stringify(value).replace(
    /[\u2028\u2029\u0085]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * Handles POST /__inbox, storing to `file`. `sendErrorPage(res, status, language, close)` shows
 * the form-error page; `close` asks to close the connection after it, for a body that was not
 * read to its end (the client may still be sending it). Nothing in it throws on what a client
 * sends (serve.mjs still answers 500 to anything that does, rather than stop).
 * @template {{ writeHead(status: number, headers: Record<string, string>): unknown, end(body?: string): unknown }} Res
 * @param {InboxRequest} req
 * @param {Res} res
 * @param {(res: Res, status: number, language: 'en' | 'es', close: boolean) => unknown} sendErrorPage
 * @param {string} [file]
 */
export async function handleInbox(req, res, sendErrorPage, file = inboxFile()) {
  const referer = refererOf(req.headers);
  // The page a submission is recorded from: only one of this site's, never a path another site
  // names (a post from anywhere else must not pass for one from a page here).
  const page = referer?.own ? referer.path : null;
  // The visitor's language, whichever site the form was on (nginx cannot tell).
  const language = languageOf(referer?.path ?? null);
  const refused = bodyRefusal(req);
  if (refused) return sendErrorPage(res, refused, language, true);
  let fields;
  try {
    fields = parseFields(await readBody(req));
  } catch (error) {
    // A stream error (the connection reset) has no status of its own: the body is not whole.
    const status = error instanceof RefusedBody ? error.status : 400;
    return sendErrorPage(res, status, language, true);
  }
  const { next, bot, data } = fields;
  const location = safeNext(next);
  if (!bot) {
    const line = jsonLine({ time: new Date().toISOString(), page, fields: data });
    try {
      // Created readable by their owner only; an existing folder or file keeps its mode.
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await appendFile(file, `${line}\n`, { encoding: 'utf8', mode: 0o600 });
    } catch (error) {
      const reason = error instanceof Error ? error.message : error;
      console.error(`inbox: could not store a submission: ${reason}`);
      return sendErrorPage(res, 500, data.Language === 'Spanish' ? 'es' : 'en', false);
    }
  }
  res.writeHead(303, { Location: location });
  res.end();
}
