// @ts-check
// The site's pictures of people: full-body figures from unDraw (extracted once by
// scripts/tools/people.mjs into scripts/tools/people/*.svg, recoloured here to the site palette)
// in rooms of the office that we draw ourselves: the front desk, the dental chair and its lamp,
// the waiting room's sofa and play corner, windows, plants, a tooth on the wall. Each page's
// header is composed for that page. scripts/tools/art.mjs writes the files; see ART.md.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const peopleDir = path.join(process.cwd(), 'scripts/tools/people');

/** The site palette (app/globals.css) and a few steps between its tints. */
export const P = {
  cream: '#fffaf2',
  sand: '#fdf1dc',
  sand2: '#f8e2bd',
  sand3: '#eccf9f',
  brandSoft: '#e0f2fe',
  brandSoft2: '#bae6fd',
  sky: '#7dd3fc',
  sky2: '#38bdf8',
  brand: '#0369a1',
  deep: '#0c4a6e',
  ink: '#1e293b',
  slate: '#64748b',
  slate2: '#94a3b8',
  sun: '#fbbf24',
  sunDark: '#f59e0b',
  sunSoft: '#fef3c7',
  sunSoft2: '#fde68a',
  leaf: '#15803d',
  leaf2: '#4ade80',
  leafSoft: '#dcfce7',
  leafSoft2: '#bbf7d0',
  coral: '#be123c',
  coral2: '#fb7185',
  coralSoft: '#ffe4e6',
  white: '#ffffff',
};

/** Skin tones and hair, so that the families look like Chino's (ART.md). */
export const SKIN = {
  light: '#f6d2b8',
  fair: '#ecb890',
  olive: '#d39c6c',
  tan: '#b97a4f',
  brown: '#8d5434',
  deep: '#5e3621',
};
export const HAIR = {
  black: '#1f1a17',
  dark: '#3a2519',
  brown: '#6b3f22',
  chestnut: '#8a4b26',
  grey: '#a8a29e',
};

/** A number rounded to one decimal, as every picture writes its coordinates. @param {number} n */
export const r1 = (n) => Math.round(n * 10) / 10;

/**
 * @typedef {{ w: number, h: number, body: string, roles: string[], faces: { svg: string, head: number }[] }} Fragment
 * @type {Map<string, Fragment>}
 */
const fragments = new Map();
/**
 * Shapes of the drawing a figure was cut from that lie over the figure itself (named by the start
 * of their path): the teenager's see-through cloud behind his shoulder.
 * @type {Record<string, string[]>}
 */
const LEFTOVERS = { teen: ['M633 278'] };
/**
 * Shapes of a figure given a role of their own (named by the start of their path): the standing
 * mother's bare legs become leggings (`legs`), so that she is dressed for the dentist's, not the
 * beach.
 * @type {Record<string, Record<string, string>>}
 */
const RECOLOURS = { 'team-woman2': { 'M427 557': 'legs', 'M366 548': 'legs' } };
// prettier-ignore
/**
 * The faces we draw on the figures: unDraw's come faceless, a blank oval, and a blank-faced
 * dentist reads as anonymous. Each is two dot eyes and a small smile, nothing more, in the
 * figure's own units (the numbers of its fragment's viewBox, as scripts/tools/people/*.svg draws
 * it), so that the face scales and flips with the figure. `head` names the head's skin shape (the
 * start of its path's `d`, or a circle's or ellipse's centre, `cx cy`): the face is drawn just
 * above it, so that whatever the drawing puts over the head later (a fringe, a hand, the
 * headphones) stays over the face. `eyes` are the eyes' centres, `r` their radius; `smile` runs
 * from one corner to the other, `sag` deep (a share of its width). A head turned three-quarters
 * has its eyes and smile on the side it faces, in profile one eye. Both are in the site's ink; no
 * cheeks (the palette's only pink is the emergency coral). A pose made from a figure (`VARIANTS`)
 * keeps its face. Figures a picture draws small keep a blank face (`FACE_MIN`), as does one
 * whose face we do not see (the baby in her mother's arms).
 * @typedef {{ head: string, eyes: [number, number][], r: number, smile: [number, number, number, number], sag?: number }} Face
 * @type {Record<string, Face[]>}
 */
const FACES = {
  // Turned to her right (our left), towards her chart; her fringe ends at y 45.
  dentist: [{ head: 'M983 318', eyes: [[110, 60], [129, 60]], r: 2.6, smile: [113, 71, 122, 71] }],
  // Front, under her fringe.
  nurse: [{ head: '469 309', eyes: [[79, 58], [98, 58]], r: 2.5, smile: [84, 68, 93, 68] }],
  // Turned to our left, his ear on the right.
  'team-man': [{ head: 'M933 296', eyes: [[103, 62], [122, 62]], r: 2.8, smile: [106, 75, 117, 75] }],
  // Front, her hair parted over her forehead.
  'desk-woman': [{ head: '590 163', eyes: [[180, 175], [226, 175]], r: 7, smile: [193, 203, 213, 203] }],
  // Turned to our right, looking down at his hand, below his fringe.
  'boy-backpack': [{ head: 'M467 250', eyes: [[205, 101], [228, 101]], r: 4, smile: [211, 113, 223, 113] }],
  // Looking down at his car, to our right.
  'boy-car': [{ head: '634 318', eyes: [[330, 198], [385, 198]], r: 7.5, smile: [348, 218, 370, 218] }],
  // In profile to our right, towards the girl, the eye clear of his sideburn: one eye.
  boy: [{ head: 'M245 329', eyes: [[109, 80]], r: 2.7, smile: [101, 88, 107, 88] }],
  // In profile to our left, towards the boy: one eye.
  girl: [{ head: 'M941 362', eyes: [[46, 54]], r: 2.6, smile: [42, 67, 48, 68] }],
  // He turns to our right, to her; she turns to our left, to him.
  couple: [
    { head: '305 220', eyes: [[104, 56], [120, 56]], r: 2.7, smile: [108, 67, 118, 67] },
    { head: '578 256', eyes: [[349, 80], [362, 80]], r: 2.7, smile: [350, 93, 359, 93] },
  ],
  // Leaning to our right, towards the patient.
  'dentist-seated': [{ head: '229 261', eyes: [[141, 72], [154, 71]], r: 2.8, smile: [143, 85, 152, 85] }],
  // The father bent over his son, his face turned down to him (forehead under the hair on the
  // left, chin by his neck on the right): one eye, the smile low. The son, looking down, below
  // his fringe.
  'father-child': [
    { head: 'M501 215', eyes: [[60, 118]], r: 3.6, smile: [78, 131, 88, 133] },
    { head: 'M602 356', eyes: [[188, 249], [213, 249]], r: 3.6, smile: [195, 259, 206, 259] },
  ],
  // Front, looking down at her book.
  'girl-reading': [{ head: '538 99', eyes: [[141, 103], [171, 103]], r: 3.8, smile: [150, 120, 162, 120] }],
  // Below her fringe.
  'girl-sitting': [{ head: '572 294', eyes: [[352, 92], [380, 92]], r: 4, smile: [359, 108, 373, 108] }],
  // Looking down at her baby, to our right (the baby's face is turned to her: none is drawn).
  'mother-baby': [{ head: '484 119', eyes: [[162, 95], [182, 95]], r: 3.8, smile: [167, 110, 178, 110] }],
  // In profile to our left, towards the child she holds her hands out to (her fringe hides the
  // far side): one eye.
  'mother-kneeling': [{ head: 'M794 271', eyes: [[156, 98]], r: 5, smile: [152, 116, 164, 115] }],
  // Turned to our right, towards his card.
  'queue-man': [{ head: '577 54', eyes: [[103, 45], [120, 45]], r: 2.9, smile: [106, 58, 116, 58] }],
  // In profile to our right, walking: one eye.
  'queue-woman': [{ head: '235 89', eyes: [[174, 38]], r: 2.4, smile: [172, 52, 178, 51] }],
  // Front, in her headscarf.
  'team-woman': [{ head: '672 213', eyes: [[85, 62], [102, 62]], r: 2.7, smile: [89, 74, 99, 74] }],
  // Front.
  'team-woman2': [{ head: '335 275', eyes: [[116, 64], [134, 64]], r: 2.6, smile: [120, 75, 130, 75] }],
  // In profile to our left, walking: one eye.
  teen: [{ head: '417 134', eyes: [[104, 58]], r: 2.7, smile: [100, 72, 107, 73] }],
  // Looking down at her phone, her hair falling over her right side (x 88 on).
  texting: [{ head: '747 391', eyes: [[68, 44], [80, 44]], r: 1.7, smile: [71, 52, 78, 52] }],
};
/**
 * A head smaller than this share of its picture's width would show its face as a smudge: none is
 * drawn (1.5%: 7.5 px on a 500 px page header, 4.5 px on a story step shown 300 px wide).
 */
