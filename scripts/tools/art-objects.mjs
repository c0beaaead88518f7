// @ts-check
// The spot pictures of the cards (120 × 120): one object each, on a tinted rounded square,
// with one sparkle, drawn by us in the style of the rooms and props of scripts/tools/art-scenes.mjs
// (flat fills of the site palette, soft rounded shapes, no outlines). They are shown at 48–96 px,
// so each is one bold object. scripts/tools/art.mjs writes the files; see ART.md.
import {
  P,
  Pic,
  SKIN,
  bubble,
  card,
  circle,
  clipboard,
  ellipse,
  line,
  pathD,
  rect,
  spark,
  star,
  tooth,
  r1,
} from './art-scenes.mjs';

/**
 * A drawing made at the origin (or at (-dx, -dy)), moved to (x, y), turned and scaled.
 * @param {string} svg
 */
const at = (svg, x = 0, y = 0, k = 1, rotate = 0, dx = 0, dy = 0) =>
  `<g transform="translate(${r1(x)} ${r1(y)})${rotate ? ` rotate(${rotate})` : ''}${k !== 1 ? ` scale(${k})` : ''}${dx || dy ? ` translate(${dx} ${dy})` : ''}">${svg}</g>`;

/** The same drawing mirrored around the middle of the picture (x = 60). */
const mirrored = (/** @type {string} */ svg) =>
  `<g transform="translate(120 0) scale(-1 1)">${svg}</g>`;

/**
 * A spot picture: its tile, then what `draw` adds. One tile for every spot, a rounded square:
 * a few on discs read as a second set of icons beside the others (the eighteenth read).
 * @param {string} key
 * @param {string} tint
 * @param {(pic: Pic) => void} draw
 */
export function spotPic(key, tint, draw) {
  const pic = new Pic(
    `spot-${key}`,
    120,
    120,
    'Drawn by us (scripts/tools/art-objects.mjs), in the palette of the site. See ART.md.',
  );
  pic.add(rect(4, 4, 112, 112, 30, tint));
  draw(pic);
  return pic;
}

/**
 * A spot picture of one object, with the sparkle at its top right.
 * @param {string} key
 * @param {string} tint
 * @param {string} svg
 * @param {{ sparkColor?: string }} [options]
 */
const objectSpot = (key, tint, svg, { sparkColor = P.sun } = {}) =>
  spotPic(key, tint, (pic) => pic.add(svg, spark(96, 24, 8, sparkColor)));

// ---- Teeth -------------------------------------------------------------------------------------

/** Where the big tooth of a spot stands, and its scale against the tooth's own 44-unit drawing. */
const T = { x: 60, y: 58, size: 72 };
const tk = T.size / 44;

/** The big tooth of a spot, centred in the picture. */
const bigTooth = () => tooth(T.x, T.y, T.size, P.white, P.sky2);

/** A small filling on the crown: a mended tooth. */
const filling = () => pathD('M62 34q8-3 13 1q2 6-3 9q-7 2-11-2q-2-5 1-8z', P.slate2);

/**
 * Braces across the crown: a wire and four brackets on it; metal (grey, with coloured ties) or
 * ceramic (tooth-coloured, the wire barely there).
 * @param {'metal' | 'ceramic'} kind
 */
function braces(kind) {
  const [x1, x2, y, sag] = [30, 90, 45, 9];
  const wireY = (/** @type {number} */ x) => {
    const t = (x - x1) / (x2 - x1);
    return y + 2 * t * (1 - t) * sag;
  };
  const metal = kind === 'metal';
  let out = line(
    `M${x1} ${y}Q60 ${y + sag} ${x2} ${y}`,
    metal ? P.slate : P.slate2,
    metal ? 2.6 : 1.8,
  );
  [40, 52.5, 67.5, 80].forEach((x, i) => {
    const by = wireY(x);
    out += metal
      ? rect(x - 5, by - 5, 10, 10, 2.5, P.slate2) +
        rect(x - 2.6, by - 2.6, 5.2, 5.2, 1.5, i % 2 ? P.brand : P.sun)
      : rect(x - 5, by - 5, 10, 10, 3, P.cream, ` stroke="${P.sand3}" stroke-width="1.4"`);
  });
  return out;
}

