// @ts-check
// Extracts the few full-body people the site's pictures use from unDraw's drawings, as packaged
// in the npm package vue-undraw 2.0.13 (MIT wrapper by Kai Wedekind; the drawings are unDraw's,
// free for commercial use, not to be redistributed as a pack: see ART.md). Run once, by hand:
//
//   node scripts/tools/people.mjs
//
// It fetches the package with `npm pack` into a temporary folder (it is NOT a dependency), reads
// each drawing in Chromium (Playwright's, or /usr/bin/chromium), keeps the shapes that lie inside
// one figure's box, names their colours by role (skin, hair, top, …) so that scripts/tools/art.mjs
// can dress each figure in the site palette, rounds the numbers and writes one small fragment
// per figure to scripts/tools/people/<figure>.svg. Those fragments are committed; `npm run art`
// composes them with our own drawings (the room, the dental chair) and needs no network.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';

const VERSION = '2.0.13';
const outDir = path.join(process.cwd(), 'scripts/tools/people');

/**
 * Each figure: the drawing it comes from, the box around it (in the drawing's own units), shapes
 * to leave out (by colour), and which of its colours play which role.
 * @typedef {[number, number, number, number]} Box
 * @typedef {{ scene: string, box: Box, drop?: string[], dropTags?: string[], dropFaint?: string[],
 *   exclude?: Box[], dropShapes?: Box[], dropIn?: Box[], dropFaintIn?: Box[],
 *   roles?: Record<string, string[]>, note: string }} Figure
 * `exclude`: leave out the shapes inside these boxes; `dropShapes`: leave out the shapes whose
 * box is (to 4 units) one of these (a skateboard under a child's feet).
 * @type {Record<string, Figure>}
 */
export const figures = JSON.parse(readFileSync(path.join(outDir, 'figures.json'), 'utf8'));

function fetchPackage() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'vue-undraw-'));
  execFileSync('npm', ['pack', `vue-undraw@${VERSION}`, '--silent'], { cwd: tmp, stdio: 'pipe' });
  execFileSync('tar', ['xzf', `vue-undraw-${VERSION}.tgz`], { cwd: tmp });
  return tmp;
}

/** @param {string} dir @param {string} scene */
function sceneSvg(dir, scene) {
  const vue = readFileSync(path.join(dir, 'package', `${scene}.vue`), 'utf8');
  const svg = vue.match(/<svg[\s\S]*<\/svg>/)?.[0];
  if (!svg) throw new Error(`people: no drawing in ${scene}`);
  // unDraw's accent is a bound prop; give it a fixed colour that the roles can name.
  return svg
    .replace(/:(fill|stroke)="primaryColor"/g, '$1="#6c63ff"')
    .replace(/:height="height"/, '');
}

/**
 * Numbers in a path or list, rounded to whole units: a figure is about 600 units tall and drawn
 * at most 300 px tall, so the error stays under a quarter of a pixel, and the files shrink by half.
 */
const round = (/** @type {string} */ text) =>
  text
    // "1.5.5" is two numbers: a rounded one written after a digit needs a space.
    .replace(/-?\d*\.\d+(?:e-?\d+)?/g, (n, at, all) => {
      const value = String(Math.round(Number(n)));
      return /[\d.]/.test(all[at - 1] ?? '') && !value.startsWith('-') ? ` ${value}` : value;
    })
    .replace(/,/g, ' ')
    .replace(/ -/g, '-')
    .replace(/([a-zA-Z]) /g, '$1')
    .replace(/ ([a-zA-Z])/g, '$1');