const FACE_MIN = 0.015;
for (const file of readdirSync(peopleDir).filter((f) => f.endsWith('.svg'))) {
  const svg = readFileSync(path.join(peopleDir, file), 'utf8');
  const [, w, h] = svg.match(/viewBox="0 0 (\d+) (\d+)"/) ?? [];
  let body = svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  // Leftovers of the drawing a figure was cut from: shading too faint to see as shading (it shows
  // as grey smudges) and thin see-through outlines of things left out (a balloon's string).
  body = body
    .replace(/<path fill="#000" opacity="0?\.0\d*" d="[^"]*"\/>/g, '')
    .replace(/<path fill="none" opacity="0?\.[01]\d*" [^>]*\/>/g, '');
  for (const start of LEFTOVERS[file.replace(/\.svg$/, '')] ?? []) {
    const shape = new RegExp(`<path [^>]*d="${start}[^"]*"[^>]*/>`);
    if (!shape.test(body)) throw new Error(`art: no shape starting ${start} in ${file}`);
    body = body.replace(shape, '');
  }
  for (const [start, role] of Object.entries(RECOLOURS[file.replace(/\.svg$/, '')] ?? {})) {
    const shape = new RegExp(`(<path fill=")@skin(" d="${start}[^"]*"/>)`);
    if (!shape.test(body)) throw new Error(`art: no skin shape starting ${start} in ${file}`);
    body = body.replace(shape, `$1@${role}$2`);
  }
  /** @type {{ svg: string, head: number }[]} */
  const faces = [];
  for (const face of FACES[file.replace(/\.svg$/, '')] ?? []) {
    const centre = /^(\d+) (\d+)$/.exec(face.head);
    const shape = centre
      ? new RegExp(`<(?:circle|ellipse) fill="@skin2?" cx="${centre[1]}" cy="${centre[2]}"[^>]*/>`)
      : new RegExp(`<path fill="@skin2?" d="${face.head}[^"]*"/>`);
    const found = shape.exec(body);
    if (!found) throw new Error(`art: no head ${face.head} in ${file}`);
    // The face goes just after the head, inside the head's group, whose translation it undoes.
    const groups = [
      ...body.slice(0, found.index).matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\)">/g),
    ];
    const dx = -Number(groups.at(-1)?.[1] ?? 0);
    const dy = -Number(groups.at(-1)?.[2] ?? 0);
    const at = (/** @type {number} */ x, /** @type {number} */ y) => `${r1(x + dx)} ${r1(y + dy)}`;
    const [x1, y1, x2, y2] = face.smile;
    const sag = Math.hypot(x2 - x1, y2 - y1) * (face.sag ?? 0.45);
    const eyes = face.eyes.map(([x, y]) => {
      const [cx, cy] = at(x, y).split(' ');
      return `<circle cx="${cx}" cy="${cy}" r="${face.r}" fill="${P.ink}"/>`;
    });
    const smile = `<path d="M${at(x1, y1)}Q${at((x1 + x2) / 2, (y1 + y2) / 2 + sag)} ${at(x2, y2)}" fill="none" stroke="${P.ink}" stroke-width="${r1(face.r * 0.75)}" stroke-linecap="round"/>`;
    const end = found.index + found[0].length;
    body = `${body.slice(0, end)}<!--face${faces.length}-->${body.slice(end)}`;
    // The head's radius (a circle's or ellipse's r, or a round path's arc), for FACE_MIN.
    const radius = /\brx?="([\d.]+)"/.exec(found[0]) ?? /a([\d.]+) /.exec(found[0]);
    faces.push({ svg: eyes.join('') + smile, head: Number(radius?.[1] ?? 30) });
  }
  const roles = [...new Set([...body.matchAll(/"@([a-z0-9-]+)"/g)].map((m) => m[1] ?? ''))];
  fragments.set(file.replace(/\.svg$/, ''), { w: Number(w), h: Number(h), body, roles, faces });
}

/**
 * Poses made from a cut figure by leaving some of its shapes out (a path named by the start of
 * its `d`, every circle at a centre, `cx cy`, or a rectangle by its corner, `rect x y`): the
 * front-desk woman with her raised hand (it read as a headache) left out, so that her arm rests
 * below the counter and her other hand lies on it; the teenager without his headphones (in a
 * dental office they read as "not listening"); the boy without his hanging arm, for a picture to
 * give him one (art-pictures.mjs: `brushingArm`, his toothbrush at his mouth; `reachingArm`,
 * his finger on the calendar; `coldPackArm`, a cold pack at his cheek); the seated woman our
 * dentist is made from, as a parent on a stool, without her near arm (the chair scenes draw it,
 * `restingArm`, her hand on her lap or holding her child's). A pose may also give shapes a role of their own (`recolour`, by the start of their
 * path) and add shapes of ours over the figure (`add`, in the figure's own units): the picture
 * story's mother and child (art-story.mjs) are dressed alike standing and kneeling or sitting
 * this way.
 * @type {Record<string, { from: string, drop: string[], recolour?: Record<string, string>, add?: string }>}
 */