/** A clear aligner over the crown: a see-through tray in the tooth's shape, with a shine. */
function aligner() {
  return at(
    pathD(
      'M-18-20C-11-27-4-23 0-21 4-23 11-27 18-20 24.5-11 21 3 16 9Q0 13-16 9C-21 3-24.5-11-18-20Z',
      P.sky,
      ` fill-opacity=".45" stroke="${P.sky2}" stroke-width="1.4" stroke-linejoin="round"`,
    ) + line('M-13-18q4-3 8-2', P.white, 1.8),
    T.x,
    T.y,
    r1(tk * 1000) / 1000,
  );
}

/** The dentist's small mirror, its round head beside the tooth. */
const smallMirror = () =>
  line('M104 100L84 72L80 70', P.slate, 4) +
  circle(75, 66, 8, P.brandSoft2, ` stroke="${P.slate2}" stroke-width="3.5"`);

/** Soap bubbles around a clean tooth. */
const bubbles = () =>
  [
    [26, 34, 9],
    [96, 52, 7],
    [92, 84, 11],
    [24, 80, 6],
  ]
    .map(
      ([x = 0, y = 0, r = 0]) =>
        circle(x, y, r, P.white, ` fill-opacity=".7" stroke="${P.sky2}" stroke-width="2.5"`) +
        ellipse(x - r * 0.35, y - r * 0.35, r * 0.28, r * 0.2, P.white),
    )
    .join('');

// ---- Things to hold ----------------------------------------------------------------------------

/**
 * A big toothbrush lying corner to corner, its head at the top left (clear of the sparkle): the
 * handle, the head and its tufts of bristles.
 */
function bigToothbrush(color = P.sky2) {
  let brush =
    rect(0, -6, 64, 12, 6, color) + rect(56, -4, 14, 8, 3, color) + rect(66, -6, 30, 12, 6, color);
  for (let i = 0; i < 4; i++) brush += rect(67 + i * 7, -24, 6, 20, 3, i % 2 ? P.sky : P.white);
  return mirrored(at(brush, 22, 96, 1, -40));
}

/** A telephone receiver, earpiece at the top left, ringing. */
const receiver = () =>
  line('M36 46A38 38 0 0 0 74 84', P.coral, 15) +
  rect(24, 24, 26, 28, 10, P.coral) +
  rect(68, 70, 28, 26, 10, P.coral) +
  line('M66 30q12 2 18 14M70 16q22 4 30 30', P.coral2, 5.5);

/** A mortarboard with its tassel: trained staff. */
const gradCap = () =>
  pathD('M36 60v16q24 14 48 0V60L60 72Z', P.brand) +
  pathD('M60 30L102 50 60 70 18 50Z', P.deep) +
  line('M60 50L90 58V80', P.sun, 4) +
  rect(85, 78, 10, 14, 4, P.sun) +
  circle(60, 50, 4, P.sun);

/** A pulse monitor on its stand: the heartbeat line on a dark screen. */
const monitor = () =>
  rect(48, 82, 24, 12, 0, P.slate2) +
  rect(34, 92, 52, 8, 4, P.slate2) +
  rect(18, 28, 84, 58, 12, P.brand) +
  rect(25, 35, 70, 44, 7, P.deep) +
  line('M30 58h16l6-13 9 25 7-20 5 8h22', P.leaf2, 4.5) +
  circle(88, 42, 3, P.sun);

/** Our office: a two-storey building with windows, a door and the tooth sign. */
function building() {
  let out = rect(24, 36, 72, 66, 8, P.white) + rect(20, 30, 80, 14, 7, P.brand);
  for (const y of [52, 70]) for (const x of [32, 76]) out += rect(x, y, 12, 12, 3, P.sky);
  out += rect(50, 76, 20, 26, 4, P.sunDark) + circle(65, 90, 1.8, P.white);
  out += circle(60, 59, 11, P.sky2) + tooth(60, 59, 17, P.white, P.sky2);
  return out;
}

/**
 * Two hands making a heart: the fingers curled over each lobe (three, parted by lines of the
 * tile's tint), the thumbs meeting at its point.
 */
