// @ts-check
// An icon's shapes as lucide draws them, as the data of one path that draws the same outline
// (scripts/tools/icons.mjs writes components/ui/icon-data.ts with it).

/** @param {string | undefined} v an attribute; absent is 0 */
const n = (v) => Number(v ?? '0');
/** @param {number} v */
const f = (v) => String(Math.round(v * 1000) / 1000);

const number = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?`;
const relativeStart = new RegExp(String.raw`^\s*m\s*(${number})[\s,]*(${number})[\s,]*(.*)$`, 's');

/**
 * Path data that starts with a relative moveto (`m`) is read as absolute only at the start of a
 * path; joined after another shape it would move from where that one ended. The same data
 * starting with an absolute `M`, and the pairs that followed the moveto (relative linetos) as
 * an explicit `l`.
 * @param {string} d
 */
export function absoluteStart(d) {
  const match = relativeStart.exec(d);
  if (!match) return d;
  const [, x, y, rest = ''] = match;
  return `M${x} ${y}${/^[-+.\d]/.test(rest) ? `l${rest}` : rest}`;
}

/**
 * One lucide shape as path data drawing the same outline.
 * @param {string} tag
 * @param {Record<string, string>} a
 * @returns {string}
 */
export function shapeToPath(tag, a) {
  if (tag === 'path') return absoluteStart(a.d ?? '');
  if (tag === 'circle') {
    const [cx, cy, r] = [n(a.cx), n(a.cy), n(a.r)];
    return `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
  }
  if (tag === 'rect') {
    const [x, y, w, h] = [n(a.x), n(a.y), n(a.width), n(a.height)];
    const rx = Math.min(n(a.rx ?? a.ry), w / 2);
    const ry = Math.min(n(a.ry ?? a.rx), h / 2);
    if (!rx || !ry) return `M${f(x)} ${f(y)}h${f(w)}v${f(h)}h${f(-w)}z`;
    /** @param {number} dx @param {number} dy */
    const arc = (dx, dy) => `a${f(rx)} ${f(ry)} 0 0 1 ${f(dx)} ${f(dy)}`;
    return (
      `M${f(x + rx)} ${f(y)}h${f(w - 2 * rx)}${arc(rx, ry)}v${f(h - 2 * ry)}${arc(-rx, ry)}` +
      `h${f(-(w - 2 * rx))}${arc(-rx, -ry)}v${f(-(h - 2 * ry))}${arc(rx, -ry)}z`
    );
  }
  throw new Error(`icons: no path for a <${tag}>; teach shapeToPath to draw it`);
}

/**
 * A lucide icon's shapes (lucide's `[tag, attributes]` list) as one path's data.
 * @param {ReadonlyArray<readonly [string, Record<string, string>]>} node
 */
export function iconPath(node) {
  return node.map(([tag, attrs]) => shapeToPath(tag, attrs)).join('');
}
