import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { Art } from '@/components/ui/Art';
import { art, artNames, blogCover, storySteps, type ArtName } from '@/content/art';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const publicDir = path.join(__dirname, '../../public');
const artDir = path.join(publicDir, 'art');
const read = (name: ArtName) => readFileSync(path.join(publicDir, art[name].src), 'utf8');

/** Every SVG under public/art, as a catalogue name ("spot/preventive"). */
function filesOnDisk(dir = artDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOnDisk(full);
    return [
      path
        .relative(artDir, full)
        .replace(/\\/g, '/')
        .replace(/\.svg$/, ''),
    ];
  });
}

describe('the art catalogue', () => {
  it('lists every file in public/art, and nothing else', () => {
    expect(filesOnDisk().sort()).toEqual([...artNames].sort());
  });

  it.each(artNames)('%s: file exists, under 30 KB, viewBox matches the declared size', (name) => {
    const entry = art[name];
    expect(entry.src).toBe(`/art/${name}.svg`);
    const file = path.join(publicDir, entry.src);
    expect(statSync(file).size).toBeLessThan(30 * 1024);
    const svg = read(name);
    const viewBox = svg
      .match(/^<svg\b[^>]*\bviewBox="0 0 ([\d.]+) ([\d.]+)"/)
      ?.slice(1)
      .map(Number);
    expect(viewBox).toBeDefined();
    const [w, h] = viewBox!;
    expect(w! / h!).toBeCloseTo(entry.width / entry.height, 3);
  });

  // A browser draws an <img> of SVG only when it is well-formed XML (a repeated attribute, for
  // one, leaves a broken image), where an SVG written into a page would still show.
  it.each(artNames)('%s: is well-formed XML, as an <img> needs', (name) => {
    const doc = new DOMParser().parseFromString(read(name), 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('svg');
  });

  it.each(artNames)(
    '%s: static and self-contained (no script, text or outside reference)',
    (name) => {
      const svg = read(name);
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toMatch(/<foreignObject/i);
      expect(svg).not.toMatch(/<text\b/i);
      expect(svg).not.toMatch(/<image\b/i);
      expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
      expect(svg).not.toMatch(/url\(\s*['"]?(?!#)/i);
      expect(svg).not.toMatch(/@import/i);
      // Every link points inside the file.
      for (const [, href] of svg.matchAll(/\bhref="([^"]*)"/g)) expect(href).toMatch(/^#/);
    },
  );

  it.each(artNames)('%s: ids are unique and every reference resolves', (name) => {
    const svg = read(name);
    const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    const refs = [
      ...[...svg.matchAll(/\bhref="#([^"]+)"/g)].map((m) => m[1]),
      ...[...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]),
    ];
    for (const ref of refs) expect(ids).toContain(ref);
  });

  it('has alt text in English and Spanish for every meaningful picture', () => {
    for (const name of artNames) {
      const entry = art[name];
      if (entry.decorative) continue;
      expect(entry.alt.en.trim().length).toBeGreaterThan(10);
      expect(entry.alt.es.trim().length).toBeGreaterThan(10);
      expect(entry.alt.es).not.toBe(entry.alt.en);
    }
  });

  it('has a header for every content page and a cover for every blog post', () => {
    const pages = [
      'home',
      'about',
      'services',
      'orthodontics',
      'sedation-dentistry',
      'special-needs',
      'insurance',
      'carecredit',
      'appointment',
      'contact',
      'faqs',
      'reviews',
      'blog',
      'new-patients',
      'emergency',
      'my-visit',
    ];
    for (const page of pages) expect(artNames).toContain(`header/${page}`);
    const slugs = readdirSync(path.join(__dirname, '../../content/blog'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const slug of slugs) expect(blogCover(slug)).toBe(`blog/${slug}`);
  });

  it('draws the photo placeholders at the ratio of the photos that will replace them', () => {
    const ratio = (name: ArtName) => art[name].width / art[name].height;
    expect(ratio('photo/dentist-portrait')).toBeCloseTo(4 / 5);
    for (const name of artNames.filter((n) => n.startsWith('header/')))
      expect(ratio(name)).toBeCloseTo(5 / 4);
    for (const role of ['dentist', 'hygienist', 'assistant', 'front-desk'])
      expect(ratio(`team/${role}` as ArtName)).toBeCloseTo(1);
  });
});

describe('the people in the pictures', () => {
  /** The whole figures a picture places (scripts/tools/art-scenes.mjs marks each one). */
  const figures = (name: ArtName) =>
    [...read(name).matchAll(/<g data-figure="([a-z0-9-]+)"/g)].map((m) => m[1]);
  const children = ['boy', 'girl', 'boy-backpack', 'girl-sitting', 'boy-car', 'girl-reading'];
  const headers = artNames.filter((name) => name.startsWith('header/'));

  it.each(headers)('%s shows whole people, not emoji heads', (name) => {
    expect(figures(name).length).toBeGreaterThanOrEqual(2);
    expect(read(name)).not.toMatch(/<symbol/);
  });

  it('shows a child awake in the dental chair with the nose mask, a parent and the dentist on the sedation page', () => {
    const people = figures('header/sedation-dentistry');
    // The child in the chair, her parent on a stool beside it.
    expect(people).toEqual(expect.arrayContaining(['girl-sitting', 'parent-seated']));
    // Our dentist, standing or on her stool.
    expect(people.some((p) => p!.startsWith('dentist'))).toBe(true);
    expect(read('header/sedation-dentistry')).toContain('data-prop="nose-mask"');
  });

  it('varies the poses: no hand to the temple at the desk, no repeated page scene', () => {
    // The front-desk woman with her raised hand only on her team card, where it holds the phone.
    for (const name of [
      'header/insurance',
      'header/carecredit',
      'header/appointment',
      'header/about',
    ] as const)
      expect(figures(name)).not.toContain('desk-woman');
    // /contact and /emergency show different adults; the /orthodontics header is not its cover.
    const adults = (name: ArtName) => figures(name).filter((p) => !children.includes(p!));
    const emergency = adults('header/emergency');
    for (const p of adults('header/contact')) expect(emergency).not.toContain(p);
    expect(figures('header/orthodontics')).not.toEqual(figures('blog/complete-guide-kids-braces'));
    expect(figures('header/sedation-dentistry')).not.toEqual(
      figures('blog/make-child-comfortable-pediatric-dentist'),
    );
  });

  it('shows families on the home page: a parent and two children', () => {
    const people = figures('header/home');
    expect(people.filter((p) => children.includes(p!)).length).toBeGreaterThanOrEqual(2);
    expect(people.filter((p) => !children.includes(p!)).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the team whole: the dentist in her portrait, one person per team picture', () => {
    expect(figures('photo/dentist-portrait')).toEqual(['dentist']);
    // The about page's header is the waiting room: the dentist shows once, in her portrait.
    expect(figures('header/about').length).toBeGreaterThanOrEqual(3);
    expect(figures('header/about').filter((p) => p!.startsWith('dentist'))).toEqual([]);
    for (const role of ['dentist', 'hygienist', 'assistant', 'front-desk'])
      expect(figures(`team/${role}` as ArtName)).toHaveLength(1);
  });

  it.each(artNames)(
    '%s: no emoji (no face or head), and every figure dressed in the palette',
    (name) => {
      const svg = read(name);
      // Emoji were copied into a picture as <symbol>s; every picture is now drawn shape by shape.
      expect(svg).not.toMatch(/<symbol\b/);
      expect(svg).not.toMatch(/fluent|emoji/i);
      // A colour role left unfilled would be drawn black ("@skin" is no colour), and unDraw's
      // own accent would be off the palette.
      expect(svg).not.toMatch(/="@/);
      expect(svg.toLowerCase()).not.toContain('#6c63ff');
      // No leftovers of the drawing a figure was cut from: near-invisible shading (grey smudges)
      // or see-through outlines of things left out.
      expect(svg).not.toMatch(/<path fill="#000" opacity="0?\.0\d*"/);
      expect(svg).not.toMatch(/<path fill="none" opacity="0?\.[01]\d*"/);
    },
  );
});

describe('the spot pictures of the cards', () => {
  const spots = artNames.filter((name) => name.startsWith('spot/'));
  /** The colours of the emergency pictures (ART.md): the coral of the phone and its tiles. */
  const coral = ['#be123c', '#fb7185', '#ffe4e6'];

  it('draws about forty, each 120 × 120 and a few KB', () => {
    expect(spots.length).toBeGreaterThanOrEqual(40);
    for (const name of spots) {
      expect([art[name].width, art[name].height]).toEqual([120, 120]);
      expect(statSync(path.join(publicDir, art[name].src)).size).toBeLessThan(4 * 1024);
    }
  });

  it.each(spots)('%s: one object we draw, on its tile, no person', (name) => {
    const svg = read(name);
    expect(svg).toContain('scripts/tools/art-objects.mjs');
    expect(svg).not.toMatch(/data-figure=/);
    // The tile comes first: a rounded square or a disc filling the picture.
    const drawing = svg.replace(/<!--.*?-->/gs, '').replace(/^<svg[^>]*>/, '');
    expect(drawing).toMatch(
      /^(<rect x="4" y="4" width="112" height="112" rx="30"|<circle cx="60" cy="60" r="56")/,
    );
  });

  it('keeps coral for the emergency spots', () => {
    for (const name of spots) {
      const colours = new Set(
        [...read(name).matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/gi)].map((m) =>
          m[1]!.toLowerCase(),
        ),
      );
      const red = coral.filter((colour) => colours.has(colour));
      if (name.includes('emergency')) expect(red.length).toBeGreaterThan(0);
      else expect({ name, red }).toEqual({ name, red: [] });
    }
  });
});

describe('the picture story (/my-visit)', () => {
  const story = artNames.filter((name) => name.startsWith('story/'));
  /**
   * The colours a person of the story wears in a picture: the fills inside each group marked as
   * them, less unDraw's black shading and white highlights.
   */
  const looks = (name: ArtName, who: 'me' | 'mom') =>
    [...read(name).matchAll(new RegExp(`<g data-story="${who}">(.*?)</g></g>`, 'g'))].map(
      (m) =>
        new Set(
          [...m[1]!.matchAll(/fill="(#[0-9a-f]{3,6})"/gi)]
            .map((f) => f[1])
            .filter((colour) => !['#000', '#fff'].includes(colour!)),
        ),
    );
  const common = (sets: Set<string | undefined>[]) =>
    sets.reduce((all, set) => new Set([...all].filter((colour) => set.has(colour))));

  it('has 8 to 12 steps, one picture each, in order, each with its sentences in both languages', () => {
    expect(story.length).toBeGreaterThanOrEqual(8);
    expect(story.length).toBeLessThanOrEqual(12);
    expect(storySteps.map((step) => step.art)).toEqual(story);
    expect(story.map((name) => Number(name.match(/^story\/(\d+)-/)?.[1]))).toEqual(
      story.map((_, index) => index + 1),
    );
    const slugs = storySteps.map((step) => step.slug);
    expect(Object.keys(en.VisitStoryPage.story.steps)).toEqual(slugs);
    expect(Object.keys(es.VisitStoryPage.story.steps)).toEqual(slugs);
  });

  it('draws every step the same size (4:3), and the whole set stays small', () => {
    let total = 0;
    for (const name of story) {
      expect([art[name].width, art[name].height]).toEqual([400, 300]);
      total += statSync(path.join(publicDir, art[name].src)).size;
    }
    expect(total).toBeLessThan(150 * 1024);
  });

  it('shows the same child in every step (one girl, standing or in the chair, one look)', () => {
    const children = story.map((name) => looks(name, 'me'));
    for (const [index, found] of children.entries()) {
      expect(found).toHaveLength(1);
      const figure = read(story[index]!).match(/<g data-story="me"><g data-figure="([a-z-]+)"/);
      expect(['girl', 'me-sitting']).toContain(figure?.[1]);
    }
    // Her skin, her hair and her top: at least three colours she wears in every picture.
    expect(common(children.map(([set]) => set!)).size).toBeGreaterThanOrEqual(3);
  });

  /**
   * What each recurring person of the story wears in a picture: the colours filling the shapes of
   * the groups marked as them (`<g data-story="…">`), less unDraw's see-through shading and the
   * faces we draw (ink dots and a stroke, left out on a small head).
   */
  const wardrobe = (name: ArtName) => {
    const doc = new DOMParser().parseFromString(read(name), 'image/svg+xml');
    const people = new Map<string, Set<string>>();
    for (const group of Array.from(doc.querySelectorAll('g[data-story]'))) {
      const who = group.getAttribute('data-story')!;
      const colours = people.get(who) ?? new Set<string>();
      for (const shape of Array.from(group.querySelectorAll('[fill]'))) {
        let fill = shape.getAttribute('fill')!.toLowerCase();
        // (a <line> draws no fill: one is left in a figure, with no stroke)
        if (fill === 'none' || shape.hasAttribute('opacity') || shape.localName === 'line')
          continue;
        if (
          shape.localName === 'circle' &&
          fill === '#1e293b' &&
          !shape.hasAttribute('fill-opacity')
        )
          if (shape.getAttribute('cx') !== null && shape.attributes[0]?.name === 'cx') continue;
        if (/^#[0-9a-f]{3}$/.test(fill)) fill = fill.replace(/[0-9a-f]/g, '$&$&');
        colours.add(fill);
      }
      people.set(who, colours);
    }
    return people;
  };

  it('dresses each recurring person the same in every step: mother, child, hygienist, dentist', () => {
    const seen = new Map<string, { name: ArtName; colours: string[] }[]>();
    for (const name of ['header/my-visit' as ArtName, ...story])
      for (const [who, colours] of wardrobe(name))
        seen.set(who, [...(seen.get(who) ?? []), { name, colours: [...colours].sort() }]);
    expect([...seen.keys()].sort()).toEqual(['dentist', 'hygienist', 'me', 'mom']);
    for (const [who, looks] of seen) {
      // Skin, hair and at least two pieces of clothing, the same colours wherever they are.
      expect(looks[0]!.colours.length).toBeGreaterThanOrEqual(4);
      for (const look of looks)
        expect({ who, ...look }).toEqual({ who, ...looks[0], name: look.name });
    }
    // The child and her mother are in most steps; the mother both standing and kneeling.
    expect(seen.get('me')).toHaveLength(story.length + 1);
    const momFigures = new Set(
      [...story, 'header/my-visit' as ArtName].flatMap((name) =>
        [...read(name).matchAll(/<g data-story="mom"><g data-figure="([a-z-]+)"/g)].map(
          (m) => m[1],
        ),
      ),
    );
    expect([...momFigures].sort()).toEqual(['mom-kneeling', 'mom-standing']);
  });

  it('shows the same grown-up wherever she is, standing or kneeling by the child', () => {
    const grownUps = story.flatMap((name) => looks(name, 'mom'));
    expect(grownUps.length).toBeGreaterThanOrEqual(4);
    expect(common(grownUps).size).toBeGreaterThanOrEqual(3);
  });
});

describe('<Art>', () => {
  it('renders a lazy <img> with its size and alt text in the page language', () => {
    const { container } = render(
      createElement(Art, { name: 'photo/dentist-portrait', locale: 'es' }),
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/art/photo/dentist-portrait.svg');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '500');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img.getAttribute('alt')).toBe(
      (art['photo/dentist-portrait'] as { alt: { es: string } }).alt.es,
    );
  });

  it('gives decorative art an empty alt, and loads a priority picture eagerly', () => {
    const { container } = render(
      createElement(Art, { name: 'header/about', locale: 'en', priority: true }),
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('decoding');
  });

  it('hides a meaningful picture when told it is decorative here', () => {
    const { container } = render(
      createElement(Art, { name: 'header/home', locale: 'en', decorative: true }),
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
