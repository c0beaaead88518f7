// @ts-check
// `npm run forms:pdf`: the fillable PDFs of the new-patient forms (docs/content.md#new-patient-forms).
// Builds the site (skip with --no-build, right after a build of the same sources), serves out/
// with the local server, and in Chromium prints each form's page in each language to a US Letter
// PDF; then measures, in print layout, every box the page marks `data-field` and puts a fillable
// field of that name on it with pdf-lib: text on lines and boxes, checkboxes on squares, one
// field shown on every sheet that repeats it (the child's name). Writes public/forms/<slug>.pdf
// (English), public/es/forms/<slug>.pdf (Spanish) and content/patient-forms-pdfs.json: each
// form's source hash (lib/patient-form-source.ts), its fields, pages and bytes. Commit them all;
// tests/unit/patient-forms.test.ts fails when a form's sources change without new PDFs.
//
// Run by hand: deploy hosts have no Chromium, so the build never runs it.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFString,
  StandardFonts,
} from 'pdf-lib';
import prettier from 'prettier';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(repo);
const locales = /** @type {const} */ (['en', 'es']);
/** US Letter and its margins, as app/globals.css prints a form (`@page patient-form`). */
const letter = { width: 612, height: 792, margin: 36 };
/** CSS pixels to PDF points. */
const pt = 0.75;

/** Runs a command in the repository, failing when it fails. */
const run = (/** @type {string} */ command, /** @type {string[]} */ args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });

