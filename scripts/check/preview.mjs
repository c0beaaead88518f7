// @ts-check
// A preview with placeholder facts (ALLOW_PLACEHOLDERS=1) is never indexed and says, on every
// page, that it shows sample content; a build without the flag shows no such banner
// (docs/launch.md#the-launch-guard). Read from the built pages in out/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesBelow } from '../files.mjs';
import { notPageDirs } from '../site-config.mjs';

/**
 * Throws unless every page of out/ is marked as a sample preview (`preview` true) or none is.
 * @param {boolean} preview
 * @param {string} [out]
 */
export function checkSampleMarks(preview, out = 'out') {
  const pages = filesBelow(out, notPageDirs).filter((file) => file.endsWith('.html'));
  const wrong = pages.filter((file) => {
    const html = readFileSync(file, 'utf8');
    const noindex = /<meta name="robots" content="noindex/.test(html);
    const banner = html.includes('data-sample-banner');
    return preview ? !(noindex && banner) : banner;
  });
  if (wrong.length) {
    const names = wrong.map((file) => path.relative(out, file)).slice(0, 5);
    throw new Error(
      `${wrong.length} of ${pages.length} pages ${preview ? 'lack the noindex or the sample-content banner' : 'show the sample-content banner'}: ${names.join(', ')}`,
    );
  }
  console.log(
    `preview: ${pages.length} pages ${preview ? 'marked noindex with the sample-content banner' : 'without the sample-content banner'}`,
  );
}
