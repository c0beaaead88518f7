// @ts-check
// Draws the site's illustrations into public/art/ as small static SVG files, in one style:
// Microsoft's Fluent Emoji Flat (MIT, read from @iconify-json/fluent-emoji-flat) on soft
// rounded shapes in the site palette, with the "sunny steps" motif (a dotted curved path, a
// small sun and star sparkles). No script, font, text or external reference ends up in a file.
// content/art.ts lists every file with its size and alt text; `npm run art` redraws them all.
// See ART.md for the sources and their licences.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  headers,
  portrait,
  spots as peopleSpots,
  team,
  covers as peopleCovers,
} from './art-pictures.mjs';
import { story } from './art-story.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('@iconify-json/fluent-emoji-flat').icons} */
const emojiSet = require('@iconify-json/fluent-emoji-flat/icons.json');

const outDir = path.join(process.cwd(), 'public/art');

/** The site palette (app/globals.css) and one deeper step of each tint for depth. */
const C = {
  cream: '#fffaf2',
  sand: '#fdf1dc',
  sand2: '#f8e2bd',
  brandSoft: '#e0f2fe',
  brandSoft2: '#bae6fd',
  brand: '#0369a1',
  deep: '#0c4a6e',
  sun: '#fbbf24',
  sunDark: '#f59e0b',
  sunSoft: '#fef3c7',
  sunSoft2: '#fde68a',
  leafSoft: '#dcfce7',
  leafSoft2: '#bbf7d0',
  coralSoft: '#ffe4e6',
  coralSoft2: '#fecdd3',
  coral: '#fb7185',
  white: '#ffffff',
};

/**
 * Rounds to at most one decimal, to keep the files small.
 * @param {number} value
 */
const r1 = (value) => Math.round(value * 10) / 10;

/** @typedef {[x: number, y: number]} Point */

/**
 * How an emoji is drawn beyond its place and size: mirrored, or turned `rotate` degrees.
 * @typedef {{ flip?: boolean, rotate?: number }} Turn
 */

/**
 * A sticker's disc colour, and its emoji's size as a multiple of the disc's radius.
 * @typedef {Turn & { fill?: string, scale?: number }} Sticker
 */

/** The wire of the braces: a gentle smile across the crown of the tooth emoji (32 × 32 grid). */
const wire = 'M4.6 10.6Q16 13.7 27.4 10.6';
/**
 * Where the wire passes at x, so each bracket sits on it.
 * @param {number} x
 */
const wireY = (x) => {
  const t = (x - 4.6) / 22.8;
  return 10.6 + 2 * t * (1 - t) * 3.1;
};
/**
 * Four brackets, mirrored around the middle of the crown (x = 16).
 * @type {Point[]}
 */
const brackets = [6.8, 12.4, 19.6, 25.2].map((x) => [x, wireY(x)]);

/** Extra drawings laid over an emoji, in its 32 × 32 grid (our own, in the same flat style). */
const overlays = {
  // Steel brackets on a wire; the ties in the site's sun and blue.
  metal:
    `<path d="${wire}" fill="none" stroke="#7b8794" stroke-width=".9" stroke-linecap="round"/>` +
    brackets
      .map(
        ([x, y], i) =>
          `<rect x="${r1(x - 1.8)}" y="${r1(y - 1.8)}" width="3.6" height="3.6" rx=".9" fill="#9aa5b1"/>` +
          `<rect x="${r1(x - 1)}" y="${r1(y - 1)}" width="2" height="2" rx=".5" fill="${i % 2 ? C.brand : C.sun}"/>`,
      )
      .join(''),
  // Tooth-coloured brackets and a pale wire: barely there, as in the real thing.
  ceramic:
    `<path d="${wire}" fill="none" stroke="#a9b4bf" stroke-width=".8" stroke-linecap="round"/>` +
    brackets
      .map(
        ([x, y]) =>
          `<rect x="${r1(x - 1.8)}" y="${r1(y - 1.8)}" width="3.6" height="3.6" rx="1" fill="#f6f1e7" stroke="#b9a888" stroke-width=".6"/>`,
      )
      .join(''),
  // A clear tray hugging the crown.
  aligner:
    '<path d="M3.2 9.4C3.4 5 6.6 3 10.4 3.3c2.3.2 3.3 1.5 5.6 1.5s3.3-1.3 5.6-1.5c3.8-.3 7 1.7 7.2 6.1.1 2.8-1.1 5.1-3.4 6.6-2.8 1.8-6.1 2.3-9.4 2.3s-6.6-.5-9.4-2.3C4.3 14.5 3.1 12.2 3.2 9.4z" fill="#7dd3fc" fill-opacity=".35" stroke="#38bdf8" stroke-width=".9"/>' +
    '<path d="M7 6.6q2-1.6 4.2-1" fill="none" stroke="#fff" stroke-width="1.1" stroke-linecap="round"/>',
};