const VARIANTS = {
  'desk-woman-hands': { from: 'desk-woman', drop: ['M448 471', 'M444 500', 'M509 499'] },
  'teen-plain': { from: 'teen', drop: ['M559 202', '421 135'] },
  'boy-brushing': { from: 'boy', drop: ['M197 454'] },
  // The story's mother standing: without the end of her neighbour's headscarf behind her shoulder
  // and the neighbour's hand at her elbow (leftovers of the drawing), her pink ankles in her
  // leggings, her shoes a role of their own (the drawing fills them with her hair's colour).
  'mom-standing': {
    from: 'team-woman2',
    drop: ['M434 299', 'M467 465', 'M457 438'],
    recolour: {
      'M384 756': 'legs',
      'M316 767': 'legs',
      'M378 761': 'shoes',
      'M291 763': 'shoes',
    },
  },
  // The story's mother kneeling, dressed as she stands: her ponytail (and its tie) left out for
  // loose hair to her shoulders like hers standing (`add`), her shins in leggings, her shoes a
  // role of their own (the drawing fills them with her belt's colour), the white sole of the near one
  // left out (the far one and her shoes standing have none).
  'mom-kneeling': {
    from: 'mother-kneeling',
    drop: [
      'M829 214',
      'M880 295',
      'M913 456',
      'M907 470',
      'M846 231',
      'M801 210',
      'M802 210',
      'M793 799 748 841s-26 5-49 2c-15-2-13',
    ],
    recolour: { 'M820 768': 'legs', 'M776 783': 'legs', 'M837 784': 'shoes', 'M793 799': 'shoes' },
    add: '<path fill="@hair" d="M165 20C230 -2 290 30 284 100C282 130 296 150 290 172C284 186 268 190 256 182C262 194 248 200 236 192C230 170 234 130 222 108Z"/>',
  },
  // A parent on a stool beside the dental chair (/sedation-dentistry, /medi-cal): the seated
  // woman our dentist is made from, in a parent's clothes, leaning in towards her child, her
  // raised hand on her child's arm; her near arm, held out (and its shading), left out, for the
  // picture to draw it down to her lap (`restingArm`; the card in her hand on /medi-cal) or to
  // her child's hand (/sedation-dentistry).
  'parent-seated': { from: 'dentist-seated', drop: ['M391 488', 'M335 463', 'M334 461'] },
  // The story's child sitting, dressed as she stands: her legs in trousers.
  'me-sitting': {
    from: 'girl-sitting',
    drop: [],
    recolour: { 'M422 633': 'bottom' },
  },
};
for (const [name, { from, drop, recolour = {}, add = '' }] of Object.entries(VARIANTS)) {
  const f = fragments.get(from);
  if (!f) throw new Error(`art: no figure ${from} for ${name}`);
  let body = f.body;
  for (const start of drop) {
    const centre = /^(\d+) (\d+)$/.exec(start);
    const corner = /^rect (\d+) (\d+)$/.exec(start);
    const shape = corner
      ? new RegExp(`<rect [^>]*x="${corner[1]}" y="${corner[2]}"[^>]*/>`, 'g')
      : centre
        ? new RegExp(`<circle [^>]*cx="${centre[1]}" cy="${centre[2]}"[^>]*/>`, 'g')
        : new RegExp(`<path [^>]*d="${start}[^"]*"/>`, 'g');
    if (!shape.test(body)) throw new Error(`art: no shape ${start} in ${from}`);
    body = body.replace(shape, '');
  }
  for (const [start, role] of Object.entries(recolour)) {
    const shape = new RegExp(`(<path fill=")(?:@[a-z0-9-]+|#[0-9a-f]+)(" d="${start}[^"]*"/>)`);
    if (!shape.test(body)) throw new Error(`art: no shape starting ${start} in ${from}`);
    body = body.replace(shape, `$1@${role}$2`);
  }
  body += add;
  const roles = [...new Set([...body.matchAll(/"@([a-z0-9-]+)"/g)].map((m) => m[1] ?? ''))];
  fragments.set(name, { ...f, body, roles });
}

/**
 * How a figure is dressed: a colour for each of its roles (skin, hair, top, bottom, …).
 * @typedef {Record<string, string>} Dress
 */

/**
 * One picture being drawn: parts in order, back to front.
 */
export class Pic {
  /**
   * @param {string} key
   * @param {number} width
   * @param {number} height
   * @param {string} [note] the file's one-line comment on its sources, if not the people's
   */
  constructor(key, width, height, note) {
    this.key = key;
    this.width = width;
    this.height = height;
    this.note =
      note ??
      'People from unDraw (undraw.co, via vue-undraw 2.0.13), recoloured; rooms drawn by us (scripts/tools/art-scenes.mjs). See ART.md.';
    /** @type {string[]} */
    this.parts = [];
    /** @type {string[]} */
    this.defs = [];
    /** @type {string[]} figures used, for ART.md and the check that no child repeats */
    this.figures = [];
  }

  /** @param {...string} svg */
  add(...svg) {
    this.parts.push(...svg);
    return this;
  }

  /**
   * A figure standing (or sitting) with its lowest point on y = base, centred on x, `height`
   * tall; mirrored if `flip`; without the face we draw on it if `face` is false (the picture
   * draws its own, as the nose mask's on /sedation-dentistry). Returns the transform's scale and
   * origin, to place props on it.
   * @param {string} name
   * @param {number} cx
   * @param {number} base
   * @param {number} height
   * @param {Dress} dress
   * @param {{ flip?: boolean, face?: boolean }} [options]
   */
  person(name, cx, base, height, dress, { flip = false, face: withFace = true } = {}) {
    const f = fragments.get(name);
    if (!f) throw new Error(`art: no figure ${name} in scripts/tools/people`);
    const s = height / f.h;
    const x0 = cx - (f.w * s) / 2;
    const y0 = base - height;
    let body = f.body.replace(/<!--face(\d+)-->/g, (_, i) => {
      const face = f.faces[Number(i)];
      return withFace && face && face.head * s >= FACE_MIN * this.width ? face.svg : '';
    });
    for (const role of f.roles) {
      const colour = dress[role];
      if (!colour) throw new Error(`art: ${this.key}: ${name} needs a colour for "${role}"`);
      body = body.replaceAll(`"@${role}"`, `"${colour}"`);
    }
    const t = flip
      ? `translate(${r1(x0 + f.w * s)} ${r1(y0)}) scale(${-Math.round(s * 1e4) / 1e4} ${Math.round(s * 1e4) / 1e4})`
      : `translate(${r1(x0)} ${r1(y0)}) scale(${Math.round(s * 1e4) / 1e4})`;
    this.add(`<g data-figure="${name}" transform="${t}">${body}</g>`);
    this.figures.push(name);
    /** A point of the figure (in its own units) in the picture's units. */
    const at = (/** @type {number} */ fx, /** @type {number} */ fy) =>
      /** @type {[number, number]} */ ([flip ? x0 + (f.w - fx) * s : x0 + fx * s, y0 + fy * s]);
    return { s, at };
  }

