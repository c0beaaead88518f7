// @ts-check
// Next's own files stay Next's: every file Next wrote into .next/static/ is in out/_next/static/
// byte for byte after the build's own steps (docs/decisions/0016-next-files-untouched.md). Those
// names are content hashes served `immutable` for a year: a file changed in place under its old
// name would never reach a browser or CDN that kept the first bytes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { filesBelow } from '../files.mjs';

/**
 * The SHA-256 of every file below a folder, by its path there.
 * @param {string} dir
 * @returns {Map<string, string>}
 */
function digests(dir) {
  return new Map(
    filesBelow(dir).map((file) => [
      path.relative(dir, file).split(path.sep).join('/'),
      createHash('sha256').update(readFileSync(file)).digest('hex'),
    ]),
  );
}

/**
 * The digests of the files Next wrote, as the built site serves them under /_next/static/
 * (precompressed copies and the build's own additions, such as the offline help's
 * registration, left out: only the files Next wrote count).
 * @param {string} [root] the project
 */
export function nextFilesDigest(root = '.') {
  const written = digests(path.join(root, '.next/static'));
  const served = digests(path.join(root, 'out/_next/static'));
  return new Map([...written.keys()].map((file) => [file, served.get(file) ?? 'missing']));
}

/**
 * Throws when a file Next wrote is missing from out/_next/static/ or differs there.
 * @param {string} [root] the project
 */
export function untouchedNextFiles(root = '.') {
  if (!existsSync(path.join(root, '.next/static'))) throw new Error('no .next/static: build first');
  const written = digests(path.join(root, '.next/static'));
  const served = nextFilesDigest(root);
  const changed = [...written].filter(([file, digest]) => served.get(file) !== digest);
  if (changed.length) {
    throw new Error(
      `${changed.length} of Next's files differ or are missing in out/_next/static/: ${changed
        .map(([file]) => file)
        .slice(0, 5)
        .join(', ')}`,
    );
  }
  console.log(`next-files: the ${written.size} files Next wrote are served as Next wrote them`);
}