/**
 * Emoji colours changed to stay in the palette: red is kept for emergency pictures only.
 * @type {Record<string, Record<string, string>>}
 */
const recolors = {
  toothbrush: { '#f8312f': C.sunDark },
  pill: { '#f8312f': '#38bdf8' },
  kite: { '#f8312f': C.sunDark },
  books: { '#ca0b4a': C.sunDark, '#990838': '#d97706' },
  pencil: { '#f92f60': '#f9a8d4' },
  automobile: { '#f8312f': C.brand, '#ca0b4a': C.deep },
};

/**
 * Drawings made of an emoji and an overlay, used like any emoji name.
 * @type {Record<string, [emoji: string, overlay: keyof typeof overlays]>}
 */
const composites = {
  'tooth-braces-metal': ['tooth', 'metal'],
  'tooth-braces-ceramic': ['tooth', 'ceramic'],
  'tooth-aligner': ['tooth', 'aligner'],
};

/**
 * An emoji recoloured for one use only, under a name of its own (`recolors` changes every use).
 * @type {Record<string, [emoji: string, colors: Record<string, string>]>}
 */
const variants = {};

/** @param {string} name */
function emojiData(name) {
  const [base, colors] = variants[name] ?? [name, recolors[name]];
  const icon = emojiSet.icons[base];
  if (!icon) throw new Error(`art: no emoji named ${base} in fluent-emoji-flat`);
  let body = icon.body;
  for (const [from, to] of Object.entries(colors ?? {})) body = body.replaceAll(from, to);
  return {
    body,
    width: icon.width ?? emojiSet.width ?? 32,
    height: icon.height ?? emojiSet.height ?? 32,
  };
}

/**
 * Gives every id inside a copied emoji body a prefix, so no two pictures share an id.
 * @param {string} body
 * @param {string} prefix
 */
function prefixIds(body, prefix) {
  return body
    .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

/**
 * One picture being drawn. Each emoji is copied once into a <symbol> and placed with <use>, so
 * one that appears several times costs its drawing once.
 */
class Picture {
  /**
   * @param {string} key
   * @param {number} width
   * @param {number} height
   */
  constructor(key, width, height) {
    this.key = key;
    this.width = width;
    this.height = height;
    this.prefix = key.replace(/[^a-z0-9]+/gi, '-') + '-';
    /** @type {Map<string, string>} */
    this.symbols = new Map();
    /** @type {string[]} */
    this.defs = [];
    /** @type {string[]} */
    this.parts = [];
    this.clipCount = 0;
  }

  /** @param {...string} svg */
  add(...svg) {
    this.parts.push(...svg);
    return this;
  }

  /** @param {string} name */
  symbol(name) {
    if (!this.symbols.has(name)) {
      /** @type {[string, (keyof typeof overlays)?]} */
      const [base, overlay] = composites[name] ?? [name];
      const { body, width, height } = emojiData(base);
      const id = `${this.prefix}${name}`;
      const inner = prefixIds(body, `${id}-`) + (overlay ? overlays[overlay] : '');
      this.symbols.set(
        name,
        `<symbol id="${id}" viewBox="0 0 ${width} ${height}">${inner}</symbol>`,
      );
    }
    return `${this.prefix}${name}`;
  }

  /**
   * An emoji whose 32-unit box is `size` wide, centred on (cx, cy).
   * @param {string} name
   * @param {number} cx
   * @param {number} cy
   * @param {number} size
   * @param {Turn} [turn]
   */
  emoji(name, cx, cy, size, { flip = false, rotate = 0 } = {}) {
    const id = this.symbol(name);
    const x = r1(cx - size / 2);
    const y = r1(cy - size / 2);
    const use = `<use href="#${id}" x="${x}" y="${y}" width="${r1(size)}" height="${r1(size)}"/>`;
    const transforms = [];
    if (rotate) transforms.push(`rotate(${rotate} ${r1(cx)} ${r1(cy)})`);
    if (flip) transforms.push(`translate(${r1(2 * cx)} 0) scale(-1 1)`);
    return this.add(transforms.length ? `<g transform="${transforms.join(' ')}">${use}</g>` : use);
  }

  /**
   * A person emoji (a bust cut flat at the shoulders) standing on the line y = baseY.
   * @param {string} name
   * @param {number} cx
   * @param {number} baseY
   * @param {number} size
   */
  bust(name, cx, baseY, size) {
    return this.emoji(name, cx, baseY - size * (30 / 32) + size / 2, size);
  }

  /** @param {string} shape */
  clip(shape) {
    const id = `${this.prefix}clip${++this.clipCount}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return id;
  }

  toString() {
    const defs = [...this.defs, ...this.symbols.values()].join('');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" width="${this.width}" height="${this.height}">` +
      `<!-- Sunny Steps art (scripts/tools/art.mjs) with Fluent Emoji Flat, (c) Microsoft Corporation, MIT licence: see ART.md -->` +
      (defs ? `<defs>${defs}</defs>` : '') +
      this.parts.join('') +
      `</svg>\n`
    );
  }
}

