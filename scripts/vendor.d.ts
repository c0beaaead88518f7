// Types for the packages the scripts use that ship none (and have no @types package among the
// dependencies): only what the scripts call, as the packages' sources and READMEs describe it.

declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number };

  function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }): Promise<{
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }>;
  export = autocannon;
}

declare module 'wawoff2' {
  const wawoff2: {
    /** WOFF2 to the TrueType font inside it. */
    decompress(woff2: Uint8Array): Promise<Uint8Array>;
  };
  export = wawoff2;
}

// MDN's HTTP Observatory is written in JavaScript without declarations; the scripts load its
// scanner's modules directly (scripts/tools/observatory.mjs).
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  /** The answers to one scan's requests; `responses.auto` is the answer to the first. */
  export type Requests = { responses: { auto: unknown } };
  export function retrieve(
    hostname: string,
    options: { httpPort?: string; httpsPort?: string; path?: string },
  ): Promise<Requests>;
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
  /** Each test's output is an instance of a class whose static `name` is the test's name. */
  export const ALL_TESTS: ((requests: Requests) => { result: string; pass: boolean })[];
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getScoreModifier(result: string): number;
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
