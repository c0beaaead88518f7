// @ts-check
// Each page's picture, composed for that page: who is there, what they do, in which room.
// Figures come from scripts/tools/people (unDraw, via vue-undraw 2.0.13); the rooms, the dental
// chair, the desk and the props are drawn in scripts/tools/art-scenes.mjs. See ART.md.
import {
  HAIR,
  P,
  Pic,
  SKIN,
  basin,
  bathtub,
  bubble,
  card,
  chairLamp,
  circle,
  clipboard,
  clock,
  dentalChair,
  ellipse,
  frontDesk,
  headphones,
  line,
  mirror,
  noseMask,
  pathD,
  phone,
  plant,
  playCorner,
  rect,
  restingArm,
  room,
  screenBack,
  shadow,
  sofa,
  spark,
  star,
  stepStool,
  stool,
  tiles,
  tooth,
  toothCup,
  toothFrame,
  toothbrush,
  toothpaste,
  towel,
  vanity,
  windowPane,
  r1,
} from './art-scenes.mjs';
import { spots } from './art-objects.mjs';

/**
 * A mother (`team-woman`) holding the family's clipboard at her waist, as she stands beside her
 * child in two pictures; her figure, for what else she holds.
 * @param {any} pic
 * @param {number} x
 * @param {number} floorY
 * @param {number} h
 * @param {Record<string, string>} colours
 * @param {{ dx: number, size: number }} board
 */
function motherWithClipboard(pic, x, floorY, h, colours, board) {
  const m = pic.person('team-woman', x, floorY, h, colours);
  const [cx, cy] = m.at(20, 195);
  pic.add(clipboard(cx + board.dx, cy, board.size, -12));
  return m;
}

/** A poster of two teeth with braces, our drawing. */
function bracesPoster(x = 0, y = 0, w = 240) {
  const k = w / 150;
  const t = (/** @type {number} */ n) => r1(n * k);
  let out = rect(x, y, w, t(100), t(12), P.white);
  out +=
    tooth(x + t(40), y + t(50), t(50), P.white, P.sky2) +
    tooth(x + t(110), y + t(50), t(50), P.white, P.sky2);
  out += line(`M${x + t(16)} ${y + t(52)}q${t(59)} ${t(14)} ${t(118)} 0`, P.slate2, r1(3 * k));
  for (const bx of [28, 52, 98, 122])
    out += rect(x + t(bx - 5), y + t(48), t(10), t(10), t(2), P.slate2);
  return out;
}

/**
 * A model tooth with braces (our drawing), as the dentist shows it: the tooth, three brackets
 * and the wire across them, centred on (cx, cy), `size` tall.
 */
function bracedTooth(cx = 0, cy = 0, size = 100) {
  const k = size / 150;
  const t = (/** @type {number} */ n) => r1(n * k);
  let out =
    tooth(cx, cy, size, P.white, P.sky2) +
    line(`M${r1(cx - t(60))} ${r1(cy - t(8))}q${t(60)} ${t(22)} ${t(120)} 0`, P.slate2, t(6));
  for (const x of [-40, 0, 40])
    out += rect(cx + t(x - 9), cy - t(16), t(18), t(18), t(4), P.slate2);
  return out;
}

// ---- Wall things, so that the rooms are not all one window ------------------------------------

/** A framed picture of hills under the sun. */
function landscapeFrame(x = 0, y = 0, w = 120, h = 100) {
  const k = w / 120;
  return (
    rect(x, y, w, h, 8 * k, P.sunDark) +
    rect(x + 7 * k, y + 7 * k, w - 14 * k, h - 14 * k, 4 * k, P.brandSoft2) +
    circle(x + w * 0.7, y + h * 0.34, 10 * k, P.sun) +
    pathD(
      `M${r1(x + 7 * k)} ${r1(y + h - 7 * k)}L${r1(x + 7 * k)} ${r1(y + h * 0.66)}Q${r1(x + w * 0.3)} ${r1(y + h * 0.38)} ${r1(x + w * 0.55)} ${r1(y + h * 0.64)}Q${r1(x + w * 0.75)} ${r1(y + h * 0.5)} ${r1(x + w - 7 * k)} ${r1(y + h * 0.62)}L${r1(x + w - 7 * k)} ${r1(y + h - 7 * k)}Z`,
      P.leaf2,
    )
  );
}

/** A poster of the neighbourhood: streets, a park and the office's pin. */
function mapPoster(x = 0, y = 0, w = 140, h = 120) {
  const k = w / 140;
  return (
    rect(x, y, w, h, 10 * k, P.white) +
    rect(x + 8 * k, y + 8 * k, w - 16 * k, h - 16 * k, 6 * k, P.sand) +
    rect(x + w * 0.55, y + 14 * k, w * 0.3, h * 0.3, 4 * k, P.leafSoft2) +
    line(`M${r1(x + 8 * k)} ${r1(y + h * 0.58)}H${r1(x + w - 8 * k)}`, P.white, 7 * k) +
    line(`M${r1(x + w * 0.38)} ${r1(y + 8 * k)}V${r1(y + h - 8 * k)}`, P.white, 7 * k) +
    pathD(
      `M${r1(x + w * 0.38)} ${r1(y + h * 0.58)}c0 0-14-16-14-26a14 14 0 0 1 28 0c0 10-14 26-14 26z`,
      P.brand,
    ) +
    circle(x + w * 0.38, y + h * 0.58 - 26, 5, P.sun)
  );
}

/** A welcome garland of little flags across the wall, from x1 to x2. */
function bunting(x1 = 0, x2 = 500, y = 40) {
  const colours = [P.sun, P.sky2, P.leaf2, P.sunDark, P.brand];
  let out = line(`M${x1} ${y}Q${(x1 + x2) / 2} ${y + 24} ${x2} ${y}`, P.slate2, 2);
  const n = 9;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const fx = x1 + (x2 - x1) * t;
    const fy = y + 24 * 2 * t * (1 - t) * 1;
    out += pathD(`M${r1(fx - 10)} ${r1(fy)}h20l-10 22z`, colours[i % colours.length] ?? P.sun);
  }
  return out;
}

/** The brushing chart on the wall: two rows of teeth and a star for each day brushed. */
function teethChart(x = 0, y = 0, w = 120, h = 110) {
  let out = rect(x, y, w, h, 10, P.white);
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 4; i++)
      out += tooth(x + 22 + i * 25, y + 32 + row * 40, 20, P.white, P.sky2);
  out += star(x + w - 18, y + 16, 8, P.sun);
  return out;
}

/**
 * The family calendar on the wall: its rings, its month band, three rows of five days and one
 * day circled, with a little tooth in it (the visit). Returns the drawing and the circled day's
 * centre.
 * @param {number} x @param {number} y its top left
 * @param {number} w its width (its height is 0.84 of it)
 * @param {[number, number]} day the circled day's column (0–4) and row (0–2)
 */
function wallCalendar(x, y, w, [col, row]) {
  const k = w / 180;
  const h = r1(150 * k);
  const t = (/** @type {number} */ n) => r1(n * k);
  let out =
    rect(x, y, w, h, t(14), P.white, ` stroke="${P.slate2}" stroke-width="2"`) +
    rect(x, y, w, t(34), t(14), P.brand) +
    rect(x, y + t(20), w, t(14), 0, P.brand);
  for (const rx of [36, 90, 144]) out += rect(x + t(rx - 4), y - t(10), t(8), t(22), t(4), P.slate);
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 5; j++)
      out += rect(x + t(14 + j * 32), y + t(46 + i * 32), t(24), t(22), t(4), P.brandSoft2);
  const [cx, cy] = [r1(x + t(14 + col * 32 + 12)), r1(y + t(46 + row * 32 + 11))];
  out +=
    tooth(cx, cy, t(16), P.white, P.sky2) +
    `<circle cx="${cx}" cy="${cy}" r="${t(19)}" fill="none" stroke="${P.sunDark}" stroke-width="${t(4)}"/>`;
  return { svg: out, day: /** @type {[number, number]} */ ([cx, cy]) };
}

