import { legalPages } from '../../content/legal';
import { privacyNotice } from '../../content/practice';
import { taglines } from '../../content/taglines';
import { formatLongDate } from '../../lib/dates';
import { blogPosts, noticePartsIn } from './content';
import { describeEachLanguage, test, expect } from './fixtures';
import { callLinks, linkNamed, openServicesMenu, region } from './locate';
import { msg, msgKeys, msgList } from './messages';
import { phone, telHref } from './site';

/** The pages parents look for beyond the spec (docs/product.md#pages-beyond-the-original-specification). */
describeEachLanguage('pages beyond the spec', ({ prefix, lang }) => {
  test('emergency: the call button comes first, then 911, every first-aid case, after hours', async ({
    page,
  }) => {
    await page.goto(`${prefix}/emergency`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const main = page.getByRole('main');
    // The first link in the page's own content is the phone call, visible without scrolling.
    const first = main.getByRole('link').first();
    await expect(first).toHaveAttribute('href', telHref);
    // Its visible words (the narrowest phones read a shorter label, hidden here).
    await expect(first).toHaveText(msg(lang, 'EmergencyPage.call', { phone }), {
      useInnerText: true,
    });
    await expect(first).toBeInViewport();
    // When to call 911: the heading says so, and every sign of its first list is there (the
    // nearest emergency rooms follow, parent-answers.spec.ts).
    const urgent = region(page, lang, 'EmergencyPage.urgent.title');
    await expect(urgent.getByRole('heading', { level: 2 })).toHaveText(
      msg(lang, 'EmergencyPage.urgent.title'),
    );
    await expect(urgent.getByRole('list').first().getByRole('listitem')).toHaveText(
      msgList(lang, 'EmergencyPage.urgent.items'),
    );
    const caseKey = (key: string) => `EmergencyPage.steps.cases.${key}`;
    const firstAid = (key: string) =>
      page.getByRole('article', { name: msg(lang, `${caseKey(key)}.title`) });
    // Each case: its heading, every step in order and its note (when to go to the emergency
    // room, what to keep a tooth in), as messages/*.json word them. The cards stand in two
    // columns that end level, so each is found by its name.
    const keys = msgKeys(lang, 'EmergencyPage.steps.cases');
    const cases = region(page, lang, 'EmergencyPage.steps.title').getByRole('article');
    await expect(cases).toHaveCount(keys.length);
    for (const key of keys) {
      const article = firstAid(key);
      await expect(article.getByRole('heading', { level: 3 })).toHaveText(
        msg(lang, `${caseKey(key)}.title`),
      );
      // Each step after its number.
      const steps = msgList(lang, `${caseKey(key)}.steps`);
      await expect(article.getByRole('listitem')).toHaveCount(steps.length);
      await expect(article.getByRole('listitem')).toContainText(steps);
      await expect(article).toContainText(msg(lang, `${caseKey(key)}.note`));
    }
    // The cards read in the office's order, the same in both languages (down one column, then
    // the other; on a phone the columns stack), and the case list jumps to each in that order.
    const jumps = page.getByRole('navigation', { name: msg(lang, 'EmergencyPage.steps.title') });
    await expect(jumps.getByRole('link')).toHaveCount(keys.length);
    // Each card's link target is inside its fold (so that a link opens the fold on a phone).
    const order = await cases.evaluateAll((articles) =>
      articles.map((a) => a.querySelector('details > [id]')!.id),
    );
    expect(order).toEqual(keys);
    const targets = await jumps
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets).toEqual(order.map((id) => `#${id}`));
    const last = order.at(-1)!;
    await jumps.getByRole('link').last().click();
    await expect(page).toHaveURL(new RegExp(`#${last}$`));
    await expect(page.locator(`#${last}`)).toBeInViewport();
    const afterHours = region(page, lang, 'EmergencyPage.afterHours.title');
    await expect(afterHours).toBeVisible();
    await expect(await callLinks(afterHours)).toHaveCount(1);
  });

  test('the emergency strip on every page leads to the emergency page', async ({ page }) => {
    // Right under the header, before the page's own content, on every kind of page but the
    // emergency page itself, which is in emergency mode (task-first.spec.ts).
    for (const path of ['/', '/about', '/blog', '/privacy', '/services']) {
      await page.goto(prefix + (path === '/' ? '/' : path));
      const link = page.getByRole('link', {
        name: msg(lang, 'Header.emergencyLink'),
        exact: true,
      });
      await expect(link).toHaveAttribute('href', `${prefix}/emergency`);
      await expect(link).toBeInViewport();
      // A landmark of its own, so a screen reader's list of landmarks offers it too.
      await expect(
        page.getByRole('complementary', { name: msg(lang, 'Header.emergency'), exact: true }),
      ).toContainText(msg(lang, 'Header.emergencyLink'));
      expect(
        await link.evaluate(
          (a) =>
            !!(
              document.querySelector('main')!.compareDocumentPosition(a) &
              Node.DOCUMENT_POSITION_PRECEDING
            ),
        ),
      ).toBe(true);
    }
    // Where a worried parent looks: home, the services emergency card, the FAQ, and every
    // article on dental emergencies (by its tags, content/blog).
    const emergencyArticles = blogPosts('en')
      .filter((post) => post.tags.some((tag) => /emergenc/i.test(tag)))
      .map((post) => `/blog/${post.slug}`);
    for (const path of ['/', '/services', '/faqs', ...emergencyArticles]) {
      await page.goto(prefix + (path === '/' ? '/' : path));
      expect(
        await page.getByRole('main').locator(`a[href="${prefix}/emergency"]`).count(),
        path,
      ).toBeGreaterThanOrEqual(1);
    }
  });

  test('your first visit: every section a parent needs, linked from the menu and the footer', async ({
    page,
  }) => {
    await page.goto(`${prefix}/new-patients`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const section of [
      'ages',
      'bring',
      'forms',
      'caregiver',
      'insurance',
      'timeline',
      'xrays',
      'language',
      'getting',
      'reschedule',
    ]) {
      const title = msg(lang, `NewPatientsPage.${section}.title`);
      await expect(page.getByRole('heading', { name: title, exact: true }), section).toBeVisible();
    }
    const bring = region(page, lang, 'NewPatientsPage.bring.title');
    await expect(bring.getByRole('listitem')).toHaveText(
      msgList(lang, 'NewPatientsPage.bring.items'),
    );
    await expect(
      region(page, lang, 'NewPatientsPage.timeline.title').getByRole('listitem'),
    ).toHaveCount(msgKeys(lang, 'NewPatientsPage.timeline.steps').length);
    // "Who comes with your child" is the second part of the section on ages.
    await expect(region(page, lang, 'NewPatientsPage.ages.title')).toContainText(
      msg(lang, 'NewPatientsPage.caregiver.text'),
    );
    const firstVisit = msg(lang, 'Nav.newPatients');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: firstVisit });
    await expect(footerLink).toHaveCount(1);
    await expect(footerLink).toHaveAttribute('href', `${prefix}/new-patients`);
    // In the Services dropdown of the main navigation.
    const nav = await openServicesMenu(page, lang);
    await expect(nav.getByRole('link', { name: firstVisit })).toHaveAttribute(
      'href',
      `${prefix}/new-patients`,
    );
  });

  test('nondiscrimination: the notice and every tagline in its own language, from every footer', async ({
    page,
  }) => {
    await page.goto(`${prefix}/about`);
    const footerLink = linkNamed(page.getByRole('contentinfo'), lang, 'Nav.nondiscrimination');
    await expect(footerLink).toHaveCount(1);
    await expect(footerLink).toHaveAttribute('href', `${prefix}/nondiscrimination`);
    await footerLink.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/nondiscrimination$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const list = page
      .getByRole('list', { name: msg(lang, 'Legal.taglinesLabel') })
      .getByRole('listitem');
    await expect(list).toHaveCount(taglines.length);
    for (const [i, tagline] of taglines.entries()) {
      const item = list.nth(i);
      await expect(item).toHaveAttribute('lang', tagline.lang);
      if (tagline.dir) await expect(item).toHaveAttribute('dir', tagline.dir);
      else await expect(item).not.toHaveAttribute('dir', /./);
      await expect(item).toContainText(phone);
      await expect(item).not.toContainText('{phone}');
    }
  });

  test('notice of privacy practices: from every footer and the privacy page, with every part the rule requires', async ({
    page,
  }) => {
    const notice = `${prefix}/privacy-practices`;
    await page.goto(`${prefix}/about`);
    const footerLink = linkNamed(page.getByRole('contentinfo'), lang, 'Nav.privacy-practices');
    await expect(footerLink).toHaveCount(1);
    await expect(footerLink).toHaveAttribute('href', notice);
    // The privacy policy points to it from its text, in the page's language.
    await page.goto(`${prefix}/privacy`);
    await expect(
      linkNamed(page.getByRole('contentinfo'), lang, 'Nav.privacy-practices'),
    ).toHaveAttribute('href', notice);
    const fromPolicy = linkNamed(page.locator('[data-content]'), lang, 'Nav.privacy-practices');
    await expect(fromPolicy).toHaveCount(1);
    await expect(fromPolicy).toHaveAttribute('href', notice);
    await fromPolicy.click();
    await expect(page).toHaveURL(new RegExp(`${notice}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      msg(lang, 'Metadata.privacy-practices.title'),
    );
    const text = page.locator('[data-content]');
    // Each required part, as the MDX source words it: a section heading of its own, or the
    // header statement and the effective date (a fact) at the top.
    for (const { part, heading, text: words } of noticePartsIn(lang)) {
      if (heading)
        await expect(
          text.getByRole('heading', { level: 2, name: heading, exact: true }),
          part,
        ).toHaveCount(1);
      else if (part === 'effective-date')
        await expect(text.locator('p').nth(1)).toContainText(
          formatLongDate(privacyNotice.effectiveDate, lang),
        );
      else await expect(text.locator('p').first()).toHaveText(words);
    }
    // Complaints reach the office by its phone, and HHS's Office for Civil Rights (an English
    // page, which the Spanish notice says is in English).
    await expect(text.locator(`a[href="${telHref}"]`)).toHaveCount(1);
    const hhs = text.locator('a[href^="https://www.hhs.gov/hipaa/"]');
    await expect(hhs).toHaveCount(1);
    if (lang === 'es') {
      await expect(hhs).toHaveAttribute('hreflang', 'en');
      await expect(hhs).toContainText(msg(lang, 'Common.inEnglish'));
    } else await expect(hhs).not.toHaveAttribute('hreflang', /./);
  });

  test('the legal notices open with their contents: every section in order, each link reaching it', async ({
    page,
  }) => {
    for (const legal of legalPages) {
      await page.goto(`${prefix}/${legal}`);
      const text = page.locator('[data-content]');
      const contents = text.getByRole('navigation', { name: msg(lang, 'Legal.onThisPage') });
      const links = contents.getByRole('link');
      const headings = text.locator('h2');
      const titles = (await headings.allTextContents()).map((title) => title.trim());
      expect(titles.length, legal).toBeGreaterThan(3);
      await expect(links, legal).toHaveText(titles);
      // The last section, reached from the list, shows its heading below the fixed header.
      await links.last().click();
      const last = headings.last();
      await expect
        .poll(() => page.evaluate(() => decodeURIComponent(location.hash)), legal)
        .toBe(`#${await last.getAttribute('id')}`);
      await expect(last).toBeInViewport();
      const header = await page.locator('body > header').boundingBox();
      const box = await last.boundingBox();
      expect(box!.y, legal).toBeGreaterThanOrEqual(header!.height);
    }
  });
});
