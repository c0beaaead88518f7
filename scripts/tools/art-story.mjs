// @ts-check
// The picture story "My visit to the dentist" (/my-visit): one picture per step, 400 × 300 (4:3),
// in the site's style. The same child ("me": one girl, her skin, hair and clothes never change,
// standing or sitting in the chair) and the same grown-up (her mother) in every picture, so a
// child can follow "me" from the door to going home; the dentist and the hygienist are dressed
// as in every other picture. Figures from scripts/tools/people (unDraw); rooms and props from
// art-scenes.mjs and drawn here. scripts/tools/art.mjs writes public/art/story/; see ART.md.
import {
  HAIR,
  P,
  Pic,
  SKIN,
  bubble,
  chairLamp,
  circle,
  clipboard,
  dentalChair,
  dentalMirror,
  ellipse,
  frontDesk,
  line,
  pathD,
  plant,
  rect,
  restingArm,
  room,
  screenBack,
  shadow,
  spark,
  star,
  stool,
  tooth,
  toothFrame,
  toothbrush,
  windowPane,
  r1,
} from './art-scenes.mjs';
import { hygienist, seatedDentist } from './art-pictures.mjs';

const W = 400;
const H = 300;
const FLOOR = 236;

/**
 * The people of the story, each dressed the same in every picture (tests/unit/art.test.ts finds
 * the same colours on each of them in every step):
 * - me, one girl: standing `girl`, sitting (on the rug, in the chair) `me-sitting` (her legs in
 *   the trousers she wears standing); a green top, dark blue trousers and shoes, dark brown hair
 *   (her pigtails' ties its colour, as she has none standing);
 * - my mother: standing `mom-standing`, kneeling `mom-kneeling` (art-scenes.mjs `VARIANTS`); an
 *   amber dress over dark blue leggings, ink shoes, loose black hair to her shoulders;
 * - the hygienist: standing `nurse`, on the stool `dentist-seated`; blue scrubs, white shoes;
 * - the dentist: on her stool, `dentist-seated` with her white coat, as on every page.
 */
export const cast = {
  me: { skin: SKIN.olive, hair: HAIR.dark, top: P.leaf2, bottom: P.deep },
  mom: { skin: SKIN.olive, hair: HAIR.black, top: P.sunDark, legs: P.deep, shoes: P.ink },
  hygienist: { ...hygienist, bottom: hygienist.top, shoes: P.white },
};
const { me, mom } = cast;
const meStanding = me;
const meSitting = { ...me, shoes: me.bottom, ties: me.hair };
const momStanding = { ...mom, bottom: mom.top };
const momKneeling = { ...mom, belt: mom.top };

/**
 * Who is who in a picture, for the check that the people are the same in every step
 * (tests/unit/art.test.ts reads the colours inside these groups).
 * @template T
 * @param {Pic} pic
 * @param {'me' | 'mom' | 'hygienist' | 'dentist'} who
 * @param {() => T} draw
 */
function as(pic, who, draw) {
  pic.add(`<g data-story="${who}">`);
  const placed = draw();
  pic.add('</g>');
  return placed;
}

/** @typedef {ReturnType<Pic['person']>} Placed */

/**
 * One step's picture: a room of the office with its wall and floor.
 * @param {string} key
 * @param {string} wall
 * @param {(pic: Pic) => void} draw
 */
function step(key, wall, draw) {
  const pic = new Pic(`story-${key}`, W, H);
  const end = room(pic, { wall, floor: P.sand, floorY: FLOOR, radius: 28 });
  draw(pic);
  end();
  return pic;
}

// ---- Props of the story (our drawings) ------------------------------------------------------

/** The office's door, with the tooth sign beside it. */
function door(x = 0, w = 80, top = 90) {
  return (
    rect(x - 6, top - 6, w + 12, FLOOR - top + 6, 8, P.white) +
    rect(x, top, w, FLOOR - top, 4, P.brand) +
    rect(x + w * 0.2, top + 16, w * 0.6, 50, 6, P.brandSoft2) +
    circle(x + w * 0.8, top + (FLOOR - top) * 0.58, 5, P.sun)
  );
}

