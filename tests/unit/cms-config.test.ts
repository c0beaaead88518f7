/** @jest-environment node */
/**
 * The office's editor (cms/, scripts/build/admin.mjs; docs/content.md#editing-the-site): its
 * configuration, as the build writes it, is valid for the editor (the package's own JSON
 * schema), its fields are the fields of the data with the same limits (content/schema.ts), and
 * its {placeholder} pattern is the one built from the facts the site fills in (factArgNames).
 * tests/e2e/admin.spec.ts then edits the site through it.
 */
import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import {
  adminConfigText,
  adminPageText,
  cspToken,
  placeholderPattern,
  placeholderToken,
} from '../../scripts/build/admin.mjs';
import { hostHeaders, nginxServerBlock } from '../../scripts/build/host-config.mjs';
import { adminCsp, securityHeaders } from '../../scripts/site-config.mjs';
import { faqsData, postFrontMatter, practiceData, reviewsData } from '@/content/schema';
import faqsJson from '@/content/faqs.json';
import practiceJson from '@/content/data/practice.json';
import { factArgNames } from '@/lib/facts';

const root = path.resolve(__dirname, '../..');
const source = readFileSync(path.join(root, 'cms/config.yml'), 'utf8');
const generated = adminConfigText(source, factArgNames);

type Field = {
  name: string;
  widget?: string;
  required?: boolean;
  fields?: Field[];
  maxlength?: number;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  format?: string;
  pattern?: [string, string];
  options?: (string | { value: string })[];
  i18n?: boolean | string;
};
type Collection = {
  name: string;
  i18n?: boolean;
  folder?: string;
  files?: { name: string; file: string; fields: Field[] }[];
  fields?: Field[];
};
const config = parse(generated, { merge: true }) as { collections: Collection[] };

/** What a field holds and its limits, the same words for a zod schema and an editor field. */
type Spec = {
  type: 'object' | 'array' | 'string' | 'number' | 'int' | 'boolean' | 'enum' | 'hidden';
  required: boolean;
  /** A string's longest length, an array's fewest items, a number's range. */
  maxLength?: number;
  minItems?: number;
  min?: number;
  max?: number;
  pattern?: string;
  options?: string[];
  /** A date or time field's format: the editor's date and time pickers give its shape. */
  format?: string;
};

/** Every path of a zod schema (`hours.monday.closes`, `reviews[].text.en`) with its spec. */
function zodSpecs(schema: z.ZodType, at = '', required = true, specs = new Map<string, Spec>()) {
  const def = schema._zod.def as unknown as {
    type: string;
    innerType?: z.ZodType;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    entries?: Record<string, string>;
    checks?: { _zod: { def: Record<string, unknown> } }[];
  };
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const check = (name: string) => checks.find((c) => c.check === name);
  if (def.type === 'optional' || def.type === 'default') {
    return zodSpecs(def.innerType!, at, false, specs);
  }
  if (def.type === 'object') {
    if (at) specs.set(at, { type: 'object', required });
    for (const [key, value] of Object.entries(def.shape!)) {
      zodSpecs(value, at ? `${at}.${key}` : key, true, specs);
    }
  } else if (def.type === 'array') {
    const min = check('min_length')?.minimum as number | undefined;
    specs.set(at, { type: 'array', required, ...(min !== undefined && { minItems: min }) });
    zodSpecs(def.element!, `${at}[]`, true, specs);
  } else if (def.type === 'string') {
    const max = check('max_length')?.maximum as number | undefined;
    const regex = checks.find((c) => c.format === 'regex')?.pattern as RegExp | undefined;
    specs.set(at, {
      type: 'string',
      required,
      ...(max !== undefined && { maxLength: max }),
      ...(regex && { pattern: regex.source }),
    });
  } else if (def.type === 'number') {
    const number = schema as unknown as {
      isInt: boolean;
      minValue: number | null;
      maxValue: number | null;
    };
    // `.int()` alone bounds a number by the safe integers: no limit the office would see.
    const limit = (value: number | null) =>
      value !== null && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
    const [min, max] = [limit(number.minValue), limit(number.maxValue)];
    specs.set(at, {
      type: number.isInt ? 'int' : 'number',
      required,
      ...(min !== undefined && { min }),
      ...(max !== undefined && { max }),
    });
  } else if (def.type === 'boolean') {
    specs.set(at, { type: 'boolean', required });
  } else if (def.type === 'enum') {
    specs.set(at, { type: 'enum', required, options: Object.values(def.entries!) });
  } else {
    throw new Error(`${at}: a zod ${def.type} this test does not read yet`);
  }
  return specs;
}