// ---- Shapes of the motif -------------------------------------------------------------------

// `extra` is more attributes, written as they go into the tag (` fill-opacity=".08"`).

/** @type {(x: number, y: number, w: number, h: number, rx: number, fill: string, extra?: string) => string} */
const rect = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(rx)}" fill="${fill}"${extra}/>`;
/** @type {(cx: number, cy: number, r: number, fill: string, extra?: string) => string} */
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
/** @type {(cx: number, cy: number, rx: number, ry: number, fill: string, extra?: string) => string} */
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra}/>`;

/**
 * A smooth curve through the points (Catmull-Rom), written as cubic Béziers. A closed one goes
 * on from the last point back to the first, as smoothly; an open one ends at the last.
 * @param {readonly Point[]} points
 * @param {boolean} closed
 */
function spline(points, closed) {
  const n = points.length;
  /** @param {number} i */
  const at = (i) => {
    const point = points[closed ? (i + n) % n : Math.min(Math.max(i, 0), n - 1)];
    if (!point) throw new Error('art: a curve needs at least one point');
    return point;
  };
  let d = `M${r1(at(0)[0])} ${r1(at(0)[1])}`;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    const c1 = `${r1(x1 + (x2 - x0) / 6)} ${r1(y1 + (y2 - y0) / 6)}`;
    const c2 = `${r1(x2 - (x3 - x1) / 6)} ${r1(y2 - (y3 - y1) / 6)}`;
    d += `C${c1} ${c2} ${r1(x2)} ${r1(y2)}`;
  }
  return d;
}

/**
 * A soft organic blob around (cx, cy): a smooth closed curve through wobbling radii.
 * @param {number} cx
 * @param {number} cy
 * @param {number} rx
 * @param {number} ry
 * @param {string} fill
 * @param {number} [seed] picks the wobble, so that no two blobs look the same
 * @param {number} [wobble] how far the radii stray, as a share of them
 */
function blob(cx, cy, rx, ry, fill, seed = 1, wobble = 0.09) {
  const n = 8;
  /** @type {Point[]} */
  const points = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + seed * 0.7;
    const k = 1 + wobble * Math.sin(seed * 2.3 + i * 2.1) + wobble * 0.6 * Math.cos(seed + i * 3.7);
    points.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return `<path d="${spline(points, true)}Z" fill="${fill}"/>`;
}

/**
 * An arch (a window with a round top and a flat sill), the frame of every group of people.
 * @param {number} x
 * @param {number} top
 * @param {number} w
 * @param {number} base
 * @param {string} fill
 */
function arch(x, top, w, base, fill) {
  const r = w / 2;
  const d = `M${r1(x)} ${r1(base)}V${r1(top + r)}A${r1(r)} ${r1(r)} 0 0 1 ${r1(x + w)} ${r1(top + r)}V${r1(base)}Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

/**
 * The sunny-steps path: round dots along a curve.
 * @param {string} d
 * @param {string} color
 * @param {number} dot
 * @param {number} gap
 */
const steps = (d, color, dot, gap) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${dot}" stroke-linecap="round" stroke-dasharray="0 ${gap}"/>`;

