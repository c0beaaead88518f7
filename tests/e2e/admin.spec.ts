import type { Locator, Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { HoursRow, Weekday } from '../../content/client';
import { officeClosures, officeHours, timeZone } from '../../content/practice';
import { formatTime, weekdayName } from '../../lib/dates';
import { factArgNames } from '../../lib/facts';
import { officeStatus, statusText } from '../../lib/office-status';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { test as base, expect, watchPolicy } from './fixtures';
import { languages, msg, type Lang } from './messages';
import { freePort } from './ports';
import { builtPages, fullTier, notPageDirs } from './site';

/**
 * The office's editor at /admin/ (docs/content.md#editing-the-site), offline, as the office uses
 * it: "Work with Local Repository" on a copy of the repository's content/ in the browser's own
 * storage (OPFS), the edits typed into the editor's fields, each saved, the saved files read
 * back, compared with what the edits should give and nothing more, and run through the content
 * check (scripts/check/content.mjs). The second test makes the classic mistakes and sees each
 * refused, by the editor (the field's error shown, nothing saved) or by the check (the file and
 * the field named).
 *
 * The editor's page has its own policy (adminCsp, scripts/site-config.mjs). The only violations
 * allowed are the editor's interface library asking a CDN for its fonts, which the policy
 * blocks (the editor uses the copies beside it); the only other host it tries is GitHub's status
 * page, which the offline browser never reaches.
 */
const root = path.resolve(__dirname, '../..');
const checkScript = path.join(root, 'scripts/check/content.mjs');

/**
 * The requests the editor makes beyond the site: GitHub's status, which the offline browser
 * refuses, and the CDN fonts, which the policy blocks.
 */
const expectedElsewhere = [
  /^https:\/\/www\.githubstatus\.com\/api\/v2\/status\.json$/,
  /^https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/\S+\.woff2$/,
];
/** The policy violations allowed: the interface library's fonts on a CDN, blocked. */
const blockedCdnFont = [
  /^font-src blocked https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/\S+\.woff2 at \/admin\/$/,
  /^Loading the font 'https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/\S+\.woff2' violates the following Content Security Policy directive: "font-src 'self'"\. The action has been blocked\.$/,
];

const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: async ({ context }, provide) => {
    const violations = await watchPolicy(context);
    await provide(violations);
    expect(
      violations.filter((text) => !blockedCdnFont.some((allowed) => allowed.test(text))),
      'Content-Security-Policy violations besides the CDN fonts',
    ).toEqual([]);
  },
});
test.use({ locale: 'en-US' });

type Files = Record<string, string>;

/** The repository's content/ as the editor's folder holds it, with the `.git` it looks for. */
function repositoryFiles(): Files {
  const files: Files = { '.git/HEAD': 'ref: refs/heads/main\n' };
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else files[rel] = readFileSync(path.join(root, rel), 'utf8');
    }
  };
  walk('content');
  return files;
}

/** The labels of the editor (cms/config.yml): each in English, then Spanish. */
const label = {
  office: 'Office / Consultorio',
  officeFile:
    'Phone, hours, closed days, rating and Medi-Cal / Teléfono, horario, días cerrados, calificación y Medi-Cal',
  reviews: 'Reviews / Reseñas',
  reviewsFile: 'Reviews shown on the site / Reseñas que muestra el sitio',
  faqs: 'FAQ / Preguntas',
  faqsFile: 'Frequently asked questions / Preguntas frecuentes',
  articles: 'Articles / Artículos',
  english: 'English / Inglés',
  spanish: 'Spanish / Español',
};
/** The words the editor answers with (its English interface). */
const editorSays = {
  saved: 'Entry saved.',
  required: 'This field is required.',
  placeholder: 'A word in {curly braces} was changed',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field of the editor by its label (the editor wraps the label in direction marks). */
const field = (scope: Page | Locator, name: string) =>
  scope.getByRole('group', { name: new RegExp(`^“\\W?${escape(name)}\\W?” Field$`) });

/** Opens the editor on a fresh copy of content/ and waits for its collections. */
async function openEditor(
  page: Page,
  files: Files,
  localRepository = 'Work with Local Repository',
) {
  await page.addInitScript((seed: Files) => {
    // The folder "Work with Local Repository" asks for: the browser's private storage, filled
    // once with the copy (a reload keeps what the editor saved).
    (window as unknown as { showDirectoryPicker: () => Promise<unknown> }).showDirectoryPicker =
      async () => {
        const storage = await navigator.storage.getDirectory();
        const repo = await storage.getDirectoryHandle('repo', { create: true });
        const seeded = await repo.getDirectoryHandle('.git').then(
          () => true,
          () => false,
        );
        if (!seeded) {
          for (const [file, text] of Object.entries(seed)) {
            const parts = file.split('/');
            let dir = repo;
            for (const part of parts.slice(0, -1)) {
              dir = await dir.getDirectoryHandle(part, { create: true });
            }
            const writable = await (
              await dir.getFileHandle(parts.at(-1)!, { create: true })
            ).createWritable();
            await writable.write(text);
            await writable.close();
          }
        }
        return repo;
      };
  }, files);
  const started = Date.now();
  await page.goto('/admin/');
  await page.getByRole('button', { name: localRepository }).click();
  await expect(page.getByRole('treeitem', { name: label.articles })).toBeVisible();
  return Date.now() - started;
}

/**
 * Every file of the editor's folder, as it is now. A walk that meets a file the editor is
 * replacing (Chromium writes a `.crswap` copy, then moves it) is done again.
 */
async function storedFiles(page: Page): Promise<Files> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readStorage(page);
    } catch (error) {
      if (attempt === 5 || !/NotFoundError/.test(String(error))) throw error;
    }
  }
}