/** A teddy bear sitting on y = base. */
function teddy(cx = 0, base = 0, size = 40, fur = P.sunDark) {
  const k = size / 40;
  return (
    ellipse(cx, base - 12 * k, 13 * k, 12 * k, fur) +
    circle(cx - 9 * k, base - 33 * k, 5 * k, fur) +
    circle(cx + 9 * k, base - 33 * k, 5 * k, fur) +
    circle(cx, base - 28 * k, 10 * k, fur) +
    ellipse(cx, base - 25 * k, 5 * k, 3.6 * k, P.sunSoft2) +
    ellipse(cx, base - 10 * k, 7 * k, 6 * k, P.sunSoft2) +
    circle(cx - 3.5 * k, base - 30 * k, 1.4 * k, P.ink) +
    circle(cx + 3.5 * k, base - 30 * k, 1.4 * k, P.ink)
  );
}

/** A picture book, open, centred on (cx, cy). */
function book(cx = 0, cy = 0, w = 30, rotate = 0) {
  const h = w * 0.62;
  return `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${rotate})">${pathD(
    `M${r1(-w / 2)} ${r1(-h / 2)}Q${r1(-w / 4)} ${r1(-h / 2 - 3)} 0 ${r1(-h / 2 + 2)}Q${r1(w / 4)} ${r1(-h / 2 - 3)} ${r1(w / 2)} ${r1(-h / 2)}V${r1(h / 2)}Q${r1(w / 4)} ${r1(h / 2 - 3)} 0 ${r1(h / 2 + 2)}Q${r1(-w / 4)} ${r1(h / 2 - 3)} ${r1(-w / 2)} ${r1(h / 2)}Z`,
    P.brand,
  )}${rect(-w / 2 + 2, -h / 2 + 1, w / 2 - 3, h - 2, 1, P.white)}${rect(1, -h / 2 + 1, w / 2 - 3, h - 2, 1, P.white)}${circle(-w / 4, 0, h * 0.18, P.sun)}${line(`M${r1(w / 8)} ${r1(-h / 6)}h${r1(w / 4)}M${r1(w / 8)} ${r1(h / 8)}h${r1(w / 5)}`, P.slate2, 1.5)}</g>`;
}

/** Sunglasses, centred on (cx, cy), `w` wide. */
function sunglasses(cx = 0, cy = 0, w = 20, rotate = 0) {
  const lens = w * 0.42;
  return `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${rotate})">${rect(-w / 2, -lens * 0.35, lens, lens * 0.75, lens * 0.3, P.ink)}${rect(w / 2 - lens, -lens * 0.35, lens, lens * 0.75, lens * 0.3, P.ink)}${line(`M${r1(-w / 2 + lens)} ${r1(-lens * 0.1)}H${r1(w / 2 - lens)}`, P.ink, r1(w * 0.08))}</g>`;
}

/**
 * A close-up in a white circle at the top of a step: the one thing the step is about, large
 * enough for a child to name (the panels in the chair share one scene).
 */
function closeUp(cx = 0, cy = 0, r = 40, inside = '') {
  return circle(cx, cy, r, P.white, ` stroke="${P.sky2}" stroke-width="3"`) + inside;
}

/** An open hand, palm out, centred on (cx, cy): "I need a break". */
function raisedHand(cx = 0, cy = 0, size = 30, fill = me.skin) {
  const k = size / 30;
  const finger = (/** @type {number} */ x, /** @type {number} */ h) =>
    rect(cx + x * k, cy - (4 + h) * k, 5 * k, (h + 8) * k, 2.5 * k, fill);
  return (
    finger(-10.5, 11) +
    finger(-4.5, 14) +
    finger(1.5, 13) +
    finger(7.5, 9) +
    `<rect x="${r1(cx - 15 * k)}" y="${r1(cy - 1 * k)}" width="${r1(12 * k)}" height="${r1(5 * k)}" rx="${r1(2.5 * k)}" fill="${fill}" transform="rotate(-38 ${r1(cx - 9 * k)} ${r1(cy + 1.5 * k)})"/>` +
    rect(cx - 11 * k, cy - 2 * k, 24 * k, 17 * k, 7 * k, fill)
  );
}

