import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm ci` refuses a lock file in which a locked package names an optional
 * dependency (another platform's binary) that has no entry of its own. Deploy hosts run
 * `npm ci`, so every optional dependency must be locked, for every platform.
 */
type Lock = {
  packages: Record<string, { optionalDependencies?: Record<string, string>; os?: string[] }>;
};

/** Optional dependencies that Node's resolution would not find in the lock, as "from -> name". */
function unlockedOptionals(lock: Lock): string[] {
  const missing: string[] = [];
  for (const [from, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      // Resolve as Node does: own node_modules, then each enclosing one, up to the root.
      let base = from;
      let found = false;
      for (;;) {
        if (lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`]) {
          found = true;
          break;
        }
        if (!base) break;
        const cut = base.lastIndexOf('/node_modules/');
        base = cut < 0 ? '' : base.slice(0, cut);
      }
      if (!found) missing.push(`${from || '(root)'} -> ${name}`);
    }
  }
  return missing;
}

const lock = JSON.parse(readFileSync(path.join(__dirname, '../../package-lock.json'), 'utf8'));

describe('package-lock.json', () => {
  it('locks every optional platform dependency it names', () => {
    expect(unlockedOptionals(lock)).toEqual([]);
  });

  it('locks builds for Linux, macOS and Windows where a package has platform binaries', () => {
    const platforms = new Set(
      Object.values(lock.packages as Lock['packages']).flatMap((entry) => entry.os ?? []),
    );
    for (const os of ['linux', 'darwin', 'win32']) expect(platforms).toContain(os);
  });

  it('notices an optional dependency without an entry (self-check)', () => {
    const broken: Lock = {
      packages: {
        '': {},
        'node_modules/next': { optionalDependencies: { '@next/swc-darwin-arm64': '16.4.5' } },
        'node_modules/a/node_modules/b': { optionalDependencies: { c: '1.0.0' } },
        'node_modules/a/node_modules/c': {},
      },
    };
    expect(unlockedOptionals(broken)).toEqual(['node_modules/next -> @next/swc-darwin-arm64']);
  });
});
