/** @jest-environment node */
/**
 * How scripts/serve/serve.mjs reads a request target, and how the inbox writes a line. The
 * answers are checked end to end against the local server and nginx (tests/e2e/nginx.spec.ts,
 * tests/e2e/hostile.spec.ts, tests/e2e/inbox-hostile.spec.ts).
 */
import { jsonLine } from '../../scripts/serve/inbox.mjs';
import { limits, normalPath, requestTarget } from '../../scripts/serve/serve.mjs';

describe('the path a request names, as nginx reads it', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about/'],
    ['/es%2Fnope', '/es/nope'],
    ['/%61bout', '/about'],
    ['//about', '/about'],
    ['/about//', '/about/'],
    ['///es//faqs', '/es/faqs'],
    ['/.%2f%2fabout%2f', '/about/'],
    ['/es/./faqs', '/es/faqs'],
    ['/es/.', '/es/'],
    ['/es/..', '/'],
    ['/es/faqs/..', '/es/'],
    ['/x/../about', '/about'],
    ['/x/%2e%2e/about', '/about'],
    ['/.', '/'],
    ['/...', '/...'],
    ['/....//....//x', '/..../..../x'],
    ['/ni%C3%B1os', '/niños'],
    // Node reads the request line as Latin-1: raw UTF-8 bytes count as the UTF-8 they are.
    ['/ni\u00c3\u00b1os', '/niños'],
  ])('%s → %s', (raw, path) => expect(normalPath(raw)).toBe(path));

  it.each([
    '/..',
    '/../package.json',
    '/..%2fout%2fabout',
    '/%2e%2e%2fout%2fes%2f',
    '/.%2e/x',
    '/es/../../package.json',
    '/x/..%2f..%2f',
    '/_next/%2e%2e/%2e%2e/package.json',
  ])('%s climbs above / (null: 400)', (raw) => expect(normalPath(raw)).toBeNull());

  it.each(['/%', '/%zz', '/%ff', '/%c0%ae', '/a%00b', '/%0d%0aSet-Cookie:x', '/x%7f'])(
    '%s names no file (undefined: 400)',
    (raw) => expect(normalPath(raw)).toBeUndefined(),
  );
});

describe('the request target', () => {
  it('splits the path from the query, which keeps printable ASCII only', () => {
    expect(requestTarget('/about?ref=a&x=1')).toEqual({ path: '/about', search: '?ref=a&x=1' });
    expect(requestTarget('/about?')).toEqual({ path: '/about', search: '' });
    expect(requestTarget('/about?q=a b\u00ff')).toEqual({
      path: '/about',
      search: '?q=a%20b%FF',
    });
    // Absolute-form: the host is ignored, as nginx ignores it.
    expect(requestTarget('http://evil.example/about?x=1')).toEqual({
      path: '/about',
      search: '?x=1',
    });
    expect(requestTarget('http://evil.example')).toEqual({ path: '/', search: '' });
    expect(requestTarget('*')).toBeNull();
    expect(requestTarget('evil.example:443')).toBeNull();
  });
});

it('the server bounds how long a client may take and how many may connect', () => {
  expect(limits.headersTimeout).toBeLessThanOrEqual(10_000);
  expect(limits.requestTimeout).toBeLessThanOrEqual(30_000);
  expect(limits.connectionsCheckingInterval).toBeLessThanOrEqual(5_000);
  expect(limits.maxConnections).toBeGreaterThan(0);
  expect(limits.maxConnections).toBeLessThanOrEqual(1024);
});

it('an inbox line has no line break but its last, for any reader of lines', () => {
  const fields = { Message: 'a\u2028b\u2029c\u0085d\ne\r"f' };
  const line = jsonLine({ fields });
  expect(line).not.toMatch(/[\u2028\u2029\u0085\n\r]/);
  expect(line.split(/\r\n|[\n\r\u2028\u2029\u0085\v\f\u001c-\u001e]/)).toHaveLength(1);
  expect(JSON.parse(line)).toEqual({ fields });
});
