import http from 'node:http';

type RawAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every header line as sent, name and value, repeated names included. */
  rawHeaders: string[];
  body: Buffer;
};

/** A GET with exactly these headers; the body as sent (never decompressed). */
export function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

/**
 * A request for exactly this target (`//about`, `/x/../about`: no URL parser normalises it
 * first), with exactly these headers and body; the answer as sent.
 */
export function rawRequest(
  origin: string,
  target: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
) {
  const { hostname, port } = new URL(origin);
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, method, path: target, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${method} ${target}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** Every value of one header, in the order sent (a header sent twice has two values). */
export function headerValues(answer: RawAnswer, name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    if (answer.rawHeaders[i]!.toLowerCase() === name.toLowerCase()) {
      values.push(answer.rawHeaders[i + 1]!);
    }
  }
  return values;
}