  /** @param {string} shape */
  clip(shape) {
    const id = `${this.key.replace(/[^a-z0-9]+/gi, '-')}-clip${this.defs.length + 1}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return id;
  }

  toString() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" width="${this.width}" height="${this.height}">` +
      `<!-- ${this.note} -->` +
      (this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '') +
      this.parts.join('') +
      `</svg>\n`
    );
  }
}

// ---- Shapes ---------------------------------------------------------------------------------

/** @type {(x: number, y: number, w: number, h: number, rx: number, fill: string, extra?: string) => string} */
export const rect = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ''} fill="${fill}"${extra}/>`;
/** @type {(cx: number, cy: number, r: number, fill: string, extra?: string) => string} */
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra}/>`;
/** @type {(cx: number, cy: number, rx: number, ry: number, fill: string, extra?: string) => string} */
export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${extra}/>`;
/** @type {(d: string, fill: string, extra?: string) => string} */
export const pathD = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
/** @type {(d: string, stroke: string, width: number, extra?: string) => string} */
export const line = (d, stroke, width, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
/** @type {(cx: number, base: number, rx: number) => string} */
const shadow = (cx, base, rx) => ellipse(cx, base, rx, rx * 0.12, P.deep, ' fill-opacity=".1"');

/** A tooth (our drawing), centred on (cx, cy), `size` tall. */
export function tooth(cx = 0, cy = 0, size = 40, fill = P.white, stroke = P.sky2) {
  const k = size / 44;
  return `<path transform="translate(${r1(cx)} ${r1(cy)}) scale(${Math.round(k * 1000) / 1000})" d="M-16-18C-10-24-4-20 0-18 4-20 10-24 16-18 22-10 18 2 14 10 12 18 10 26 6 26 2 26 2 12 0 12-2 12-2 26-6 26-10 26-12 18-14 10-18 2-22-10-16-18Z" fill="${fill}" stroke="${stroke}" stroke-width="${r1(3 / k) / 1}" stroke-linejoin="round"/>`;
}

/** A four-pointed sparkle. */
export function spark(cx = 0, cy = 0, r = 8, fill = P.sun) {
  const q = r * 0.28;
  return pathD(
    `M${r1(cx)} ${r1(cy - r)}Q${r1(cx + q)} ${r1(cy - q)} ${r1(cx + r)} ${r1(cy)}Q${r1(cx + q)} ${r1(cy + q)} ${r1(cx)} ${r1(cy + r)}Q${r1(cx - q)} ${r1(cy + q)} ${r1(cx - r)} ${r1(cy)}Q${r1(cx - q)} ${r1(cy - q)} ${r1(cx)} ${r1(cy - r)}Z`,
    fill,
  );
}

/** A five-pointed star (a sticker, a rating). */
export function star(cx = 0, cy = 0, r = 10, fill = P.sun) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${r1(cx + Math.cos(a) * rr)} ${r1(cy + Math.sin(a) * rr)}`);
  }
  return `<path d="M${pts.join('L')}Z" fill="${fill}" stroke-linejoin="round"/>`;
}

// ---- The room -------------------------------------------------------------------------------

/**
 * The wall, the floor and the skirting, inside a card with round corners.
 * @param {Pic} pic
 * @param {{ wall: string, floor: string, floorY: number, radius?: number, floorKind?: 'plain' | 'boards' | 'tiles', panel?: boolean }} o
 */
export function room(
  pic,
  { wall, floor, floorY, radius = 36, floorKind = 'plain', panel = false },
) {
  const clip = pic.clip(`<rect width="${pic.width}" height="${pic.height}" rx="${radius}"/>`);
  pic.add(`<g clip-path="url(#${clip})">`);
  pic.add(rect(0, 0, pic.width, pic.height, 0, wall));
  // A panelled lower wall with its rail: a treatment room or a hall rather than a sitting room.
  if (panel) {
    const top = floorY - Math.round((floorY * 0.3) / 2) * 2;
    pic.add(rect(0, top, pic.width, floorY - top, 0, P.white, ' fill-opacity=".45"'));
    pic.add(rect(0, top - 4, pic.width, 6, 3, P.white));
  }
  pic.add(rect(0, floorY, pic.width, pic.height - floorY, 0, floor));
  pic.add(floorLines(pic.width, floorY, pic.height, floorKind));
  pic.add(rect(0, floorY - 6, pic.width, 6, 0, P.white, ' fill-opacity=".7"'));
  return () => pic.add('</g>');
}

/**
 * What the floor is made of, so that the rooms differ below the people too: boards (a seam along
 * the room and staggered joints), tiles (a grid), or plain.
 * @param {number} width @param {number} top @param {number} bottom
 * @param {'plain' | 'boards' | 'tiles'} kind
 */
function floorLines(width, top, bottom, kind) {
  if (kind === 'plain') return '';
  const seam = P.sand3;
  const mid = Math.round((top + bottom) / 2);
  let d = `M0 ${mid}H${width}`;
  if (kind === 'boards') {
    for (let x = 40; x < width; x += 150) d += `M${x} ${top}V${mid}M${x + 75} ${mid}V${bottom}`;
  } else {
    for (let x = 48; x < width; x += 64) d += `M${x} ${top}V${bottom}`;
  }
  return `<path d="${d}" fill="none" stroke="${seam}" stroke-width="2" stroke-opacity=".55"/>`;
}

/** A window with the sky, a cloud and the sun. */
export function windowPane(x = 0, y = 0, w = 120, h = 110, sun = true) {
  return (
    rect(x - 6, y - 6, w + 12, h + 12, 14, P.white) +
    rect(x, y, w, h, 9, P.brandSoft2) +
    (sun ? circle(x + w * 0.72, y + h * 0.3, Math.min(w, h) * 0.13, P.sun) : '') +
    ellipse(x + w * 0.32, y + h * 0.62, w * 0.2, h * 0.07, P.white) +
    ellipse(x + w * 0.42, y + h * 0.56, w * 0.12, h * 0.08, P.white) +
    rect(x + w / 2 - 3, y, 6, h, 0, P.white) +
    rect(x - 10, y + h + 4, w + 20, 8, 4, P.white)
  );
}

/** A frame on the wall with a tooth in it. */
export function toothFrame(x = 0, y = 0, w = 60, h = 70, bg = P.sunSoft2) {
  return (
    rect(x - 5, y - 5, w + 10, h + 10, 10, P.white) +
    rect(x, y, w, h, 6, bg) +
    tooth(x + w / 2, y + h / 2, Math.min(w, h) * 0.62, P.white, P.sky2)
  );
}