/**
 * The seated dentist's white coat (the `dentist-seated` figure): its tails over her lap and its
 * open collar over her dark dress, one piece with her top.
 * @param {{ at: (x: number, y: number) => [number, number] }} d the placed figure
 * @param {(n: number) => number} [round]
 */
export function seatedDentistCoat(d, round = r1) {
  const coat = (/** @type {number[][]} */ pts) =>
    `M${pts
      .map(([x = 0, y = 0]) =>
        d
          .at(x - 243.9, y - 315)
          .map(round)
          .join(' '),
      )
      .join('L')}Z`;
  return (
    pathD(
      coat([
        [304, 528],
        [372, 538],
        [430, 548],
        [438, 566],
        [428, 594],
        [380, 598],
        [330, 612],
        [300, 618],
        [294, 566],
      ]),
      P.white,
    ) +
    pathD(
      coat([
        [366, 424],
        [392, 430],
        [382, 476],
      ]),
      P.deep,
    )
  );
}

/**
 * Our dentist seated (on her stool, beside the chair), in her white coat, facing left unless
 * `flip` is false.
 * @param {Pic} pic
 * @param {number} cx
 * @param {number} base
 * @param {number} height
 * @param {{ flip?: boolean, round?: (n: number) => number }} [o]
 */
export function seatedDentist(pic, cx, base, height, { flip = true, round = r1 } = {}) {
  const d = pic.person(
    'dentist-seated',
    cx,
    base,
    height,
    { ...dentist, top: P.white, shoes: P.deep },
    { flip },
  );
  pic.add(seatedDentistCoat(d, round));
  return d;
}

// ---- The people: one look each, so the team is recognisable from page to page ---------------

/** Our dentist (a woman in a white coat) and the team, always dressed the same. */
export const dentist = { skin: SKIN.fair, hair: HAIR.dark, bottom: P.deep };
export const hygienist = { skin: SKIN.tan, hair: HAIR.black, top: P.sky2 };
/** In scrubs, top and trousers alike: only the dentist wears the white coat. */
const assistant = { skin: SKIN.brown, hair: HAIR.black, top: P.brand, bottom: P.brand };
const frontDeskStaff = { skin: SKIN.olive, hair: HAIR.brown, top: P.sun };

/**
 * The hygienist (the `nurse` figure, arms folded) holding something against her chest, so that
 * she does not stand with folded arms in every picture: a clipboard or a model tooth.
 * @param {{ s: number, at: (x: number, y: number) => [number, number] }} n
 * @param {'clipboard' | 'tooth'} what
 */
function held(n, what) {
  const [x, y] = n.at(88, 190);
  return what === 'clipboard'
    ? clipboard(x, y - 6 * n.s, 104 * n.s, -6)
    : tooth(x, y - 8 * n.s, 92 * n.s, P.white, P.sky2);
}

/**
 * A staff badge on its lanyard: the cord from both sides of the neck to a white card with a blue
 * band and a tooth, so that a member of the team in scrubs reads as staff at a glance.
 * @param {number} x @param {number} y the card's top centre
 * @param {number} w the card's width
 * @param {[number, number]} left @param {[number, number]} right where the cord meets the neck
 */
function badge(x, y, w, left, right) {
  const h = w * 1.3;
  return (
    line(
      `M${r1(left[0])} ${r1(left[1])}L${r1(x)} ${r1(y)}L${r1(right[0])} ${r1(right[1])}`,
      P.sun,
      r1(w / 9),
    ) +
    rect(
      r1(x - w / 2),
      r1(y),
      r1(w),
      r1(h),
      r1(w / 6),
      P.white,
      ` stroke="${P.deep}" stroke-width="${r1(w / 16)}"`,
    ) +
    rect(r1(x - w / 2), r1(y), r1(w), r1(h / 3.2), r1(w / 6), P.brand) +
    tooth(r1(x), r1(y + h * 0.64), r1(w * 0.5), P.white, P.sky2)
  );
}

/**
 * An open doorway to the hall: its white frame, the hall beyond (a pale wall, its floor and a
 * window), and the door swung open into the hall on its hinges at the left.
 * @param {number} x @param {number} top the opening's left and top
 * @param {number} w its width
 * @param {number} floorY
 */
function openDoorway(x, top, w, floorY) {
  const leaf = r1(w * 0.26);
  return (
    rect(x - 7, top - 7, w + 14, floorY - top + 7, 8, P.white) +
    rect(x, top, w, floorY - top, 3, P.cream) +
    rect(x, floorY - 22, w, 22, 0, P.sand2) +
    rect(x + w * 0.5, top + 30, w * 0.34, 44, 4, P.brandSoft2) +
    pathD(`M${x} ${top}L${r1(x + leaf)} ${top + 12}V${floorY - 10}L${x} ${floorY}Z`, P.brand) +
    circle(x + leaf * 0.7, top + (floorY - top) * 0.56, 3, P.sun)
  );
}

/**
 * A wayfinding sign hanging from the ceiling on two rods: an arrow pointing left and a house
 * (the way home), white on blue, no words.
 * @param {number} x @param {number} y its top left
 * @param {number} w its width (its height is 0.42 of it)
 */
function homeSign(x, y, w) {
  const h = r1(w * 0.42);
  const k = w / 110;
  const cy = y + h / 2;
  const hx = x + w * 0.7;
  const t = (/** @type {number} */ n) => r1(n * k);
  return (
    rect(x + w * 0.18 - 2, 0, 4, y + 2, 2, P.slate2) +
    rect(x + w * 0.82 - 2, 0, 4, y + 2, 2, P.slate2) +
    rect(x, y, w, h, t(12), P.brand) +
    line(
      `M${r1(x + w * 0.46)} ${r1(cy)}H${r1(x + w * 0.14)}M${r1(x + w * 0.14 + t(10))} ${r1(cy - t(10))}L${r1(x + w * 0.14)} ${r1(cy)}L${r1(x + w * 0.14 + t(10))} ${r1(cy + t(10))}`,
      P.white,
      t(5),
    ) +
    pathD(
      `M${r1(hx - t(15))} ${r1(cy - t(1))}L${r1(hx)} ${r1(cy - t(14))}L${r1(hx + t(15))} ${r1(cy - t(1))}H${r1(hx + t(11))}V${r1(cy + t(13))}H${r1(hx - t(11))}V${r1(cy - t(1))}Z`,
      P.white,
    ) +
    rect(hx - t(4), cy + t(3), t(8), t(10), t(1.5), P.brand)
  );
}

/**
 * The front desk's arm held out, pointing the way: from her shoulder (the `desk-woman-hands`
 * figure, whose near arm rests below the counter) in her sleeve, its white cuff and her hand
 * with the finger out, towards the target.
 * @param {{ s: number, at: (x: number, y: number) => [number, number] }} w the placed figure
 * @param {[number, number]} target
 * @param {Record<string, string>} dress
 */
function pointingArm(w, [tx, ty], dress) {
  const [sx, sy] = w.at(54, 312);
  const a = Math.atan2(ty - sy, tx - sx);
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  const len = 250 * w.s;
  const pt = (/** @type {number} */ along, /** @type {number} */ side = 0) =>
    `${r1(sx + dx * along - dy * side)} ${r1(sy + dy * along + dx * side)}`;
  const [hx, hy] = [sx + dx * (len + 26 * w.s), sy + dy * (len + 26 * w.s)];
  const deg = Math.round((a * 180) / Math.PI);
  return (
    line(`M${pt(0)}Q${pt(len * 0.5, 10 * w.s)} ${pt(len)}`, dress.top ?? P.sun, r1(70 * w.s)) +
    line(`M${pt(len - 4 * w.s)}L${pt(len + 6 * w.s)}`, P.white, r1(58 * w.s)) +
    `<g transform="translate(${r1(hx)} ${r1(hy)}) rotate(${deg})">` +
    rect(-24 * w.s, -22 * w.s, 48 * w.s, 44 * w.s, 20 * w.s, dress.skin ?? SKIN.olive) +
    rect(0, -22 * w.s, 60 * w.s, 16 * w.s, 8 * w.s, dress.skin ?? SKIN.olive) +
    '</g>'
  );
}

