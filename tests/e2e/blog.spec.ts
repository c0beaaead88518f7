import { dentistName, practice } from '../../content/practice';
import { blogPosts, postBody, postDate } from './content';
import { test, expect } from './fixtures';
import { callLinks, escapeRegExp, region } from './locate';
import { languages, msg } from './messages';

for (const { prefix, lang } of languages) {
  // Every post of content/blog in this language, newest first: the blog's order.
  const posts = blogPosts(lang);
  const readMore = msg(lang, 'Blog.readMore');
  const back = msg(lang, 'Blog.back');
  const author = msg(lang, 'Blog.author.title');
  const meet = msg(lang, 'Blog.author.more', { dentist: dentistName(lang) });
  const related = msg(lang, 'Blog.related.title');

  test.describe(`blog (${lang})`, () => {
    test('lists every post newest first: its title, then its long date and read time, tags and link', async ({
      page,
    }) => {
      await page.goto(`${prefix}/blog`);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(posts.length);
      // When every article was updated the same day, that is said once, in the hero (before a
      // card's date of writing can make the articles look old), and
      // each card gives the day its article was written; otherwise each card gives its own
      // update after that day.
      const updates = new Set(posts.map((post) => post.updated));
      const allUpdated = updates.size === 1 ? [...updates][0] : undefined;
      const stamp = page.locator('[data-page-hero] p:has(time)');
      if (allUpdated) {
        await expect(stamp).toHaveText(
          msg(lang, 'Blog.allUpdated', {
            date: postDate({ ...posts[0]!, date: allUpdated }, lang),
          }).replace(/<\/?time>/g, ''),
        );
        await expect(stamp.locator('time')).toHaveAttribute('datetime', allUpdated);
      } else await expect(stamp).toHaveCount(0);
      for (const [i, post] of posts.entries()) {
        const card = cards.nth(i);
        await expect(card.locator('time')).toHaveText(postDate(post, lang));
        await expect(card.locator('time')).toHaveAttribute('datetime', post.date);
        const updated = card.getByText(msg(lang, 'Blog.updated', { date: '' }).trim());
        if (post.updated && !allUpdated)
          await expect(updated).toHaveText(
            msg(lang, 'Blog.updated', { date: postDate(post, lang, 'updated') }),
          );
        else await expect(updated).toHaveCount(0);
        await expect(
          card.getByText(msg(lang, 'Blog.readTime', { minutes: post.readMinutes }), {
            exact: true,
          }),
        ).toBeVisible();
        // No author on the card: every article is by the same dentist.
        await expect(card).not.toContainText(practice.dentist.name);
        const title = card.getByRole('heading', { level: 2 });
        const details = card.locator('time');
        expect((await title.boundingBox())!.y).toBeLessThan((await details.boundingBox())!.y);
        await expect(card.getByRole('listitem')).toHaveText(post.tags);
        // The heading keeps its last two words together (noWidow, an inline-block); the link's
        // name has the plain title, in a visually hidden span (which may add a space).
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
        const link = card.getByRole('link', {
          name: new RegExp(`^${escapeRegExp(readMore)}\\s*:\\s*${escapeRegExp(post.title)}$`),
        });
        await expect(link).toHaveAttribute('href', `${prefix}/blog/${post.slug}`);
      }
    });

    for (const post of posts) {
      test(`article ${post.slug} renders in full`, async ({ page, request }) => {
        await page.goto(`${prefix}/blog/${post.slug}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const article = page.getByRole('main').getByRole('article');
        await expect(article.locator('time')).toHaveText(postDate(post, lang));
        if (post.updated)
          await expect(
            article.getByText(
              msg(lang, 'Blog.updated', { date: postDate(post, lang, 'updated') }),
              {
                exact: true,
              },
            ),
          ).toBeVisible();
        await expect(page.getByRole('link', { name: back })).toHaveAttribute(
          'href',
          `${prefix}/blog`,
        );
        // All of the article's MDX file: every section, and about as many words as its prose
        // (a tenth less at most, for markup the count of the source cannot tell from words).
        const body = article.locator('[data-content]');
        const source = postBody(post.slug, lang);
        const words = (await body.innerText()).split(/\s+/).filter(Boolean).length;
        expect(words).toBeGreaterThanOrEqual(Math.floor(source.words * 0.9));
        await expect(body.getByRole('heading', { level: 2 })).toHaveCount(source.sections);
        await expect(region(page, lang, 'Blog.cta.title')).toBeVisible();
        await expect((await callLinks(page.getByRole('main'))).last()).toBeVisible();
        // Links inside the article stay in the article's language and lead somewhere real.
        const hrefs = await body
          .locator('a[href^="/"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
        expect(hrefs).toHaveLength(source.links);
        for (const href of hrefs) {
          if (lang === 'es') expect(href).toMatch(/^\/es\//);
          expect((await request.get(href)).status(), href).toBe(200);
        }
      });

      test(`article ${post.slug} ends with its author and other articles`, async ({ page }) => {
        const self = `${prefix}/blog/${post.slug}`;
        await page.goto(self);
        const card = page.getByRole('region', { name: author, exact: true });
        await expect(card).toContainText(dentistName(lang));
        const about = card.getByRole('link', { name: meet, exact: true });
        await expect(about).toHaveAttribute('href', `${prefix}/about`);

        const cards = page
          .getByRole('region', { name: related, exact: true })
          .getByRole('listitem');
        expect(await cards.count()).toBeGreaterThanOrEqual(2);
        const others = new Set(posts.map((p) => `${prefix}/blog/${p.slug}`));
        others.delete(self);
        const shown: { href: string; title: string }[] = [];
        for (const item of await cards.all()) {
          const link = item.getByRole('link');
          await expect(link).toHaveCount(1);
          const href = (await link.getAttribute('href'))!;
          expect(others.has(href), `${href} is another article in ${lang}`).toBe(true);
          expect(shown.map((s) => s.href)).not.toContain(href);
          shown.push({ href, title: (await link.innerText()).replace(/\s+/g, ' ').trim() });
          // The day each was written and its read time: when it was updated is on its own page.
          await expect(item).not.toContainText(msg(lang, 'Blog.updated', { date: '' }).trim());
          // The cover is lazy, below the fold: it loads once scrolled to.
          const cover = item.locator('img');
          await cover.scrollIntoViewIfNeeded();
          await expect
            .poll(() =>
              cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
            )
            .toBeGreaterThan(0);
        }
        // The link names the article in the page's language: its title is the one it leads to.
        const text = (html: string) =>
          html
            .replace(/<[^>]+>/g, '')
            .replace(/\u00a0|&nbsp;/g, ' ')
            .replace(/&#x27;|&#39;/g, "'")
            .replace(/&amp;/g, '&')
            .replace(/\s+/g, ' ')
            .trim();
        for (const { href, title } of shown) {
          const html = await (await page.request.get(href)).text();
          expect(html, href).toContain(`<html lang="${lang}"`);
          expect(text(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)![1]!), href).toBe(title);
        }
        // The author card's link leads to the page that introduces her.
        const aboutHtml = await (await page.request.get(`${prefix}/about`)).text();
        expect(text(aboutHtml)).toContain(text(dentistName(lang)));
      });
    }
  });
}

test('an unknown article is the 404 page', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(msg('en', 'NotFound.title'));
});