/** The X-ray camera on its wall arm, its cone pointing left to (x, y). */
function xrayArm(x = 0, y = 0, wallX = 400) {
  return (
    line(`M${wallX} ${r1(y - 70)}H${r1(x + 60)}L${r1(x + 46)} ${r1(y - 14)}`, P.slate2, 6) +
    rect(x + 20, y - 20, 40, 32, 10, P.white, ` stroke="${P.slate2}" stroke-width="3"`) +
    pathD(
      `M${r1(x + 22)} ${r1(y - 12)}L${r1(x)} ${r1(y - 8)}V${r1(y + 4)}L${r1(x + 22)} ${r1(y + 8)}Z`,
      P.slate2,
    )
  );
}

/** A screen on the wall with a picture of teeth on it (an X-ray as a child sees it). */
function xrayScreen(x = 0, y = 0, w = 90) {
  const h = w * 0.62;
  let teeth = '';
  for (let i = 0; i < 4; i++) {
    teeth += tooth(x + w * (0.22 + i * 0.19), y + h * 0.36, h * 0.36, P.white, P.slate2);
    teeth += `<g transform="rotate(180 ${r1(x + w * (0.22 + i * 0.19))} ${r1(y + h * 0.68)})">${tooth(x + w * (0.22 + i * 0.19), y + h * 0.68, h * 0.32, P.white, P.slate2)}</g>`;
  }
  return rect(x - 5, y - 5, w + 10, h + 10, 8, P.slate) + rect(x, y, w, h, 4, P.deep) + teeth;
}

/** The suction tube, from the chair's unit to the mouth. */
const suction = (/** @type {[number, number]} */ [x, y], /** @type {[number, number]} */ end) =>
  line(
    `M${r1(x)} ${r1(y)}Q${r1((x + end[0]) / 2)} ${r1(Math.max(y, end[1]) + 30)} ${r1(end[0])} ${r1(end[1])}`,
    P.sky,
    4,
  );

// ---- The dental chair, with me in it ---------------------------------------------------------

/** Where my mother kneels beside the head of the chair (the chair scene's units). */
const MOM_X = 318;

/**
 * The chair scene of the sedation page's picture (500 × 400 units, the chair's seat at
 * (54, 268), its leg rest raised, the dentist's stool to its right), scaled into this picture: I
 * lean back in the chair, my legs along it, my hand on my lap; my mother kneels beside the head
 * of the chair, turned to me, her hand on my shoulder; the dentist or the hygienist
 * sits at my head. `props` draws into the same units, with my points (already turned with me as I
 * lean back) and the grown-ups'.
 * @param {Pic} pic
 * @param {{ mom?: boolean, carer?: 'dentist' | 'hygienist' | null, lamp?: boolean, dx?: number,
 *   props?: (at: { me: (x: number, y: number) => [number, number], carer?: Placed,
 *     mom?: Placed }) => void }} o
 */