// Parents and children: many looks, no child the face of two headers.
const W = 500;
const H = 400;
const FLOOR = 330;

/** @type {Map<string, string>} which header each child's look (figure + skin) belongs to */
const childLooks = new Map();
const CHILDREN = new Set([
  'boy',
  'girl',
  'boy-backpack',
  'girl-sitting',
  'boy-car',
  'girl-reading',
]);

/**
 * @param {string} key
 * @param {(pic: Pic) => void} draw
 */
function header(key, draw) {
  const pic = new Pic(`header-${key}`, W, H);
  draw(pic);
  return pic;
}

/**
 * A child in a header, recorded so that no look repeats across page headers.
 * @param {Pic} pic
 * @param {string} name
 * @param {number} cx
 * @param {number} base
 * @param {number} height
 * @param {Record<string, string>} dress
 * @param {{ flip?: boolean, face?: boolean }} [o]
 */
function child(pic, name, cx, base, height, dress, o) {
  if (pic.key.startsWith('header-') && CHILDREN.has(name)) {
    const look = `${name} ${dress.skin} ${dress.hair ?? ''} ${dress.top ?? ''}`;
    const seen = childLooks.get(look);
    if (seen && seen !== pic.key)
      throw new Error(`art: the child ${look} is in ${seen} and ${pic.key}`);
    childLooks.set(look, pic.key);
  }
  return pic.person(name, cx, base, height, dress, o);
}

/**
 * Where the elbow of an arm goes, from the shoulder to the hand: the upper arm and the forearm
 * each `len` long, the elbow bent below the line between them (or, if the hand is out of reach,
 * halfway, the arm straight).
 * @param {[number, number]} shoulder
 * @param {[number, number]} hand
 * @param {number} len
 * @returns {[number, number]}
 */
function bentElbow([sx, sy], [hx, hy], len) {
  const d = Math.hypot(hx - sx, hy - sy) || 1;
  const off = Math.sqrt(Math.max(len * len - (d / 2) ** 2, 0));
  // the perpendicular to the arm's line that points down
  const [px, py] = hx > sx ? [-(hy - sy) / d, (hx - sx) / d] : [(hy - sy) / d, -(hx - sx) / d];
  return [r1((sx + hx) / 2 + px * off), r1((sy + hy) / 2 + py * off)];
}

/**
 * The chair scene of /medi-cal and /sedation-dentistry: a girl in the dental chair, sized for it
 * (about half its length), her back against the backrest on the right and her legs along the raised
 * leg rest, leaning back `lean` degrees about her hip; and her mother on a stool at the head of the
 * chair, beside it (not behind it), turned to her daughter, her raised hand on her daughter's arm
 * at the shoulder, her near arm (`parent-seated` leaves it out; we draw it, `restingArm`) down to
 * her hand on her lap, where /medi-cal puts the card; or, with `holdHand`, reaching across,
 * bent at the elbow (`bentElbow`), to hold her daughter's hand on her lap (/sedation-dentistry).
 * `momDx` sets how far from the chair's head she sits, `kidFace` false leaves out the girl's face
 * (the nose mask draws its own), and `sink` sets her that much lower in the chair (leaning back
 * lifts her legs off the leg rest), `lowBack` brings the chair's headrest down to her head
 * (`dentalChair`). `inLean` adds what turns with the girl (the nose mask);
 * `turned(deg, p)` takes a point into or out of her lean.
 * @param {Pic} pic
 * @param {{ x: number, w: number, colour: string, upright?: number, legRest: number, lean: number, kid: Record<string, string>, mom: Record<string, string>, momDx?: number, holdHand?: boolean, kidFace?: boolean, sink?: number, lowBack?: number }} o
 * @param {(g: ReturnType<Pic['person']>, turned: (deg: number, p: [number, number]) => [number, number]) => string} [inLean]
 */
function childInChair(
  pic,
  {
    x,
    w,
    colour,
    upright = 0,
    legRest,
    lean,
    kid,
    mom,
    momDx = lean ? 22 : 14,
    holdHand = false,
    kidFace = true,
    sink = 0,
    lowBack = 0,
  },
  inLean,
) {
  const seat = 272;
  pic.add(dentalChair(x, seat, w, FLOOR + 30, colour, { upright, legRest, lowBack }));
  // she leans about her hip, over the seat's back end
  const [rx, ry] = [x + 0.78 * w, seat + 6];
  const turned = (/** @type {number} */ deg, /** @type {[number, number]} */ [px, py]) => {
    const a = (deg * Math.PI) / 180;
    return /** @type {[number, number]} */ ([
      r1(rx + (px - rx) * Math.cos(a) - (py - ry) * Math.sin(a)),
      r1(ry + (px - rx) * Math.sin(a) + (py - ry) * Math.cos(a)),
    ]);
  };
  // `girl-sitting` is 468 x 392: her back (the figure's right edge) against the backrest
  const h = 0.56 * w;
  const back = lean ? 0.93 : 0.9;
  pic.add(`<g transform="rotate(${lean} ${r1(rx)} ${r1(ry)})">`);
  const base = seat + 6 + sink;
  const g = child(pic, 'girl-sitting', x + back * w - (468 * h) / 392 / 2, base, h, kid, {
    face: kidFace,
  });
  // the hand of her near arm, on her lap (the cut figure's arm ends at the wrist)
  pic.add(
    inLean?.(g, turned) ?? '',
    ellipse(...g.at(328, 297), 17 * g.s, 13 * g.s, kid.skin ?? ''),
  );
  pic.add('</g>');
  // her mother, on a stool a little back from the chair's head, facing it
  const cx = x + w + momDx;
  pic.add(stool(cx + 4, FLOOR + 28, 74), shadow(cx + 4, 360, 40));
  const m = pic.person('parent-seated', cx, 358, 196, mom, { flip: true });
  // her near arm, drawn by us, from her shoulder down to her hand on her lap, or on to her
  // daughter's hand
  const shoulder = m.at(116, 132);
  const hand = holdHand ? turned(lean, g.at(322, 294)) : m.at(158, 224);
  const elbow = holdHand ? bentElbow(shoulder, hand, 104 * m.s) : m.at(120, 200);
  pic.add(restingArm([shoulder, elbow, hand], 12, mom.skin ?? '', mom.top));
  return { g, m, hand, turned };
}

