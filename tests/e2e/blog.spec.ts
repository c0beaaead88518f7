import { dentistName, practice } from '../../content/practice';
import { test, expect } from './fixtures';
import { callLinks, region } from './locate';

const posts = [
  { slug: 'when-should-child-see-orthodontist', en: 'January 15, 2024', es: '15 de enero de 2024' },
  {
    slug: 'make-child-comfortable-pediatric-dentist',
    en: 'January 10, 2024',
    es: '10 de enero de 2024',
  },
  { slug: 'top-5-tips-childrens-oral-health', en: 'January 5, 2024', es: '5 de enero de 2024' },
  {
    slug: 'understanding-pediatric-dental-emergencies',
    en: 'December 28, 2023',
    es: '28 de diciembre de 2023',
  },
  { slug: 'complete-guide-kids-braces', en: 'December 20, 2023', es: '20 de diciembre de 2023' },
];

for (const { prefix, lang, readTime, readMore, back, author, meet, related } of [
  {
    prefix: '',
    lang: 'en' as const,
    readTime: /^\d+ min read$/,
    readMore: 'Read More',
    back: 'Back to the blog',
    author: 'About the author',
    meet: `Meet ${dentistName('en')}`,
    related: 'Keep reading',
  },
  {
    prefix: '/es',
    lang: 'es' as const,
    readTime: /^\d+ min de lectura$/,
    readMore: 'Leer más',
    back: 'Volver al blog',
    author: 'Sobre la autora',
    meet: `Conozca a la ${dentistName('es')}`,
    related: 'Siga leyendo',
  },
]) {
  test.describe(`blog (${lang})`, () => {
    test('lists five posts newest first with long dates, read times, authors, tags and links', async ({
      page,
    }) => {
      await page.goto(`${prefix}/blog`);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(5);
      for (const [i, post] of posts.entries()) {
        const card = cards.nth(i);
        await expect(card.locator('time')).toHaveText(post[lang]);
        await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
        await expect(card.getByText(readTime)).toBeVisible();
        await expect(card).toContainText(practice.dentist.name);
        expect(await card.getByRole('listitem').count()).toBeGreaterThan(0);
        // The heading keeps its last two words together (noWidow, an inline-block); the link's
        // name has the plain title, in a visually hidden span (which may add a space).
        const title = (await card.getByRole('heading', { level: 2 }).textContent())!.replace(
          /\s+/g,
          ' ',
        );
        const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const link = card.getByRole('link', {
          name: new RegExp(`^${readMore}\\s*:\\s*${escaped}$`),
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
        await expect(article.locator('time')).toHaveText(post[lang]);
        await expect(page.getByRole('link', { name: back })).toHaveAttribute(
          'href',
          `${prefix}/blog`,
        );
        const body = article.locator('[data-content]');
        const words = (await body.innerText()).split(/\s+/).filter(Boolean).length;
        expect(words).toBeGreaterThanOrEqual(600);
        expect(await body.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(2);
        await expect(region(page, lang, 'Blog.cta.title')).toBeVisible();
        await expect((await callLinks(page.getByRole('main'))).last()).toBeVisible();
        // Links inside the article stay in the article's language and lead somewhere real.
        const hrefs = await body
          .locator('a[href^="/"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
        expect(hrefs.length).toBeGreaterThan(0);
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
        expect(text(aboutHtml)).toContain(dentistName(lang));
      });
    }
  });
}

test('an unknown article is the 404 page', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
});