/** A potted plant standing on y = base. */
export function plant(x = 0, base = 0, size = 60, pot = P.sun) {
  const k = size / 60;
  const leaf = (/** @type {number} */ a, /** @type {number} */ len, /** @type {string} */ fill) =>
    `<ellipse cx="0" cy="${r1(-len / 2)}" rx="${r1(len * 0.22)}" ry="${r1(len / 2)}" fill="${fill}" transform="translate(${r1(x)} ${r1(base - 26 * k)}) rotate(${a})"/>`;
  return (
    leaf(-38, 40 * k, '#22c55e') +
    leaf(34, 42 * k, '#16a34a') +
    leaf(-6, 50 * k, '#4ade80') +
    pathD(
      `M${r1(x - 15 * k)} ${r1(base - 28 * k)}h${r1(30 * k)}l-${r1(4 * k)} ${r1(28 * k)}h-${r1(22 * k)}z`,
      pot,
    )
  );
}

/**
 * The dental chair, facing left (feet to the left), its seat top at (x, y), `w` long; its back
 * leans back about 18 degrees, or `upright` degrees less (raised for a talk before a check-up),
 * and its leg rest rises `legRest` degrees towards the feet (lowered for a child lying back, so
 * that her legs lie along it). `lowBack` shortens the backrest by that many units and brings the
 * headrest down with it, to a small child's head (a backrest standing above her head read as a
 * second, blue figure behind her).
 * @param {number} [x] @param {number} [y] @param {number} [w] @param {number} [floorY]
 * @param {string} [color]
 * @param {{ upright?: number, legRest?: number, lowBack?: number }} [o]
 */
export function dentalChair(
  x = 0,
  y = 0,
  w = 200,
  floorY = 360,
  color = P.sky2,
  { upright = 0, legRest = 0, lowBack = 0 } = {},
) {
  const k = w / 200;
  const c = (/** @type {number} */ n) => r1(n * k);
  // the backrest leans 38 units across for 118 up: its top comes down that slope
  const d = lowBack;
  const dx = (38 * d) / 118;
  const back =
    pathD(
      `M${x + c(138)} ${y + c(22)}L${x + c(176 - dx)} ${y - c(96 - d)}Q${x + c(182 - dx)} ${y - c(108 - d)} ${x + c(194 - dx)} ${y - c(102 - d)}L${x + c(200 - dx)} ${y - c(96 - d)}L${x + c(164)} ${y + c(24)}Z`,
      color,
    ) +
    rect(
      x + c(170 - dx),
      y - c(140 - d),
      c(26),
      c(40),
      c(12),
      color,
      ` transform="rotate(18 ${r1(x + c(183 - dx))} ${r1(y - c(120 - d))})"`,
    );
  return (
    // base and column
    ellipse(x + c(110), floorY - 4, c(70), c(9), P.slate2) +
    rect(x + c(95), y + c(18), c(30), floorY - y - c(20), c(6), P.slate2) +
    // the seat and the leg rest in one cushion (raised, as for a check-up), or the leg rest
    // turned up towards the feet; then the backrest and headrest (turned up on the seat's back
    // end if `upright`)
    (legRest
      ? rect(x + c(90), y, c(66), c(22), c(11), color) +
        `<g transform="rotate(${legRest} ${r1(x + c(104))} ${r1(y + c(11))})">` +
        rect(x, y, c(116), c(22), c(11), color) +
        rect(x + c(8), y + c(3), c(104), c(7), c(3), P.white, ' fill-opacity=".35"') +
        '</g>' +
        rect(x + c(100), y + c(3), c(48), c(7), c(3), P.white, ' fill-opacity=".35"')
      : rect(x, y, c(156), c(22), c(11), color)) +
    (upright
      ? `<g transform="rotate(${-upright} ${r1(x + c(151))} ${r1(y + c(22))})">${back}</g>`
      : back) +
    (legRest ? '' : rect(x + c(8), y + c(3), c(140), c(7), c(3), P.white, ' fill-opacity=".35"')) +
    // arm rest
    rect(x + c(104), y - c(30), c(50), c(10), c(5), P.brand)
  );
}

/**
 * The lamp over the chair: a pole from the floor (or, when `poleX` is null, a rod from the
 * ceiling), an arm and a lamp head with its light, shining straight down; or, given `aim`, the
 * head turned to that point (the child's face) and its light reaching it.
 * @param {number | null} poleX
 * @param {number} floorY
 * @param {number} headX
 * @param {number} headY
 * @param {[number, number]} [aim]
 */
export function chairLamp(poleX, floorY, headX, headY, aim) {
  const deg = aim ? r1((Math.atan2(aim[1] - headY, aim[0] - headX) * 180) / Math.PI - 90) : 0;
  const len = aim ? r1(Math.hypot(aim[0] - headX, aim[1] - headY)) : 60;
  const spread = r1(18 + (22 * len) / 60);
  // where the arm meets the head's top, turned with it
  const a = (deg * Math.PI) / 180;
  const [ax, ay] = aim
    ? [r1(headX + 8 * Math.sin(a)), r1(headY - 8 * Math.cos(a))]
    : [headX, headY - 8];
  const support =
    poleX === null
      ? rect(headX + 36, 0, 8, headY - 36, 4, P.slate2) +
        line(`M${headX + 40} ${headY - 36}Q${headX + 40} ${headY - 20} ${ax} ${ay}`, P.slate2, 6)
      : rect(poleX - 4, headY - 40, 8, floorY - headY + 40, 4, P.slate2) +
        line(
          `M${poleX} ${headY - 36}Q${(poleX + headX) / 2} ${headY - 60} ${ax} ${ay}`,
          P.slate2,
          6,
        );
  const head =
    pathD(
      `M${headX - 22} ${headY}Q${headX} ${headY - 24} ${headX + 22} ${headY}Z`,
      P.white,
      ` stroke="${P.slate2}" stroke-width="3"`,
    ) +
    pathD(
      `M${headX - 18} ${headY + 2}L${r1(headX - spread)} ${r1(headY + len)}H${r1(headX + spread)}L${headX + 18} ${headY + 2}Z`,
      P.sunSoft2,
      ' fill-opacity=".45"',
    );
  return support + (deg ? `<g transform="rotate(${deg} ${headX} ${headY})">${head}</g>` : head);
}

/** The dentist's stool: a round seat on a column with wheels, its seat top at y = seat. */
export function stool(cx = 0, floorY = 360, seat = 0) {
  const top = floorY - seat;
  return (
    rect(cx - 4, top, 8, seat - 6, 3, P.slate2) +
    rect(cx - 22, floorY - 8, 44, 6, 3, P.slate2) +
    circle(cx - 20, floorY - 2, 3, P.slate) +
    circle(cx + 20, floorY - 2, 3, P.slate) +
    rect(cx - 22, top - 8, 44, 12, 6, P.brand)
  );
}

/** The front desk (a counter seen from the waiting-room side). */
export function frontDesk(x = 0, top = 0, w = 200, floorY = 360, face = P.sun) {
  return (
    rect(x - 6, top - 10, w + 12, 14, 6, P.white) +
    rect(x, top, w, floorY - top, 0, face) +
    rect(x, top, w, 10, 0, P.deep, ' fill-opacity=".08"') +
    tooth(
      x + w / 2,
      top + (floorY - top) / 2 + 4,
      Math.min(56, (floorY - top) * 0.5),
      P.white,
      P.white,
    )
  );
}