function heartHands(skin = SKIN.fair, tint = P.leafSoft) {
  const heart = pathD(
    'M60 92C34 76 24 58 28 46 32 32 50 30 60 42 70 30 88 32 92 46 96 58 86 76 60 92Z',
    P.sun,
  );
  const fingers = 'M21 52C19 40 27 32 38 31 48 30 55 35 59 41';
  const parting = (/** @type {number} */ k) =>
    `<g transform="translate(41 46) scale(${k}) translate(-41 -46)">${line(fingers, tint, 1.6)}</g>`;
  // The left hand (the right is its mirror): the sleeve, the palm, the fingers, the thumb.
  const hand =
    line('M31 80L29 98', skin, 16) +
    rect(19, 94, 20, 12, 5, P.brand) +
    ellipse(32, 72, 11, 16, skin, ' transform="rotate(20 32 72)"') +
    line('M30 70C19 56 22 36 38 32 48 30 55 35 59 41', skin, 14) +
    parting(0.88) +
    parting(1.1) +
    line('M35 76L58 93', skin, 10);
  return heart + hand + mirrored(hand);
}

/** Headphones: the band and two cups with their cushions. */
const bigHeadphones = (/** @type {string} */ color) =>
  line('M30 70V62a30 30 0 0 1 60 0v8', color, 9) +
  rect(18, 56, 22, 36, 10, color) +
  rect(80, 56, 22, 36, 10, color) +
  rect(34, 60, 8, 28, 4, P.deep) +
  rect(78, 60, 8, 28, 4, P.deep);

/** An hourglass, its sand half run through. */
const hourglass = () =>
  pathD('M38 30h44q0 22-16 32 16 10 16 30H38q0-20 16-30-16-10-16-32z', P.white) +
  pathD('M45 42h30q-3 10-15 18-12-8-15-18z', P.sun) +
  line('M60 62v20', P.sun, 3) +
  pathD('M44 92q2-14 16-16 14 2 16 16z', P.sun) +
  rect(30, 22, 60, 11, 5.5, P.brand) +
  rect(30, 90, 60, 11, 5.5, P.brand);

/** A visual schedule: three picture cards in a row on a board, the first ones ticked. */
function pictureCards() {
  let out = rect(12, 30, 96, 62, 12, P.white);
  const cards = [
    [20, P.sunSoft2],
    [47, P.brandSoft2],
    [74, P.leafSoft2],
  ];
  for (const [x, fill] of cards) out += rect(Number(x), 38, 26, 30, 6, String(fill));
  out += circle(33, 50, 6, P.sun) + pathD('M20 62q7-8 13-3 6-6 13 2v7H20z', P.leaf2);
  out += tooth(60, 53, 17, P.white, P.white);
  out += star(87, 53, 9, P.sunDark);
  out += line('M28 80l4 4 8-8M55 80l4 4 8-8', P.leaf, 3.5);
  out += circle(87, 80, 4, P.slate2);
  return out;
}

/** The International Symbol of Access: a white figure in a wheelchair on a blue square. */
const accessSymbol = () =>
  rect(24, 26, 72, 72, 16, P.brand) +
  circle(56, 39, 5.6, P.white) +
  line('M55 50V68H71L77 84', P.white, 7) +
  line('M55 58H68', P.white, 6) +
  line('M45 61A15 15 0 1 0 69 81', P.white, 5.5);

/** A shield with a tooth on it: covered. */
const shield = () =>
  pathD('M60 22L94 33V58Q94 86 60 100 26 86 26 58V33Z', P.brand) +
  pathD('M60 22L94 33V58Q94 86 60 100Z', P.deep, ' fill-opacity=".35"') +
  tooth(60, 60, 34, P.white, P.white);

/** A big card (insurance or payment). */
const bigCard = (/** @type {string} */ color) => at(card(0, 0, 46, color, -8), 60, 62, 1.75);

/** A clipboard with its sheet of lines. */
const bigClipboard = () => at(clipboard(0, 0, 44, 4), 60, 64, 1.75);

/** A check mark in a green disc: approved. */
const checkDisc = () => circle(60, 62, 36, P.leaf) + line('M43 63l12 12 23-25', P.white, 10);

/**
 * The front desk's bell: a domed bell on its base, its button on top and two strokes of its
 * ring. Checking in (a drawn hand waving read as an emoji beside the other objects).
 */
const deskBell = () =>
  line('M26 40q-6 8-4 18M94 40q6 8 4 18', P.sunDark, 5) +
  rect(56, 40, 8, 16, 3, P.slate) +
  rect(50, 36, 20, 8, 4, P.slate) +
  pathD('M30 82a30 30 0 0 1 60 0z', P.sun) +
  ellipse(48, 62, 6, 10, P.white, ' fill-opacity=".55" transform="rotate(35 48 62)"') +
  rect(22, 82, 76, 12, 6, P.slate2) +
  rect(30, 92, 60, 6, 3, P.slate);

