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
 * What Next wrote into .next/static/ for the latest build: its files there, by path. A folder
 * named after an earlier build's id (Next leaves them there) is not this build's.
 * @param {string} root the project
 */
function writtenByNext(root) {
  const buildId = readFileSync(path.join(root, '.next/BUILD_ID'), 'utf8').trim();
  const static_ = path.join(root, '.next/static');
  const earlierBuild = (/** @type {string} */ folder) =>
    folder !== buildId && existsSync(path.join(static_, folder, '_buildManifest.js'));
  const written = new Map(
    [...digests(static_)].filter(([file]) => !earlierBuild(file.split('/')[0] ?? '')),
  );
  return { buildId, written };
}

/**
 * The digests of the files Next wrote, as the built site serves them under /_next/static/
 * (precompressed copies and the build's own additions, such as the offline help's
 * registration, left out: only the files Next wrote count). The build's id, which is new with
 * every build, is named `<build-id>` in the paths, so that two builds can be compared.
 * @param {string} [root] the project
 */
export function nextFilesDigest(root = '.') {
  const { buildId, written } = writtenByNext(root);
  const served = digests(path.join(root, 'out/_next/static'));
  return new Map(
    [...written.keys()].map((file) => [
      file.replace(`${buildId}/`, '<build-id>/'),
      served.get(file) ?? 'missing',
    ]),
  );
}

/**
 * Throws when a file Next wrote is missing from out/_next/static/ or differs there.
 * @param {string} [root] the project
 */
export function untouchedNextFiles(root = '.') {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) throw new Error('no .next/: build first');
  const { written } = writtenByNext(root);
  const served = digests(path.join(root, 'out/_next/static'));
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