/** A computer screen seen from the back, on the desk. */
export function screenBack(x = 0, deskTop = 0) {
  return rect(x, deskTop - 56, 58, 42, 6, P.slate) + rect(x + 24, deskTop - 16, 10, 8, 2, P.slate);
}

/** A sofa, seen from the front. */
export function sofa(x = 0, floorY = 360, w = 180, color = P.sky2) {
  return (
    rect(x, floorY - 86, w, 56, 18, color) +
    rect(x - 10, floorY - 56, w + 20, 40, 14, color) +
    rect(x + 10, floorY - 62, w - 20, 22, 10, P.white, ' fill-opacity=".25"') +
    rect(x, floorY - 16, 10, 16, 3, P.deep) +
    rect(x + w - 10, floorY - 16, 10, 16, 3, P.deep)
  );
}

/** The play corner: a round rug, blocks and a ball. */
export function playCorner(cx = 0, floorY = 360, w = 160) {
  return (
    ellipse(cx, floorY + 18, w / 2, 16, P.leafSoft2) +
    rect(cx + w * 0.2, floorY - 6, 18, 18, 3, P.sun) +
    rect(cx + w * 0.2 + 20, floorY - 2, 14, 14, 3, P.sky2) +
    rect(cx + w * 0.2 + 8, floorY - 22, 14, 14, 3, P.coral2) +
    circle(cx - w * 0.34, floorY + 4, 11, P.sunDark)
  );
}

/**
 * A toothbrush, held from (x, y) and pointing at `angle` degrees, `len` long (a hand-span beside
 * the person holding it): a thick handle in `color`, a narrow neck, the head in `color` and on it
 * a block of white bristles (on the side of -y before turning), its tufts marked, so that it reads
 * as a toothbrush, not a stick.
 */
export function toothbrush(x = 0, y = 0, len = 60, angle = -60, color = P.sky2) {
  const c = (/** @type {number} */ n) => r1(n * len);
  const tufts = [0.8, 0.86, 0.92].map((t) => `M${c(t)} ${c(-0.05)}v${c(-0.12)}`).join('');
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${angle})">` +
    rect(0, c(-0.07), c(0.64), c(0.14), c(0.07), color) +
    rect(c(0.6), c(-0.035), c(0.2), c(0.07), 0, color) +
    rect(c(0.74), c(-0.06), c(0.26), c(0.12), c(0.05), color) +
    rect(
      c(0.76),
      c(-0.2),
      c(0.22),
      c(0.16),
      c(0.03),
      P.white,
      ` stroke="${P.sky}" stroke-width="${r1(Math.max(1, len * 0.02))}"`,
    ) +
    line(tufts, P.brandSoft2, r1(Math.max(1, len * 0.025))) +
    '</g>'
  );
}

/** A small mobile phone, centred on (x, y). */
export function phone(x = 0, y = 0, size = 20, color = P.ink, rotate = 0) {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${rotate})">${rect(-size * 0.28, -size / 2, size * 0.56, size, size * 0.1, color)}${rect(-size * 0.2, -size * 0.4, size * 0.4, size * 0.68, 1.5, P.sky)}</g>`;
}

/** A clipboard with lines, centred on (x, y). */
export function clipboard(x = 0, y = 0, size = 40, rotate = 0) {
  const w = size * 0.76;
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${rotate})">${rect(-w / 2, -size / 2, w, size, 4, P.sunDark)}${rect(-w / 2 + 4, -size / 2 + 6, w - 8, size - 10, 2, P.white)}${rect(-w * 0.22, -size / 2 - 3, w * 0.44, 8, 3, P.slate)}${line(`M${r1(-w / 2 + 8)} ${r1(-size / 2 + 14)}h${r1(w - 16)}M${r1(-w / 2 + 8)} ${r1(-size / 2 + 21)}h${r1(w - 16)}M${r1(-w / 2 + 8)} ${r1(-size / 2 + 28)}h${r1(w * 0.4)}`, P.slate2, 2)}</g>`;
}

/** A card (insurance or payment), centred on (x, y). */
export function card(x = 0, y = 0, w = 40, color = P.brand, rotate = 0) {
  const h = w * 0.63;
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${rotate})">${rect(-w / 2, -h / 2, w, h, w * 0.1, color)}${rect(-w / 2, -h * 0.22, w, h * 0.16, 0, P.deep, ' fill-opacity=".5"')}${rect(-w * 0.38, h * 0.12, w * 0.3, h * 0.14, 2, P.sun)}${rect(w * 0.04, h * 0.14, w * 0.32, h * 0.08, 2, P.white, ' fill-opacity=".8"')}</g>`;
}

/** A speech bubble with three dots, or with a question mark drawn as a stroke. */
export function bubble(
  x = 0,
  y = 0,
  w = 60,
  h = 40,
  fill = P.white,
  mark = 'dots',
  tailLeft = true,
) {
  const tail = tailLeft
    ? `M${x + w * 0.2} ${y + h - 2}l-6 14 18-12z`
    : `M${x + w * 0.8} ${y + h - 2}l6 14-18-12z`;
  const inner =
    mark === 'dots'
      ? circle(x + w * 0.3, y + h / 2, 4, P.brand) +
        circle(x + w * 0.5, y + h / 2, 4, P.brand) +
        circle(x + w * 0.7, y + h / 2, 4, P.brand)
      : mark === 'question'
        ? line(`M${x + w / 2 - 7} ${y + h / 2 - 7}q0-9 7-9 8 0 8 8c0 6-8 6-8 12`, P.brand, 4.5) +
          circle(x + w / 2, y + h / 2 + 13, 2.8, P.brand)
        : line(`M${x + w / 2 - 10} ${y + h / 2}l7 7 13-14`, P.leaf, 5);
  return rect(x, y, w, h, Math.min(18, h / 2), fill) + pathD(tail, fill) + inner;
}

/**
 * A nitrous-oxide nose mask, worn as the real hood is: a soft cup over the nose, a tube from each
 * side of it along the cheek, under the eyes, to the ear and on behind the head (a loop over the
 * top of the head read as a halo), the hose from behind the near ear up and over to the gas unit
 * (running straight to it, it met the face of the parent beside the chair). Leaf green (the gas's
 * colour on the unit), bright against every skin and hair, and large, so that the mask still
 * shows on a phone, where the picture is a third of its size. The face around it: the eyes open
 * above the cup, a smile under it (the child is awake and at ease); the figure is drawn without
 * its own face, whose eyes and smile lie where the cup goes.
 * @param {number} x the nose
 * @param {number} y
 * @param {number} size the cup's width
 * @param {{ left: [number, number], right: [number, number] }} head the ears, where the tubes pass
 *   behind the head
 * @param {[number, number]} unit where the hose goes
 * @param {{ eyes: [number, number][], r: number }} face the eyes' centres and radius
 */
