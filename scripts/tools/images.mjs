// @ts-check
// `npm run images`: draws the social cards (1200×630, one per language) and the icons from SVG
// with sharp, offline, in Nunito (fontconfig is pointed at the @fontsource files). The PNGs are
// committed, so builds do not depend on the fonts of the machine they run on.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import wawoff2 from 'wawoff2';

// fontconfig reads TrueType, not WOFF2: unpack the site's own Nunito into a temporary folder.
const fontDir = mkdtempSync(path.join(os.tmpdir(), 'sunny-steps-fonts-'));
const woff2 = readFileSync(
  'node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
);
writeFileSync(path.join(fontDir, 'Nunito.ttf'), Buffer.from(await wawoff2.decompress(woff2)));
const conf = path.join(fontDir, 'fonts.conf');
writeFileSync(
  conf,
  `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${fontDir}</dir><cachedir>${fontDir}/cache</cachedir></fontconfig>`,
);
process.env.FONTCONFIG_FILE = conf;
const { default: sharp } = await import('sharp');

const tooth = `<circle cx="36" cy="12" r="7" fill="#fbbf24"/><path d="M14 10c-5.5 0-9 4.3-9 10 0 4.6 1.8 7.4 3.3 11.2 1.2 3.1 1.5 8.3 3.4 11.2 1.6 2.4 4.4 1.9 5.2-.9.9-3.3 1.3-7.6 4.1-7.6s3.2 4.3 4.1 7.6c.8 2.8 3.6 3.3 5.2.9 1.9-2.9 2.2-8.1 3.4-11.2C35.2 27.4 37 24.6 37 20c0-5.7-3.5-10-9-10-3.4 0-5 1.6-7 1.6S17.4 10 14 10z" fill="#fff" stroke="#0369a1" stroke-width="2.5" stroke-linejoin="round"/><circle cx="16" cy="20.5" r="1.8" fill="#0c4a6e"/><circle cx="26" cy="20.5" r="1.8" fill="#0c4a6e"/><path d="M16.5 25.5c2.6 2.6 6.4 2.6 9 0" fill="none" stroke="#0c4a6e" stroke-width="2" stroke-linecap="round"/>`;

const iconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="#e0f2fe"/>${tooth}</svg>`;

const cards = {
  en: {
    line1: 'Sunny Steps Kids Dental',
    line2: 'Pediatric Dentistry & Orthodontics',
    line3: 'Chino, CA · English & Español',
  },
  es: {
    line1: 'Sunny Steps Kids Dental',
    line2: 'Odontopediatría y ortodoncia',
    line3: 'Chino, CA · Español & English',
  },
};

/** @param {{ line1: string, line2: string, line3: string }} lines */
const card = ({
  line1,
  line2,
  line3,
}) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0f2fe"/><stop offset="1" stop-color="#fffaf2"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1090" cy="110" r="150" fill="#fde68a" opacity=".55"/>
  <g transform="translate(80 150) scale(6.5)">${tooth}</g>
  <g font-family="Nunito Variable, Nunito, DejaVu Sans, sans-serif">
    <text x="400" y="250" font-size="58" font-weight="900" fill="#0c4a6e">${line1}</text>
    <text x="400" y="330" font-size="42" font-weight="700" fill="#0369a1">${line2.replace('&', '&amp;')}</text>
    <text x="400" y="405" font-size="32" font-weight="600" fill="#334155">${line3.replace('&', '&amp;')}</text>
  </g>
  <rect x="0" y="590" width="1200" height="40" fill="#0c4a6e"/>
</svg>`;

mkdirSync('public/og', { recursive: true });
mkdirSync('public/icons', { recursive: true });
for (const [locale, lines] of Object.entries(cards)) {
  await sharp(Buffer.from(card(lines)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/og/${locale}.png`);
}
writeFileSync('public/icon.svg', iconSvg);
for (const [file, size] of /** @type {const} */ ([
  ['favicon-32.png', 32],
  ['apple-touch-icon.png', 180],
  ['icons/icon-192.png', 192],
  ['icons/icon-512.png', 512],
])) {
  await sharp(Buffer.from(iconSvg), { density: (72 * size) / 48 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/${file}`);
}
console.log('images: social cards and icons written to public/');