/**
 * A staff badge on its lanyard: the practice's tooth and two lines for a name. Meeting the team
 * (two drawn hands shaking read as an emoji).
 */
const staffBadge = () =>
  line('M40 14l14 28M80 14l-14 28', P.brand, 5) +
  rect(54, 38, 12, 10, 3, P.slate) +
  rect(32, 44, 56, 64, 10, P.white, ` stroke="${P.slate2}" stroke-width="3"`) +
  rect(32, 44, 56, 16, 9, P.brand) +
  rect(32, 52, 56, 8, 0, P.brand) +
  circle(60, 74, 11, P.brandSoft) +
  tooth(60, 75, 16, P.white, P.sky2) +
  line('M44 92h32M48 100h24', P.slate2, 4);

/** A magnifying glass, a small tooth seen through its lens. */
const magnifier = () =>
  line('M72 74L94 96', P.sunDark, 14) +
  circle(52, 54, 27, P.white) +
  tooth(52, 55, 26, P.white, P.sky2) +
  circle(52, 54, 27, P.brandSoft2, ` fill-opacity=".35" stroke="${P.brand}" stroke-width="9"`);

/** An alarm clock, its bells on top: today, right away. */
const alarmClock = () =>
  line('M38 94l-6 8M82 94l6 8', P.coral, 6) +
  circle(36, 36, 12, P.coral) +
  circle(84, 36, 12, P.coral) +
  rect(56, 24, 8, 12, 3, P.coral) +
  circle(60, 66, 34, P.coral2) +
  circle(60, 66, 26, P.white) +
  line('M60 50v16l10 8', P.deep, 5) +
  circle(60, 66, 3, P.deep);

/** A wall calendar: its rings, the month's band, the days and one marked. */
function calendar(band = P.sky2, mark = P.sunDark) {
  let out = rect(22, 28, 76, 72, 12, P.white) + rect(22, 28, 76, 20, 10, band);
  out += rect(22, 40, 76, 8, 0, band);
  for (const x of [40, 80]) out += rect(x - 3, 20, 6, 16, 3, P.deep);
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 4; col++)
      out +=
        row === 1 && col === 2
          ? circle(35 + col * 16.5, 60 + row * 13, 6.5, mark)
          : rect(31 + col * 16.5, 56 + row * 13, 8, 8, 2, P.brandSoft2);
  return out;
}

/** A big speech bubble with three dots. */
const speech = () => at(bubble(-32, -22, 64, 42, P.white, 'dots'), 60, 58, 1.25);

/** Two speech bubbles in two colours: speaking each other's language. */
const twoBubbles = () =>
  bubble(12, 22, 62, 42, P.sky2, 'dots') + at(bubble(0, 0, 62, 42, P.sun, 'dots', false), 46, 56);

/** An ID card: the photo as a plain silhouette (no face), and lines for the name. */
const idCard = () =>
  rect(16, 30, 88, 62, 10, P.white) +
  rect(16, 30, 88, 16, 8, P.brand) +
  rect(16, 38, 88, 8, 0, P.brand) +
  rect(24, 52, 28, 32, 5, P.brandSoft2) +
  circle(38, 63, 6.5, P.sky2) +
  pathD('M27 84q0-12 11-12 11 0 11 12z', P.sky2) +
  line('M60 60h34M60 70h26M60 80h30', P.slate2, 4);

/** A bottle of medicine with its label, and a capsule beside it. */
const medicines = () =>
  rect(30, 38, 40, 58, 8, P.sunDark) +
  rect(26, 24, 48, 16, 5, P.white) +
  rect(34, 52, 32, 28, 4, P.white) +
  line('M40 62h20M40 70h14', P.slate2, 3) +
  `<g transform="rotate(-35 86 76)">${rect(72, 68, 28, 16, 8, P.white)}${pathD('M86 68h6a8 8 0 0 1 0 16h-6z', P.sky2)}</g>`;

/** A folder with papers sticking out. */
const folder = () =>
  pathD('M18 40a6 6 0 0 1 6-6h20l8 8h44a6 6 0 0 1 6 6v44H18z', P.sunDark) +
  rect(28, 40, 64, 44, 3, P.white, ' transform="rotate(-5 60 62)"') +
  line('M36 52h40M36 60h32', P.slate2, 3, ' transform="rotate(-5 60 62)"') +
  pathD('M16 58a6 6 0 0 1 6-6h76a6 6 0 0 1 6 6l-4 32a6 6 0 0 1-6 6H26a6 6 0 0 1-6-6z', P.sun);

