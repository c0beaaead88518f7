// @ts-check
// `npm run build:release`: the production build with the launch guard on (lib/launch-guard.ts),
// as a deploy host's build would run it. Same as `RELEASE_BUILD=1 npm run build`, on any shell.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, RELEASE_BUILD: '1' },
});
process.exit(result.status ?? 1);
