import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import {
  formArgs,
  patientForm,
  type AnyBlock,
  type Borrowed,
  type PatientFormSlug,
} from '@/content/patient-forms';
import { routing, type Locale } from '@/i18n/routing';
import { factArgs } from './fact-args';

/**
 * The source hash of a form's page (docs/content.md#new-patient-forms): a digest of everything
 * that makes the printed page, so that a test can tell when a committed PDF no longer matches
 * its page. It covers, in both languages:
 * - the form's messages (`PatientForms.common` and `PatientForms.<key>`, but for its `meta` and
 *   `summary`, which are not printed) and the other pages' messages it prints (`borrowedMessages`);
 * - the values of the facts those messages name, and of the practice's name, address and the
 *   notice's address the page prints (`formArgs`, on the site address the PDFs were made for);
 * - the files that lay it out: `content/patient-forms.ts`, every file in
 *   `components/sections/patient-forms/`, the route file, and the print rules of
 *   `app/globals.css` between its two "Patient forms in print" comments.
 * Not covered: the site's theme and font (a change there reflows every page; run the tool after
 * one). `npm run forms:pdf` records the hash beside each PDF; tests/unit/patient-forms.test.ts
 * recomputes it.
 */

type Catalogue = typeof en;
const catalogues: Record<Locale, Catalogue> = { en, es: es as Catalogue };

/** Run from the repository's root (Jest, `npm run forms:pdf`). */
const repo = process.cwd();

/** The layout files of every form's page, relative to the repository. */
export const layoutFiles = (root = repo) => [
  'content/patient-forms.ts',
  'app/[locale]/new-patients/forms/[form]/page.tsx',
  ...readdirSync(path.join(root, 'components/sections/patient-forms'))
    .sort()
    .map((name) => `components/sections/patient-forms/${name}`),
];

/** The marks around the print rules in app/globals.css. */
export const printRuleMarks = [
  '/* Patient forms in print: begin',
  '/* Patient forms in print: end */',
] as const;

/** The print rules of app/globals.css (between the two marks). */
export function printRules(css: string): string {
  const [begin, end] = printRuleMarks;
  const from = css.indexOf(begin);
  const to = css.indexOf(end);
  if (from < 0 || to < from) throw new Error('app/globals.css: the patient forms print rules');
  return css.slice(from, to);
}

const get = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);

function borrowedKeys(blocks: readonly AnyBlock[]): Borrowed[] {
  return blocks.flatMap((block) =>
    block.kind === 'borrowed'
      ? [block.key]
      : block.kind === 'office'
        ? borrowedKeys(block.blocks)
        : [],
  );
}

/** The `{argument}` names in a tree of messages. */
function argumentNames(tree: unknown): string[] {
  const names = new Set<string>();
  for (const [, name] of JSON.stringify(tree).matchAll(/\{(\w+)\}/g)) names.add(name!);
  return [...names].sort();
}

/**
 * Everything that makes a form's page, as one plain object (the hash's input). `read` reads a
 * repository file; `messages` stands in for messages/*.json (tests change one to see the hash
 * change).
 */
export function formSources(
  slug: PatientFormSlug,
  {
    read = (file: string) => readFileSync(path.join(repo, file), 'utf8'),
    messages = catalogues,
    files = layoutFiles(),
    site,
  }: {
    read?: (file: string) => string;
    messages?: Record<Locale, Catalogue>;
    files?: string[];
    /** The site address the page prints (`formArgs`): the build's SITE_URL unless given. */
    site?: string;
  } = {},
) {
  const form = patientForm(slug);
  const borrowed = [...new Set(borrowedKeys(form.sheets.flat()))].sort();
  const normalise = (text: string) => text.replace(/\r\n/g, '\n');
  const byLocale = Object.fromEntries(
    routing.locales.map((locale) => {
      const catalogue = messages[locale];
      // Its search-engine `meta` and the `summary` the first-visit page shows are not printed.
      const printed = Object.fromEntries(
        Object.entries(catalogue.PatientForms[form.key]).filter(
          ([key]) => key !== 'meta' && key !== 'summary',
        ),
      );
      const own = {
        common: catalogue.PatientForms.common,
        form: printed,
        borrowed: Object.fromEntries(borrowed.map((key) => [key, get(catalogue, key)])),
      };
      const values = formArgs(locale, site);
      const facts: Record<string, unknown> = { ...factArgs(locale), ...values };
      const args = Object.fromEntries(
        [...new Set([...argumentNames(own), ...Object.keys(values)])]
          .sort()
          .map((name) => [name, facts[name] ?? null]),
      );
      return [locale, { messages: own, args }];
    }),
  );
  const layout = Object.fromEntries(
    [...files, 'app/globals.css'].map((file) => {
      const text = normalise(read(file));
      const used = file === 'app/globals.css' ? printRules(text) : text;
      return [file, createHash('sha256').update(used).digest('hex')];
    }),
  );
  return { form: slug, key: form.key, languages: byLocale, layout };
}

/** The source hash of a form's page (see above): SHA-256, hex. */
export function formSourceHash(slug: PatientFormSlug, options?: Parameters<typeof formSources>[1]) {
  return createHash('sha256')
    .update(JSON.stringify(formSources(slug, options)))
    .digest('hex');
}
