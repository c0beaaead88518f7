/**
 * Icons: each lucide icon is drawn as one path (scripts/tools/icon-paths.mjs), and
 * components/ui/icon-data.ts is what the script makes of lucide-react's current drawings.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { iconData } from '@/components/ui/icon-data';
import { absoluteStart, iconPath, shapeToPath } from '../../scripts/tools/icon-paths.mjs';

describe('absoluteStart', () => {
  it('starts a path that opens with a relative moveto at the same point, absolutely', () => {
    expect(absoluteStart('m6 9 6 6 6-6')).toBe('M6 9l6 6 6-6');
    expect(absoluteStart('m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7')).toBe(
      'M22 7l-8.991 5.727a2 2 0 0 1-2.009 0L2 7',
    );
    expect(absoluteStart('m-1.5.5 3 3')).toBe('M-1.5 .5l3 3');
    expect(absoluteStart('m9 15h2')).toBe('M9 15h2');
  });

  it('leaves a path that opens with an absolute moveto alone', () => {
    expect(absoluteStart('M20 6 9 17l-5-5')).toBe('M20 6 9 17l-5-5');
  });
});

describe('shapeToPath', () => {
  it('draws a circle as two half arcs from its leftmost point', () => {
    expect(shapeToPath('circle', { cx: '12', cy: '10', r: '3' })).toBe(
      'M9 10a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
    );
  });

  it('draws a rounded rectangle clockwise from the end of its top-left corner', () => {
    expect(shapeToPath('rect', { x: '2', y: '4', width: '20', height: '16', rx: '2' })).toBe(
      'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2z',
    );
    expect(shapeToPath('rect', { width: '4', height: '3' })).toBe('M0 0h4v3h-4z');
  });

  it('refuses a shape it cannot draw, rather than dropping it', () => {
    expect(() => shapeToPath('polyline', { points: '1 1 2 2' })).toThrow(/polyline/);
  });
});

/** lucide-react's drawing of one icon, read from its module's source. */
function lucideNode(name: string): [string, Record<string, string>][] {
  const file = path.join(process.cwd(), `node_modules/lucide-react/dist/esm/icons/${name}.mjs`);
  const source = readFileSync(file, 'utf8');
  const data = /\bconst __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  if (!data) throw new Error(`no drawing in ${file}`);
  return (vm.runInNewContext(`(${data})`) as { node: [string, Record<string, string>][] }).node;
}

describe('components/ui/icon-data.ts', () => {
  it.each(Object.keys(iconData))('%s is lucide-react’s drawing as one path', (name) => {
    expect(iconData[name as keyof typeof iconData]).toBe(iconPath(lucideNode(name)));
  });

  it('has every subpath start at an absolute point', () => {
    for (const d of Object.values(iconData)) {
      expect(d.startsWith('M')).toBe(true);
    }
  });
});