export const headers = {
  // A mother arrives with her two children; our dentist welcomes them.
  home: header('home', (pic) => {
    const end = room(pic, { wall: P.sand, floor: P.sand2, floorY: FLOOR });
    pic.add(windowPane(40, 60, 130, 120));
    pic.add(toothFrame(300, 70, 62, 72, P.brandSoft2));
    pic.add(plant(455, FLOOR + 4, 78, P.sky2));
    pic.add(shadow(112, 366, 60), shadow(205, 366, 40), shadow(275, 366, 36), shadow(390, 366, 56));
    pic.person('queue-woman', 112, 366, 236, { skin: SKIN.olive, top: P.sunDark, bottom: P.deep });
    child(pic, 'boy', 205, 368, 142, { skin: SKIN.tan, hair: HAIR.black, top: P.sky2 });
    // The girl turns to the dentist who welcomes them.
    child(
      pic,
      'girl',
      272,
      366,
      128,
      { skin: SKIN.light, hair: HAIR.chestnut, top: '#86efac', bottom: P.brand },
      { flip: true },
    );
    pic.person('dentist', 392, 368, 240, dentist);
    pic.add(spark(440, 70, 10), spark(250, 40, 7, P.sunDark));
    end();
  }),

  // The team together: the dentist, a hygienist, an assistant and the front desk.
  about: header('about', (pic) => {
    // Our waiting room (the page's "a dental home"; the dentist and the team have their own
    // pictures further down): the front desk, a mother with her baby by the sofa, a girl in the
    // play corner.
    const end = room(pic, { wall: P.sand, floor: P.sand2, floorY: FLOOR, floorKind: 'tiles' });
    pic.add(windowPane(196, 46, 120, 104));
    pic.add(toothFrame(356, 52, 50, 58, P.brandSoft2), clock(446, 80, 16));
    pic.person('desk-woman-hands', 78, 262, 122, frontDeskStaff);
    pic.add(frontDesk(0, 250, 150, FLOOR + 40, P.sky2), screenBack(96, 244));
    pic.add(plant(178, FLOOR + 6, 64, P.sun));
    pic.add(sofa(318, 362, 160, P.brand));
    pic.add(shadow(398, 374, 56));
    pic.person('mother-baby', 398, 376, 206, {
      skin: SKIN.olive,
      top: P.sunDark,
      hair: HAIR.black,
      bottom: P.deep,
      baby: P.white,
      babyhair: HAIR.black,
    });
    pic.add(playCorner(252, 352, 150));
    pic.person('girl-sitting', 236, 372, 90, {
      skin: SKIN.fair,
      hair: HAIR.brown,
      top: P.leaf2,
      shoes: P.deep,
      ties: P.sunDark,
    });
    end();
  }),

  // A check-up Medi-Cal covers: a girl sits up in the dental chair, its back raised, her legs
  // along its leg rest; her mother sits on a stool beside the head of the chair, turned to her,
  // one hand on her daughter's arm and her Medi-Cal card in the other, on her lap; a hygienist
  // stands at the foot of the chair with a model tooth. The chair, the girl and her mother are
  // mirrored, the head of the chair on the left.
  'medi-cal': header('medi-cal', (pic) => {
    const end = room(pic, { wall: P.sunSoft, floor: P.sand, floorY: FLOOR, floorKind: 'tiles' });
    pic.add(teethChart(340, 40, 104, 92), clock(60, 70, 16));
    pic.add(`<g transform="matrix(-1 0 0 1 ${W} 0)">`);
    pic.add(chairLamp(null, FLOOR, 262, 64));
    const mom = { skin: SKIN.olive, hair: HAIR.black, top: P.leaf2, bottom: P.slate, shoes: P.ink };
    const { hand } = childInChair(pic, {
      x: 112,
      w: 224,
      colour: P.sky2,
      upright: 10,
      legRest: 14,
      lean: 0,
      kid: { skin: SKIN.deep, hair: HAIR.black, top: P.coral2, shoes: P.deep, ties: P.sun },
      mom,
    });
    // the card in the hand on her lap
    pic.add(card(hand[0] - 10, hand[1] - 6, 30, P.brand, -8), '</g>');
    pic.add(shadow(436, 372, 44));
    const n = pic.person(
      'nurse',
      436,
      372,
      226,
      { ...hygienist, skin: SKIN.light, hair: HAIR.brown },
      { flip: true },
    );
    pic.add(held(n, 'tooth'));
    pic.add(spark(300, 40, 9), spark(470, 150, 6, P.sunDark));
    end();
  }),

  // A hygienist shows a child how to brush, with a big toothbrush.
  services: header('services', (pic) => {
    const end = room(pic, { wall: P.leafSoft, floor: P.sand, floorY: FLOOR, panel: true });
    pic.add(teethChart(330, 56, 120, 110));
    pic.add(toothFrame(60, 60, 70, 80, P.white));
    pic.add(plant(40, FLOOR + 6, 70, P.sun));
    pic.add(shadow(175, 370, 56), shadow(320, 370, 60));
    const n = pic.person('nurse', 175, 370, 240, hygienist);
    const [hx, hy] = n.at(150, 200);
    pic.add(toothbrush(hx - 4, hy + 2, 54, -18, P.sun));
    pic.add(tooth(hx + 50, hy - 90, 40, P.white, P.sky2), spark(hx + 80, hy - 112, 8));
    child(
      pic,
      'boy-backpack',
      318,
      370,
      170,
      {
        skin: SKIN.brown,
        hair: HAIR.black,
        top: P.white,
        bottom: P.deep,
        socks: P.sun,
        bag: P.sky2,
      },
      { flip: true },
    );
    end();
  }),

  // A teenager and his father come in for his braces check under the braces poster; our dentist
  // has his plan on her clipboard.
  orthodontics: header('orthodontics', (pic) => {
    const end = room(pic, { wall: P.sunSoft, floor: P.sand2, floorY: FLOOR, floorKind: 'tiles' });
    pic.add(bracesPoster(230, 36, 120));
    pic.add(plant(462, FLOOR + 4, 64, P.brand));
    pic.add(shadow(100, 370, 52), shadow(215, 370, 52), shadow(365, 370, 54));
    pic.person(
      'queue-man',
      100,
      370,
      238,
      { skin: SKIN.tan, hair: HAIR.dark, top: P.leaf2, bottom: P.slate },
      { flip: true },
    );
    pic.person(
      'teen-plain',
      212,
      370,
      222,
      { skin: SKIN.fair, top: P.sky2, hair: HAIR.black, bottom: P.deep },
      { flip: true },
    );
    const d = pic.person('dentist', 368, 370, 240, dentist);
    const [cx, cy] = d.at(45, 175);
    pic.add(clipboard(cx - 4, cy - 16, 38, 8));
    pic.add(spark(150, 60, 10), spark(440, 60, 7, P.sunDark));
    end();
  }),

  // A child, awake, in the dental chair, leaning back a little (its back low, the headrest behind
  // her head, her legs along its leg rest); the nitrous mask on her nose (green, the gas's colour,
  // its hose to the unit telling it on a phone), its tubes along her cheeks under her open eyes to her ears, the hose from behind
  // her ear up and over to the gas unit on its stand, her smile under it; the lamp from the
  // ceiling turned to her face; her mother on a stool beside the head of the chair, turned to her,
  // one hand on her daughter's shoulder, the other, bent at the elbow, holding her hand; our
  // dentist, in her white coat, at the foot of the chair with her chart; a picture of hills on the
  // wall. The head of the chair is on the right (on /medi-cal, on the left). All of them whole in
  // the frame: on a phone the picture is 165 px wide.
  'sedation-dentistry': header('sedation-dentistry', (pic) => {
    const end = room(pic, { wall: P.brandSoft, floor: P.sand, floorY: FLOOR, floorKind: 'tiles' });
    pic.add(landscapeFrame(30, 34, 104, 86));
    // the gas unit on its stand, behind the mother: the blue and the green cylinder
    const unit = /** @type {[number, number]} */ ([462, 118]);
    pic.add(
      rect(459, 118, 7, FLOOR - 86, 3, P.slate2),
      rect(440, FLOOR + 28, 46, 6, 3, P.slate2),
      rect(434, 124, 56, 50, 9, P.white, ` stroke="${P.slate2}" stroke-width="2"`),
      rect(442, 132, 16, 34, 5, P.sky2),
      rect(466, 132, 16, 34, 5, P.leaf2),
    );
    // our dentist, behind the foot of the chair
    pic.add(shadow(130, 356, 34));
    pic.person('dentist', 130, 356, 226, dentist, { flip: true });
    // the lamp, its light on the girl's face (at 300 186)
    pic.add(chairLamp(null, FLOOR, 236, 64, [300, 186]));
    const lean = 8;
    const kid = { skin: SKIN.tan, hair: HAIR.black, top: P.sun, shoes: P.deep, ties: P.sky2 };
    const mom = { skin: SKIN.brown, hair: HAIR.dark, top: P.brand, bottom: P.deep, shoes: P.ink };
    childInChair(
      pic,
      {
        x: 110,
        w: 224,
        colour: P.sky2,
        legRest: 12,
        lean,
        sink: 10,
        lowBack: 30,
        kid,
        mom,
        holdHand: true,
        kidFace: false,
      },
      (g, turned) =>
        noseMask(
          ...g.at(370, 103),
          38 * g.s,
          { left: g.at(322, 98), right: g.at(414, 98) },
          turned(-lean, unit),
          { eyes: [g.at(356, 85), g.at(388, 85)], r: 4.2 * g.s },
        ),
    );
    end();
  }),

  // A calm room: a child with headphones on a soft rug, his father sitting close.
  'special-needs': header('special-needs', (pic) => {
    const end = room(pic, { wall: P.leafSoft, floor: P.sand, floorY: FLOOR });
    pic.add(windowPane(300, 56, 140, 116));
    pic.add(toothFrame(180, 70, 56, 64, P.white));
    pic.add(plant(460, FLOOR + 6, 66, P.sun));
    pic.add(ellipse(230, 362, 200, 22, P.leafSoft2));
    pic.add(shadow(160, 372, 72));
    const f = pic.person('father-child', 160, 372, 250, {
      skin: SKIN.olive,
      // orange against his son's pale yellow and blue, so the two read as two people
      top: P.sunDark,
      bottom: P.deep,
      skin2: SKIN.olive,
      hair2: HAIR.black,
      top2: P.sunSoft2,
      bottom2: P.sky2,
    });
    const [hx, hy] = f.at(200, 222);
    pic.add(headphones(hx, hy, 50 * f.s, P.brand));
    child(pic, 'boy-car', 352, 372, 116, {
      skin: SKIN.light,
      hair: HAIR.chestnut,
      top: P.sky2,
      bottom: P.deep,
    });
    end();
  }),

  // A mother shows her card to a member of the front-desk team, who checks it on her clipboard
  // (no desk here: the front desk is the waiting room's, on /about and /carecredit).
  insurance: header('insurance', (pic) => {
    const end = room(pic, { wall: P.brandSoft, floor: P.sand, floorY: FLOOR, panel: true });
    pic.add(landscapeFrame(40, 56, 130, 104));
    pic.add(toothFrame(236, 64, 54, 62, P.sunSoft2), clock(330, 80, 16));
    pic.add(plant(462, FLOOR + 6, 66, P.sun));
    pic.add(shadow(170, 372, 50), shadow(350, 372, 50));
    // The parent faces the front desk, her card held out to it.
    const t = pic.person(
      'team-woman',
      170,
      372,
      236,
      { skin: SKIN.light, top: P.leaf2, bottom: P.deep },
      { flip: true },
    );
    const [cx, cy] = t.at(15, 190);
    pic.add(card(cx - 6, cy - 6, 40, P.brand, -14));
    const n = pic.person('nurse', 350, 372, 236, { ...frontDeskStaff, top: P.sun }, { flip: true });
    pic.add(held(n, 'clipboard'));
    pic.add(spark(260, 200, 9), spark(420, 50, 7, P.sunDark));
    end();
  }),

  // A father at the desk with his card and the papers for a payment plan.
  carecredit: header('carecredit', (pic) => {
    const end = room(pic, { wall: P.sunSoft, floor: P.sand2, floorY: FLOOR, panel: true });
    pic.add(landscapeFrame(40, 54, 110, 92));
    pic.person(
      'desk-woman-hands',
      370,
      262,
      122,
      { ...frontDeskStaff, skin: SKIN.light, hair: HAIR.dark, top: P.sky2 },
      { flip: true },
    );
    pic.add(frontDesk(260, 250, 230, FLOOR + 40, P.brand));
    pic.add(screenBack(420, 244));
    pic.add(shadow(190, 372, 50));
    const m = pic.person('queue-man', 190, 372, 246, {
      skin: SKIN.brown,
      top: P.sunDark,
      bottom: P.deep,
      hair: HAIR.black,
    });
    const [cx, cy] = m.at(150, 165);
    pic.add(card(cx, cy, 44, P.leaf, -10));
    pic.add(clipboard(310, 226, 40, 8));
    pic.add(spark(120, 190, 9), spark(240, 60, 7, P.sunDark));
    end();
  }),

  // At home, a mother and her son plan the visit together: he points at the day circled on the
  // family calendar (a little tooth in it), she kneels beside him, her hands at his back.
  appointment: header('appointment', (pic) => {
    const end = room(pic, {
      wall: P.sand,
      floor: P.sand2,
      floorY: FLOOR,
      floorKind: 'boards',
      panel: true,
    });
    pic.add(windowPane(36, 56, 104, 92), clock(452, 62, 18));
    const cal = wallCalendar(292, 100, 180, [1, 2]);
    pic.add(cal.svg);
    pic.add(plant(462, FLOOR + 8, 58, P.sky2));
    pic.add(shadow(184, 376, 76), shadow(282, 376, 36));
    const boy = { skin: SKIN.brown, hair: HAIR.black, top: P.sun };
    const b = child(pic, 'boy-brushing', 282, 376, 186, boy);
    pic.add(reachingArm(b, cal.day, boy));
    pic.person(
      'mother-kneeling',
      204,
      380,
      226,
      { skin: SKIN.olive, hair: HAIR.dark, top: P.brand, belt: P.sun },
      { flip: true },
    );
    pic.add(spark(222, 84, 9), spark(252, 56, 6, P.sunDark));
    end();
  }),

  // A father writes to our office from his phone, his daughter beside him (the /emergency
  // header has a mother calling in a hurry; this is a calm message).
  contact: header('contact', (pic) => {
    const end = room(pic, { wall: P.brandSoft, floor: P.sand, floorY: FLOOR, floorKind: 'tiles' });
    // The poster and the bubble hang low enough for a phone's 16:9 crop (as on /appointment).
    pic.add(mapPoster(300, 104, 140, 120));
    pic.add(sofa(40, FLOOR + 30, 190, P.sky2));
    pic.add(plant(470, FLOOR + 6, 60, P.sun));
    pic.add(shadow(280, 372, 44), shadow(378, 372, 40));
    const m = pic.person('queue-man', 280, 372, 240, {
      skin: SKIN.olive,
      top: P.brand,
      bottom: P.deep,
      hair: HAIR.black,
    });
    const [px, py] = m.at(150, 165);
    pic.add(phone(px, py, 24, P.ink, -10));
    pic.add(bubble(150, 118, 84, 50, P.white, 'dots', false));
    child(
      pic,
      'girl',
      380,
      372,
      128,
      { skin: SKIN.fair, hair: HAIR.dark, top: P.sun, bottom: P.sky2 },
      { flip: true },
    );
    end();
  }),

  // A parent asks; a member of the team answers.
  faqs: header('faqs', (pic) => {
    const end = room(pic, {
      wall: P.sunSoft,
      floor: P.sand,
      floorY: FLOOR,
      floorKind: 'boards',
      panel: true,
    });
    pic.add(toothFrame(220, 180, 50, 56, P.brandSoft2));
    pic.add(plant(240, FLOOR + 6, 60, P.brand));
    pic.add(
      bubble(40, 50, 74, 50, P.white, 'question', false),
      bubble(320, 60, 90, 50, P.white, 'dots', true),
    );
    pic.add(shadow(120, 372, 50), shadow(370, 372, 48));
    pic.person('team-woman2', 120, 372, 236, {
      skin: SKIN.fair,
      top: P.sky2,
      bottom: P.deep,
      legs: P.deep,
      hair: HAIR.chestnut,
    });
    const n = pic.person(
      'nurse',
      372,
      372,
      236,
      { ...hygienist, skin: SKIN.brown },
      { flip: true },
    );
    pic.add(held(n, 'clipboard'));
    end();
  }),

  // A happy family, together: the parents hand in hand, their daughter with a star sticker close
  // at her mother's side (no longer standing apart by the door, which read as a family leaving).
  reviews: header('reviews', (pic) => {
    const end = room(pic, { wall: P.sand, floor: P.sand2, floorY: FLOOR, floorKind: 'boards' });
    pic.add(
      rect(360, 50, 100, 280, 12, P.white),
      rect(372, 62, 76, 268, 6, P.brandSoft2),
      circle(436, 200, 5, P.sunDark),
    );
    for (let i = 0; i < 5; i++) pic.add(star(70 + i * 40, 70, 15, P.sun));
    pic.add(shadow(182, 372, 92), shadow(268, 374, 30));
    pic.person('couple', 182, 372, 232, {
      skin: SKIN.tan,
      skin2: SKIN.olive,
      top: P.brand,
      'top-shade': P.deep,
      bottom: P.slate,
      hair: HAIR.black,
      hair2: HAIR.dark,
      top2: P.sunDark,
      bottom2: P.deep,
    });
    // she stands close against her mother's side, turned up to her (her mother's free hand
    // behind her shoulders)
    const b = child(pic, 'girl', 268, 374, 140, {
      skin: SKIN.tan,
      hair: HAIR.chestnut,
      top: P.leaf2,
      bottom: P.brand,
    });
    const [sx, sy] = b.at(60, 230);
    pic.add(star(sx, sy, 10, P.sun));
    pic.add(spark(310, 120, 10), spark(260, 160, 6, P.sunDark));
    end();
  }),

  // A mother reads a story to her child on the sofa of the waiting room.
  blog: header('blog', (pic) => {
    const end = room(pic, { wall: P.leafSoft, floor: P.sand, floorY: FLOOR, floorKind: 'boards' });
    pic.add(windowPane(310, 50, 130, 110));
    pic.add(
      rect(40, 60, 120, 12, 4, P.white),
      rect(50, 30, 14, 30, 2, P.brand),
      rect(66, 36, 12, 24, 2, P.sun),
      rect(80, 26, 16, 34, 2, P.leaf2),
      rect(100, 40, 12, 20, 2, P.sky2),
    );
    pic.add(shadow(140, 376, 56));
    pic.person('mother-baby', 140, 376, 250, {
      skin: SKIN.light,
      top: P.sunDark,
      hair: HAIR.chestnut,
      bottom: P.deep,
      baby: P.white,
      babyhair: HAIR.chestnut,
    });
    pic.add(sofa(210, FLOOR + 40, 230, P.sky2));
    child(pic, 'girl-reading', 320, 336, 120, {
      skin: SKIN.tan,
      hair: HAIR.black,
      top: P.sunSoft,
      bottom: P.deep,
      book: P.brand,
    });
    end();
  }),

  // A family on their first visit fills in the forms, welcomed by a member of the team.
  'new-patients': header('new-patients', (pic) => {
    const end = room(pic, { wall: P.brandSoft, floor: P.sand2, floorY: FLOOR, panel: true });
    pic.add(bunting(30, 470, 54));
    pic.add(toothFrame(262, 104, 52, 60, P.sunSoft2));
    pic.add(shadow(120, 372, 50), shadow(215, 372, 36), shadow(380, 372, 50));
    motherWithClipboard(
      pic,
      120,
      372,
      232,
      { skin: SKIN.brown, top: P.sunDark, bottom: P.deep },
      { dx: -4, size: 44 },
    );
    child(
      pic,
      'boy-backpack',
      214,
      372,
      150,
      {
        skin: SKIN.fair,
        hair: HAIR.brown,
        top: P.leaf2,
        bottom: P.deep,
        socks: P.sun,
        bag: P.sunDark,
      },
      { flip: true },
    );
    // our assistant, in scrubs with the office's badge on its lanyard, turned to the family
    const a = pic.person('team-man', 380, 372, 236, { ...assistant, skin: SKIN.olive });
    pic.add(badge(...a.at(122, 150), 15, a.at(108, 106), a.at(138, 106)));
    pic.add(spark(446, 96, 10));
    end();
  }),

  // After a fall: the mother calls the office while her daughter holds a cold pack to her mouth
  // (coral is for here).
  emergency: header('emergency', (pic) => {
    const end = room(pic, { wall: P.coralSoft, floor: P.sand, floorY: FLOOR });
    pic.add(windowPane(320, 50, 130, 110, false));
    pic.add(clock(90, 80, 20));
    pic.add(shadow(190, 372, 40), shadow(310, 372, 40));
    const t = pic.person('texting', 190, 372, 236, {
      skin: SKIN.tan,
      hair: HAIR.dark,
      top: P.deep,
      shirt: P.sky2,
    });
    const [px, py] = t.at(96, 46);
    pic.add(phone(px, py, 22, P.coral, 10));
    pic.add(
      circle(100, 170, 30, P.white),
      `<g transform="translate(100 170)">${pathD('M-12-8c3-4 7-4 9 0l3 5c1 3-1 5-3 6 2 5 5 8 10 10 1-2 3-4 6-3l5 3c4 2 4 6 0 9-6 5-16 2-25-7s-12-19-5-23z', P.coral)}</g>`,
    );
    // the girl holds a cold pack to her mouth, her hand under it
    const g = child(pic, 'girl', 318, 372, 160, {
      skin: SKIN.fair,
      hair: HAIR.brown,
      top: P.sun,
      bottom: P.sky2,
    });
    const [sx, sy] = g.at(38, 128);
    const [hx, hy] = g.at(46, 88);
    pic.add(
      line(
        `M${r1(sx)} ${r1(sy)}Q${r1(sx - 10)} ${r1((sy + hy) / 2 + 6)} ${r1(hx - 1)} ${r1(hy + 6)}`,
        SKIN.fair,
        4,
      ),
    );
    pic.add(
      `<g transform="translate(${r1(hx)} ${r1(hy)}) rotate(-12)">${rect(-5, -4, 10, 8, 3, P.sky, ` stroke="${P.sky2}" stroke-width="2"`)}${rect(-5, -1, 10, 2, 0, P.white, ' fill-opacity=".8"')}</g>`,
      ellipse(hx - 1, hy + 5, 3.5, 3, SKIN.fair),
    );
    end();
  }),

  // A page not found (the 404 page): in the waiting room a father and his son have lost their
  // way, a question over his head; our front desk smiles and points them up to the sign home (an
  // arrow and a house, no words: the page's button is "Return to Home") over the open door.
  'not-found': header('not-found', (pic) => {
    const end = room(pic, { wall: P.sand, floor: P.sand2, floorY: FLOOR, floorKind: 'tiles' });
    pic.add(openDoorway(34, 124, 92, FLOOR));
    pic.add(homeSign(150, 56, 110));
    pic.add(clock(452, 92, 16));
    pic.add(bubble(172, 112, 54, 40, P.white, 'question', false), spark(286, 48, 9));
    // her arm comes out from behind her shoulder (and her hair): drawn before her
    const behind = pic.parts.length;
    const w = pic.person('desk-woman-hands', 386, 262, 128, frontDeskStaff);
    pic.parts.splice(behind, 0, pointingArm(w, [205, 90], frontDeskStaff));
    // the desk and its screen (beside her) end inside the frame, 24 units from its edge
    pic.add(frontDesk(306, 250, 170, FLOOR + 40, P.sky2), screenBack(420, 244));
    pic.add(shadow(250, 372, 46), shadow(166, 372, 34));
    pic.person('queue-man', 250, 372, 236, {
      skin: SKIN.brown,
      hair: HAIR.black,
      top: P.leaf2,
      bottom: P.deep,
    });
    child(pic, 'boy', 166, 372, 138, { skin: SKIN.tan, hair: HAIR.dark, top: P.sunDark });
    end();
  }),
};