/**
 * A four-pointed sparkle.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
function spark(cx, cy, r, fill = C.sun) {
  const q = r * 0.18;
  return (
    `<path d="M${r1(cx)} ${r1(cy - r)}Q${r1(cx + q)} ${r1(cy - q)} ${r1(cx + r)} ${r1(cy)}` +
    `Q${r1(cx + q)} ${r1(cy + q)} ${r1(cx)} ${r1(cy + r)}Q${r1(cx - q)} ${r1(cy + q)} ${r1(cx - r)} ${r1(cy)}` +
    `Q${r1(cx - q)} ${r1(cy - q)} ${r1(cx)} ${r1(cy - r)}Z" fill="${fill}"/>`
  );
}

/**
 * The small sun at the end of the steps: a disc and eight rounded rays.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
function sunMark(cx, cy, r, fill = C.sun) {
  let rays = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + Math.PI / 8;
    const x1 = cx + Math.cos(a) * r * 1.45;
    const y1 = cy + Math.sin(a) * r * 1.45;
    const x2 = cx + Math.cos(a) * r * 1.8;
    const y2 = cy + Math.sin(a) * r * 1.8;
    rays += `M${r1(x1)} ${r1(y1)}L${r1(x2)} ${r1(y2)}`;
  }
  return (
    `<path d="${rays}" stroke="${fill}" stroke-width="${r1(r * 0.3)}" stroke-linecap="round"/>` +
    circle(cx, cy, r, fill)
  );
}

/**
 * A soft shadow for a floating shape: the same shape, a little lower, in faint ink.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 */
const shadowCircle = (cx, cy, r) => circle(cx, cy + r * 0.1, r, C.deep, ' fill-opacity=".08"');

/**
 * A white sticker with an emoji on it: the "things" of a scene.
 * @param {Picture} pic
 * @param {string} name
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {Sticker} [sticker]
 */
function badge(
  pic,
  name,
  cx,
  cy,
  r,
  { fill = C.white, scale = 1.45, flip = false, rotate = 0 } = {},
) {
  pic.add(shadowCircle(cx, cy, r), circle(cx, cy, r, fill));
  return pic.emoji(name, cx, cy, r * scale, { flip, rotate });
}

// ---- Scenes: page headers (5:4) and blog covers (1200 × 630) -------------------------------

/**
 * A sticker the steps pass through, or one beside them.
 * @typedef {[emoji: string, cx: number, cy: number, r: number, sticker?: Sticker]} Stone
 */

/**
 * Where everything of a scene stands, in the picture's own units.
 * @typedef {object} Layout
 * @property {string} bg the card's tint
 * @property {[cx: number, cy: number, rx: number, ry: number, fill: string, seed: number, wobble?: number]} blob
 * @property {[x: number, top: number, w: number, base: number, fill: string]} [arch]
 * @property {[cx: number, cy: number, r: number, fill: string, emoji: string, size: number]} [disc]
 * @property {[emoji: string, cx: number, base: number, size: number][]} [people]
 * @property {Point} from where the steps come in, from beyond an edge
 * @property {(Stone | [emoji: null, x: number, y: number])[]} [stones] the steps' way, in order;
 *   a null emoji is a bend with no sticker
 * @property {[x: number, y: number, r?: number]} [sun] where the steps end
 * @property {Point} [to] where they go out past the sun, or instead of it
 * @property {Stone[]} [badges] stickers off the way
 * @property {[cx: number, cy: number, r: number, fill?: string][]} [sparks]
 * @property {string} [pathColor]
 * @property {string} [sparkColor] of the sparks that name none
 * @property {number} [radius] of the card's corners
 */

/** The children in the page headers so far: no child is the face of two pages. */
const headerChildren = new Set();

/**
 * A scene, always built the same way: a tinted card with a soft blob; an arch with people
 * standing on its sill (or a disc with one big emoji); and the sunny-steps path, which comes in
 * from an edge, passes through white stickers ("stones": the things of the page) and ends at
 * the small sun. Each page passes its own layout.
 * @param {string} key
 * @param {number} width
 * @param {number} height
 * @param {Layout} o
 */