function readStorage(page: Page): Promise<Files> {
  return page.evaluate(async () => {
    type Dir = FileSystemDirectoryHandle & {
      entries(): AsyncIterable<[string, FileSystemDirectoryHandle | FileSystemFileHandle]>;
    };
    const files: Record<string, string> = {};
    const walk = async (dir: Dir, prefix: string) => {
      for await (const [name, handle] of dir.entries()) {
        if (handle.kind === 'directory') await walk(handle as Dir, `${prefix}${name}/`);
        else files[`${prefix}${name}`] = await (await handle.getFile()).text();
      }
    };
    const storage = await navigator.storage.getDirectory();
    await walk((await storage.getDirectoryHandle('repo')) as Dir, '');
    return files;
  });
}

/** The files that differ between two copies (added, changed or removed). */
const changedFiles = (before: Files, after: Files) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((file) => before[file] !== after[file])
    .sort();

/**
 * Presses Save and waits until the editor says it saved and `file` holds something new;
 * resolves with the milliseconds from the click to the file written.
 */
async function save(page: Page, file: string) {
  const before = (await storedFiles(page))[file];
  const started = Date.now();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(async () => (await storedFiles(page))[file] !== before, { timeout: 15_000 })
    .toBe(true);
  const ms = Date.now() - started;
  await expect(page.getByText(editorSays.saved)).toBeVisible();
  return ms;
}

/**
 * Scrolls the entry being edited, as the office would, until `target` shows: the editor draws
 * the fields of a long list as they come into view.
 */
async function scrollTo(page: Page, target: Locator) {
  const pane = page.getByRole('group', { name: /^Edit \W?\w+\W? Content$/ });
  const box = (await pane.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let step = 0; step < 60 && !(await target.count()); step += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(50);
  }
  await target.scrollIntoViewIfNeeded();
}

/** Opens a collection's one file (Office, Reviews, FAQ) from the collection list. */
async function openFile(page: Page, collection: string, file: string, ui = english) {
  await page.getByRole('treeitem', { name: collection }).click();
  await page.getByRole('row', { name: file }).click();
  // The editor parses the file and builds its form (hundreds of fields for the office's file):
  // seconds on a busy two-core machine.
  await expect(page.getByRole('button', { name: ui.save, exact: true })).toBeVisible({
    timeout: 15_000,
  });
  // The editor announces the file once its form is ready; typing before that may be lost.
  await expect(page.getByRole('status').filter({ hasText: ui.editing })).toHaveCount(1);
}

/** The words of the editor's interface that the tests wait for, in English and in Spanish. */
const english = { save: 'Save', editing: 'now editing the' };
const spanish = { save: 'Guardar', editing: 'Ahora estás editando el archivo' };

/**
 * Adds a closed day to the list and waits for its fields. A click the editor drops while it
 * redraws the form (seldom, on a busy machine) is made again, as the office would.
 */