// ---- The photo placeholders ---------------------------------------------------------------

/** Our dentist, three-quarter length, beside the chair. 400 × 500 (4:5). */
export function portrait() {
  const pic = new Pic('dentist-portrait', 400, 500);
  const end = room(pic, { wall: P.brandSoft, floor: P.sand, floorY: 430, radius: 36 });
  pic.add(windowPane(40, 50, 120, 120));
  pic.add(dentalChair(-60, 380, 200, 460, P.sky2));
  const d = pic.person('dentist', 250, 640, 620, dentist);
  const [mx, my] = d.at(45, 175);
  // A dental mirror at the scale of her hand: a thin handle, a head smaller than a fingertip.
  pic.add(
    line(`M${mx} ${my}l-15-32`, P.slate2, 4),
    circle(mx - 18, my - 39, 7, P.white, ` stroke="${P.slate2}" stroke-width="3"`),
  );
  end();
  return pic;
}

// ---- The team (1:1, 400 × 400) ---------------------------------------------------------------

/**
 * @param {string} key
 * @param {string} wall
 * @param {(pic: Pic) => void} draw
 */
function teamPic(key, wall, draw) {
  const pic = new Pic(`team-${key}`, 400, 400);
  const end = room(pic, { wall, floor: P.sand, floorY: 330, radius: 32 });
  draw(pic);
  end();
  return pic;
}