function scene(key, width, height, o) {
  const pic = new Picture(key, width, height);
  const s = height / 400;
  const radius = o.radius ?? 36;
  const clip = pic.clip(`<rect width="${width}" height="${height}" rx="${radius}"/>`);
  pic.add(`<g clip-path="url(#${clip})">`, rect(0, 0, width, height, radius, o.bg));
  pic.add(blob(...fitBlob(o.blob, width, height, 14 * s)));
  const stones = o.stones ?? [];
  /** @type {Point[]} */
  const route = [o.from];
  for (const [, x, y] of stones) route.push([x, y]);
  if (o.sun) route.push([o.sun[0], o.sun[1]]);
  if (o.to) route.push(o.to);
  pic.add(steps(spline(route, false), o.pathColor ?? C.sun, r1(7 * s), r1(17 * s)));
  if (o.sun) pic.add(sunMark(o.sun[0], o.sun[1], o.sun[2] ?? 20 * s));
  if (o.arch) {
    const [x, top, w, base, fill] = o.arch;
    pic.add(ellipse(x + w / 2, base, w * 0.62, 13 * s, C.deep, ' fill-opacity=".07"'));
    pic.add(arch(x, top, w, base, fill));
  }
  if (o.disc) {
    const [cx, cy, r, fill, name, size] = o.disc;
    pic.add(shadowCircle(cx, cy, r), circle(cx, cy, r, fill));
    pic.emoji(name, cx, cy, size);
  }
  for (const [name, cx, base, size] of o.people ?? []) {
    pic.bust(name, cx, base, size);
    if (key.startsWith('header-') && /^(boy|girl|child)\b/.test(name)) {
      // Never one child as the face of every page: each child appears in one header only.
      if (headerChildren.has(name)) throw new Error(`art: ${name} is in two page headers`);
      headerChildren.add(name);
    }
  }
  for (const stone of [...stones, ...(o.badges ?? [])]) {
    if (stone[0] !== null) badge(pic, ...stone);
  }
  for (const [cx, cy, r, fill] of o.sparks ?? [])
    pic.add(spark(cx, cy, r, fill ?? o.sparkColor ?? C.sun));
  pic.add('</g>');
  return pic;
}

/**
 * Shrinks a blob's radii so that its widest wobble stays `margin` inside the card.
 * @param {Layout['blob']} blob
 * @param {number} width
 * @param {number} height
 * @param {number} margin
 * @returns {Parameters<typeof blob>}
 */
function fitBlob([cx, cy, rx, ry, fill, seed, wobble = 0.07], width, height, margin) {
  const k = 1 + wobble * 1.6;
  const fx = Math.min(rx, (cx - margin) / k, (width - margin - cx) / k);
  const fy = Math.min(ry, (cy - margin) / k, (height - margin - cy) / k);
  return [cx, cy, fx, fy, fill, seed, wobble];
}

// ---- Spot art for cards (1:1) ---------------------------------------------------------------

/**
 * One emoji on a tinted rounded square (or circle), with one sparkle of the motif.
 * @param {string} key
 * @param {string} name
 * @param {string} tint
 * @param {{ shape?: 'square' | 'circle', scale?: number, spark?: string, rotate?: number,
 *   bust?: boolean }} [options] `scale`: the emoji's size as a share of the picture's; `bust`:
 *   a person, standing on the bottom edge
 */
function spot(
  key,
  name,
  tint,
  { shape = 'square', scale = 0.62, spark: sparkColor = C.sun, rotate = 0, bust = false } = {},
) {
  const pic = new Picture(`spot-${key}`, 120, 120);
  const back = shape === 'circle' ? circle(60, 60, 56, tint) : rect(4, 4, 112, 112, 30, tint);
  pic.add(back);
  if (bust) {
    // A person stands on the bottom edge of the shape, cut by it like a portrait.
    pic.add(`<g clip-path="url(#${pic.clip(back)})">`);
    pic.bust(name, 60, 118, 120 * scale);
    pic.add('</g>');
  } else {
    pic.emoji(name, 60, 62, 120 * scale, { rotate });
  }
  pic.add(spark(98, 24, 8, sparkColor));
  return pic;
}