async function addClosure(closures: Locator) {
  const firstDay = field(closures, 'First day closed / Primer día cerrado');
  const add = closures.getByRole('button', { name: /^Add \W?closed day \/ día cerrado\W?$/ });
  await expect(async () => {
    if (!(await firstDay.count())) await add.click();
    await expect(firstDay).toHaveCount(1, { timeout: 2_000 });
  }).toPass();
}

/** After a save, the editor goes back to the collections. */
async function closeEntry(page: Page) {
  await expect(page.getByRole('treeitem', { name: label.articles })).toBeVisible();
}

/** The saved copy written to a folder, as the content check reads a repository. */
function writeCopy(files: Files): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sunny-steps-admin-'));
  for (const [file, text] of Object.entries(files)) {
    if (!file.startsWith('content/')) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/**
 * A copy of the repository with the files the office saved, to build: the sources as they are,
 * node_modules linked file by file (Next's bundler refuses a node_modules outside the project).
 */
function siteWith(saved: Files): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sunny-steps-office-'));
  const skip = new Set([
    'node_modules',
    '.next',
    'out',
    '.git',
    'test-results',
    'playwright-report',
    '.scratch',
    '.inbox',
  ]);
  cpSync(root, dir, {
    recursive: true,
    filter: (from) => !skip.has(path.relative(root, from).split(path.sep)[0]!),
  });
  const link = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
      if (entry.isDirectory()) link(source, target);
      else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
      else {
        try {
          linkSync(source, target);
        } catch {
          copyFileSync(source, target);
        }
      }
    }
  };
  link(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  for (const [file, text] of Object.entries(saved)) {
    if (!file.startsWith('content/')) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Runs a command in a folder; resolves with its exit code and its output. */
function run(command: string, args: string[], cwd: string) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * `npm run check:content -- --root <dir>` on a copy of the repository's content: its exit code
 * and what it printed, line by line (each problem is `<file>: <field>: <what to do>`).
 */
function contentCheck(dir: string) {
  const result = spawnSync(process.execPath, [checkScript, '--root', dir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  const lines = `${result.stdout}\n${result.stderr}`.split('\n').map((line) => line.trim());
  return { status: result.status, lines: lines.filter(Boolean) };
}

/**
 * tests/unit/office-content.test.ts, the loaders' test, on a folder of saved content, told what
 * the office changed: its exit code and output.
 */
function loadersOn(dir: string, edits: Record<string, unknown>) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/jest/bin/jest.js'),
      '--ci',
      '--runTestsByPath',
      'tests/unit/office-content.test.ts',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        FORCE_COLOR: '0',
        OFFICE_SAVED: dir,
        OFFICE_EDITS: JSON.stringify(edits),
      },
    },
  );
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const json = (text: string | undefined) => JSON.parse(text ?? 'null') as unknown;
/** JSON as the repository writes it (2 spaces, a final newline), which the editor keeps. */
const asFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A Markdown file's front matter and body. */
function frontMatter(text: string | undefined) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text ?? '');
  expect(match, 'front matter between --- lines').not.toBeNull();
  return { data: parseYaml(match![1]!) as Record<string, unknown>, body: match![2]!.trim() };
}

/** The sentence the office adds to a Spanish FAQ answer. */
const addedSentence = ' Le enviamos un recordatorio unos días antes de cada cita.';

/**
 * The closed day the office adds: the first day from 2027-01-01 on that the hours would open
 * (so that "Open now" changes on it), and the moment the full tier looks: midway through that
 * day's hours, on the practice's clock.
 */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const weekdayOf = (ms: number) =>
  (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)[
    new Date(ms).getUTCDay()
  ]!;
const openRow = (ms: number) =>
  officeHours.find(
    (row): row is Extract<HoursRow, { opens: string }> =>
      'opens' in row && row.days.includes(weekdayOf(ms)),
  );