export function noseMask(x, y, size, head, unit, face) {
  const w = r1(size * 0.2);
  const [[lx, ly], [rx, ry]] = [head.left, head.right];
  const tube = (/** @type {string} */ d, k = 1) => line(d, P.leaf2, r1(w * k));
  return (
    '<g data-prop="nose-mask">' +
    // from the cup's sides along the cheeks to the ears, curving down a little under the eyes
    tube(
      `M${r1(x - size * 0.45)} ${r1(y)}Q${r1((x + lx) / 2)} ${r1(y + size * 0.3)} ${r1(lx)} ${r1(ly)}`,
    ) +
    tube(
      `M${r1(x + size * 0.45)} ${r1(y)}Q${r1((x + rx) / 2)} ${r1(y + size * 0.3)} ${r1(rx)} ${r1(ry)}`,
    ) +
    // the hose, from behind the near ear up and over to the gas unit
    tube(
      `M${r1(rx)} ${r1(ry)}Q${r1((rx + unit[0]) / 2)} ${r1(Math.min(ry, unit[1]) - size * 2)} ${r1(unit[0])} ${r1(unit[1])}`,
      1.3,
    ) +
    // the cup, its rim and a shine
    ellipse(
      x,
      y,
      size * 0.5,
      size * 0.3,
      P.leaf2,
      ` stroke="${P.leaf}" stroke-width="${r1(size * 0.07)}"`,
    ) +
    ellipse(
      x - size * 0.18,
      y - size * 0.1,
      size * 0.12,
      size * 0.06,
      P.white,
      ' fill-opacity=".7"',
    ) +
    face.eyes.map(([ex, ey]) => circle(ex, ey, face.r, P.ink)).join('') +
    // a smile under the cup
    line(
      `M${r1(x - size * 0.24)} ${r1(y + size * 0.42)}q${r1(size * 0.24)} ${r1(size * 0.16)} ${r1(size * 0.48)} 0`,
      P.ink,
      r1(face.r * 0.75),
    ) +
    '</g>'
  );
}

/**
 * An arm we draw for a figure whose own is hidden (behind the chair and the child in it) or left
 * out (`VARIANTS`): from its shoulder or elbow through `points` in the sleeve's colour (the skin's,
 * for a bare arm), its hand at the last point, resting there (on a child's shoulder or arm).
 * @param {[number, number][]} points
 * @param {number} w the arm's width
 * @param {string} skin
 * @param {string} [sleeve]
 */
export function restingArm(points, w, skin, sleeve = skin) {
  const [hx = 0, hy = 0] = points.at(-1) ?? [];
  const [px = 0, py = 0] = points.at(-2) ?? [];
  const deg = r1((Math.atan2(hy - py, hx - px) * 180) / Math.PI);
  return (
    line(`M${points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}`, sleeve, r1(w)) +
    ellipse(hx, hy, w * 0.72, w * 0.52, skin, ` transform="rotate(${deg} ${r1(hx)} ${r1(hy)})"`)
  );
}

/** The dentist's small mirror, held from (x, y), its head `len` away at `angle` degrees. */
export function dentalMirror(x = 0, y = 0, len = 30, angle = -120, head = 6) {
  const a = (angle * Math.PI) / 180;
  const hx = x + Math.cos(a) * len;
  const hy = y + Math.sin(a) * len;
  return (
    line(`M${r1(x)} ${r1(y)}L${r1(hx)} ${r1(hy)}`, P.slate2, 3) +
    circle(hx, hy, head, P.white, ` stroke="${P.slate2}" stroke-width="2.5"`)
  );
}

/** Headphones over a head centred at (x, y) with radius r (for a child who likes quiet). */
export function headphones(x = 0, y = 0, r = 14, color = P.sunDark) {
  return (
    line(
      `M${r1(x - r)} ${r1(y)}A${r1(r)} ${r1(r * 1.05)} 0 0 1 ${r1(x + r)} ${r1(y)}`,
      color,
      r * 0.28,
    ) +
    rect(x - r - r * 0.3, y - r * 0.3, r * 0.5, r * 0.8, r * 0.2, color) +
    rect(x + r - r * 0.2, y - r * 0.3, r * 0.5, r * 0.8, r * 0.2, color)
  );
}

/** A wall clock. */
export function clock(x = 0, y = 0, r = 16) {
  return (
    circle(x, y, r + 3, P.white) +
    circle(x, y, r, P.brandSoft) +
    line(`M${x} ${y - r * 0.6}V${y}h${r1(r * 0.45)}`, P.deep, 2.5)
  );
}

// ---- The bathroom at home ----------------------------------------------------------------------

/** Tiles on a wall: a field of one colour with its grout lines, `size` apart. */
export function tiles(x = 0, y = 0, w = 400, h = 200, size = 48, fill = P.brandSoft) {
  let d = '';
  for (let ty = y + size; ty < y + h; ty += size) d += `M${r1(x)} ${r1(ty)}H${r1(x + w)}`;
  for (let tx = x + size; tx < x + w; tx += size) d += `M${r1(tx)} ${r1(y)}V${r1(y + h)}`;
  return (
    rect(x, y, w, h, 0, fill) +
    `<path d="${d}" fill="none" stroke="${P.white}" stroke-width="3" stroke-opacity=".8"/>`
  );
}

/** A mirror with a round top, in its frame, with two streaks of light across the glass. */
export function mirror(x = 0, y = 0, w = 200, h = 240, frame = P.white) {
  const arch = (/** @type {number} */ i) => {
    const r = w / 2 - i;
    return `M${r1(x + i)} ${r1(y + h - i)}V${r1(y + w / 2)}A${r1(r)} ${r1(r)} 0 0 1 ${r1(x + w - i)} ${r1(y + w / 2)}V${r1(y + h - i)}Z`;
  };
  const k = w / 200;
  return (
    pathD(arch(0), frame) +
    pathD(arch(12 * k), P.brandSoft2) +
    line(
      `M${r1(x + w * 0.24)} ${r1(y + h * 0.62)}L${r1(x + w * 0.6)} ${r1(y + h * 0.26)}M${r1(x + w * 0.36)} ${r1(y + h * 0.7)}L${r1(x + w * 0.6)} ${r1(y + h * 0.46)}`,
      P.white,
      r1(10 * k),
      ' stroke-opacity=".65"',
    )
  );
}

/** The vanity: a white counter (its top at y = top) on a cabinet with two doors. */
export function vanity(x = 0, top = 0, w = 360, floorY = 500, face = P.sky2) {
  const h = floorY - top;
  const dw = (w - 60) / 2;
  const dh = h - 56;
  return (
    rect(x + 10, top + 8, w - 20, h - 8, 0, face) +
    rect(x + 10, top + 8, w - 20, 14, 0, P.deep, ' fill-opacity=".12"') +
    rect(x + 22, top + 34, dw, dh, 10, P.white, ' fill-opacity=".22"') +
    rect(x + w - 22 - dw, top + 34, dw, dh, 10, P.white, ' fill-opacity=".22"') +
    circle(x + w / 2 - 16, top + 34 + dh / 2, 6, P.white) +
    circle(x + w / 2 + 16, top + 34 + dh / 2, 6, P.white) +
    rect(x, top, w, 18, 8, P.white)
  );
}