export const team = {
  dentist: teamPic('dentist', P.brandSoft, (pic) => {
    pic.add(toothFrame(70, 80, 60, 70, P.sunSoft2));
    const d = pic.person('dentist', 210, 560, 520, dentist);
    const [mx, my] = d.at(45, 175);
    pic.add(
      line(`M${mx} ${my}l-13-28`, P.slate2, 4),
      circle(mx - 16, my - 34, 6, P.white, ` stroke="${P.slate2}" stroke-width="3"`),
    );
  }),
  hygienist: teamPic('hygienist', P.leafSoft, (pic) => {
    pic.add(windowPane(260, 70, 80, 80));
    const n = pic.person('nurse', 190, 560, 520, hygienist);
    const [hx, hy] = n.at(150, 200);
    pic.add(toothbrush(hx - 6, hy + 6, 78, -62, P.sun));
  }),
  assistant: teamPic('assistant', P.sunSoft, (pic) => {
    pic.add(chairLamp(320, 330, 300, 110));
    pic.person('team-man', 200, 560, 520, assistant);
  }),
  'front-desk': teamPic('front-desk', P.brandSoft, (pic) => {
    pic.add(clock(300, 90, 20));
    // on the phone with a parent: the receiver in her raised hand, at her ear
    const w = pic.person('desk-woman', 200, 292, 230, frontDeskStaff);
    pic.add(phone(...w.at(88, 228), 46, P.ink, 14));
    pic.add(frontDesk(30, 278, 340, 420, P.sky2));
  }),
};