const tmp = fetchPackage();
const browser = await chromium.launch(
  existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {},
);
const page = await browser.newPage();
mkdirSync(outDir, { recursive: true });
try {
  for (const [name, figure] of Object.entries(figures)) {
    await page.setContent(`<body>${sceneSvg(tmp, figure.scene)}</body>`);
    const found = await page.evaluate(
      ({ box, drop, dropTags, dropFaint, dropShapes, exclude }) => {
        const svg = /** @type {SVGSVGElement} */ (document.querySelector('svg'));
        const rootInverse = /** @type {DOMMatrix} */ (svg.getScreenCTM()).inverse();
        const kept = [];
        const [x0, y0, x1, y1] = box;
        for (const el of svg.querySelectorAll('path,circle,ellipse,rect,polygon,polyline,line')) {
          if (el.closest('defs,clipPath,mask')) continue;
          const g = /** @type {SVGGraphicsElement} */ (el);
          const b = g.getBBox();
          const m = rootInverse.multiply(/** @type {DOMMatrix} */ (g.getScreenCTM()));
          const corners = [
            [b.x, b.y],
            [b.x + b.width, b.y],
            [b.x, b.y + b.height],
            [b.x + b.width, b.y + b.height],
          ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(m));
          const bx0 = Math.min(...corners.map((p) => p.x));
          const by0 = Math.min(...corners.map((p) => p.y));
          const bx1 = Math.max(...corners.map((p) => p.x));
          const by1 = Math.max(...corners.map((p) => p.y));
          if (bx0 < x0 || by0 < y0 || bx1 > x1 || by1 > y1) continue;
          if (
            (exclude ?? []).some(
              ([ex0, ey0, ex1, ey1]) => bx0 >= ex0 && by0 >= ey0 && bx1 <= ex1 && by1 <= ey1,
            )
          )
            continue;
          if ((dropTags ?? []).includes(el.tagName)) continue;
          // Specks too small to see at the size the pictures draw them (a few pixels square).
          if ((bx1 - bx0) * (by1 - by0) < 36) continue;
          const near = (/** @type {number} */ a, /** @type {number} */ b) => Math.abs(a - b) < 4;
          if (
            (dropShapes ?? []).some(
              ([sx0, sy0, sx1, sy1]) =>
                near(bx0, sx0) && near(by0, sy0) && near(bx1, sx1) && near(by1, sy1),
            )
          )
            continue;
          // Colour and opacity may come from a group around the shape.
          let fill = el.getAttribute('fill');
          let opacity = 1;
          for (
            let node = /** @type {Element | null} */ (el);
            node && node !== svg;
            node = node.parentElement
          ) {
            if (fill === null && node.getAttribute('fill') !== null)
              fill = node.getAttribute('fill');
            const o = node.getAttribute('opacity');
            if (o !== null) opacity *= Number(o);
          }
          fill = (fill ?? '#000').toLowerCase();
          const stroke = (el.getAttribute('stroke') ?? '').toLowerCase();
          if (fill.startsWith('url(') || (drop ?? []).includes(fill)) continue;
          if (opacity < 0.3 && (dropFaint ?? []).includes(fill)) continue;
          const attrs = [['fill', fill]];
          if (opacity < 1) attrs.push(['opacity', String(Math.round(opacity * 100) / 100)]);
          for (const a of el.attributes) {
            if (/^(id|class|data-name|transform|style|fill|opacity)$/.test(a.name)) continue;
            attrs.push([a.name, a.value]);
          }
          // Inline style colours (rare in unDraw) become attributes.
          const style = el.getAttribute('style') ?? '';
          for (const [, k, v] of style.matchAll(
            /(fill|stroke|opacity|fill-opacity)\s*:\s*([^;]+)/g,
          ))
            attrs.push([k ?? '', (v ?? '').trim()]);
          const t = `${m.a},${m.b},${m.c},${m.d},${m.e},${m.f}`;
          /** @type {[number, number, number, number]} */
          const box = [bx0, by0, bx1, by1];
          kept.push({ tag: el.tagName, attrs, t, box, fill, stroke });
        }
        return kept;
      },
      {
        box: figure.box,
        drop: figure.drop,
        dropTags: figure.dropTags,
        dropFaint: figure.dropFaint,
        exclude: figure.exclude,
        dropShapes: figure.dropShapes,
      },
    );
    if (!found.length) throw new Error(`people: nothing inside the box of ${name}`);
    const x0 = Math.min(...found.map((s) => s.box[0]));
    const y0 = Math.min(...found.map((s) => s.box[1]));
    // Leftovers of the scene that lie on the figure (a rope's handle, the shadow of a crib's
    // bars), named by boxes in the figure's own units: `dropIn` any shape, `dropFaintIn` only
    // the see-through shading.
    const inside = (/** @type {Box} */ b, /** @type {Box[] | undefined} */ boxes) =>
      (boxes ?? []).some(
        ([bx0, by0, bx1, by1]) =>
          b[0] - x0 >= bx0 && b[1] - y0 >= by0 && b[2] - x0 <= bx1 && b[3] - y0 <= by1,
      );
    const shapes = found.filter(
      (s) =>
        !inside(s.box, figure.dropIn) &&
        !(
          inside(s.box, figure.dropFaintIn) &&
          s.attrs.some(([k, v]) => k === 'opacity' && Number(v) < 0.5)
        ),
    );
    const minX = Math.min(...shapes.map((s) => s.box[0]));
    const minY = Math.min(...shapes.map((s) => s.box[1]));
    const maxX = Math.max(...shapes.map((s) => s.box[2]));
    const maxY = Math.max(...shapes.map((s) => s.box[3]));
    /** @type {Record<string, string>} */
    const roleOf = {};
    for (const [role, colours] of Object.entries(figure.roles ?? {}))
      for (const c of colours) roleOf[c.toLowerCase()] = role;
    /** @type {Map<string, number>} */
    const colourCount = new Map();
    let body = '';
    let open = '';
    for (const s of shapes) {
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = s.t.split(',').map(Number);
      const plain = Math.abs(a - 1) < 1e-6 && Math.abs(d - 1) < 1e-6 && !b && !c;
      const r = (/** @type {number} */ n) => Math.round(n * 10) / 10;
      const transform = plain
        ? `translate(${r(e - minX)} ${r(f - minY)})`
        : `matrix(${[a, b, c, d].map((n) => Math.round(n * 1000) / 1000).join(' ')} ${r(e - minX)} ${r(f - minY)})`;
      if (transform !== open) {
        body += (open ? '</g>' : '') + `<g transform="${transform}">`;
        open = transform;
      }
      const attrs = s.attrs
        .map(([k = '', v = '']) => {
          let value = /^(d|points|x|y|cx|cy|r|rx|ry|width|height|x1|y1|x2|y2|stroke-width)$/.test(k)
            ? round(v)
            : v;
          if (k === 'fill' || k === 'stroke') {
            const lower = value.toLowerCase();
            colourCount.set(lower, (colourCount.get(lower) ?? 0) + 1);
            if (roleOf[lower]) value = `@${roleOf[lower]}`;
          }
          return `${k}="${value}"`;
        })
        .join(' ');
      body += `<${s.tag} ${attrs}/>`;
    }
    body += '</g>';
    const w = Math.round(maxX - minX);
    const h = Math.round(maxY - minY);
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" data-source="vue-undraw@${VERSION} ${figure.scene}">` +
      `<!-- ${figure.note} From unDraw (undraw.co) via vue-undraw ${VERSION}; see ART.md. -->` +
      body +
      '</svg>\n';
    writeFileSync(path.join(outDir, `${name}.svg`), svg);
    const colours = [...colourCount].sort((x, y) => y[1] - x[1]).map(([c, n]) => `${c}:${n}`);
    console.log(
      `${name}: ${shapes.length} shapes, ${w}×${h}, ${(svg.length / 1024).toFixed(1)} KB  ${colours.join(' ')}`,
    );
  }
} finally {
  await browser.close();
  rmSync(tmp, { recursive: true, force: true });
}
