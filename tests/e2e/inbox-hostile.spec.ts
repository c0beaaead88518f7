import http from 'node:http';
import net from 'node:net';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { test as base, expect } from './fixtures';
import { submissions, unique, type Submission } from './inbox';

// Hostile posts to the local form inbox (docs/deploying.md#forms): no request may end
// the server, every answer is a safe one, and the inbox file only ever holds whole JSON lines.

const form = 'application/x-www-form-urlencoded';
const maxBody = 32 * 1024;
/** A redirect that stays on this site: one path, printable ASCII only (safe as a header). */
const sameSite = /^\/(?![/\\])[\x21-\x7e]*$/;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type Request = {
  method?: string;
  path?: string;
  headers?: Record<string, string | undefined>;
  body?: string | Uint8Array;
  agent?: http.Agent;
};

/** One request with exactly these headers and body bytes (Node adds Host and Content-Length). */
function send(port: number, request: Request): Promise<Answer> {
  const { method = 'GET', path: target = '/', headers = {}, body, agent } = request;
  const given = Object.entries(headers).filter((h): h is [string, string] => h[1] !== undefined);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        headers: Object.fromEntries(given),
        agent: agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${method} ${target}`)));
    req.on('error', reject);
    req.end(body);
  });
}

const post = (port: number, body: string | Uint8Array, headers: Request['headers'] = {}) =>
  send(port, {
    method: 'POST',
    path: '/__inbox',
    body,
    headers: { 'Content-Type': form, ...headers },
  });

/** The local server's port: these tests write their requests byte by byte. */
const test = base.extend<{ port: number }>({
  port: async ({ baseURL }, provide) => provide(Number(new URL(baseURL!).port)),
});
const stored = (marker: string) =>
  submissions().filter((s) => Object.values(s.fields).some((v) => v.includes(marker)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function expectServing(port: number) {
  expect((await send(port, { path: '/' })).status, 'GET / after the hostile input').toBe(200);
}

/** A line of the inbox: one whole JSON submission of the expected shape. */
function wellFormed(line: string) {
  try {
    const s = JSON.parse(line) as Submission;
    return (
      typeof s.time === 'string' &&
      (s.page === null || (typeof s.page === 'string' && s.page.startsWith('/'))) &&
      Object.values(s.fields).every((v) => typeof v === 'string')
    );
  } catch {
    return false;
  }
}

/** The submissions of an inbox file, failing the test on any torn or malformed line. */
function readLines(file: string): Submission[] {
  const text = readFileSync(file, 'utf8');
  expect(text === '' || text.endsWith('\n'), 'the file ends with a whole line').toBe(true);
  const lines = text.split('\n').filter(Boolean);
  expect(lines.filter((line) => !wellFormed(line)).map((line) => line.slice(0, 200))).toEqual([]);
  return lines.map((line) => JSON.parse(line) as Submission);
}

/** Listens on a port the system picks as free (no other test or run can hold it); its number. */
function listen(server: http.Server) {
  return new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
}

type Upload = {
  /** The answer's bytes, as Latin-1. */
  answer: string;
  /** Body bytes written before the first byte of the answer arrived. */
  sentBeforeAnswer: number;
  /** Milliseconds from the answer to the server's closing the connection; null: not closed. */
  closedAfter: number | null;
};

/**
 * A client that keeps sending: writes `head`, then `chunk` every few milliseconds (at most
 * `max` bytes), and goes on after the answer, until the server closes the connection or `wait`
 * milliseconds pass.
 */
function upload(
  port: number,
  head: string,
  chunk: string,
  max: number,
  wait = 10_000,
): Promise<Upload> {
  return new Promise((resolve) => {
    let answer = '';
    let sent = 0;
    let sentBeforeAnswer = 0;
    let answeredAt = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    // The head first, then the chunks: a socket takes writes while it is still connecting, so
    // the chunks start only once the head is written (on a busy machine they came first).
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent + chunk.length > max || !socket.writable || socket.writableNeedDrain) return;
        socket.write(chunk);
        sent += chunk.length;
      }, 5);
    });
    const done = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(limit);
      socket.destroy();
      resolve({
        answer,
        sentBeforeAnswer,
        closedAfter: closed && answeredAt ? Date.now() - answeredAt : null,
      });
    };
    const limit = setTimeout(() => done(false), wait);
    socket.on('data', (d: Buffer) => {
      if (!answer) [answeredAt, sentBeforeAnswer] = [Date.now(), sent];
      answer += d.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => done(true));
  });
}

/** The form-error page of a language, as out/ holds it. */
const formErrorPage = (language: 'en' | 'es') =>
  readFileSync(
    path.resolve(
      __dirname,
      '../../out',
      language === 'es' ? 'es/form-error.html' : 'form-error.html',
    ),
    'latin1',
  );

function close(server: http.Server) {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

test.describe('the local inbox under hostile posts', () => {
  test('a `_next` beyond Latin-1 is stored once and redirected percent-encoded', async ({
    port,
  }) => {
    const marker = unique('Beyond Latin-1');
    // The review's reproduction: the submission was stored, then the redirect killed the server.
    const r = await post(port, `Message=${encodeURIComponent(marker)}&_next=%2F%E2%9C%93`);
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe('/%E2%9C%93');
    expect(stored(marker)).toHaveLength(1);
    await expectServing(port);
    // A legitimately non-ASCII path lands on the page a browser would request for it.
    for (const [next, location] of [
      ['/es/niños?x=ñ#ñ', '/es/ni%C3%B1os?x=%C3%B1#%C3%B1'],
      ['/🦷 x', '/%F0%9F%A6%B7%20x'],
      ['/%E2%9C%93', '/%E2%9C%93'],
      ['/es/?thank-you=true#thank-you', '/es/?thank-you=true#thank-you'],
      ['/\u2028//evil.example', '/%E2%80%A8//evil.example'],
      ['//evil.example', '/'],
      ['/\r\nSet-Cookie: x=1', '/'],
    ]) {
      const r = await post(port, `_gotcha=bot&_next=${encodeURIComponent(next!)}`);
      expect(r.status, next).toBe(303);
      expect(r.headers.location, next).toBe(location);
      expect(r.headers['set-cookie'], next).toBeUndefined();
    }
    await expectServing(port);
  });

  test("a Referer of this site is stored as its path; another site's or an unparsable one, null", async ({
    port,
  }) => {
    for (const [referer, page] of [
      ['http://[', null],
      ['http://[::1', null],
      ['http://127.0.0.1:99999/', null],
      [`http://127.0.0.1:${port}/es/contact?x=1#y`, '/es/contact'],
      [`http://127.0.0.1:${port}/es/ni%C3%B1os`, '/es/ni%C3%B1os'],
      ['/privacy', '/privacy'],
      // Another origin: another site, or this host on another port or scheme.
      ['http://evil.example/phish', null],
      [`http://evil.example:${port}/es/contact`, null],
      ['http://127.0.0.1/es/contact', null],
      [`https://127.0.0.1:${port}/es/contact`, null],
      [`http://localhost:${port}/es/contact`, null],
      ['mailto:a@example.com', null],
      ['data:,x', null],
      ['', null],
    ]) {
      const marker = unique('Referer');
      const r = await post(port, `Message=${encodeURIComponent(marker)}`, { Referer: referer! });
      expect(r.status, referer!).toBe(303);
      expect(
        stored(marker).map((s) => s.page),
        referer!,
      ).toEqual([page]);
    }
    await expectServing(port);
  });

  test('malformed percent-encoding is stored as URLSearchParams reads it', async ({ port }) => {
    const marker = unique('Percent');
    const m = encodeURIComponent(marker);
    for (const [body, message] of [
      [`Message=%zz+${m}`, `%zz ${marker}`],
      [`Message=${m}%`, `${marker}%`],
      [`Message=${m}%25%`, `${marker}%%`],
      [`Message=${m}%E2%9C`, `${marker}\ufffd`],
      [`Message=${m}%C0%AE%ED%A0%80`, `${marker}\ufffd\ufffd\ufffd\ufffd\ufffd`],
      [`Message=${m}%u2713`, `${marker}%u2713`],
    ]) {
      const r = await post(port, `${body}&_next=%2F%E2%9C&%=%`);
      expect(r.status, body).toBe(303);
      expect(r.headers.location, body).toBe('/%EF%BF%BD');
      const found = stored(marker).at(-1);
      expect(found?.fields.Message, body).toBe(message);
      expect(found?.fields['%'], body).toBe('%');
    }
    await expectServing(port);
  });

  test('repeated fields: values joined in order, the first `_next`, any filled honeypot drops', async ({
    port,
  }) => {
    const marker = unique('Repeated');
    const m = encodeURIComponent(marker);
    const r = await post(
      port,
      `Message=one+${m}&Message=two&Message=&_next=%2Fprivacy&_next=%2F%2Fevil.example`,
    );
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe('/privacy');
    expect(stored(marker).map((s) => s.fields.Message)).toEqual([`one ${marker}, two, `]);
    // The honeypot is filled whichever copy carries the value.
    for (const gotcha of ['_gotcha=&_gotcha=bot', '_gotcha=bot&_gotcha=']) {
      const bot = unique('Bot');
      const r = await post(port, `${gotcha}&Message=${encodeURIComponent(bot)}`);
      expect(r.status, gotcha).toBe(303);
      expect(stored(bot), gotcha).toEqual([]);
    }
    // Names that are special to JavaScript objects are fields like any other.
    const proto = unique('Proto');
    await post(port, `__proto__=x&constructor=y&toString=z&Message=${encodeURIComponent(proto)}`);
    const [line] = stored(proto);
    expect(Object.entries(line!.fields)).toEqual(
      expect.arrayContaining([
        ['__proto__', 'x'],
        ['constructor', 'y'],
        ['toString', 'z'],
      ]),
    );
    await expectServing(port);
  });

  test('a huge field and thousands of fields under the limit are stored whole; past it 413', async ({
    port,
  }) => {
    const big = unique('Huge');
    const head = `Message=${encodeURIComponent(big)}+`;
    const full = head + 'x'.repeat(maxBody - head.length);
    expect(Buffer.byteLength(full)).toBe(maxBody);
    expect((await post(port, full)).status).toBe(303);
    expect(stored(big).map((s) => s.fields.Message!.length)).toEqual([
      maxBody - head.length + big.length + 1,
    ]);

    const many = unique('Many');
    const fields = Array.from({ length: 3000 }, (_, i) => `f${i}=${i}`).join('&');
    expect((await post(port, `Message=${encodeURIComponent(many)}&${fields}`)).status).toBe(303);
    const [line] = stored(many);
    expect(Object.keys(line!.fields)).toHaveLength(3001);
    expect(line!.fields.f2999).toBe('2999');

    for (const size of [maxBody + 1, 1024 * 1024]) {
      const over = unique('Over');
      const head = `Message=${encodeURIComponent(over)}+`;
      const r = await post(port, head + 'x'.repeat(size - head.length));
      expect(r.status, `${size} bytes`).toBe(413);
      expect(stored(over), `${size} bytes`).toEqual([]);
    }
    await expectServing(port);
  });

  test('a body over the limit is refused before it is sent, and the connection closed', async ({
    port,
  }) => {
    const head = (framing: string, extra = '') =>
      `POST /__inbox HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${form}\r\n` +
      `Referer: http://127.0.0.1:${port}/es/contact\r\n${framing}\r\n${extra}\r\n`;
    const declared = 10 * 1024 * 1024;
    const marker = unique('Oversized').replace(' ', '+');
    const plain = `Message=${marker}&${'x'.repeat(4096)}`;
    const chunked = `${plain.length.toString(16)}\r\n${plain}\r\n`;
    for (const [label, request, chunk, max] of [
      // Waiting to be asked for the body: asked never, answered at once.
      ['100-continue', head(`Content-Length: ${declared}`, 'Expect: 100-continue\r\n'), plain, 0],
      ['Content-Length', head(`Content-Length: ${declared}`), plain, declared],
      // No length announced: refused at the first chunk over the limit, not at the end.
      ['chunked', head('Transfer-Encoding: chunked'), chunked, declared],
    ] as const) {
      const r = await upload(port, request, chunk, max);
      expect(r.answer.slice(0, 40), label).toMatch(/^HTTP\/1\.1 413 /);
      expect(r.answer, label).toMatch(/\r\nConnection: close\r\n/i);
      expect(r.answer, label).toMatch(/\r\nCache-Control: no-cache\r\n/i);
      // The page that says to call, in the language of the page the form was on.
      expect(r.answer.endsWith(`\r\n\r\n${formErrorPage('es')}`), label).toBe(true);
      expect(r.sentBeforeAnswer, label).toBeLessThan(
        label === 'chunked' ? 256 * 1024 : 1024 * 1024,
      );
      // Closed soon after, though the client keeps sending.
      expect(r.closedAfter, label).not.toBeNull();
      expect(r.closedAfter!, label).toBeLessThan(5_000);
    }
    await sleep(300);
    expect(stored(marker.replace('+', ' '))).toEqual([]);
    await expectServing(port);
  });

  test("refusals show the form-error page in the visitor's language, with their status", async ({
    port,
  }) => {
    for (const [status, type, body, referer, language] of [
      [415, 'text/plain', 'Message=x', `http://127.0.0.1:${port}/es/contact`, 'es'],
      [415, 'application/json', '{}', '/es/', 'es'],
      [415, undefined, 'Message=x', `http://127.0.0.1:${port}/contact`, 'en'],
      [413, form, `Message=${'x'.repeat(maxBody)}`, 'http://evil.example/es/x', 'es'],
      [413, form, `Message=${'x'.repeat(maxBody)}`, undefined, 'en'],
    ] as const) {
      const label = `${status} ${type} ${referer}`;
      const r = await post(port, body, { 'Content-Type': type, Referer: referer });
      expect(r.status, label).toBe(status);
      expect(r.headers['content-type'], label).toBe('text/html; charset=utf-8');
      expect(r.headers['cache-control'], label).toBe('no-cache');
      expect(r.body.toString('latin1'), label).toBe(formErrorPage(language));
    }
    await expectServing(port);
  });

  test('line breaks JSON leaves raw are escaped in the inbox file', async ({ port }) => {
    const marker = unique('Separators');
    const message = `${marker} a\u2028b\u2029c\u0085d`;
    expect((await post(port, `Message=${encodeURIComponent(message)}`)).status).toBe(303);
    const text = readFileSync(process.env.INBOX_FILE!, 'utf8');
    const line = text.split('\n').find((l) => l.includes(marker))!;
    expect(line).toContain('a\\u2028b\\u2029c\\u0085d');
    expect(line).not.toMatch(/[\u2028\u2029\u0085]/);
    expect(stored(marker).map((s) => s.fields.Message)).toEqual([message]);
  });

  test('what is not a form post is refused with 415 and not stored', async ({ port }) => {
    const marker = unique('Type');
    const multipart = [
      '--x',
      'Content-Disposition: form-data; name="Message"',
      '',
      marker,
      '--x--',
      '',
    ].join('\r\n');
    for (const [type, body] of [
      [undefined, `Message=${marker}`],
      ['', `Message=${marker}`],
      ['text/plain', `Message=${marker}`],
      ['multipart/form-data; boundary=x', multipart],
      ['application/json', JSON.stringify({ Message: marker })],
      [`${form}x`, `Message=${marker}`],
      [`${form}, text/plain`, `Message=${marker}`],
    ]) {
      const r = await post(port, body!, { 'Content-Type': type });
      expect(r.status, String(type)).toBe(415);
    }
    expect(stored(marker)).toEqual([]);
    // The media type is case-insensitive and may carry parameters.
    const r = await post(port, `Message=${encodeURIComponent(marker)}`, {
      'Content-Type': 'Application/X-WWW-Form-URLEncoded; charset=UTF-8',
    });
    expect(r.status).toBe(303);
    expect(stored(marker)).toHaveLength(1);
    await expectServing(port);
  });

  test('invalid UTF-8 bytes are stored as replacement characters in a valid line', async ({
    port,
  }) => {
    const marker = unique('Bytes');
    const body = Buffer.concat([
      Buffer.from(`Message=${encodeURIComponent(marker)}+`),
      // A stray continuation byte, a cut sequence, an encoded surrogate, a code point past U+10FFFF.
      Buffer.from([0x80, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf4, 0x90, 0x80, 0x80, 0xff]),
      Buffer.from('&_next=%2F'),
      Buffer.from([0xe2, 0x9c]),
    ]);
    const r = await post(port, body);
    expect(r.status).toBe(303);
    expect(r.headers.location).toMatch(sameSite);
    const [line] = stored(marker);
    expect(line!.fields.Message).toMatch(new RegExp(`^${marker} \ufffd+\\(\ufffd+$`));
    readLines(process.env.INBOX_FILE!);
    await expectServing(port);
  });

  test('a body that ends early stores nothing and the server answers on', async ({ port }) => {
    /** Sends the bytes, then resets (`destroy`) or half-closes (`end`) the connection. */
    const cut = (bytes: string, how: 'destroy' | 'end') =>
      new Promise<string>((resolve) => {
        const chunks: Buffer[] = [];
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(bytes);
          setTimeout(() => (how === 'end' ? socket.end() : socket.destroy()), 100);
        });
        socket.on('data', (c) => chunks.push(c));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
      });
    const head = (framing: string) =>
      `POST /__inbox HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${form}\r\n${framing}\r\n\r\n`;
    const markers: string[] = [];
    for (const how of ['destroy', 'end'] as const) {
      const marker = unique('Early').replace(' ', '+');
      markers.push(marker.replace('+', ' '));
      const tail = `Message=${marker}`;
      for (const bytes of [
        head('Content-Length: 500') + tail.slice(0, 10),
        head('Content-Length: 500') + tail,
        head('Content-Length: 20000') + tail + '&' + 'x'.repeat(10_000),
        head('Transfer-Encoding: chunked') + `${tail.length.toString(16)}\r\n${tail}\r\n`,
      ]) {
        const answer = await cut(bytes, how);
        // Nothing, or the HTTP parser's 400 for a message cut short; never a redirect.
        expect(answer === '' || answer.startsWith('HTTP/1.1 400'), answer.slice(0, 40)).toBe(true);
      }
    }
    await sleep(300);
    for (const marker of markers) expect(stored(marker), marker).toEqual([]);
    readLines(process.env.INBOX_FILE!);
    await expectServing(port);
  });
});