/** A sheet of paper with a folded corner and its lines. */
const sheet = () =>
  at(
    pathD('M-26-36h36l16 16v56h-52z', P.white) +
      pathD('M10-36v16h16z', P.brandSoft2) +
      rect(-18, -22, 22, 5, 2.5, P.brand) +
      line('M-18-6h36M-18 4h36M-18 14h36M-18 24h22', P.slate2, 3.5),
    60,
    62,
    1.05,
    -6,
  );

/** A teddy bear sitting up, with a bow (a toy with no face drawn on it). */
const teddyBear = (fur = P.sunDark) =>
  circle(40, 60, 9, fur) +
  circle(80, 60, 9, fur) +
  ellipse(60, 84, 24, 20, fur) +
  ellipse(60, 88, 13, 11, P.sunSoft2) +
  circle(38, 100, 10, fur) +
  circle(82, 100, 10, fur) +
  circle(42, 30, 9, fur) +
  circle(78, 30, 9, fur) +
  circle(42, 30, 4.5, P.sunSoft2) +
  circle(78, 30, 4.5, P.sunSoft2) +
  circle(60, 46, 20, fur) +
  ellipse(60, 52, 9, 7, P.sunSoft2) +
  pathD('M60 66l-11-6v12zM60 66l11-6v12z', P.sky2) +
  circle(60, 66, 3.5, P.brand);

/** A banknote and a small stack of coins: paying. */
function money() {
  const note =
    rect(-36, -20, 72, 40, 6, P.leaf2) +
    rect(-30, -14, 60, 28, 4, P.leafSoft2) +
    circle(0, 0, 9, P.leaf2) +
    circle(-22, 0, 3, P.leaf2) +
    circle(22, 0, 3, P.leaf2);
  let coins = '';
  for (let i = 0; i < 3; i++)
    coins += ellipse(84, 92 - i * 8, 16, 6, P.sunDark) + ellipse(84, 89 - i * 8, 16, 6, P.sun);
  return at(note, 52, 52, 1, -10) + coins;
}

/** A small car from the side. */
const car = () =>
  pathD('M30 58l10-16a8 8 0 0 1 7-4h26a8 8 0 0 1 7 4l10 16z', P.brand) +
  pathD('M40 57l7-12h11v12zM64 57V45h9l7 12z', P.brandSoft2) +
  rect(14, 56, 92, 28, 12, P.brand) +
  rect(96, 64, 8, 6, 3, P.sun) +
  rect(14, 66, 8, 6, 3, P.white) +
  circle(38, 84, 12, P.ink) +
  circle(82, 84, 12, P.ink) +
  circle(38, 84, 5, P.slate2) +
  circle(82, 84, 5, P.slate2);

// ---- The spots -------------------------------------------------------------------------------