const spots = {
  // Services
  preventive: spot('preventive', 'toothbrush', C.leafSoft, { rotate: 10 }),
  restorative: spot('restorative', 'tooth', C.brandSoft),
  orthodontics: spot('orthodontics', 'tooth-braces-metal', C.sunSoft),
  emergency: spot('emergency', 'telephone-receiver', C.coralSoft, { spark: C.coral }),
  // Orthodontic options
  'clear-aligners': spot('clear-aligners', 'tooth-aligner', C.brandSoft),
  'metal-braces': spot('metal-braces', 'tooth-braces-metal', C.sunSoft),
  'ceramic-braces': spot('ceramic-braces', 'tooth-braces-ceramic', C.leafSoft),
  // Sedation and special needs
  sedation: spot('sedation', 'relieved-face', C.brandSoft, { shape: 'circle' }),
  nitrous: spot('nitrous', 'face-exhaling', C.leafSoft, { shape: 'circle' }),
  // The sedation page's safety cards: training, watching closely, a prepared office (the
  // fourth, a quick recovery, is the relieved face above). Objects, not people: a person at this
  // size is a figure too small to read.
  'sedation-staff': spot('sedation-staff', 'graduation-cap', C.sunSoft),
  'sedation-monitoring': spot('sedation-monitoring', 'stethoscope', C.leafSoft),
  'sedation-office': spot('sedation-office', 'office-building', C.sand),
  // Hands making a heart: care fitted to the child (not the puzzle piece many autistic people
  // reject as a symbol).
  'special-needs': spot('special-needs', 'heart-hands', C.leafSoft),
  sensory: spot('sensory', 'headphone', C.brandSoft),
  // Extra time, familiar faces.
  'familiar-faces': spot('familiar-faces', 'hourglass-not-done', C.sunSoft),
  'visual-schedule': spot('visual-schedule', 'framed-picture', C.sand),
  accessible: spot('accessible', 'wheelchair-symbol', C.brandSoft, { scale: 0.56 }),
  // Insurance and financing
  insurance: spot('insurance', 'shield', C.brandSoft),
  'insurance-card': spot('insurance-card', 'credit-card', C.sunSoft),
  'finance-apply': spot('finance-apply', 'clipboard', C.sand),
  'finance-approval': spot('finance-approval', 'check-mark-button', C.leafSoft, { scale: 0.56 }),
  'finance-use': spot('finance-use', 'beaming-face-with-smiling-eyes', C.sunSoft, {
    shape: 'circle',
  }),
  // Visit types
  'visit-new-patient': spot('visit-new-patient', 'waving-hand-medium', C.sunSoft),
  'visit-cleaning': spot('visit-cleaning', 'bubbles', C.brandSoft),
  'visit-ortho-consult': spot('visit-ortho-consult', 'magnifying-glass-tilted-left', C.brandSoft),
  // The same day: a clock (a plaster, turned, read as a pill).
  'visit-emergency': spot('visit-emergency', 'alarm-clock', C.coralSoft, { spark: C.coral }),
  'visit-follow-up': spot('visit-follow-up', 'spiral-calendar', C.leafSoft),
  'visit-consult': spot('visit-consult', 'speech-balloon', C.sunSoft),
  // First visit, step by step
  'timeline-arrive': spot('timeline-arrive', 'waving-hand-medium-dark', C.sunSoft, {
    shape: 'circle',
  }),
  'timeline-meet': spot('timeline-meet', 'handshake', C.brandSoft, { shape: 'circle' }),
  'timeline-exam': spot('timeline-exam', 'tooth', C.leafSoft, { shape: 'circle' }),
  'timeline-cleaning': spot('timeline-cleaning', 'toothbrush', C.brandSoft, {
    shape: 'circle',
    rotate: 10,
  }),
  'timeline-plan': spot('timeline-plan', 'spiral-calendar', C.sunSoft, { shape: 'circle' }),
  // What to bring
  'bring-insurance-card': spot('bring-insurance-card', 'credit-card', C.brandSoft),
  'bring-id': spot('bring-id', 'identification-card', C.sunSoft),
  'bring-medicines': spot('bring-medicines', 'pill', C.leafSoft),
  'bring-records': spot('bring-records', 'open-file-folder', C.sand),
  'bring-papers': spot('bring-papers', 'page-facing-up', C.brandSoft),
  'bring-comfort': spot('bring-comfort', 'teddy-bear', C.sunSoft),
  // Paying over time (the insurance page's financing card, on a yellow card).
  financing: spot('financing', 'dollar-banknote', C.leafSoft),
  // Medi-Cal at our office: a free ride, a free interpreter.
  ride: spot('ride', 'automobile', C.sunSoft),
  interpreter: spot('interpreter', 'globe-with-meridians', C.leafSoft),
};