test('a missing 404 or form-error page ends that answer, never the server', async () => {
  const { createServer } = await import('../../scripts/serve/serve.mjs');
  // A site with a home page only, and an inbox below a plain file, which can never be written.
  const root = mkdtempSync(path.join(tmpdir(), 'serve-bare-'));
  writeFileSync(path.join(root, 'index.html'), '<h1>Home</h1>');
  writeFileSync(path.join(root, 'blocker'), '');
  const server = createServer({ root, inboxFile: path.join(root, 'blocker', 'inbox.jsonl') });
  const port = await listen(server);
  try {
    for (const p of ['/nothing', '/es/nada', `/${'a'.repeat(2000)}`]) {
      expect((await send(port, { path: p })).status, p).toBe(404);
    }
    for (const language of ['English', 'Spanish']) {
      expect((await post(port, `Language=${language}`)).status, language).toBe(500);
    }
    await expectServing(port);
  } finally {
    await close(server);
    rmSync(root, { recursive: true, force: true });
  }
});

test('a thousand random posts: each answer is safe and the inbox holds whole lines', async () => {
  test.setTimeout(90_000);
  // Its own server and inbox file, so that the shared inbox of the other tests stays small, and
  // in this process, so that an uncaught error in the server fails this test.
  const { createServer } = await import('../../scripts/serve/serve.mjs');
  const dir = mkdtempSync(path.join(tmpdir(), 'inbox-fuzz-'));
  const file = path.join(dir, 'inbox.jsonl');
  const server = createServer({ inboxFile: file });
  const port = await listen(server);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

  // Any code point but a lone surrogate, often ASCII ('binary' is the same, but slow to set up).
  const char = fc
    .oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0xd7ff }),
      fc.integer({ min: 0xe000, max: 0x10ffff }),
    )
    .map((c) => String.fromCodePoint(c));
  const text = fc.string({ unit: char, maxLength: 40 });
  const percents = fc
    .array(
      fc.oneof(
        fc.constantFrom('%', '%%', '%zz', '%E2%9C', '%E2%9C%93', '%2F', '%00', '%0D%0A', '%C0%AE'),
        fc.constantFrom('%FF', '%ED%A0%80', '%u2713', '+', '&', '=', '%5C', '%2F%2F'),
        fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
        fc.string({ unit: 'binary-ascii', maxLength: 4 }),
      ),
      { maxLength: 20 },
    )
    .map((parts) => parts.join(''));
  const next = fc.oneof(
    fc.constantFrom('/✓', '/%E2%9C%93', '//evil.example', '/\\evil.example', '/es/niños'),
    fc.constantFrom('https://evil.example/', 'javascript:alert(1)', '/\r\nSet-Cookie: x=1'),
    fc.constant(`/${'a'.repeat(3000)}`),
    text,
    text.map((s) => `/${s}`),
    fc.string({ unit: 'grapheme-composite', maxLength: 20 }).map((s) => `/es/${s}`),
  );
  const name = fc.oneof(
    fc.constantFrom('_next', '_gotcha', 'Message', 'Language', '__proto__', 'constructor', ''),
    text,
  );
  const value = fc.oneof(text, percents, next);
  const field = fc.oneof(
    // Encoded as a browser does, or raw (with `&`, `=`, `%` and all).
    fc.tuple(name, value).map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`),
    fc.tuple(name, value).map(([n, v]) => `${n}=${v}`),
    next.map((v) => `_next=${encodeURIComponent(v)}`),
  );
  const body = fc.oneof(
    { weight: 5, arbitrary: fc.array(field, { maxLength: 8 }).map((f) => f.join('&')) },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: percents },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: maxBody - 8, max: maxBody + 8 }).map((size) =>
        // Shown as its size if it is a counterexample, not as 32 KiB of x.
        Object.assign(Buffer.from(`Message=${'x'.repeat(size - 8)}`), {
          [fc.toStringMethod]: () => `Message=x… (${size} bytes)`,
        }),
      ),
    },
  );
  /** Any value an HTTP client can put in a header: tab, printable ASCII and Latin-1. */
  const headerValue = fc
    .string({ unit: 'binary-ascii', maxLength: 40 })
    .map((s) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, ''));
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(form, `${form}; charset=UTF-8`, form.toUpperCase()) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(undefined, '', 'text/plain', 'application/json', `${form}x`),
    },
    { weight: 1, arbitrary: fc.constantFrom('multipart/form-data; boundary=x', `${form},a/b`) },
    { weight: 1, arbitrary: headerValue },
  );
  const referer = fc.option(
    fc.oneof(
      fc.constantFrom('http://[', 'http://[::1', 'http://x:99999/', '::', 'http://127.0.0.1/es/'),
      headerValue.map((s) => `http://127.0.0.1/${s}`),
      headerValue,
    ),
    { nil: undefined },
  );
  const request = fc.record({ body, contentType, referer });

  let expectedLines = 0;
  const started = Date.now();
  try {
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 8, maxLength: 8 }), async (batch) => {
        const answers = await Promise.all(
          batch.map((p) =>
            send(port, {
              method: 'POST',
              path: '/__inbox',
              headers: { 'Content-Type': p.contentType, Referer: p.referer },
              body: p.body,
              agent,
            }),
          ),
        );
        // One check per batch (Playwright's expect is slow enough to dominate a thousand calls).
        const wrong = batch.flatMap((p, i) => {
          const { status, headers } = answers[i]!;
          const type = (p.contentType ?? '').split(';')[0]!.trim().toLowerCase();
          const size = Buffer.byteLength(p.body);
          const expected = type !== form ? 415 : size > maxBody ? 413 : 303;
          if (status !== expected) return [`${status}, not ${expected}`];
          if (status !== 303) return [];
          if (!sameSite.test(headers.location ?? '')) return [`to ${headers.location}`];
          const fields = new URLSearchParams(Buffer.from(p.body).toString('utf8'));
          if (!fields.getAll('_gotcha').some(Boolean)) expectedLines++;
          return [];
        });
        expect(wrong).toEqual([]);
        // The server answers on (a small file, to keep the run short).
        expect((await send(port, { path: '/robots.txt', agent })).status).toBe(200);
      }),
      { numRuns: 125 },
    );
    await expectServing(port);
  } finally {
    agent.destroy();
    await close(server);
  }
  console.log(`1,000 random posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(readLines(file)).toHaveLength(expectedLines);
  rmSync(dir, { recursive: true, force: true });
});

test('the inbox file and its folder are readable by their owner only', async () => {
  const { createServer } = await import('../../scripts/serve/serve.mjs');
  const dir = mkdtempSync(path.join(tmpdir(), 'inbox-modes-'));
  const file = path.join(dir, 'inbox', 'submissions.jsonl');
  const server = createServer({ inboxFile: file });
  const port = await listen(server);
  try {
    expect((await post(port, 'Message=private')).status).toBe(303);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  } finally {
    await close(server);
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a slow client is cut off, and connections are capped', async () => {
  test.setTimeout(40_000);
  const { createServer, limits } = await import('../../scripts/serve/serve.mjs');
  const server = createServer();
  expect(server.headersTimeout).toBe(limits.headersTimeout);
  expect(server.requestTimeout).toBe(limits.requestTimeout);
  expect(server.maxConnections).toBe(limits.maxConnections);
  expect(limits.requestTimeout).toBeLessThanOrEqual(30_000);
  const port = await listen(server);
  try {
    // Headers that never end: 408 once headersTimeout has passed (checked every few seconds).
    const started = Date.now();
    const r = await upload(port, 'GET / HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n', 1024, 30_000);
    expect(r.answer).toMatch(/^HTTP\/1\.1 408 .*\r\nCache-Control: no-cache\r\n/s);
    expect(Date.now() - started).toBeLessThan(
      limits.headersTimeout + limits.connectionsCheckingInterval + 2_000,
    );
    await expectServing(port);
  } finally {
    await close(server);
  }
});