/** The forms' definitions and source hashes: TypeScript, bundled on the fly (as check:content does). */
async function loadForms() {
  const dir = path.join(repo, 'node_modules/.cache/form-pdfs');
  mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, `forms-${process.pid}.mjs`);
  await build({
    stdin: {
      contents: `
        export { patientForms, fieldNames, patientFormPath, patientFormPdfPath } from './content/patient-forms';
        export { formSourceHash } from './lib/patient-form-source';
        export { siteUrl } from './content/practice';
        export { localizePath } from './i18n/navigation';`,
      resolveDir: repo,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    // content/legal.ts names the legal pages' MDX, which no form reads.
    loader: { '.mdx': 'empty' },
    tsconfig: path.join(repo, 'tsconfig.json'),
    outfile,
    logLevel: 'silent',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** A port the system says is free now. */
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/**
 * In the page, laid out for print: each sheet's height (a printed page's content; the first
 * page starts at the top of the form, the title above its first sheet) and every field's box on
 * its page, in CSS pixels from the page's top left.
 */
function measure() {
  const sheets = [...document.querySelectorAll('[data-form-sheet]')];
  const box = (/** @type {Element} */ el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
  };
  const tops = sheets.map((sheet, i) => (i === 0 ? 0 : box(sheet).y));
  return {
    pages: sheets.map((sheet, i) => {
      const b = box(sheet);
      return { height: b.y + b.height - (tops[i] ?? 0), width: b.x + b.width };
    }),
    fields: [...document.querySelectorAll('[data-field]')].map((el) => {
      const page = sheets.findIndex((sheet) => sheet.contains(el));
      const b = box(el);
      return {
        name: el.getAttribute('data-field') ?? '',
        type: el.getAttribute('data-field-type') ?? '',
        label: el.getAttribute('data-field-label') ?? '',
        page,
        x: b.x,
        y: b.y - (tops[page] ?? 0),
        width: b.width,
        height: b.height,
      };
    }),
  };
}

/**
 * Adds a fillable field at each measured box. A name met again (the child's name on the second
 * sheet) gets another widget of the same field, so what is typed once shows on every sheet.
 * @param {PDFDocument} doc
 * @param {ReturnType<typeof measure>['fields']} fields
 */
async function addFields(doc, fields) {
  const form = doc.getForm();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = doc.getPages();
  /** @type {Map<string, any>} */
  const made = new Map();
  for (const field of fields) {
    const page = pages[field.page];
    if (!page) throw new Error(`${field.name}: outside every sheet`);
    const rect = {
      x: letter.margin + field.x * pt,
      y: letter.height - letter.margin - (field.y + field.height) * pt,
      width: field.width * pt,
      height: field.height * pt,
      // Nothing drawn by the field itself: the printed line, box or square shows through.
      borderWidth: 0,
      borderColor: undefined,
      backgroundColor: undefined,
      font,
    };
    let pdfField = made.get(field.name);
    if (field.type === 'checkbox') {
      pdfField ??= form.createCheckBox(field.name);
      pdfField.addToPage(page, rect);
    } else {
      const first = !pdfField;
      pdfField ??= form.createTextField(field.name);
      pdfField.addToPage(page, rect);
      if (first) {
        if (field.type === 'multiline') pdfField.enableMultiline();
        // The size typed text takes (set once a widget gives the field its appearance).
        pdfField.setFontSize(field.type === 'multiline' ? 9 : 10);
      }
    }
    if (!made.has(field.name)) {
      // The tooltip a screen reader or a viewer shows for the field: its label on the page.
      pdfField.acroField.dict.set(PDFName.of('TU'), PDFHexString.fromText(field.label));
      made.set(field.name, pdfField);
    }
  }
  form.updateFieldAppearances(font);
  return [...made.keys()];
}

/**
 * Chromium makes each link of the page a link of the PDF, to the address it printed from (the
 * local server): each goes to the same path on the site instead (the notice on the
 * acknowledgment).
 * @param {PDFDocument} doc
 * @param {string} from the local server's origin
 * @param {string} to the site's address
 */
function linksToSite(doc, from, to) {
  for (const page of doc.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const action = annots?.lookup(i, PDFDict).lookupMaybe(PDFName.of('A'), PDFDict);
      const uri = action?.lookupMaybe(PDFName.of('URI'), PDFString, PDFHexString)?.decodeText();
      if (uri?.startsWith(from))
        action?.set(PDFName.of('URI'), PDFString.of(to + uri.slice(from.length)));
    }
  }
}

const args = process.argv.slice(2);
const forms = await loadForms();
if (!args.includes('--no-build')) await run(process.execPath, ['scripts/build/build.mjs']);

const port = /** @type {number} */ (await freePort());
const server = spawn(process.execPath, ['scripts/serve/serve.mjs'], {
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
});
const origin = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(origin).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 50) throw new Error('the local server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  /** @type {Record<string, import('../../content/patient-forms').PdfRecord>} */
  const manifest = {};
  for (const form of forms.patientForms) {
    const expected = forms.fieldNames(form);
    /** @type {import('../../content/patient-forms').PdfRecord} */
    const record = {
      hash: forms.formSourceHash(form.slug, { site: forms.siteUrl }),
      site: forms.siteUrl,
      fields: expected,
      pages: { en: 0, es: 0 },
      bytes: { en: 0, es: 0 },
    };
    for (const locale of locales) {
      // A page of the printable width (7.5 in), so that the screen's layout is print's.
      const context = await browser.newContext({ viewport: { width: 720, height: 960 } });
      const page = await context.newPage();
      const url = origin + forms.localizePath(forms.patientFormPath(form.slug), locale);
      await page.goto(url, { waitUntil: 'networkidle' });
      // The font now comes from the cache, so it is used at once (font-display: optional).
      await page.reload({ waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      await page.emulateMedia({ media: 'print' });
      const layout = await page.evaluate(measure);
      const title = await page.locator('h1').innerText();
      const pdf = await page.pdf({
        format: 'Letter',
        margin: { top: '0.5in', right: '0.5in', bottom: '0.5in', left: '0.5in' },
        printBackground: true,
        tagged: true,
      });
      await context.close();

      const where = `${form.slug} (${locale})`;
      const room = {
        width: (letter.width - 2 * letter.margin) / pt,
        height: (letter.height - 2 * letter.margin) / pt,
      };
      for (const [n, sheet] of layout.pages.entries()) {
        if (sheet.height > room.height || sheet.width > room.width + 1)
          throw new Error(
            `${where}: sheet ${n + 1} is ${Math.round(sheet.width)} × ${Math.round(sheet.height)} px, more than a Letter page holds (${room.width} × ${room.height})`,
          );
      }
      const doc = await PDFDocument.load(pdf);
      if (doc.getPageCount() !== layout.pages.length)
        throw new Error(
          `${where}: ${doc.getPageCount()} printed pages for ${layout.pages.length} sheets`,
        );
      linksToSite(doc, origin, forms.siteUrl);
      const names = await addFields(doc, layout.fields);
      if (JSON.stringify([...names].sort()) !== JSON.stringify([...expected].sort()))
        throw new Error(
          `${where}: the page's fields ${names.join(', ')} are not the form's ${expected.join(', ')}`,
        );
      doc.setTitle(title, { showInWindowTitleBar: true });
      doc.setLanguage(locale === 'es' ? 'es-US' : 'en-US');
      doc.setCreator('npm run forms:pdf (scripts/tools/form-pdfs.mjs)');
      doc.setProducer('Chromium and pdf-lib');
      const bytes = await doc.save();
      const file = path.join(
        'public',
        locale === 'en' ? '' : locale,
        forms.patientFormPdfPath(form.slug),
      );
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, bytes);
      record.pages[locale] = doc.getPageCount();
      record.bytes[locale] = bytes.length;
      console.log(
        `forms:pdf: ${file}: ${doc.getPageCount()} page(s), ${names.length} fields, ${Math.round(bytes.length / 1024)} KB`,
      );
    }
    manifest[form.slug] = record;
  }
  const manifestFile = 'content/patient-forms-pdfs.json';
  const json = await prettier.format(JSON.stringify(manifest), { filepath: manifestFile });
  writeFileSync(manifestFile, json);
  console.log(
    `forms:pdf: ${manifestFile}; commit it with the PDFs, then build again (the pages show each PDF's size)`,
  );
} finally {
  await browser.close();
  server.kill();
}
