// @ts-check
// Walks the built site's folders for the scripts that read or rewrite out/ (postbuild, the host
// configurations, the audit).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir` as a full path, depth first in directory order.
 * @param {string} dir
 * @param {string[]} [skip] names of folders not to enter (out/_next holds no pages)
 * @returns {string[]}
 */
export function filesBelow(dir, skip = []) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) return [full];
    return skip.includes(name) ? [] : filesBelow(full, skip);
  });
}