/**
 * A basin bowl standing on the counter (its foot on y = top), with its tap behind it: a post at
 * the back and a spout that curves over the bowl.
 */
export function basin(cx = 0, top = 0, w = 160) {
  const h = w * 0.34;
  const rim = top - h;
  const px = cx + w * 0.3;
  const bowl = `M${r1(cx - w / 2)} ${r1(rim)}C${r1(cx - w / 2)} ${r1(top - h * 0.25)} ${r1(cx - w * 0.32)} ${r1(top)} ${r1(cx - w * 0.2)} ${r1(top)}H${r1(cx + w * 0.2)}C${r1(cx + w * 0.32)} ${r1(top)} ${r1(cx + w / 2)} ${r1(top - h * 0.25)} ${r1(cx + w / 2)} ${r1(rim)}Z`;
  return (
    rect(px - 7, rim - 48, 14, 50, 6, P.slate2) +
    rect(px - 3, rim - 66, 22, 10, 5, P.slate2) +
    line(
      `M${r1(px)} ${r1(rim - 44)}Q${r1(px)} ${r1(rim - 66)} ${r1(px - 26)} ${r1(rim - 66)}Q${r1(px - 48)} ${r1(rim - 66)} ${r1(px - 48)} ${r1(rim - 44)}`,
      P.slate2,
      9,
    ) +
    pathD(bowl, P.white) +
    ellipse(cx, rim, w / 2, 8, P.white) +
    ellipse(cx, rim + 1, w / 2 - 8, 4, P.brandSoft2)
  );
}

/** A child's step stool, standing on y = floorY: a top and two legs with an arch between them. */
export function stepStool(cx = 0, floorY = 500, w = 120, h = 60, color = P.sun) {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const r = w * 0.28;
  return (
    pathD(
      `M${r1(x0 + 4)} ${r1(floorY)}L${r1(x0 + 10)} ${r1(floorY - h + 8)}H${r1(x1 - 10)}L${r1(x1 - 4)} ${r1(floorY)}H${r1(cx + r)}A${r1(r)} ${r1(r)} 0 0 0 ${r1(cx - r)} ${r1(floorY)}Z`,
      color,
    ) +
    rect(x0 - 4, floorY - h - 4, w + 8, 14, 6, color) +
    rect(x0 - 4, floorY - h + 6, w + 8, 4, 0, P.deep, ' fill-opacity=".12"') +
    star(cx, floorY - h + 24, Math.min(10, h * 0.16), P.white)
  );
}

/** A cup of toothbrushes on the counter (its foot on y = base), each brush its own colour. */
export function toothCup(cx = 0, base = 0, h = 50, color = P.sky2, brushes = [P.sun, P.leaf2]) {
  const w = h * 0.8;
  let out = '';
  brushes.forEach((c, i) => {
    const a = -90 + (i - (brushes.length - 1) / 2) * 22;
    out += toothbrush(cx + (i - (brushes.length - 1) / 2) * w * 0.2, base - h * 0.3, h * 1.5, a, c);
  });
  return (
    out +
    pathD(
      `M${r1(cx - w / 2)} ${r1(base - h)}H${r1(cx + w / 2)}L${r1(cx + w * 0.4)} ${r1(base)}H${r1(cx - w * 0.4)}Z`,
      color,
    ) +
    rect(cx - w * 0.46, base - h * 0.62, w * 0.92, h * 0.14, 0, P.white, ' fill-opacity=".5"')
  );
}

/** A tube of toothpaste lying on its side on y = base, its cap to the left, its crimped end flat. */
export function toothpaste(x = 0, base = 0, len = 70, color = P.brand) {
  const h = len * 0.28;
  return (
    rect(x, base - h * 0.62, len * 0.13, h * 0.62, 2, color) +
    pathD(
      `M${r1(x + len * 0.12)} ${r1(base - h * 0.56)}Q${r1(x + len * 0.2)} ${r1(base - h)} ${r1(x + len * 0.32)} ${r1(base - h)}L${r1(x + len * 0.92)} ${r1(base - h * 0.5)}V${r1(base)}H${r1(x + len * 0.12)}Z`,
      P.sky2,
    ) +
    pathD(
      `M${r1(x + len * 0.42)} ${r1(base - h * 0.92)}L${r1(x + len * 0.62)} ${r1(base - h * 0.76)}V${r1(base)}H${r1(x + len * 0.42)}Z`,
      P.white,
    ) +
    rect(x + len * 0.9, base - h * 0.64, len * 0.1, h * 0.64, 1, color)
  );
}

/** A bathtub against the wall, its rim's top at y = top, on two small feet; a rubber duck on the rim. */
export function bathtub(x = 0, top = 0, w = 320, floorY = 500, duckX = 0) {
  const d = 0.9;
  return (
    rect(x + 30, floorY - 14, 22, 14, 5, P.slate2) +
    rect(x + w - 52, floorY - 14, 22, 14, 5, P.slate2) +
    pathD(
      `M${r1(x + 6)} ${r1(top + 12)}H${r1(x + w - 6)}V${r1(floorY - 60)}Q${r1(x + w - 6)} ${r1(floorY - 10)} ${r1(x + w - 56)} ${r1(floorY - 10)}H${r1(x + 56)}Q${r1(x + 6)} ${r1(floorY - 10)} ${r1(x + 6)} ${r1(floorY - 60)}Z`,
      P.white,
    ) +
    rect(x + 6, top + 16, w - 12, 12, 0, P.deep, ' fill-opacity=".07"') +
    rect(x, top, w, 18, 9, P.white) +
    (duckX
      ? ellipse(duckX, top - 12 * d, 17 * d, 12 * d, P.sun) +
        circle(duckX + 9 * d, top - 27 * d, 9 * d, P.sun) +
        pathD(
          `M${r1(duckX + 16 * d)} ${r1(top - 29 * d)}l${r1(9 * d)} ${r1(2 * d)}l${r1(-9 * d)} ${r1(4 * d)}z`,
          P.sunDark,
        ) +
        circle(duckX + 11 * d, top - 29 * d, 1.8 * d, P.ink)
      : '')
  );
}

/** A towel hanging over its rail on the wall, the rail's middle at (cx, y). */
export function towel(cx = 0, y = 0, w = 100, h = 130, color = P.sunSoft2) {
  return (
    rect(cx - w / 2 - 16, y - 5, w + 32, 10, 5, P.slate2) +
    circle(cx - w / 2 - 16, y, 8, P.slate2) +
    circle(cx + w / 2 + 16, y, 8, P.slate2) +
    rect(cx - w / 2, y - 8, w, h, 10, color) +
    rect(cx - w / 2, y - 8, w, 20, 10, P.deep, ' fill-opacity=".07"') +
    rect(cx - w / 2, y + h * 0.66, w, h * 0.1, 0, P.white, ' fill-opacity=".8"')
  );
}

export { shadow, fragments };
