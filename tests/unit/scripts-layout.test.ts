/**
 * scripts/ shows when each file runs (docs/architecture.md#scripts): build/ on every build,
 * serve/ in the local server, check/ before `npm start` and `npm test`, tools/ only by hand.
 * What a build or a server runs never reaches into tools/, and package.json's commands name each
 * folder's files for what they are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const scripts = path.resolve(__dirname, '../../scripts');
const folders = ['build', 'serve', 'check', 'tools'] as const;

/** The relative imports of a module, resolved to paths below scripts/. */
function importsOf(folder: string, file: string): string[] {
  const source = readFileSync(path.join(scripts, folder, file), 'utf8');
  return [...source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map(([, spec]) =>
    path
      .relative(scripts, path.resolve(scripts, folder, spec!))
      .split(path.sep)
      .join('/'),
  );
}

test('every script sits in a folder that says when it runs', () => {
  const top = readdirSync(scripts, { withFileTypes: true });
  expect(
    top
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort(),
  ).toEqual([...folders].sort());
  // At the top, only what several folders share: the serving description and a file walker.
  expect(
    top
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort(),
  ).toEqual(['files.mjs', 'site-config.mjs', 'vendor.d.ts']);
});

test.each(['build', 'serve', 'check'])('nothing in scripts/%s/ imports from tools/', (folder) => {
  const reaching = readdirSync(path.join(scripts, folder))
    .filter((file) => file.endsWith('.mjs'))
    .flatMap((file) =>
      importsOf(folder, file)
        .filter((target) => target.startsWith('tools/'))
        .map((target) => `${folder}/${file} → ${target}`),
    );
  expect(reaching).toEqual([]);
});

test('the build and the server run only build/ and serve/ files; the tools run from tools/', () => {
  const { scripts: commands } = JSON.parse(
    readFileSync(path.join(scripts, '../package.json'), 'utf8'),
  ) as { scripts: Record<string, string> };
  const ran = (name: string) =>
    [...(commands[name] ?? '').matchAll(/node (scripts\/[\w/.-]+)/g)].map(([, file]) => file);
  for (const file of ran('build')) expect(file).toMatch(/^scripts\/build\//);
  for (const file of ran('serve')) expect(file).toMatch(/^scripts\/serve\//);
  for (const name of ['audit', 'bench', 'images', 'icons', 'art']) {
    expect(ran(name).length).toBeGreaterThan(0);
    for (const file of ran(name)) expect(file).toMatch(/^scripts\/tools\//);
  }
});
