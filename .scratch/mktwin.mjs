import { cpSync, readFileSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import { filesBelow } from '../scripts/files.mjs';
import { withoutAnyScript } from '../scripts/late-scripts.mjs';
import { encodings, precompressFile } from '../scripts/precompress.mjs';
const dir = '/tmp/twin';
rmSync(dir, { recursive: true, force: true });
cpSync('out', dir, { recursive: true });
for (const file of filesBelow(dir, ['_next']).filter((f) => f.endsWith('.html'))) {
  writeFileSync(file, withoutAnyScript(readFileSync(file, 'utf8')));
  if (encodings.some(({ suffix }) => existsSync(file + suffix))) await precompressFile(file);
}
