import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import {
  fieldNames,
  patientFormPath,
  patientFormPdfPath,
  patientForms,
  pdfRecords,
  pdfSize,
} from '../../content/patient-forms';
import { describeEachLanguage, test, expect } from './fixtures';
import { cards, linkNamed, region } from './locate';
import { msg } from './messages';
import { outDir } from './site';

/**
 * The new-patient forms (docs/product.md#new-patient-forms): listed on the first-visit page with
 * their page and their PDF in the page's language; each page printable on US Letter, one page a
 * sheet, nothing cut off; the PDFs carrying the page's fields. Nothing on them is typed or sent.
 */

/** Letter, less the half-inch margins the forms print with, in CSS pixels. */
const printable = { width: 7.5 * 96, height: 10 * 96 };

describeEachLanguage('new-patient forms', ({ lang, prefix }) => {
  const title = (key: string) => msg(lang, `PatientForms.${key}.title`);
  const pdfHref = (slug: string) => `${prefix}${patientFormPdfPath(slug)}`;
  const pdfLabel = (slug: string) =>
    msg(lang, 'PatientForms.common.pdf', { size: pdfSize(pdfRecords[slug]!.bytes[lang]) });

  test('the first-visit page lists each form with its page and its PDF in this language', async ({
    page,
    request,
  }) => {
    await page.goto(`${prefix}/new-patients`);
    const section = region(page, lang, 'NewPatientsPage.forms.title');
    await expect(section).toContainText(msg(lang, 'NewPatientsPage.forms.private'));
    const items = cards(section);
    await expect(items).toHaveCount(patientForms.length);
    for (const [i, form] of patientForms.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(title(form.key));
      await expect(item).toContainText(msg(lang, `PatientForms.${form.key}.summary`));
      const open = item.getByRole('link', {
        name: `${msg(lang, 'NewPatientsPage.forms.open')}: ${title(form.key)}`,
      });
      await expect(open).toHaveAttribute('href', `${prefix}${patientFormPath(form.slug)}`);
      const pdf = item.getByRole('link', { name: `${pdfLabel(form.slug)}: ${title(form.key)}` });
      await expect(pdf).toHaveAttribute('href', pdfHref(form.slug));
      // The PDF opens: a PDF of the size on record, the file the build published, in this language.
      const response = await request.get(pdfHref(form.slug));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const body = await response.body();
      expect(body.length).toBe(pdfRecords[form.slug]!.bytes[lang]);
      expect(body.equals(readFileSync(path.join(outDir, pdfHref(form.slug))))).toBe(true);
      const doc = await PDFDocument.load(body);
      expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe(`${lang}-US`);
      expect(doc.getTitle()).toBe(title(form.key));
    }
    // Who may bring the child: its form, from the section that says so.
    const caregiver = linkNamed(
      region(page, lang, 'NewPatientsPage.ages.title'),
      lang,
      'NewPatientsPage.caregiver.formLink',
    );
    await expect(caregiver).toHaveAttribute(
      'href',
      `${prefix}${patientFormPath('caregiver-authorization')}`,
    );
  });

  for (const form of patientForms) {
    test(`${form.slug}: the page says how to use it, links its PDF and carries its fields`, async ({
      page,
      request,
    }) => {
      await page.goto(`${prefix}${patientFormPath(form.slug)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(form.key));
      await expect(page).toHaveTitle(new RegExp(msg(lang, `PatientForms.${form.key}.meta.title`)));
      const main = page.getByRole('main');
      await expect(main).toContainText(msg(lang, `PatientForms.${form.key}.lead`));
      // Nothing to type into or send: the forms are printed, or filled in as PDFs.
      await expect(main.locator('form, input, textarea, select')).toHaveCount(0);
      await expect(main.getByRole('link', { name: pdfLabel(form.slug) })).toHaveAttribute(
        'href',
        pdfHref(form.slug),
      );
      await expect(
        main.getByRole('button', { name: msg(lang, 'PatientForms.common.print') }),
      ).toBeVisible();
      // One sheet a printed page, each named by its number.
      await expect(
        main.getByRole('region', {
          name: msg(lang, 'PatientForms.common.sheet', { page: 1, pages: form.sheets.length }),
        }),
      ).toBeVisible();
      // The page's places to write are the PDF's fields, by name.
      const onPage = await main
        .locator('[data-field]')
        .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-field')))]);
      expect(onPage).toEqual(fieldNames(form));
      const doc = await PDFDocument.load(await (await request.get(pdfHref(form.slug))).body());
      expect(
        doc
          .getForm()
          .getFields()
          .map((field) => field.getName())
          .sort(),
      ).toEqual([...onPage].sort());
    });

    test(`${form.slug}: prints on US Letter, a page a sheet, nothing cut off, no site chrome`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: printable.width, height: printable.height });
      await page.goto(`${prefix}${patientFormPath(form.slug)}`);
      await page.emulateMedia({ media: 'print' });
      const layout = await page.evaluate(() => {
        const sheets = [...document.querySelectorAll('[data-form-sheet]')];
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { top: r.top + scrollY, bottom: r.bottom + scrollY, right: r.right + scrollX };
        };
        return {
          chrome: ['header', 'footer', '[data-call-bar]', '[data-emergency-strip]']
            .flatMap((selector) => [...document.querySelectorAll(selector)])
            .filter((el) => !el.closest('main') && getComputedStyle(el).display !== 'none').length,
          sheets: sheets.map((sheet, i) => {
            const top = i === 0 ? 0 : box(sheet).top;
            // Every piece of text and every place to write, from the page's top.
            const parts = [...sheet.querySelectorAll('p, li, h2, span')].map(box);
            return {
              bottom: Math.max(...parts.map((p) => p.bottom)) - top,
              right: Math.max(...parts.map((p) => p.right)),
            };
          }),
        };
      });
      expect(layout.chrome, 'the header, bars and footer are not printed').toBe(0);
      expect(layout.sheets).toHaveLength(form.sheets.length);
      for (const [i, sheet] of layout.sheets.entries()) {
        expect(sheet.bottom, `sheet ${i + 1} fits a page's height`).toBeLessThanOrEqual(
          printable.height,
        );
        expect(sheet.right, `sheet ${i + 1} fits a page's width`).toBeLessThanOrEqual(
          printable.width,
        );
      }
      const pdf = await page.pdf({
        format: 'Letter',
        margin: { top: '0.5in', right: '0.5in', bottom: '0.5in', left: '0.5in' },
      });
      const pages = (await PDFDocument.load(pdf)).getPageCount();
      expect(pages).toBe(form.sheets.length);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    });
  }

  test('without JavaScript the PDF link works and no dead print button shows', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const form = patientForms[0]!;
    await page.goto(`${prefix}${patientFormPath(form.slug)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: pdfLabel(form.slug) })).toBeVisible();
    await expect(
      main.getByRole('button', { name: msg(lang, 'PatientForms.common.print') }),
    ).toBeHidden();
    await context.close();
  });
});
