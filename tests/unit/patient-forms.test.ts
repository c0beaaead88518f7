/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PDFArray,
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFString,
  PDFTextField,
} from 'pdf-lib';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import {
  formFields,
  patientFormPdfPath,
  patientForms,
  pdfRecords,
  type AnyBlock,
} from '@/content/patient-forms';
import { formSourceHash, layoutFiles, printRules } from '@/lib/patient-form-source';

/**
 * The new-patient forms' PDFs are made by hand (`npm run forms:pdf`) and committed
 * (docs/content.md#new-patient-forms): these tests say when one no longer matches its page.
 */
const again = 'run `npm run forms:pdf` and commit the PDFs and content/patient-forms-pdfs.json';
const pdfFile = (slug: string, locale: 'en' | 'es') =>
  path.join(process.cwd(), 'public', locale === 'en' ? '' : locale, patientFormPdfPath(slug));

describe.each(patientForms)('the $slug form', (form) => {
  const record = pdfRecords[form.slug];

  it('has PDFs made from its page as it is now (its source hash)', () => {
    expect(record).toBeDefined();
    expect({ hash: record?.hash, fix: again }).toEqual({
      hash: formSourceHash(form.slug, { site: record?.site }),
      fix: again,
    });
    // One site address in every PDF (the launch guard holds it to the release's SITE_URL).
    expect(record?.site).toBe(pdfRecords[patientForms[0]!.slug]?.site);
  });

  it.each(['en', 'es'] as const)(
    'has a %s PDF with the page fields, sheets and size on record',
    async (locale) => {
      const file = pdfFile(form.slug, locale);
      expect(existsSync(file)).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.length).toBe(record?.bytes[locale]);
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(form.sheets.length);
      expect(record?.pages[locale]).toBe(form.sheets.length);
      expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe(`${locale}-US`);
      const fields = doc.getForm().getFields();
      const kind = (field: (typeof fields)[number]) =>
        field instanceof PDFCheckBox ? 'checkbox' : field instanceof PDFTextField ? 'text' : '?';
      expect({
        fields: fields.map((field) => `${field.getName()}: ${kind(field)}`).sort(),
        again,
      }).toEqual({
        fields: formFields(form)
          .map(({ name, type }) => `${name}: ${type === 'checkbox' ? 'checkbox' : 'text'}`)
          .sort(),
        again,
      });
      expect(record?.fields).toEqual(formFields(form).map((field) => field.name));
      // A link in the PDF leads to the site, never to the server it was printed from.
      const links = doc.getPages().flatMap((page) => {
        const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
        return Array.from({ length: annots?.size() ?? 0 }, (_, i) =>
          annots
            ?.lookup(i, PDFDict)
            .lookupMaybe(PDFName.of('A'), PDFDict)
            ?.lookupMaybe(PDFName.of('URI'), PDFString, PDFHexString)
            ?.decodeText(),
        ).filter((uri) => uri !== undefined);
      });
      for (const uri of links) expect(uri.startsWith(`${record?.site}/`)).toBe(true);
      // Each field sits on its page, inside the printed area (half an inch from the edges).
      for (const field of fields)
        for (const widget of field.acroField.getWidgets()) {
          const { x, y, width, height } = widget.getRectangle();
          expect(x).toBeGreaterThanOrEqual(35.5);
          expect(y).toBeGreaterThanOrEqual(35.5);
          expect(x + width).toBeLessThanOrEqual(612 - 35.5);
          expect(y + height).toBeLessThanOrEqual(792 - 35.5);
        }
    },
  );

  it('uses every field message it has, and only those', () => {
    const used = new Set<string>();
    const walk = (blocks: readonly AnyBlock[]) => {
      for (const block of blocks) {
        if ('name' in block) used.add(block.name);
        if (block.kind === 'lines')
          for (const line of block.lines) if ('name' in line) used.add(line.name);
        if (block.kind === 'office') walk(block.blocks);
      }
    };
    form.sheets.forEach(walk);
    expect([...used].sort()).toEqual(Object.keys(en.PatientForms[form.key].fields).sort());
  });
});

describe('the source hash', () => {
  const slug = 'treatment-consent';
  const withSpanish = (change: (catalogue: typeof es) => void) => {
    const copy = structuredClone(es);
    change(copy);
    return formSourceHash(slug, { messages: { en, es: copy as typeof en } });
  };

  it("changes with the form's words in either language, and the policies it prints", () => {
    const hash = formSourceHash(slug);
    expect(withSpanish((c) => (c.PatientForms.treatmentConsent.texts.ask += ' '))).not.toBe(hash);
    expect(withSpanish((c) => (c.PatientForms.common.fields.date = 'Día'))).not.toBe(hash);
    const financial = formSourceHash('financial-policy');
    expect(
      formSourceHash('financial-policy', {
        messages: {
          en: {
            ...en,
            InsurancePage: { ...en.InsurancePage, cancellation: { title: '', text: '' } },
          },
          es: es as typeof en,
        },
      }),
    ).not.toBe(financial);
  });

  it('stays when another page changes, or what is not printed (search metadata, summary)', () => {
    const hash = formSourceHash(slug);
    expect(withSpanish((c) => (c.Home.hero.title += '!'))).toBe(hash);
    expect(withSpanish((c) => (c.PatientForms.treatmentConsent.meta.description += '!'))).toBe(
      hash,
    );
    expect(withSpanish((c) => (c.PatientForms.treatmentConsent.summary += '!'))).toBe(hash);
  });

  it('changes with a layout file and with the print rules, not with the rest of the stylesheet', () => {
    const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');
    const hash = formSourceHash(slug);
    const changed = (target: string, edit: (text: string) => string) =>
      formSourceHash(slug, { read: (file) => (file === target ? edit(read(file)) : read(file)) });
    expect(layoutFiles()).toContain('components/sections/patient-forms/FormBlocks.tsx');
    expect(changed('components/sections/patient-forms/FormParts.tsx', (t) => `${t}\n`)).not.toBe(
      hash,
    );
    expect(
      changed('app/globals.css', (t) =>
        t.replace(
          '@page patient-form {\n  size: letter;\n  margin: 0.5in;',
          '@page patient-form {\n  size: letter;\n  margin: 1in;',
        ),
      ),
    ).not.toBe(hash);
    expect(changed('app/globals.css', (t) => `.x {}\n${t}`)).toBe(hash);
    expect(() => printRules('body {}')).toThrow();
  });
});

describe('what the forms ask (data minimization)', () => {
  const asked = patientForms.map((form) => ({
    slug: form.slug,
    names: formFields(form).map((field) => field.name),
    words: JSON.stringify([en.PatientForms[form.key], es.PatientForms[form.key]]),
  }));

  it('never a Social Security or driver license number', () => {
    for (const { names, words } of asked) {
      expect(names.join(' ')).not.toMatch(/ssn|social|license|licence/i);
      expect(words).not.toMatch(/social security|seguro social|driver|licencia de manejo/i);
    }
  });

  it('insurance details only on the financial policy, where billing needs them', () => {
    for (const { slug, names } of asked) {
      const insurance = names.filter((name) => /member|group|plan|policyholder/i.test(name));
      expect(insurance.length > 0).toBe(slug === 'financial-policy');
    }
  });
});