const closureDay = (() => {
  let day = Date.UTC(2027, 0, 1);
  while (!openRow(day) || officeClosures.includes(isoDay(day))) day += 86_400_000;
  return day;
})();
const closureDate = isoDay(closureDay);
const closureMoment = (() => {
  const { opens, closes } = openRow(closureDay)!;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const asUtc = closureDay + ((minutes(opens) + minutes(closes)) / 2) * 60_000;
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(asUtc)
    .find((part) => part.type === 'timeZoneName')!.value;
  const [, sign = '+', hours = '0', mins = '0'] = /GMT([+-])(\d\d):(\d\d)/.exec(zone) ?? [];
  const offset = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(mins));
  return new Date(asUtc - offset * 60_000).toISOString();
})();
/** Monday's opening time, which the office keeps when it changes the closing time. */
const mondayOpens = (
  officeHours.find((row) => 'opens' in row && row.days.includes('monday')) as { opens: string }
).opens;
/** The office hours after the edit: Monday closes at 17:30. */
const hoursAfterEdit: HoursRow[] = officeHours.flatMap((row): HoursRow[] => {
  if (!('opens' in row) || !row.days.includes('monday')) return [row];
  const others = row.days.filter((day) => day !== 'monday');
  return [
    { days: ['monday'], opens: row.opens, closes: '17:30' },
    ...(others.length ? [{ ...row, days: others as [Weekday, ...Weekday[]] }] : []),
  ];
});
/** What "Open now" says at a moment, with the edited hours and these closed days. */
const openNowSays = (lang: Lang, time: string, closures: readonly string[]) =>
  statusText(
    officeStatus(new Date(time), hoursAfterEdit, closures, timeZone),
    'office',
    { en: en.OfficeStatus, es: es.OfficeStatus }[lang],
    lang,
  );

/** The article the office writes, in both languages. */
const article = {
  slug: 'back-to-school-checkups',
  date: '2026-08-03',
  en: {
    title: 'Back-to-school checkups',
    excerpt:
      'Book a checkup before the first day of school: a healthy smile starts the year right.',
    tags: ['Prevention'],
    body: 'Summer is the easiest time to book a checkup. Call us before the school year starts.',
  },
  es: {
    title: 'Revisiones para el regreso a clases',
    excerpt: 'Haga una cita antes del primer día de clases: una sonrisa sana empieza bien el año.',
    tags: ['Prevención'],
    body: 'El verano es el mejor momento para una revisión. Llámenos antes de que empiecen las clases.',
  },
};

