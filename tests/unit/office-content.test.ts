import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The loaders (content/practice.ts, reviews.ts, faqs.ts, blog.ts) run on a folder's content/: the
 * repository's in the everyday Jest run; what the editor saved when the browser test of the
 * editor (tests/e2e/admin.spec.ts) runs this file with `OFFICE_SAVED=<folder>` and
 * `OFFICE_EDITS=<what the office changed, as JSON>`. The loaders are the modules the pages
 * import, so what passes here is what a build would show.
 */
const folder = process.env.OFFICE_SAVED ?? process.cwd();

type Edits = {
  mondayCloses: string;
  closure: { date: string; en: string; es: string };
  faq: { group: number; item: number; esEndsWith: string };
  review: { parent: string; enEndsWith: string };
  article: { slug: string; date: string; en: { title: string }; es: { title: string } };
};
const edits = process.env.OFFICE_EDITS
  ? (JSON.parse(process.env.OFFICE_EDITS) as Edits)
  : undefined;

type Loaders = {
  practice: typeof import('@/content/practice');
  reviews: typeof import('@/content/reviews');
  faqs: typeof import('@/content/faqs');
  blog: typeof import('@/content/blog');
};

/** The loaders, fresh, reading the folder's data files and articles. */
async function loadFrom(dir: string): Promise<Loaders> {
  let loaded: Loaders | undefined;
  await jest.isolateModulesAsync(async () => {
    for (const file of ['data/practice.json', 'data/reviews.json', 'faqs.json']) {
      const text = readFileSync(path.join(dir, 'content', file), 'utf8');
      jest.doMock(`@/content/${file}`, () => JSON.parse(text) as unknown);
    }
    // content/blog.ts finds the articles from the working folder when it loads.
    const cwd = jest.spyOn(process, 'cwd').mockReturnValue(dir);
    try {
      loaded = {
        practice: await import('@/content/practice'),
        reviews: await import('@/content/reviews'),
        faqs: await import('@/content/faqs'),
        blog: await import('@/content/blog'),
      };
    } finally {
      cwd.mockRestore();
    }
  });
  return loaded!;
}

let practice: Loaders['practice'];
let reviews: Loaders['reviews'];
let faqs: Loaders['faqs'];
let blog: Loaders['blog'];
beforeAll(async () => {
  ({ practice, reviews, faqs, blog } = await loadFrom(folder));
});
const locales = ['en', 'es'] as const;

describe(`the content loaders on ${path.relative(process.cwd(), folder) || 'the repository'}`, () => {
  it('read the office: a phone to call, hours on at least one day, closed days as dates', () => {
    expect(practice.practice.phone.tel).toMatch(/^\+1\d{10}$/);
    expect(practice.officeHours.some((row) => 'opens' in row)).toBe(true);
    for (const day of practice.officeClosures) expect(day).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('read the reviews: one to six on the home page, one quoted on the special-needs page', () => {
    expect(reviews.homeReviews.length).toBeGreaterThanOrEqual(1);
    expect(reviews.homeReviews.length).toBeLessThanOrEqual(6);
    expect(reviews.reviews).toContain(reviews.specialNeedsReview);
  });

  it.each(locales)('fill in every FAQ answer in %s, no {name} left', (locale) => {
    const groups = faqs.faqGroups(locale);
    expect(groups.map((group) => group.id)).toEqual(['general', 'care', 'orthodontics']);
    for (const { q, a } of groups.flatMap((group) => group.items))
      expect(`${q} ${a}`).not.toMatch(/[{}]/);
  });

  it.each(locales)('list every article in %s, and each compiles', async (locale) => {
    const posts = await blog.listPosts(locale);
    expect(posts.map((post) => post.slug).sort()).toEqual(blog.postSlugs());
    for (const { slug } of posts) {
      const file = path.join(folder, 'content/blog', slug, `index.${locale}.mdx`);
      const compiled = (await import(file)) as { default: unknown };
      expect(typeof compiled.default).toBe('function');
    }
  });
});

(edits ? describe : describe.skip)('what the office changed in the editor', () => {
  it("Monday's closing time", () => {
    const monday = practice.officeHours.find((row) => row.days.includes('monday'));
    expect(monday && 'closes' in monday ? monday.closes : monday).toBe(edits!.mondayCloses);
  });

  it('the closed day, with its reason in both languages, among the days still to come', () => {
    const { date, en, es } = edits!.closure;
    expect(practice.officeClosures).toContain(date);
    const coming = practice.upcomingClosures(date).find((closure) => closure.from === date);
    expect(coming?.label).toEqual({ en, es });
  });

  it('the Spanish FAQ answer', () => {
    const { group, item, esEndsWith } = edits!.faq;
    const answer = faqs.faqGroups('es')[group]!.items[item]!.a;
    expect(answer.slice(-esEndsWith.length)).toBe(esEndsWith);
  });

  it("the first review's parent and English text", () => {
    const first = reviews.reviews[0]!;
    expect(first.parent).toBe(edits!.review.parent);
    expect(first.text.en.slice(-edits!.review.enEndsWith.length)).toBe(edits!.review.enEndsWith);
  });

  it.each(locales)('the new article, listed in %s with its title and date', async (locale) => {
    const { slug, date } = edits!.article;
    const post = (await blog.listPosts(locale)).find((meta) => meta.slug === slug);
    expect(post).toMatchObject({ title: edits!.article[locale].title, date });
    expect(post!.readMinutes).toBeGreaterThanOrEqual(1);
  });
});