function inChair(pic, { mom: withMom = true, carer = null, lamp = true, dx = 0, props }) {
  const k = 0.74;
  pic.add(`<g transform="translate(${r1(36 - 54 * k + dx)} ${r1(FLOOR - 330 * k)}) scale(${k})">`);
  if (lamp) pic.add(chairLamp(null, 330, 250, 96));
  pic.add(dentalChair(54, 268, 230, 360, P.sky2, { legRest: 10 }));
  // I lean back against the backrest; the hand of my near arm rests on my lap (the cut figure's
  // arm ends at the wrist).
  pic.add('<g transform="rotate(6 226 276)">');
  const g = as(pic, 'me', () => {
    const placed = pic.person('me-sitting', 174, 276, 150, meSitting);
    pic.add(ellipse(...placed.at(328, 297), 17 * placed.s, 13 * placed.s, me.skin));
    return placed;
  });
  pic.add('</g>');
  const turn = (/** @type {[number, number]} */ [x, y]) => {
    const a = (6 * Math.PI) / 180;
    return /** @type {[number, number]} */ ([
      226 + (x - 226) * Math.cos(a) - (y - 276) * Math.sin(a),
      276 + (x - 226) * Math.sin(a) + (y - 276) * Math.cos(a),
    ]);
  };
  // my mother, kneeling beside the head of the chair, turned to me (behind the chair, her dress
  // under its seat read as her sitting in it under me); her near arm from the elbow to my
  // shoulder, her hand over my pigtail
  /** @type {Placed | undefined} */
  let m;
  if (withMom) {
    m = as(pic, 'mom', () => pic.person('mom-kneeling', MOM_X, 372, 204, momKneeling));
    pic.add(restingArm([m.at(250, 272), turn(g.at(392, 176))], 12, mom.skin));
  }
  /** @type {Placed | undefined} */
  let c;
  if (carer) {
    pic.add(stool(338, 372, 78), shadow(338, 374, 44));
    c = seated(pic, carer, 332, 362, 206);
  }
  props?.({ me: (x, y) => turn(g.at(x, y)), carer: c, mom: m });
  pic.add('</g>');
}

/**
 * The dentist (white coat over her dark dress) or the hygienist (blue scrubs) on the stool,
 * leaning towards the chair on her left.
 * @param {Pic} pic
 * @param {'dentist' | 'hygienist'} who
 * @param {number} cx
 * @param {number} base
 * @param {number} height
 * @param {boolean} [facingLeft] towards the chair (else towards the room's right)
 */
function seated(pic, who, cx, base, height, facingLeft = true) {
  // The dentist in her white coat, as on the sedation page.
  if (who === 'dentist')
    return as(pic, 'dentist', () =>
      seatedDentist(pic, cx, base, height, { flip: facingLeft, round: r1 }),
    );
  return as(pic, 'hygienist', () =>
    pic.person('dentist-seated', cx, base, height, cast.hygienist, { flip: facingLeft }),
  );
}

// ---- The steps ------------------------------------------------------------------------------

/**
 * The story's pictures, in order, by file name (`<n>-<slug>`): messages VisitStoryPage.story.steps
 * has the step's sentences under the slug.
 */
