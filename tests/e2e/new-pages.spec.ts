import { taglines } from '../../content/taglines';
import { describeEachLanguage, test, expect } from './fixtures';
import { callLinks, linkNamed, openServicesMenu, region } from './locate';
import { msg } from './messages';
import { phone, telHref } from './site';

/** The pages parents look for beyond the spec (DECISIONS, "Pages beyond the spec"). */
describeEachLanguage('pages beyond the spec', ({ prefix, lang }) => {
  test('emergency: the call button comes first, then 911, seven first-aid cases, after hours', async ({
    page,
  }) => {
    await page.goto(`${prefix}/emergency`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const main = page.getByRole('main');
    // The first link in the page's own content is the phone call, visible without scrolling.
    const first = main.getByRole('link').first();
    await expect(first).toHaveAttribute('href', telHref);
    await expect(first).toHaveText(msg(lang, 'EmergencyPage.call', { phone }));
    await expect(first).toBeInViewport();
    const urgent = region(page, lang, 'EmergencyPage.urgent.title');
    await expect(urgent.getByRole('heading')).toContainText('911');
    expect(await urgent.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    const firstAid = (key: string) =>
      page.getByRole('article', { name: msg(lang, `EmergencyPage.steps.cases.${key}.title`) });
    // A knocked-out permanent tooth: come now; the emergency room if we cannot see the child
    // within the hour; milk, never water.
    const knocked = firstAid('knockedOutPermanent');
    await expect(knocked.getByRole('listitem')).toHaveCount(5);
    await expect(knocked).toContainText(lang === 'en' ? 'within the hour' : 'dentro de una hora');
    await expect(knocked).toContainText(lang === 'en' ? 'milk' : 'leche');
    const cases = region(page, lang, 'EmergencyPage.steps.title').getByRole('article');
    await expect(cases).toHaveCount(7);
    for (let i = 0; i < 7; i++) {
      await expect(cases.nth(i).getByRole('heading', { level: 3 })).toBeVisible();
      expect(await cases.nth(i).getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    }
    // The case list jumps to each case.
    const jumps = page.getByRole('navigation', { name: msg(lang, 'EmergencyPage.steps.title') });
    await expect(jumps.getByRole('link')).toHaveCount(7);
    await jumps.getByRole('link').nth(6).click();
    await expect(page).toHaveURL(/#bracesWire$/);
    await expect(firstAid('bracesWire')).toBeInViewport();
    const afterHours = region(page, lang, 'EmergencyPage.afterHours.title');
    await expect(afterHours).toBeVisible();
    await expect(await callLinks(afterHours)).toHaveCount(1);
  });

  test('the emergency strip on every page leads to the emergency page', async ({ page }) => {
    // Right under the header, before the page's own content, on every kind of page.
    for (const path of ['/', '/about', '/blog', '/privacy', '/emergency']) {
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
    // Where a worried parent looks: home, the services emergency card, the FAQ, the article.
    for (const path of [
      '/',
      '/services',
      '/faqs',
      '/blog/understanding-pediatric-dental-emergencies',
    ]) {
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
    for (const thing of lang === 'en'
      ? ['insurance card', 'ID', 'medicines', 'X-rays']
      : ['tarjeta del seguro', 'identificación', 'medicamentos', 'radiografías'])
      await expect(bring).toContainText(thing);
    await expect(
      region(page, lang, 'NewPatientsPage.timeline.title').getByRole('listitem'),
    ).not.toHaveCount(0);
    // "Who comes with your child" is the second part of the section on ages.
    await expect(region(page, lang, 'NewPatientsPage.ages.title')).toContainText(
      lang === 'en' ? 'authorization' : 'autorización',
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
});