/** Every path of the editor's fields with its spec, in the same words. */
function configSpecs(fields: Field[], at = '', specs = new Map<string, Spec>()) {
  for (const field of fields) {
    const where = at ? `${at}.${field.name}` : field.name;
    const required = field.required !== false;
    switch (field.widget ?? 'string') {
      case 'object':
        specs.set(where, { type: 'object', required });
        configSpecs(field.fields!, where, specs);
        break;
      case 'list':
        specs.set(where, {
          type: 'array',
          required,
          ...(field.min !== undefined && { minItems: field.min }),
        });
        // A list of plain values has one text field per item, with no limits of its own.
        if (field.fields) {
          specs.set(`${where}[]`, { type: 'object', required: true });
          configSpecs(field.fields, `${where}[]`, specs);
        } else specs.set(`${where}[]`, { type: 'string', required: true });
        break;
      case 'string':
      case 'text':
        specs.set(where, {
          type: 'string',
          required,
          ...(field.maxlength !== undefined && { maxLength: field.maxlength }),
          ...(field.pattern && { pattern: field.pattern[0] }),
        });
        break;
      case 'datetime':
        specs.set(where, {
          type: 'string',
          required,
          format: field.format,
        });
        break;
      case 'number':
        specs.set(where, {
          type: field.value_type === 'int' ? 'int' : 'number',
          required,
          ...(field.min !== undefined && { min: field.min }),
          ...(field.max !== undefined && { max: field.max }),
        });
        break;
      case 'boolean':
        specs.set(where, { type: 'boolean', required });
        break;
      case 'select':
        specs.set(where, {
          type: 'enum',
          required,
          options: field.options!.map((option) =>
            typeof option === 'string' ? option : option.value,
          ),
        });
        break;
      case 'hidden':
        specs.set(where, { type: 'hidden', required });
        break;
      case 'markdown':
        // The article's text, below the front matter.
        break;
      default:
        throw new Error(`${where}: a ${field.widget} field this test does not read yet`);
    }
  }
  return specs;
}

const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const fileFields = (name: string) => collection(name).files![0]!.fields;

/** Values a date or time picker writes in each format the configuration uses. */
const formatSamples: Record<string, string[]> = {
  'HH:mm': ['00:00', '08:05', '17:30', '23:59'],
  'YYYY-MM-DD': ['2027-01-01', '2027-12-31'],
  'YYYY-MM': ['2026-01', '2026-11'],
};

/**
 * Where the editor's field and the data's schema may differ, and why: the editor offers a
 * choice where the schema checks the text, or checks more than the schema (the check adds it).
 */
function compatible(where: string, editor: Spec, data: Spec): Spec {
  // A value the office does not see (the FAQ group's id) is kept as the file has it.
  if (editor.type === 'hidden') return { type: 'hidden', required: data.required };
  // A list of plain values (the tags) has no length limit per item in the editor: the content
  // check holds it.
  if (where.endsWith('[]') && editor.type === 'string' && !editor.maxLength) {
    const { maxLength, ...rest } = data;
    void maxLength;
    return rest;
  }
  if (editor.format) {
    // A picker's value in that format is one the data's pattern (if any) accepts.
    const { pattern, ...rest } = data;
    const samples = formatSamples[editor.format];
    expect({ where, format: editor.format, known: Boolean(samples) }).toEqual({
      where,
      format: editor.format,
      known: true,
    });
    for (const sample of pattern ? samples! : []) {
      expect({ where, sample, matches: new RegExp(pattern!).test(sample) }).toEqual({
        where,
        sample,
        matches: true,
      });
    }
    return { ...rest, format: editor.format };
  }
  if (editor.type === 'enum' && data.type === 'string' && data.pattern) {
    // A list of choices (the avatars) in place of a pattern: each choice must match it.
    for (const option of editor.options!) {
      expect({ where, option, matches: new RegExp(data.pattern).test(option) }).toEqual({
        where,
        option,
        matches: true,
      });
    }
    return editor;
  }
  // A pattern the editor adds (the {placeholders}, the profile's hosts) is checked in the
  // tests below; the data's own pattern must be the editor's.
  if (editor.pattern && !data.pattern) return { ...data, pattern: editor.pattern };
  return data;
}