// ---- Blog covers with people (1200 × 630) ------------------------------------------------------

/**
 * @param {string} key
 * @param {string} wall
 * @param {(pic: Pic) => void} draw
 * @param {'plain' | 'boards' | 'tiles'} [floorKind]
 */
function coverPic(key, wall, draw, floorKind = 'plain') {
  const pic = new Pic(`blog-${key}`, 1200, 630);
  const end = room(pic, { wall, floor: P.sand2, floorY: 500, radius: 0, floorKind });
  draw(pic);
  end();
  return pic;
}

/**
 * The bent arm of `boy-brushing` (the boy without his hanging arm): from under his sleeve to his
 * hand at his mouth, the toothbrush in it, its head at his teeth.
 * @param {{ s: number, at: (x: number, y: number) => [number, number] }} b the placed figure
 * @param {string} skin
 * @param {string} color the toothbrush's handle
 */
function brushingArm(b, skin, color) {
  const pt = (/** @type {number} */ x, /** @type {number} */ y) => b.at(x, y).map(r1).join(' ');
  const [hx, hy] = b.at(142, 124);
  const [mx, my] = b.at(116, 79);
  const a = Math.atan2(my - hy, mx - hx);
  // the handle's end sticks out of his fist; its head is at his teeth
  const tail = 32 * b.s;
  const len = Math.hypot(mx - hx, my - hy) + tail;
  const [sx, sy] = [hx - Math.cos(a) * tail, hy - Math.sin(a) * tail];
  return (
    line(`M${pt(96, 192)}L${pt(114, 230)}L${pt(140, 128)}`, skin, r1(28 * b.s)) +
    toothbrush(r1(sx), r1(sy), r1(len), Math.round((a * 180) / Math.PI), color) +
    ellipse(hx, hy, 15 * b.s, 13 * b.s, skin)
  );
}

/**
 * The raised arm of `boy-brushing` (the boy without his hanging arm): from his shoulder, in his
 * sleeve, towards `target`, his finger pointing at it (the day circled on the calendar).
 * @param {{ s: number, at: (x: number, y: number) => [number, number] }} b the placed figure
 * @param {[number, number]} target
 * @param {Record<string, string>} dress
 */
function reachingArm(b, [tx, ty], dress) {
  const [sx, sy] = b.at(94, 150);
  const a = Math.atan2(ty - sy, tx - sx);
  const [dx, dy] = [Math.cos(a), Math.sin(a)];
  const len = 112 * b.s;
  const pt = (/** @type {number} */ along) => `${r1(sx + dx * along)} ${r1(sy + dy * along)}`;
  const skin = dress.skin ?? SKIN.tan;
  return (
    line(`M${pt(0)}L${pt(len)}`, skin, r1(26 * b.s)) +
    line(`M${pt(0)}L${pt(40 * b.s)}`, dress.top ?? P.sun, r1(40 * b.s)) +
    `<g transform="translate(${pt(len + 8 * b.s)}) rotate(${Math.round((a * 180) / Math.PI)})">` +
    ellipse(0, 0, 16 * b.s, 14 * b.s, skin) +
    rect(4 * b.s, -12 * b.s, 30 * b.s, 10 * b.s, 5 * b.s, skin) +
    '</g>'
  );
}

/**
 * The bent arm of `boy-brushing` holding a cold pack to his cheek (after a knock to a tooth):
 * from under his sleeve down to his elbow and up to his hand, under the pack.
 * @param {{ s: number, at: (x: number, y: number) => [number, number] }} b the placed figure
 * @param {string} skin
 */
function coldPackArm(b, skin) {
  const pt = (/** @type {number} */ x, /** @type {number} */ y) => b.at(x, y).map(r1).join(' ');
  const [px, py] = b.at(88, 96);
  const [hx, hy] = b.at(94, 112);
  return (
    line(`M${pt(96, 192)}L${pt(114, 236)}L${pt(96, 116)}`, skin, r1(28 * b.s)) +
    rect(
      px - 22 * b.s,
      py - 15 * b.s,
      44 * b.s,
      30 * b.s,
      11 * b.s,
      P.sky,
      ` stroke="${P.sky2}" stroke-width="${r1(5 * b.s)}"`,
    ) +
    rect(px - 20 * b.s, py - 2 * b.s, 40 * b.s, 5 * b.s, 0, P.white, ' fill-opacity=".8"') +
    ellipse(hx, hy, 15 * b.s, 13 * b.s, skin)
  );
}

