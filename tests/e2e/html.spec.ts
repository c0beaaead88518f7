import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test, expect } from '@playwright/test';

const root = path.resolve(__dirname, '../..');

test('every built page passes the Nu HTML Checker with zero errors', () => {
  const jar = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');
  let report = '';
  try {
    execFileSync(
      'java',
      ['-jar', jar, '--errors-only', '--skip-non-html', '--format', 'gnu', 'out/'],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    report = `${stdout}${stderr}`;
  }
  expect(report.split('\n').filter(Boolean)).toEqual([]);
});