// ---- Blog covers (1200 × 630), in the same scene system ------------------------------------

/** @type {(key: string, o: Layout) => Picture} */
const cover = (key, o) => scene(`blog-${key}`, 1200, 630, { radius: 0, ...o });

const covers = {
  'complete-guide-kids-braces': cover('complete-guide-kids-braces', {
    bg: C.sunSoft,
    blob: [760, 330, 460, 290, C.cream, 3],
    arch: [560, 66, 460, 596, C.brandSoft],
    people: [
      ['boy-dark', 916, 596, 270],
      ['child-light', 698, 596, 316],
    ],
    from: [-30, 640],
    stones: [
      ['tooth-braces-metal', 214, 470, 100],
      ['tooth-braces-ceramic', 432, 318, 72],
      ['tooth-aligner', 236, 162, 64],
    ],
    sun: [474, 84, 34],
    sparks: [
      [1120, 90, 20],
      [1140, 430, 14],
      [540, 560, 14],
      [76, 300, 13],
    ],
  }),
  'make-child-comfortable-pediatric-dentist': cover('make-child-comfortable-pediatric-dentist', {
    bg: C.brandSoft,
    blob: [660, 330, 480, 290, C.cream, 6],
    arch: [470, 66, 450, 596, C.leafSoft],
    people: [
      ['woman-health-worker-medium', 620, 596, 390],
      ['child-medium-light', 798, 596, 270],
    ],
    from: [-30, 630],
    stones: [
      ['teddy-bear', 214, 456, 94],
      ['yellow-heart', 396, 296, 62],
    ],
    sun: [236, 108, 34],
    badges: [['relieved-face', 1066, 262, 72]],
    sparks: [
      [1110, 500, 18],
      [420, 100, 13],
      [70, 250, 13],
      [1000, 80, 14],
    ],
  }),
  'understanding-pediatric-dental-emergencies': cover(
    'understanding-pediatric-dental-emergencies',
    {
      bg: C.coralSoft,
      blob: [740, 320, 480, 290, C.cream, 12],
      arch: [590, 66, 440, 596, C.brandSoft],
      people: [['woman-health-worker-medium', 810, 596, 420]],
      from: [-30, 640],
      pathColor: C.coral,
      stones: [
        ['telephone-receiver', 220, 460, 92],
        ['glass-of-milk', 430, 300, 64],
        ['adhesive-bandage', 240, 140, 64, { rotate: -20 }],
      ],
      sun: [480, 80, 32],
      badges: [['tooth', 1106, 330, 66]],
      sparkColor: C.coral,
      sparks: [
        [1130, 100, 18],
        [560, 566, 14, C.sun],
        [70, 300, 14],
      ],
    },
  ),
  'when-should-child-see-orthodontist': cover('when-should-child-see-orthodontist', {
    bg: C.cream,
    blob: [520, 320, 500, 290, C.brandSoft, 15],
    arch: [150, 66, 440, 596, C.sunSoft],
    people: [['child-medium-dark', 370, 596, 350]],
    from: [1230, 640],
    stones: [
      ['magnifying-glass-tilted-left', 970, 480, 76],
      ['tooth-braces-metal', 760, 330, 92],
      ['spiral-calendar', 990, 176, 74],
    ],
    sun: [1116, 84, 34],
    sparks: [
      [80, 100, 18],
      [650, 80, 13],
      [90, 520, 13],
      [1150, 340, 14],
    ],
  }),
};

// ---- Write the files ------------------------------------------------------------------------

/** @type {Map<string, { toString(): string }>} */
const files = new Map();
for (const [name, pic] of Object.entries(headers)) files.set(`header/${name}.svg`, pic);
for (const [name, pic] of Object.entries(spots)) files.set(`spot/${name}.svg`, pic);
// Spot art that showed a face or a head is drawn again with objects or small whole figures.
for (const [name, pic] of Object.entries(peopleSpots)) files.set(`spot/${name}.svg`, pic);
files.set('photo/dentist-portrait.svg', portrait());
for (const [name, pic] of Object.entries(team)) files.set(`team/${name}.svg`, pic);
for (const [name, pic] of Object.entries(covers)) files.set(`blog/${name}.svg`, pic);
// Blog covers with people are drawn with whole figures too.
for (const [name, pic] of Object.entries(peopleCovers)) files.set(`blog/${name}.svg`, pic);
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