export const covers = {
  // A teenager and his mother walk in under the braces poster of the waiting room.
  'complete-guide-kids-braces': coverPic('complete-guide-kids-braces', P.sunSoft, (pic) => {
    pic.add(bracesPoster(760, 70, 300), windowPane(90, 90, 200, 170));
    pic.add(sofa(940, 560, 220, P.brand), plant(60, 506, 110, P.brand));
    pic.add(shadow(420, 590, 90), shadow(620, 590, 80));
    pic.person('queue-woman', 420, 590, 410, {
      skin: SKIN.brown,
      top: P.leaf2,
      bottom: P.deep,
    });
    pic.person(
      'teen-plain',
      620,
      590,
      380,
      { skin: SKIN.olive, top: P.sunDark, hair: HAIR.dark, bottom: P.deep },
      { flip: true },
    );
    pic.add(spark(1110, 90, 16), spark(520, 120, 10, P.sunDark));
  }),
  // In the waiting room, our dentist shows a boy and his father a big toothbrush and a tooth.
  'make-child-comfortable-pediatric-dentist': coverPic(
    'make-child-comfortable-pediatric-dentist',
    P.brandSoft,
    (pic) => {
      pic.add(windowPane(80, 80, 190, 160), toothFrame(560, 90, 90, 104, P.sunSoft2));
      pic.add(sofa(60, 560, 300, P.brand), plant(1130, 506, 110, P.sun));
      pic.add(shadow(470, 592, 110), shadow(840, 592, 80));
      pic.person(
        'father-child',
        500,
        592,
        420,
        {
          skin: SKIN.deep,
          top: P.leaf2,
          bottom: HAIR.black,
          skin2: SKIN.deep,
          hair2: HAIR.black,
          top2: P.sun,
          bottom2: P.sky2,
        },
        { flip: true },
      );
      const d = pic.person('dentist', 840, 592, 430, { ...dentist, skin: SKIN.light });
      const [hx, hy] = d.at(45, 175);
      pic.add(
        `<g transform="translate(${r1(hx)} ${r1(hy)}) scale(-1 1)">${toothbrush(-6, 6, 74, -40, P.sun)}</g>`,
      );
      pic.add(spark(700, 420, 14), star(1040, 300, 18), spark(330, 320, 10, P.sunDark));
    },
  ),
  // At home, brushing at the bathroom sink: a boy on his step stool, his toothbrush at his teeth,
  // his mother crouching beside him, her hands steadying him; the mirror, the tap, the cup of the
  // family's toothbrushes, the toothpaste, and the bathtub with its duck under the window.
  'top-5-tips-childrens-oral-health': coverPic(
    'top-5-tips-childrens-oral-health',
    P.sunSoft,
    (pic) => {
      pic.add(tiles(0, 266, 1200, 228, 46, P.brandSoft), rect(0, 262, 1200, 8, 4, P.white));
      pic.add(windowPane(70, 70, 170, 140), bathtub(-40, 392, 330, 506, 200));
      pic.add(mirror(620, 50, 210, 228));
      pic.add(vanity(500, 370, 450, 510, P.sky2));
      pic.add(basin(725, 372, 170));
      pic.add(toothpaste(818, 372, 76, P.brand), toothCup(914, 372, 48, P.leaf2, [P.sun, P.sky2]));
      pic.add(towel(1060, 300, 92, 132, P.sunSoft2), plant(1150, 506, 96, P.brand));
      pic.add(rect(428, 560, 316, 34, 17, P.brandSoft2));
      pic.add(stepStool(605, 584, 130, 70, P.sunDark));
      const boy = { skin: SKIN.tan, hair: HAIR.dark, top: P.sun };
      const b = pic.person('boy-brushing', 605, 512, 300, boy);
      pic.add(brushingArm(b, boy.skin, P.brand));
      pic.add(shadow(480, 594, 110));
      pic.person(
        'mother-kneeling',
        480,
        594,
        330,
        { skin: SKIN.olive, hair: HAIR.dark, top: P.leaf2, belt: P.deep },
        { flip: true },
      );
      pic.add(spark(880, 110, 16), spark(330, 300, 10, P.sunDark));
    },
    'tiles',
  ),
  // After a knock to a tooth, at home: a mother calmly calls our office, a call sign beside her,
  // her son at her side holding a cold pack to his cheek, turned up to her; on the kitchen table
  // beside them, the tooth kept in a glass of milk (coral is for the emergency pictures; no
  // blood, nothing to frighten).
  'understanding-pediatric-dental-emergencies': coverPic(
    'understanding-pediatric-dental-emergencies',
    P.coralSoft,
    (pic) => {
      pic.add(windowPane(880, 70, 210, 170, false), clock(150, 120, 40));
      // the kitchen table beside them, and on it the glass of milk with the tooth in it
      pic.add(
        rect(660, 410, 380, 22, 11, P.white),
        rect(680, 432, 340, 14, 0, P.sand3),
        rect(690, 432, 18, 164, 6, P.sand3),
        rect(992, 432, 18, 164, 6, P.sand3),
      );
      pic.add(
        pathD('M730 290L820 290L812 410L738 410Z', P.white, ` stroke="${P.sky2}" stroke-width="5"`),
        pathD('M735 320L815 320L809 406L741 406Z', P.brandSoft),
        tooth(775, 364, 48, P.white, P.coral2),
      );
      pic.add(plant(1120, 598, 110, P.sun));
      pic.add(shadow(430, 596, 90), shadow(596, 596, 60));
      // the mother, on the phone (in her hand, on speaker) to our office: the call sign beside her
      const mom = { skin: SKIN.deep, hair: HAIR.black, top: P.brand, shirt: P.sunSoft2 };
      pic.person('texting', 430, 596, 430, mom);
      pic.add(
        circle(300, 214, 46, P.white),
        `<g transform="translate(300 214) scale(1.6)">${pathD('M-12-8c3-4 7-4 9 0l3 5c1 3-1 5-3 6 2 5 5 8 10 10 1-2 3-4 6-3l5 3c4 2 4 6 0 9-6 5-16 2-25-7s-12-19-5-23z', P.coral)}</g>`,
        line('M522 186q16 14 12 34M542 168q28 24 20 60', P.coral2, 6),
      );
      // her son beside her, a cold pack at his cheek
      const boy = { skin: SKIN.light, hair: HAIR.chestnut, top: P.leaf2 };
      const b = pic.person('boy-brushing', 590, 596, 316, boy, { flip: true });
      pic.add(coldPackArm(b, boy.skin));
      pic.add(spark(1110, 330, 16, P.coral), spark(660, 150, 12, P.sunDark), spark(340, 110, 10));
    },
  ),
  // When to see the orthodontist (about age 7): a girl stands against the height chart, a star
  // where she reached; her mother beside her holds the plan; our dentist, in her white coat,
  // shows them a model tooth with braces (the braces poster on the wall behind her).
  'when-should-child-see-orthodontist': coverPic(
    'when-should-child-see-orthodontist',
    P.leafSoft,
    (pic) => {
      pic.add(windowPane(50, 80, 170, 150));
      pic.add(bracesPoster(900, 70, 240), plant(1130, 506, 100, P.sun));
      // the height chart: a strip with marks, a star where she reached
      pic.add(rect(470, 60, 84, 440, 14, P.white));
      for (let i = 0; i < 9; i++)
        pic.add(rect(470, 96 + i * 44, i % 2 ? 28 : 48, 6, 3, i % 2 ? P.sky2 : P.brand));
      pic.add(star(532, 278, 22));
      pic.add(shadow(354, 592, 80), shadow(512, 592, 60), shadow(800, 592, 80));
      motherWithClipboard(
        pic,
        354,
        592,
        420,
        { skin: SKIN.olive, top: P.sunDark, bottom: P.deep },
        { dx: -6, size: 62 },
      );
      child(
        pic,
        'girl',
        512,
        592,
        292,
        { skin: SKIN.brown, hair: HAIR.black, top: P.sky2, bottom: P.brand },
        { flip: true },
      );
      const d = pic.person('dentist', 800, 592, 430, dentist);
      const [hx, hy] = d.at(45, 175);
      pic.add(bracedTooth(hx - 4, hy - 54, 96), ellipse(hx - 2, hy - 4, 10, 8, dentist.skin));
      pic.add(spark(660, 140, 16), spark(1060, 330, 12, P.sunDark), spark(420, 90, 10));
    },
  ),
};

/** The figures each picture uses, for ART.md: `node -e` prints them (see ART.md). */
export function figuresUsed() {
  /** @type {Record<string, string[]>} */
  const out = {};
  for (const [k, p] of Object.entries(headers)) out[`header/${k}`] = p.figures;
  out['photo/dentist-portrait'] = portrait().figures;
  for (const [k, p] of Object.entries(team)) out[`team/${k}`] = p.figures;
  for (const [k, p] of Object.entries(spots)) out[`spot/${k}`] = p.figures;
  for (const [k, p] of Object.entries(covers)) out[`blog/${k}`] = p.figures;
  return out;
}
