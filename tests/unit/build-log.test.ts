import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorLines } from '../../scripts/build/build-log.mjs';

// scripts/build/build.mjs fails a build whose output reports an error although Next finished it.
describe('errors in the build output', () => {
  it('finds the error Next printed for every page while next-intl read the headers', () => {
    const output = [
      '  Generating static pages using 1 worker (0/61) ...',
      'Error: Route /[locale]/[legal] with `dynamic = "error"` couldn\'t be rendered statically because it used `headers()`. See more info here: https://nextjs.org/docs/messages',
      '    at <unknown> (i18n/request.ts:13:42)',
      '    at h (components/site/Breadcrumb.tsx:14:5)',
      '> 13 | export default getRequestConfig(async ({ requestLocale }) => {',
      "  code: 'NEXT_STATIC_GEN_BAILOUT'",
      '}',
      ' ⨯ Failed to load something',
      'TypeError: x is not a function',
    ].join('\n');
    expect(errorLines(output)).toEqual([
      expect.stringMatching(/^Error: Route \/\[locale\]\/\[legal\]/),
      '⨯ Failed to load something',
      'TypeError: x is not a function',
    ]);
  });

  it('finds none in what a clean build prints', () => {
    const clean = readFileSync(path.join(__dirname, 'fixtures/clean-build.txt'), 'utf8');
    expect(clean).toMatch(/Generating static pages/);
    expect(errorLines(clean)).toEqual([]);
  });
});