describe.each([
  ['content/data/practice.json', () => fileFields('practice'), practiceData],
  ['content/data/reviews.json', () => fileFields('reviews'), reviewsData],
  ['content/faqs.json', () => fileFields('faqs'), faqsData],
  [
    'content/blog/<slug>/index.<lang>.mdx (front matter)',
    () => collection('blog').fields!,
    postFrontMatter,
  ],
] as const)('%s', (_file, fields, schema) => {
  const editor = () => configSpecs(fields());
  const data = () => zodSpecs(schema);

  it('every field of the data has an editor field, and no other field is there', () => {
    expect([...editor().keys()].sort()).toEqual([...data().keys()].sort());
  });

  it('each field is required or optional, limited and patterned as the data says', () => {
    const ours = editor();
    for (const [where, spec] of data()) {
      const field = ours.get(where);
      expect({ where, field }).toEqual({ where, field: compatible(where, field!, spec) });
    }
  });
});

describe('the configuration the build writes (out/admin/config.yml)', () => {
  it('is valid against the JSON schema of @sveltia/cms', () => {
    const schema = JSON.parse(
      readFileSync(path.join(root, 'node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8'),
    ) as object;
    const ajv = new Ajv({ allErrors: true });
    const valid = ajv.validate(schema, parse(generated, { merge: true }));
    expect(ajv.errorsText(ajv.errors, { separator: '\n' })).toBe('No errors');
    expect(valid).toBe(true);
  });

  it('the schema check itself refuses a broken configuration', () => {
    const schema = JSON.parse(
      readFileSync(path.join(root, 'node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8'),
    ) as object;
    const broken = parse(generated, { merge: true }) as { collections: Collection[] };
    (broken.collections[0] as unknown as Record<string, unknown>).fields_typo = [];
    expect(new Ajv().validate(schema, broken)).toBe(false);
  });

  it('signs in through GitHub with OAuth only, and keeps both languages of articles', () => {
    const full = parse(generated, { merge: true }) as {
      backend: Record<string, unknown>;
      i18n: Record<string, unknown>;
    };
    expect(full.backend).toMatchObject({ name: 'github', auth_methods: ['oauth'] });
    expect(full.backend.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
    expect(full.backend.base_url).toMatch(/^https:\/\//);
    expect(full.i18n).toEqual({
      structure: 'multiple_files',
      locales: ['en', 'es'],
      default_locale: 'en',
    });
    expect(collection('blog')).toMatchObject({
      folder: 'content/blog',
      path: '{{slug}}/index',
      format: 'yaml-frontmatter',
      extension: 'mdx',
      i18n: true,
    });
    const blog = Object.fromEntries(collection('blog').fields!.map((f) => [f.name, f.i18n]));
    expect(blog).toEqual({
      title: true,
      excerpt: true,
      date: 'duplicate',
      updated: 'duplicate',
      tags: true,
      body: true,
    });
  });

  it('shows each "confirmed" flag as "Confirmed by the practice"', () => {
    const confirmed = (fields: Field[]): Field[] =>
      fields.flatMap((f) => [...(f.name === 'confirmed' ? [f] : []), ...confirmed(f.fields ?? [])]);
    const flags = confirmed(fileFields('practice'));
    // One per part of the office's data that carries the flag (phone, rating, Medi-Cal).
    const inData = Object.values(practiceJson).filter(
      (part) => typeof part === 'object' && 'confirmed' in part,
    );
    expect(inData.length).toBeGreaterThan(1);
    expect(flags).toHaveLength(inData.length);
    for (const flag of flags) {
      expect(flag).toMatchObject({ widget: 'boolean' });
      expect((flag as { label?: string }).label).toMatch(/^Confirmed by the practice \//);
    }
  });

  it('keeps the FAQ groups fixed and the sample flag read-only', () => {
    const groups = fileFields('faqs').find((f) => f.name === 'groups')!;
    expect(groups).toMatchObject({ allow_add: false, allow_remove: false, allow_reorder: false });
    expect(fileFields('reviews').find((f) => f.name === 'samples')).toMatchObject({
      readonly: true,
    });
  });
});

describe('the {placeholder} pattern of FAQ texts', () => {
  const pattern = placeholderPattern(factArgNames);
  // As the editor reads a pattern: a leading `/` and a trailing `/flags` would be taken off.
  const editorRegex = new RegExp(pattern);

  const texts = (fields: Field[], at = ''): [string, Field][] =>
    fields.flatMap((f) => {
      const where = at ? `${at}.${f.name}` : f.name;
      return [[where, f] as [string, Field], ...texts(f.fields ?? [], where)];
    });

  it('is on every question and answer, in both languages, as the facts give it', () => {
    const patterned = texts(fileFields('faqs'))
      .filter(([, f]) => f.pattern)
      .map(([where, f]) => [where, f.pattern![0]]);
    expect(patterned).toEqual([
      ['groups.items.q.en', pattern],
      ['groups.items.q.es', pattern],
      ['groups.items.a.en', pattern],
      ['groups.items.a.es', pattern],
    ]);
    expect(source).toContain(placeholderToken);
    expect(generated).not.toContain(placeholderToken);
    expect(pattern).not.toContain('/');
  });

  it('tells the office what to do, in both languages', () => {
    for (const [, f] of texts(fileFields('faqs')).filter(([, f]) => f.pattern)) {
      expect(f.pattern![1]).toMatch(/Keep each \{…\} exactly as it was/);
      expect(f.pattern![1]).toMatch(/Deje cada \{…\} exactamente como estaba/);
    }
  });

  it('accepts every question and answer of the FAQ as it is, and each fact by its name', () => {
    for (const group of faqsJson.groups) {
      for (const item of group.items) {
        for (const text of [item.q.en, item.q.es, item.a.en, item.a.es]) {
          expect({ text, accepted: editorRegex.test(text) }).toEqual({ text, accepted: true });
        }
      }
    }
    for (const name of factArgNames) expect(editorRegex.test(`Call {${name}}.`)).toBe(true);
  });

  it.each([
    ['a lost closing brace', 'Every {checkupMonths months.'],
    ['a lost opening brace', 'Every checkupMonths} months.'],
    ['a translated name', 'Cada {mesesEntreRevisiones} meses.'],
    ['a name not among the facts', 'Call {telefono}.'],
    ['braces in braces', 'Every {checkupMonths {months}}.'],
    ['an unclosed plural', '{firstVisitAge, plural, one {by # year} other {by # years}'],
    ['a plural form (the facts module formats those)', '{firstVisitAge, plural, other {# years}}'],
    ['a plural of an unknown name', '{edad, plural, one {# año} other {# años}}'],
    ['empty braces', 'Call us {}.'],
  ])('refuses %s', (_what, text) => {
    expect(editorRegex.test(text)).toBe(false);
  });

  it('is built from the names given, and refuses to be built from none', () => {
    expect(new RegExp(placeholderPattern(['phone'])).test('{phone}')).toBe(true);
    expect(new RegExp(placeholderPattern(['phone'])).test('{email}')).toBe(false);
    expect(() => placeholderPattern([])).toThrow();
    expect(() => placeholderPattern(['a|b'])).toThrow();
  });
});

describe("the editor's page and policy", () => {
  const page = adminPageText(readFileSync(path.join(root, 'cms/index.html'), 'utf8'));

  it('carries the one policy, is never indexed, and loads one module script', () => {
    expect(page).not.toContain(cspToken);
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="${adminCsp}" />`);
    expect(page).toMatch(/<meta name="robots" content="noindex, nofollow" \/>/);
    expect([...page.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script type="module" src="/admin/cms/editor.js">',
    ]);
  });

  it('runs scripts from the site only; inline styles are its one allowance', () => {
    const directives = Object.fromEntries(
      adminCsp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['font-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'data:',
      'https://api.github.com',
      'https://www.githubstatus.com',
    ]);
    expect(adminCsp).not.toMatch(/unsafe-eval|wasm-unsafe-eval|\*/);
  });

  it('every host lets the sign-in window report back (Cross-Origin-Opener-Policy)', () => {
    expect(securityHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(hostHeaders([])).toContain('  Cross-Origin-Opener-Policy: same-origin-allow-popups\n');
    expect(nginxServerBlock()).toContain(
      'add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;',
    );
  });
});
