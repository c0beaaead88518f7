import { practice } from '../../content/practice';
import { test, expect } from './fixtures';
import { menuToggle, region } from './locate';
import { msg } from './messages';
import { builtPages, pageOfRequest, phone, telHref } from './site';

const desktopItems = {
  en: ['Home', 'About', 'Services', 'Insurance', 'Blog', 'FAQs', 'Reviews', 'Contact'],
  es: [
    'Inicio',
    'Nosotros',
    'Servicios',
    'Seguros',
    'Blog',
    'Preguntas frecuentes',
    'Opiniones',
    'Contacto',
  ],
};

test.describe('navigation bar', () => {
  for (const [locale, items] of Object.entries(desktopItems)) {
    test(`shows every item, the switcher and the phone (${locale})`, async ({ page }) => {
      await page.goto(locale === 'en' ? '/privacy' : '/es/privacy');
      const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'Principal' });
      // The plain-HTML bar, then the Radix menu that replaces it once the pointer reaches it.
      // A closed dropdown's links are hidden, so the items are the bar's own.
      const names = () => nav.getByRole('listitem');
      expect((await names().allInnerTexts()).map((n) => n.trim())).toEqual(items);
      await nav.hover();
      await expect(nav.getByRole('button', { name: items[2] })).toBeVisible();
      expect((await names().allInnerTexts()).map((n) => n.trim())).toEqual(items);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: practice.shortName })).toHaveAttribute(
        'href',
        locale === 'en' ? '/' : /^\/es\/?$/,
      );
      await expect(header.getByRole('link', { name: phone })).toHaveAttribute('href', telHref);
      await expect(
        header.getByRole('link', { name: locale === 'en' ? 'Español' : 'English' }),
      ).toBeVisible();
    });
  }

  test('the Services dropdown opens after the hover delay and closes after leaving', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const trigger = page.getByRole('button', { name: 'Services' });
    // The menu loads when the pointer first reaches the bar; then the pointer leaves again.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .hover();
    await expect(trigger).toBeVisible();
    await page.mouse.move(5, 600);
    // Timestamps are taken inside the page, so a busy test machine cannot blur the delays.
    await trigger.evaluate((button) => {
      const log: Array<[string, number]> = [];
      (window as unknown as { dropdownLog: typeof log }).dropdownLog = log;
      new MutationObserver(() =>
        log.push([button.getAttribute('aria-expanded')!, performance.now()]),
      ).observe(button, { attributes: true, attributeFilter: ['aria-expanded'] });
      button.addEventListener('pointerenter', () => log.push(['enter', performance.now()]));
      button.addEventListener('pointerleave', () => log.push(['leave', performance.now()]));
    });
    const log = () =>
      page.evaluate(
        () => (window as unknown as { dropdownLog: Array<[string, number]> }).dropdownLog,
      );
    const delay = async (from: string, to: string) => {
      const entries = await log();
      const start = entries.findLast(([e]) => e === from)![1];
      const end = entries.find(([e, t]) => e === to && t >= start)![1];
      return end - start;
    };

    const box = (await trigger.boundingBox())!;
    const over = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(over.x - 200, over.y);
    await page.mouse.move(over.x, over.y, { steps: 2 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await delay('enter', 'true')).toBeGreaterThanOrEqual(190);
    expect(await delay('enter', 'true')).toBeLessThan(450);

    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links.filter({ hasText: 'All Services' })).toHaveAttribute('href', '/services');
    await expect(links.filter({ hasText: 'Orthodontics' })).toHaveAttribute(
      'href',
      '/orthodontics',
    );
    await expect(links.filter({ hasText: 'Sedation Dentistry' })).toHaveAttribute(
      'href',
      '/sedation-dentistry',
    );
    await expect(links.filter({ hasText: 'Special Needs Care' })).toHaveAttribute(
      'href',
      '/special-needs',
    );

    // Leaving: it closes 150 ms later. Coming back within the 300 ms skip window (the pointer
    // returns 220 ms after leaving, without a round trip to the test in between) opens it again
    // without the delay. Both are read from the page's own timestamps afterwards.
    await page.mouse.move(over.x, over.y + 400);
    await page.waitForTimeout(220);
    await page.mouse.move(over.x, over.y);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await delay('leave', 'false')).toBeGreaterThanOrEqual(140);
    expect(await delay('leave', 'false')).toBeLessThan(400);
    const entries = await log();
    const closedAt = entries.findLast(([e]) => e === 'false')![1];
    const reentered = entries.findLast(([e]) => e === 'enter')![1];
    expect(reentered).toBeGreaterThan(closedAt);
    expect(reentered - closedAt).toBeLessThan(300);
    // Sooner than the 200 ms delay the first opening took (≥ 190 above): the delay was skipped.
    expect(await delay('enter', 'true')).toBeLessThan(190);
  });

  test('the dropdown is fully keyboard operable', async ({ page }) => {
    await page.goto('/es/terms');
    const trigger = page.getByRole('button', { name: 'Servicios' });
    const nav = page.getByRole('navigation', { name: 'Principal' });
    // The keyboard reaching the bar loads the menu; the focus stays on the same item.
    await expect(trigger).toHaveCount(0);
    await nav.getByRole('link', { name: 'Inicio' }).focus();
    await expect(trigger).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Todos los servicios' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Ortodoncia' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Ortodoncia' })).toHaveAttribute(
      'href',
      '/es/orthodontics',
    );
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  test('a bar reached by the keyboard before the scripts ran still gets its menu', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/es/privacy', { waitUntil: 'domcontentloaded' });
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Inicio' }).focus();
    release();
    await expect(nav.getByRole('button', { name: 'Servicios' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeFocused();
  });

  test('the menu is loaded only once the bar is reached, and keeps a dropdown opened before', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_next/static/chunks/')) chunks.push(r.url());
    });
    await page.goto('/insurance', { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const loadedAtFirst = chunks.length;
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveCount(0);

    // Hold back the menu's code, open the plain dropdown, then let the code arrive.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    await nav.locator('summary').click();
    await expect(nav.getByRole('link', { name: 'Orthodontics' })).toBeVisible();
    // The request event can reach the test a moment after the native dropdown has opened.
    await expect
      .poll(() => chunks.length, { message: 'the pointer on the bar asks for the menu' })
      .toBeGreaterThan(loadedAtFirst);
    release();
    const trigger = nav.getByRole('button', { name: 'Services' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Orthodontics' })).toBeVisible();
  });

  test('marks the current page, in both languages', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: 'About' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/es/');
    const principal = page.getByRole('navigation', { name: 'Principal' });
    await expect(principal.getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/es/privacy');
    await expect(principal.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Home scrolls to the hero on the home page and goes to /#home elsewhere', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/#home$/);
    const hero = region(page, 'en', 'Home.hero.title');
    await expect(hero).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(hero.getByRole('heading', { level: 1 })).toBeInViewport();
    await page.goto('/es/terms');
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }),
    ).toHaveAttribute('href', /^\/es\/?#home$/);
  });

  test('navigation is client-side: no reload and no failed fetch for built pages', async ({
    page,
  }) => {
    const built = new Set(builtPages());
    const failures: string[] = [];
    page.on('response', (r) => {
      const { pathname } = new URL(r.url());
      if (r.status() >= 400 && built.has(pageOfRequest(pathname)))
        failures.push(`${r.status()} ${pathname}`);
    });
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const marker = () => page.evaluate(() => (window as unknown as { marker?: number }).marker);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    expect(await marker()).toBe(42);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of service');
    expect(await marker()).toBe(42);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await marker()).toBe(42);

    await page.goto('/es/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accesibilidad' }).click();
    await expect(page).toHaveURL(/\/es\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Declaración de accesibilidad',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await marker()).toBe(7);
    expect(failures).toEqual([]);
  });

  test('links do not prefetch other pages: a first view loads only itself', async ({ page }) => {
    const otherPages: string[] = [];
    page.on('request', (r) => {
      const { pathname, searchParams } = new URL(r.url());
      // The page's own router data, which it loads after its first paint, is not another page.
      if (pathname === '/index.txt') return;
      if (/\.txt$/.test(pathname) || searchParams.has('_rsc')) otherPages.push(pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(otherPages).toEqual([]);
    // A click still navigates on the client: only then is the next page's data fetched.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    expect(otherPages.length).toBeGreaterThan(0);
  });

  test('a new page starts at its top', async ({ page }) => {
    await page.goto('/privacy');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu toggle opens a flat list that closes on navigation', async ({ page }) => {
    await page.goto('/privacy');
    const toggle = menuToggle(page, 'en');
    await expect(toggle).toHaveText('Menu');
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('listitem').getByRole('link')).toHaveText([
      'Home',
      'About',
      'All Services',
      'Orthodontics',
      'Sedation Dentistry',
      'Special Needs Care',
      'Your first visit',
      'Insurance',
      'Blog',
      'FAQs',
      'Reviews',
      'Contact',
    ]);
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/#home$/);
    await expect(menu).toBeHidden();
  });

  test('the menu works from the keyboard and Escape returns focus to the toggle', async ({
    page,
  }) => {
    await page.goto('/es/terms');
    const toggle = menuToggle(page, 'es');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menú del sitio' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the call bar keeps the phone one tap away', async ({ page }) => {
    await page.goto('/es/privacy');
    const call = page.getByRole('link', { name: `${msg('es', 'Header.callUs')} ${phone}` });
    await expect(
      page
        .getByRole('navigation', { name: 'Llamar o solicitar una cita' })
        .getByRole('link', { name: 'Solicitar una cita' }),
    ).toHaveAttribute('href', '/es/appointment');
    await expect(call).toBeInViewport();
    await expect(call).toHaveAttribute('href', telHref);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Services dropdown still opens, as a native disclosure', async ({ page }) => {
    await page.goto('/es/privacy');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav.getByRole('link', { name: 'Ortodoncia' })).toBeHidden();
    await nav.locator('summary').click();
    await expect(nav.getByRole('link', { name: 'Ortodoncia' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ortodoncia' })).toHaveAttribute(
      'href',
      '/es/orthodontics',
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the menu opens and its links work', async ({ page }) => {
      await page.goto('/terms');
      await menuToggle(page, 'en').click();
      const menu = page.getByRole('navigation', { name: 'Site menu' });
      await menu.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/#home$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});
