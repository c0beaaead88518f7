// @ts-check
// Writes the site's illustrations into public/art/ as small static SVG files, in one flat style:
// whole people from unDraw in rooms of the office we draw (scripts/tools/art-pictures.mjs, with
// the rooms and props of art-scenes.mjs), the picture story (art-story.mjs) and the spot pictures
// of the cards, objects we draw (art-objects.mjs). No script, font, text or external reference
// ends up in a file. content/art.ts lists every file with its size and alt text; `npm run art`
// redraws them all. See ART.md for the sources and their licences.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spots } from './art-objects.mjs';
import { covers, headers, portrait, team } from './art-pictures.mjs';
import { story } from './art-story.mjs';

const outDir = path.join(process.cwd(), 'public/art');

/** @type {Map<string, { toString(): string }>} */
const files = new Map();
for (const [name, pic] of Object.entries(headers)) files.set(`header/${name}.svg`, pic);
for (const [name, pic] of Object.entries(spots)) files.set(`spot/${name}.svg`, pic);
files.set('photo/dentist-portrait.svg', portrait());
for (const [name, pic] of Object.entries(team)) files.set(`team/${name}.svg`, pic);
for (const [name, pic] of Object.entries(covers)) files.set(`blog/${name}.svg`, pic);
for (const [file, pic] of Object.entries(story)) files.set(`${file}.svg`, pic);

rmSync(outDir, { recursive: true, force: true });
let total = 0;
for (const [file, pic] of files) {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  const svg = pic.toString();
  if (Buffer.byteLength(svg) > 30_000) throw new Error(`art: ${file} is over 30 KB`);
  writeFileSync(target, svg);
  total += Buffer.byteLength(svg);
}
console.log(`art: wrote ${files.size} pictures, ${(total / 1024).toFixed(1)} KB in public/art`);
