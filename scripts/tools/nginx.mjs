// @ts-check
// Writes deploy/nginx.conf; a unit test fails when it no longer matches scripts/site-config.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { nginxServerBlock } from '../build/host-config.mjs';

mkdirSync('deploy', { recursive: true });
writeFileSync('deploy/nginx.conf', nginxServerBlock());
console.log('nginx: wrote deploy/nginx.conf');