export const spots = {
  // Services
  preventive: objectSpot('preventive', P.leafSoft, bigToothbrush(P.sky2)),
  restorative: objectSpot('restorative', P.brandSoft, bigTooth() + filling()),
  orthodontics: objectSpot('orthodontics', P.sunSoft, bigTooth() + braces('metal')),
  emergency: objectSpot('emergency', P.coralSoft, receiver(), { sparkColor: P.coral2 }),
  // Orthodontic options
  'clear-aligners': objectSpot('clear-aligners', P.brandSoft, bigTooth() + aligner()),
  'metal-braces': objectSpot('metal-braces', P.sunSoft, bigTooth() + braces('metal')),
  'ceramic-braces': objectSpot('ceramic-braces', P.leafSoft, bigTooth() + braces('ceramic')),
  // Sedation: the nose hood of nitrous oxide, its two tubes rising on either side.
  sedation: spotPic('sedation', P.brandSoft, (pic) => {
    pic.add(line('M47 72Q30 60 34 30M73 72Q90 60 86 30', P.sky2, 5));
    pic.add(
      pathD(
        'M42 76Q60 36 78 76Q60 90 42 76Z',
        P.sky,
        ` stroke="${P.sky2}" stroke-width="4" stroke-linejoin="round"`,
      ),
    );
    pic.add(ellipse(55, 66, 5, 3, P.white, ' fill-opacity=".8"'), spark(96, 24, 8));
  }),
  nitrous: spotPic('nitrous', P.leafSoft, (pic) => {
    pic.add(
      rect(34, 34, 22, 62, 10, P.sky2),
      rect(60, 40, 22, 56, 10, P.leaf2),
      rect(38, 26, 14, 12, 3, P.slate2),
      rect(64, 32, 14, 12, 3, P.slate2),
    );
    pic.add(line('M72 32Q90 12 100 36', P.sky2, 4), spark(96, 76, 7));
  }),
  // The sedation page's safety cards: training, watching closely, a prepared office.
  'sedation-staff': objectSpot('sedation-staff', P.sunSoft, gradCap()),
  'sedation-monitoring': objectSpot('sedation-monitoring', P.leafSoft, monitor()),
  'sedation-office': objectSpot('sedation-office', P.sand, building()),
  // Hands making a heart: care fitted to the child (not the puzzle piece many autistic people
  // reject as a symbol).
  'special-needs': objectSpot('special-needs', P.leafSoft, heartHands()),
  sensory: objectSpot('sensory', P.brandSoft, bigHeadphones(P.sunDark)),
  // Extra time, familiar faces.
  'familiar-faces': objectSpot('familiar-faces', P.sunSoft, hourglass()),
  'visual-schedule': objectSpot('visual-schedule', P.sand, pictureCards()),
  accessible: objectSpot('accessible', P.brandSoft, accessSymbol()),
  // Insurance and financing
  insurance: objectSpot('insurance', P.brandSoft, shield()),
  'insurance-card': objectSpot('insurance-card', P.sunSoft, bigCard(P.brand)),
  'finance-apply': objectSpot('finance-apply', P.sand, bigClipboard()),
  'finance-approval': objectSpot('finance-approval', P.leafSoft, checkDisc()),
  'finance-use': spotPic('finance-use', P.sunSoft, (pic) => {
    pic.add(tooth(52, 62, 56, P.white, P.sky2), card(78, 78, 40, P.brand, -12), spark(92, 30, 8));
  }),
  // Visit types
  'visit-new-patient': objectSpot('visit-new-patient', P.sunSoft, deskBell()),
  'visit-cleaning': objectSpot(
    'visit-cleaning',
    P.brandSoft,
    bigTooth() + bubbles() + spark(46, 44, 7, P.sky2),
  ),
  'visit-ortho-consult': objectSpot('visit-ortho-consult', P.brandSoft, magnifier()),
  // The same day: an alarm clock (coral, as every emergency picture).
  'visit-emergency': objectSpot('visit-emergency', P.coralSoft, alarmClock(), {
    sparkColor: P.coral2,
  }),
  'visit-follow-up': objectSpot('visit-follow-up', P.leafSoft, calendar(P.sky2, P.sunDark)),
  'visit-consult': objectSpot('visit-consult', P.sunSoft, speech()),
  // First visit, step by step
  'timeline-arrive': objectSpot('timeline-arrive', P.sunSoft, deskBell()),
  'timeline-meet': objectSpot('timeline-meet', P.brandSoft, staffBadge()),
  'timeline-exam': objectSpot('timeline-exam', P.leafSoft, bigTooth() + smallMirror()),
  'timeline-cleaning': objectSpot('timeline-cleaning', P.brandSoft, bigToothbrush(P.sun)),
  'timeline-plan': objectSpot('timeline-plan', P.sunSoft, calendar(P.leaf2, P.brand)),
  // What to bring
  'bring-insurance-card': objectSpot('bring-insurance-card', P.brandSoft, bigCard(P.brand)),
  'bring-id': objectSpot('bring-id', P.sunSoft, idCard()),
  'bring-medicines': objectSpot('bring-medicines', P.leafSoft, medicines()),
  'bring-records': objectSpot('bring-records', P.sand, folder()),
  'bring-papers': objectSpot('bring-papers', P.brandSoft, sheet()),
  'bring-comfort': objectSpot('bring-comfort', P.sunSoft, teddyBear()),
  // Paying over time (the insurance page's financing card, on a yellow card).
  financing: objectSpot('financing', P.leafSoft, money()),
  // Medi-Cal at our office: a free ride, a free interpreter.
  ride: objectSpot('ride', P.sunSoft, car()),
  interpreter: objectSpot('interpreter', P.leafSoft, twoBubbles()),
};