test.describe('the office edits the site in the editor, offline', () => {
  // The full tier builds what the first test saved.
  test.describe.configure({ mode: 'serial' });
  let savedByTheOffice: Files | undefined;

  test('hours, a closed day, an FAQ answer, an article and a review, saved as expected and passing the check', async ({
    page,
    blockedRequests,
  }) => {
    const files = repositoryFiles();
    test.setTimeout(180_000);
    const ready = await openEditor(page, files);
    const timings: string[] = [`editor ready ${ready} ms`];

    // 1. Office hours and a closed day.
    await openFile(page, label.office, label.officeFile);
    const monday = field(field(page, 'Usual office hours / Horario habitual'), 'Monday / Lunes');
    const closes = field(monday, 'Closes at / Cierra a las').getByRole('textbox');
    await expect(closes).toHaveValue('18:00');
    await closes.fill('17:30');
    const closures = field(page, 'Closed days / Días cerrados');
    await addClosure(closures);
    await field(closures, 'First day closed / Primer día cerrado')
      .getByRole('textbox')
      .fill(closureDate);
    const reason = field(
      closures,
      'Reason, as the site shows it / Motivo, como lo muestra el sitio',
    );
    await field(reason, label.english).getByRole('textbox').fill("New Year's Day");
    await field(reason, label.spanish).getByRole('textbox').fill('Año Nuevo');
    timings.push(`practice saved ${await save(page, 'content/data/practice.json')} ms`);
    await closeEntry(page);

    // 2. A Spanish FAQ answer: the second question of the first group.
    const faqs = json(files['content/faqs.json']) as {
      groups: { items: { a: { en: string; es: string } }[] }[];
    };
    const answer = faqs.groups[0]!.items[1]!.a;
    await openFile(page, label.faqs, label.faqsFile);
    const spanishAnswer = field(field(page, 'Answer / Respuesta').nth(1), label.spanish).getByRole(
      'textbox',
    );
    await scrollTo(page, spanishAnswer);
    await expect(spanishAnswer).toHaveValue(answer.es);
    await spanishAnswer.fill(answer.es + addedSentence);
    timings.push(`FAQ saved ${await save(page, 'content/faqs.json')} ms`);
    await closeEntry(page);

    // 3. A review: the first one's parent and English text.
    const reviews = json(files['content/data/reviews.json']) as {
      reviews: { parent: string; text: { en: string } }[];
    };
    const first = reviews.reviews[0]!;
    await openFile(page, label.reviews, label.reviewsFile);
    const parent = field(page, 'Parent (first name and initial) / Padre o madre (nombre e inicial)')
      .first()
      .getByRole('textbox');
    await expect(parent).toHaveValue(first.parent);
    await parent.fill('Mariana G.');
    const reviewText = field(field(page, 'Review / Reseña').first(), label.english).getByRole(
      'textbox',
    );
    await scrollTo(page, reviewText);
    await expect(reviewText).toHaveValue(first.text.en);
    await reviewText.fill(`${first.text.en} Thank you!`);
    timings.push(`review saved ${await save(page, 'content/data/reviews.json')} ms`);
    await closeEntry(page);

    // 4. A new article, in English and in Spanish.
    await page.getByRole('treeitem', { name: label.articles }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    // The editor announces the new entry once its form is ready; typing before that is lost.
    await expect(page.getByRole('status').filter({ hasText: 'creating a new entry' })).toHaveCount(
      1,
    );
    const edit = page.getByRole('group', { name: /^Edit \W?English\W? Content$/ });
    await fillArticle(page, edit, article.en, article.date);
    await page
      .getByRole('radiogroup', { name: 'Switch Locale' })
      .first()
      .getByRole('radio', { name: 'Spanish' })
      .click();
    const editEs = page.getByRole('group', { name: /^Edit \W?Spanish\W? Content$/ });
    await fillArticle(page, editEs, article.es);
    timings.push(
      `article saved ${await save(page, `content/blog/${article.slug}/index.es.mdx`)} ms`,
    );

    // Read back: exactly these changes, nothing else.
    const saved = await storedFiles(page);
    const blog = (lang: 'en' | 'es') => `content/blog/${article.slug}/index.${lang}.mdx`;
    expect(changedFiles(files, saved)).toEqual(
      [
        'content/data/practice.json',
        'content/data/reviews.json',
        'content/faqs.json',
        blog('en'),
        blog('es'),
      ].sort(),
    );
    const practice = json(files['content/data/practice.json']) as {
      hours: { monday: { closes: string } };
      closures: unknown[];
    };
    practice.hours.monday.closes = '17:30';
    practice.closures.push({
      from: closureDate,
      label: { en: "New Year's Day", es: 'Año Nuevo' },
    });
    expect(saved['content/data/practice.json']).toBe(asFile(practice));
    answer.es += addedSentence;
    expect(saved['content/faqs.json']).toBe(asFile(faqs));
    first.parent = 'Mariana G.';
    first.text.en += ' Thank you!';
    expect(saved['content/data/reviews.json']).toBe(asFile(reviews));
    for (const lang of ['en', 'es'] as const) {
      const { data, body } = frontMatter(saved[blog(lang)]);
      expect(data, blog(lang)).toEqual({
        title: article[lang].title,
        excerpt: article[lang].excerpt,
        date: article.date,
        tags: article[lang].tags,
      });
      expect(body, blog(lang)).toBe(article[lang].body);
    }

    // The content check passes on the saved copy.
    const copy = writeCopy(saved);
    try {
      expect(existsSync(checkScript), 'scripts/check/content.mjs, the content check').toBe(true);
      const check = contentCheck(copy);
      expect(check.status, `content check on the saved files:\n${check.lines.join('\n')}`).toBe(0);
      // Jest runs the loaders the pages import on the saved files, and finds each change.
      const loaders = loadersOn(copy, {
        mondayCloses: '17:30',
        closure: { date: closureDate, en: "New Year's Day", es: 'Año Nuevo' },
        faq: { group: 0, item: 1, esEndsWith: addedSentence },
        review: { parent: 'Mariana G.', enEndsWith: ' Thank you!' },
        article: {
          slug: article.slug,
          date: article.date,
          en: { title: article.en.title },
          es: { title: article.es.title },
        },
      });
      expect(loaders.status, `Jest on the saved files:\n${loaders.output}`).toBe(0);
      expect(loaders.output).toMatch(/Tests:\s+\d+ passed, \d+ total/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    expect(
      blockedRequests.filter((url) => !expectedElsewhere.some((known) => known.test(url))),
    ).toEqual([]);
    test.info().annotations.push({ type: 'timings', description: timings.join(', ') });
    console.log(`admin: ${timings.join(', ')}`);
    savedByTheOffice = saved;
  });

  test('built, each change shows on its page', async ({ page }) => {
    test.skip(!fullTier, 'npm run test:full builds the saved files');
    test.setTimeout(20 * 60_000);
    expect(savedByTheOffice, 'the files the first test saved').toBeDefined();
    const site = siteWith(savedByTheOffice!);
    let server: ChildProcess | undefined;
    try {
      const started = Date.now();
      const build = await run(process.execPath, ['scripts/build/build.mjs'], site);
      expect(build.code, `the build of the saved files:\n${build.output.slice(-4000)}`).toBe(0);
      const built = Date.now() - started;
      const port = await freePort();
      server = spawn(process.execPath, ['scripts/serve/serve.mjs'], {
        cwd: site,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: 'ignore',
      });
      const origin = `http://127.0.0.1:${port}`;
      await expect
        .poll(
          () =>
            fetch(`${origin}/`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 30_000 },
        )
        .toBe(200);
      console.log(
        `admin: the saved files built in ${built} ms, served after ${Date.now() - started} ms`,
      );

      for (const { lang, prefix } of languages) {
        // The closed day, in "Open now" on its date (midway through that day's hours).
        const saidThen = openNowSays(lang, closureMoment, [...officeClosures, closureDate]);
        expect(saidThen, 'the closed day changes what "Open now" says').not.toBe(
          openNowSays(lang, closureMoment, officeClosures),
        );
        await page.clock.install({ time: new Date(closureMoment) });
        await page.goto(`${origin}${prefix || '/'}`);
        const status = page.locator('[data-office-status="office"] [data-status-text]').first();
        await expect(status).toHaveAttribute('data-status-text', 'live');
        await expect(status).toHaveText(saidThen);

        // Monday's new closing time, in the office hours the home page shows (its contact
        // band; the footer leaves out its own copy on a page that shows them).
        const hours = page.locator('[data-office-hours]').filter({ visible: true }).first();
        // Below the first screen the band is laid out only when near (content-visibility: auto),
        // at the next frame after it comes into view, and the words a list shows are read from
        // its layout.
        await hours.scrollIntoViewIfNeeded();
        await expect
          .poll(async () => (await hours.getByRole('term').allInnerTexts()).join('').trim())
          .not.toBe('');
        // Named in full, or short in a narrow list ("Mon"): the words shown.
        const monday = [weekdayName('monday', lang), weekdayName('monday', lang, true, 'short')];
        const terms = (await hours.getByRole('term').allInnerTexts()).map((t) => t.trim());
        const values = (await hours.getByRole('definition').allTextContents()).map((t) => t.trim());
        const row = terms.findIndex((term) => monday.includes(term));
        expect(row, `${monday[0]} alone in the office hours: ${terms.join(' | ')}`).toBeGreaterThan(
          -1,
        );
        expect(values[row]).toBe(
          msg(lang, 'Hours.time', {
            opens: formatTime(mondayOpens, lang),
            closes: formatTime('17:30', lang),
          }),
        );

        // The edited review, on the home page.
        await expect(page.getByRole('main')).toContainText('Mariana G.');

        // The new article, in the blog's list and on its own page.
        await page.goto(`${origin}${prefix}/blog`);
        await expect(
          page.getByRole('main').getByRole('link', { name: article[lang].title }).first(),
        ).toBeVisible();
        await page.goto(`${origin}${prefix}/blog/${article.slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(article[lang].title);
        await expect(page.getByRole('main')).toContainText(article[lang].body);
      }

      // The Spanish FAQ answer, on the Spanish FAQ page.
      await page.goto(`${origin}/es/faqs`);
      await expect(page.getByRole('main')).toContainText(addedSentence.trim());
    } finally {
      server?.kill();
      rmSync(site, { recursive: true, force: true });
    }
  });
});

test('the classic mistakes are refused: by the editor, the field showing why; by the check, naming the file and the field', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const files = repositoryFiles();
  await openEditor(page, files);

  // Refused by the editor: Save saves nothing, and the field says what is wrong.
  const faqs = json(files['content/faqs.json']) as {
    groups: { items: { a: { en: string; es: string } }[] }[];
  };
  const checkup = faqs.groups[0]!.items[1]!.a;
  expect(checkup.es).toContain('{checkupMonths}');
  await openFile(page, label.faqs, label.faqsFile);
  const spanishAnswer = field(field(page, 'Answer / Respuesta').nth(1), label.spanish);
  await scrollTo(page, spanishAnswer.getByRole('textbox'));
  // A brace lost, a fact's name translated, the Spanish left empty.
  for (const [mistake, message] of [
    [checkup.es.replace('{checkupMonths}', '{checkupMonths'), editorSays.placeholder],
    [checkup.es.replace('{checkupMonths}', '{mesesEntreRevisiones}'), editorSays.placeholder],
    ['', editorSays.required],
  ] as const) {
    await refused(page, spanishAnswer, mistake, message);
  }
  await leaveEntry(page);

  await openFile(page, label.office, label.officeFile);
  await refused(
    page,
    field(page, 'Number / Número'),
    '909-555-0142',
    'Write it like (909) 555-0142.',
  );
  await field(page, 'Number / Número').getByRole('textbox').fill('(909) 555-0142');
  // A closed day with its Spanish reason left empty, its first day an unreal date typed by hand.
  const closures = field(page, 'Closed days / Días cerrados');
  await addClosure(closures);
  const reason = field(closures, 'Reason, as the site shows it / Motivo, como lo muestra el sitio');
  await field(reason, label.english).getByRole('textbox').fill('Staff training');
  const firstDay = field(closures, 'First day closed / Primer día cerrado');
  await firstDay.getByRole('textbox').click();
  await page.keyboard.type('02302027');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(field(reason, label.spanish)).toContainText(editorSays.required);
  await expect(firstDay).toContainText(editorSays.required);
  await leaveEntry(page);

  await openFile(page, label.reviews, label.reviewsFile);
  await refused(
    page,
    field(page, 'Short name for the review / Nombre corto de la reseña').first(),
    'Sofia First Visit',
    'Use lower-case letters, digits and dashes',
  );
  await leaveEntry(page);
  await openFile(page, label.reviews, label.reviewsFile);
  await refused(
    page,
    field(page, "Child's age (0 for a baby) / Edad (0 si es bebé)").first(),
    '19',
    'The value must be less than or equal to 18.',
  );
  await leaveEntry(page);
  expect(changedFiles(files, await storedFiles(page)), 'files saved despite the mistakes').toEqual(
    [],
  );

  // Saved by the editor, refused by the check: closing before opening, a Spanish reason copied
  // from the English, a review month in the future.
  await openFile(page, label.office, label.officeFile);
  const monday = field(field(page, 'Usual office hours / Horario habitual'), 'Monday / Lunes');
  await field(monday, 'Closes at / Cierra a las').getByRole('textbox').fill('07:00');
  await addClosure(closures);
  await firstDay.getByRole('textbox').fill('2027-12-24');
  await field(reason, label.english).getByRole('textbox').fill('Christmas Eve');
  await field(reason, label.spanish).getByRole('textbox').fill('Christmas Eve');
  await save(page, 'content/data/practice.json');
  await openFile(page, label.reviews, label.reviewsFile);
  const month = field(page, 'Month of the review / Mes de la reseña').first().getByRole('textbox');
  await month.fill('2099-01-15');
  await save(page, 'content/data/reviews.json');

  // Typed by hand outside the editor (on GitHub, say): an unreal date in an article, a broken and
  // an unknown {placeholder}, a Spanish review text left empty.
  const saved = await storedFiles(page);
  const post = 'content/blog/top-5-tips-childrens-oral-health/index.en.mdx';
  expect(saved[post]).toMatch(/^date: \d{4}-\d{2}-\d{2}$/m);
  saved[post] = saved[post]!.replace(/^date: .*$/m, 'date: 2027-02-30');
  const handEdited = json(saved['content/faqs.json']) as typeof faqs;
  handEdited.groups[0]!.items[1]!.a.es = checkup.es.replace('{checkupMonths}', '{checkupMonths');
  const unknown = handEdited.groups[1]!.items[0]!.a;
  unknown.en = `${unknown.en} Call us at {telefono}.`;
  saved['content/faqs.json'] = asFile(handEdited);
  const reviews = json(saved['content/data/reviews.json']) as {
    reviews: { text: { es: string } }[];
  };
  reviews.reviews[1]!.text.es = '';
  saved['content/data/reviews.json'] = asFile(reviews);

  const copy = writeCopy(saved);
  try {
    expect(existsSync(checkScript), 'scripts/check/content.mjs, the content check').toBe(true);
    const check = contentCheck(copy);
    expect(check.status, check.lines.join('\n')).toBe(1);
    for (const [file, fieldPath] of [
      ['content/data/practice.json', 'hours.monday.closes'],
      ['content/data/practice.json', 'closures.0.label.es'],
      ['content/data/reviews.json', 'reviews.0.date'],
      ['content/data/reviews.json', 'reviews.1.text.es'],
      [post, 'date'],
      ['content/faqs.json', 'groups.0.items.1.a.es'],
      ['content/faqs.json', 'groups.1.items.0.a.en'],
    ]) {
      const line = new RegExp(`^${escape(file!)}: ${escape(fieldPath!)}: \\S`);
      expect(
        check.lines.filter((text) => line.test(text)),
        `a line "${file}: ${fieldPath}: …" in:\n${check.lines.join('\n')}`,
      ).toHaveLength(1);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('the editor is no page of the site: its own policy, no index, no sitemap, no offline copy', async ({
  request,
}) => {
  const { adminConfigText } = await import('../../scripts/build/admin.mjs');
  const site = await import('../../scripts/site-config.mjs');
  const { adminCsp, headerCsp } = site;
  expect(notPageDirs).toEqual(site.notPageDirs);
  const redirect = await request.get('/admin', { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers()['location']).toBe('/admin/');
  const response = await request.get('/admin/');
  expect(response.status()).toBe(200);
  expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(response.headers()['content-security-policy']).toBe(headerCsp);
  const html = await response.text();
  const policies = [
    ...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/g),
  ];
  expect(policies.map(([, policy]) => policy)).toEqual([adminCsp]);
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
    '<script type="module" src="/admin/cms/editor.js">',
  ]);
  // The configuration the editor reads is cms/config.yml with today's facts in its pattern.
  expect(await (await request.get('/admin/config.yml')).text()).toBe(
    adminConfigText(readFileSync(path.join(root, 'cms/config.yml'), 'utf8'), factArgNames),
  );
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  expect(await (await request.get('/sw.js')).text()).not.toMatch(/["'/]admin\//);
  expect(builtPages().filter((page) => page.startsWith('/admin'))).toEqual([]);
});

test.describe('with a browser in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('the editor speaks Spanish, from its own files', async ({ page, blockedRequests }) => {
    await openEditor(page, repositoryFiles(), 'Trabajar con un repositorio local');
    await expect(page.getByRole('tree', { name: 'Lista de colecciones' })).toBeVisible();
    await openFile(page, label.office, label.officeFile, spanish);
    await expect(page.getByRole('button', { name: 'Cancelar la edición' })).toBeVisible();
    expect(
      blockedRequests.filter((url) => !expectedElsewhere.some((known) => known.test(url))),
    ).toEqual([]);
  });
});

/**
 * Types a mistake into a field, presses Save and sees the field say `message`: the editor saved
 * nothing (checked with the files at the end).
 */
async function refused(page: Page, fieldGroup: Locator, mistake: string, message: string) {
  const box = fieldGroup.getByRole('textbox').or(fieldGroup.getByRole('spinbutton'));
  await box.fill(mistake);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(fieldGroup).toContainText(message);
  await expect(page.getByText(editorSays.saved)).toHaveCount(0);
}

/** Leaves an entry without saving it, discarding what was typed. */
async function leaveEntry(page: Page) {
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  const discard = page.getByRole('button', { name: /^Discard/ });
  const list = page.getByRole('treeitem', { name: label.articles });
  await expect(discard.or(list).first()).toBeVisible();
  if (await discard.isVisible()) await discard.click();
  await expect(list).toBeVisible();
}

/**
 * Fills one language of the article being written, each field seen to hold what was typed; the
 * date only in English (the editor copies it to Spanish).
 */
async function fillArticle(page: Page, edit: Locator, text: (typeof article)['en'], date?: string) {
  // A new entry's fields can be drawn again while the editor settles (seen on a loaded machine):
  // what was typed is typed again until the field holds it.
  const typeInto = async (box: Locator, value: string) => {
    await expect(async () => {
      await box.fill(value);
      await expect(box).toHaveValue(value, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  };
  await typeInto(field(edit, 'Title / Título').getByRole('textbox'), text.title);
  await typeInto(
    field(edit, 'Summary for the list of articles / Resumen para la lista de artículos').getByRole(
      'textbox',
    ),
    text.excerpt,
  );
  if (date) await typeInto(field(edit, 'Date / Fecha').getByRole('textbox'), date);
  await typeInto(field(edit, 'Tags / Etiquetas').getByRole('textbox').first(), text.tags[0]!);
  const body = field(edit, 'Article / Artículo').getByRole('textbox');
  await body.click();
  await page.keyboard.type(text.body);
  await expect(body).toHaveText(text.body);
}