const steps = {
  // We arrive at the dentist's door together.
  '1-dentist': step('1-dentist', P.sunSoft, (pic) => {
    pic.add(windowPane(40, 56, 90, 80));
    pic.add(door(270, 86, 84), toothFrame(196, 92, 44, 50, P.white));
    pic.add(plant(372, FLOOR + 6, 54, P.brand));
    pic.add(shadow(124, 286, 40), shadow(196, 286, 30));
    as(pic, 'mom', () => pic.person('mom-standing', 124, 286, 196, momStanding));
    as(pic, 'me', () => pic.person('girl', 198, 286, 130, meStanding, { flip: true }));
    pic.add(spark(360, 40, 9), spark(160, 36, 6, P.sunDark));
  }),

  // My mother has told the front desk my name; we wait on the rug with my teddy and a book.
  '2-waiting': step('2-waiting', P.leafSoft, (pic) => {
    pic.add(frontDesk(250, 150, 150, FLOOR, P.sky2), screenBack(300, 144));
    pic.add(windowPane(40, 46, 100, 80));
    pic.add(ellipse(170, 270, 160, 20, P.leafSoft2));
    as(pic, 'mom', () => pic.person('mom-kneeling', 104, 282, 160, momKneeling, { flip: true }));
    as(pic, 'me', () => pic.person('me-sitting', 228, 286, 104, meSitting, { flip: true }));
    pic.add(teddy(316, 286, 40), book(150, 230, 30, -8));
  }),

  // Someone from the team (our hygienist) says hello and takes us to the room with the chair.
  '3-hello': step('3-hello', P.brandSoft, (pic) => {
    pic.add(chairLamp(null, FLOOR, 330, 70));
    pic.add(dentalChair(262, 190, 140, FLOOR + 20, P.sky2, { legRest: 10 }));
    pic.add(shadow(84, 288, 36), shadow(160, 288, 28), shadow(254, 288, 36));
    as(pic, 'mom', () => pic.person('mom-standing', 84, 288, 196, momStanding, { flip: true }));
    as(pic, 'me', () => pic.person('girl', 160, 288, 128, meStanding, { flip: true }));
    const n = as(pic, 'hygienist', () =>
      pic.person('nurse', 254, 288, 192, cast.hygienist, { flip: true }),
    );
    const [x, y] = n.at(88, 190);
    pic.add(clipboard(x, y - 6 * n.s, 104 * n.s, 6));
    pic.add(bubble(280, 40, 62, 36, P.white, 'dots', true));
  }),

  // I sit in the big chair; my mother kneels right beside me, her hand on my shoulder.
  '4-chair': step('4-chair', P.sunSoft, (pic) => {
    pic.add(windowPane(310, 50, 66, 64), plant(360, FLOOR + 4, 50, P.brand));
    inChair(pic, { dx: 20 });
    pic.add(spark(292, 70, 8), spark(276, 100, 5, P.sunDark));
  }),

  // The bright light over the chair; I can close my eyes or wear sunglasses.
  '5-light': step('5-light', P.brandSoft, (pic) => {
    inChair(pic, {
      mom: false,
      props: ({ me: at }) => {
        const [x, y] = at(372, 92);
        pic.add(sunglasses(x, y, 40, 10));
      },
    });
    pic.add(spark(330, 50, 8));
  }),

  // The dentist counts my teeth with her small mirror.
  '6-mirror': step('6-mirror', P.leafSoft, (pic) => {
    inChair(pic, {
      mom: false,
      carer: 'dentist',
      props: ({ carer }) => {
        if (!carer) return;
        const [x, y] = carer.at(230, 94);
        pic.add(dentalMirror(x, y, 34, -150, 7));
      },
    });
    // the small round mirror beside a tooth, large: a long thin handle, a mirror that shines
    pic.add(
      closeUp(
        340,
        72,
        44,
        tooth(322, 82, 38, P.white, P.sky2) +
          line('M361 80L384 110', P.slate2, 3) +
          line('M372 95L384 110', P.slate2, 6) +
          circle(354, 70, 11, P.brandSoft2, ` stroke="${P.slate2}" stroke-width="3"`) +
          line('M349 66q4-4 9-2', P.white, 2.5),
      ),
      spark(388, 30, 7),
    );
  }),

  // My teeth get cleaned: a little brush that spins, and a thin straw for the water.
  '7-cleaning': step('7-cleaning', P.brandSoft, (pic) => {
    inChair(pic, {
      mom: false,
      carer: 'hygienist',
      props: ({ carer, me: at }) => {
        if (!carer) return;
        const [x, y] = carer.at(230, 94);
        pic.add(toothbrush(x, y, 40, 200, P.sun));
        pic.add(suction([150, 300], at(350, 140)));
        pic.add(
          circle(x - 60, y - 40, 6, P.white, ` stroke="${P.sky}" stroke-width="2"`),
          circle(x - 44, y - 56, 4, P.white, ` stroke="${P.sky}" stroke-width="2"`),
        );
      },
    });
    pic.add(spark(360, 46, 8));
  }),

  // Sometimes: X-rays, pictures of my teeth on the screen.
  '8-x-rays': step('8-x-rays', P.sunSoft, (pic) => {
    pic.add(xrayScreen(282, 34, 96));
    inChair(pic, {
      mom: false,
      lamp: false,
      props: ({ me: at }) => {
        const [x, y] = at(400, 130);
        pic.add(xrayArm(x + 6, y, 600));
      },
    });
  }),

  // Sometimes: fluoride painted on my teeth with a small brush.
  '9-fluoride': step('9-fluoride', P.leafSoft, (pic) => {
    inChair(pic, {
      mom: false,
      carer: 'dentist',
      props: ({ carer }) => {
        if (!carer) return;
        const [x, y] = carer.at(230, 94);
        pic.add(
          line(`M${r1(x)} ${r1(y)}l-26-16`, P.sky2, 4),
          circle(x - 27, y - 17, 4, P.sunSoft2),
        );
      },
    });
    // a tooth and the little brush that paints the fluoride on it, large
    pic.add(
      closeUp(
        340,
        72,
        44,
        tooth(326, 78, 40, P.white, P.sky2) +
          line('M380 104L352 76', P.sky2, 5) +
          ellipse(349, 73, 6, 5, P.sunSoft2, ` stroke="${P.sunDark}" stroke-width="2"`) +
          ellipse(318, 70, 6, 3, P.sunSoft2, ' fill-opacity=".9"'),
      ),
      spark(388, 30, 7),
    );
  }),

  // I raise my hand when I need a break; the dentist stops and we rest.
  '10-break': step('10-break', P.brandSoft, (pic) => {
    inChair(pic, { mom: false, carer: 'dentist', lamp: false });
    pic.add(
      rect(40, 30, 64, 56, 20, P.white),
      pathD('M84 84l10 16-2-18z', P.white),
      raisedHand(72, 60, 34),
    );
  }),

  // All done: the dentist tells my mother about my teeth; I have a star sticker; we go home.
  '11-all-done': step('11-all-done', P.sunSoft, (pic) => {
    pic.add(windowPane(40, 50, 90, 80), door(300, 78, 80));
    pic.add(stool(96, 286, 60), shadow(96, 288, 34), shadow(190, 288, 40), shadow(262, 288, 30));
    seated(pic, 'dentist', 100, 280, 160, false);
    as(pic, 'mom', () => pic.person('mom-standing', 190, 288, 196, momStanding, { flip: true }));
    const g = as(pic, 'me', () => pic.person('girl', 262, 288, 130, meStanding, { flip: true }));
    const [sx, sy] = g.at(110, 150);
    pic.add(star(sx, sy, 8, P.sun));
    pic.add(spark(250, 40, 9), star(350, 40, 10, P.sun), spark(380, 70, 6, P.sunDark));
  }),
};

/**
 * The page's header (500 × 400, like every page's): my mother kneels on the rug of the waiting
 * room and reads me the story, the book open between us.
 */
function header() {
  const pic = new Pic('header-my-visit', 500, 400);
  const end = room(pic, { wall: P.sunSoft, floor: P.sand, floorY: 330 });
  pic.add(windowPane(300, 56, 130, 110), toothFrame(70, 64, 56, 64, P.white));
  pic.add(plant(450, 336, 70, P.brand));
  pic.add(ellipse(250, 366, 210, 24, P.leafSoft2));
  as(pic, 'mom', () => pic.person('mom-kneeling', 176, 376, 226, momKneeling, { flip: true }));
  as(pic, 'me', () => pic.person('me-sitting', 340, 380, 146, meSitting, { flip: true }));
  pic.add(book(254, 294, 54, -6), teddy(420, 382, 52));
  pic.add(spark(250, 120, 10), spark(220, 160, 6, P.sunDark), star(280, 90, 8, P.sun));
  end();
  return pic;
}

/** Every picture of the story, by its file under public/art (scripts/tools/art.mjs). */
export const story = {
  'header/my-visit': header(),
  ...Object.fromEntries(Object.entries(steps).map(([name, pic]) => [`story/${name}`, pic])),
};
