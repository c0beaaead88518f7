import en from '@/messages/en.json';
import { localizePath } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { legalPages } from './legal';
import pdfManifest from './patient-forms-pdfs.json';
import { addressText, practice, siteUrl } from './practice';

/**
 * The new-patient forms (docs/product.md#new-patient-forms): each is a print-ready page,
 * `/new-patients/forms/<slug>` in both languages, and a fillable PDF of that page made by hand
 * with `npm run forms:pdf` (docs/content.md#new-patient-forms). A form is a list of sheets (one
 * printed page each) of blocks; its words are in messages under `PatientForms.<key>`.
 *
 * Every write-in line, box and checkbox has a field name, the same in both languages: the PDF's
 * fillable field at that place has it too. Names are what the office reads, so they stay stable.
 * A form asks only what the office needs (docs/product.md#new-patient-forms): no Social Security
 * number, no driver's license number, and insurance details only on the financial policy.
 */

type Messages = (typeof en)['PatientForms'];
export type FormKey = Exclude<keyof Messages, 'common'>;
type Fields<K extends FormKey> = Messages[K]['fields'];
/** The fields of a form whose message is one label. */
type LineName<K extends FormKey> = {
  [F in keyof Fields<K>]: Fields<K>[F] extends string ? F : never;
}[keyof Fields<K>] &
  string;
/** The fields whose message is a question (`label`, maybe `details`): answered No / Yes. */
type QuestionName<K extends FormKey> = {
  [F in keyof Fields<K>]: Fields<K>[F] extends { label: string; options?: never } ? F : never;
}[keyof Fields<K>] &
  string;
/** The fields whose message has `options`: one checkbox each. */
type ChoiceName<K extends FormKey> = {
  [F in keyof Fields<K>]: Fields<K>[F] extends { options: object } ? F : never;
}[keyof Fields<K>] &
  string;
type OptionName<K extends FormKey, F extends ChoiceName<K>> = keyof (Fields<K>[F] & {
  options: object;
})['options'] &
  string;
type SectionName<K extends FormKey> = Messages[K] extends { sections: infer S }
  ? keyof S & string
  : never;
type TextName<K extends FormKey> = Messages[K] extends { texts: infer T }
  ? keyof T & string
  : never;
type CommonLine = keyof Messages['common']['fields'] & string;

/** Messages of other pages that a form prints as they are: one source for a policy's words. */
export const borrowedMessages = [
  'InsurancePage.financing.text',
  'InsurancePage.cancellation.text',
  'NewPatientsPage.insurance.items',
] as const;
export type Borrowed = (typeof borrowedMessages)[number];

/** Twelfths of the printed line a write-in field takes (a phone: the whole line). */
export type Span = 3 | 4 | 5 | 6 | 7 | 8 | 9 | 12;

export type Line<K extends FormKey> =
  { name: LineName<K>; span: Span } | { common: CommonLine; span: Span };

export type Block<K extends FormKey> =
  /** An h2 over the blocks that follow, from `sections.<id>`. */
  | { kind: 'section'; id: SectionName<K> }
  /** A paragraph from `texts.<id>`. */
  | { kind: 'text'; id: TextName<K>; note?: boolean }
  /** Another page's message (or, for a list, its items), word for word. */
  | { kind: 'borrowed'; key: Borrowed; skipArgument?: string }
  /** The child's name and date of birth: on every sheet, so a sheet that goes astray is known. */
  | { kind: 'child' }
  /** A row of write-in lines. */
  | { kind: 'lines'; lines: readonly Line<K>[] }
  /** A write-in box of a few ruled lines, its label above it. */
  | { kind: 'box'; name: LineName<K>; rows: 2 | 3 }
  /** A question answered No / Yes, with a line for details when it has them. */
  | { kind: 'question'; name: QuestionName<K> }
  /**
   * A checkbox per option, in columns, or after the label on its line (`inline`); `other` adds a
   * checkbox and a line.
   */
  | {
      [F in ChoiceName<K>]: {
        kind: 'choice';
        name: F;
        options: readonly OptionName<K, F>[];
        columns: 1 | 2 | 3 | 4 | 'inline';
        other?: boolean;
      };
    }[ChoiceName<K>]
  /** The signature line (signed by hand on paper: no field), the date and the printed name. */
  | { kind: 'signature'; statement?: TextName<K> }
  /** A box the office fills in. */
  | { kind: 'office'; blocks: readonly Block<K>[] };

/**
 * A block as the page and the tools read it: the same shapes with plain strings (the typed
 * `Block<K>` above is how a form is written, every name checked against its messages).
 */
export type AnyBlock =
  | { kind: 'section' | 'text'; id: string; note?: boolean }
  | { kind: 'borrowed'; key: Borrowed; skipArgument?: string }
  | { kind: 'child' }
  | {
      kind: 'lines';
      lines: readonly ({ name: string; span: Span } | { common: CommonLine; span: Span })[];
    }
  | { kind: 'box'; name: string; rows: 2 | 3 }
  | { kind: 'question'; name: string }
  | {
      kind: 'choice';
      name: string;
      options: readonly string[];
      columns: 1 | 2 | 3 | 4 | 'inline';
      other?: boolean;
    }
  | { kind: 'signature'; statement?: string }
  | { kind: 'office'; blocks: readonly AnyBlock[] };

export type PatientForm = { slug: string; key: FormKey; sheets: readonly (readonly AnyBlock[])[] };

const form = <const S extends string, K extends FormKey>(
  slug: S,
  key: K,
  sheets: readonly (readonly Block<K>[])[],
) => ({ slug, key, sheets: sheets as readonly (readonly AnyBlock[])[] }) satisfies PatientForm;

const childRow = { kind: 'child' } as const;
const parentRow = {
  kind: 'lines',
  lines: [
    { common: 'parentName', span: 8 },
    { common: 'parentPhone', span: 4 },
  ],
} as const;

export const patientForms = [
  form('health-history', 'healthHistory', [
    [
      childRow,
      {
        kind: 'lines',
        lines: [
          { name: 'preferredName', span: 5 },
          { common: 'parentName', span: 7 },
        ],
      },
      { kind: 'lines', lines: [{ name: 'doctor', span: 12 }] },
      { kind: 'section', id: 'health' },
      { kind: 'question', name: 'underCare' },
      { kind: 'question', name: 'hospital' },
      { kind: 'question', name: 'allergies' },
      { kind: 'question', name: 'medicines' },
      { kind: 'question', name: 'antibiotics' },
      { kind: 'choice', name: 'vaccines', columns: 'inline', options: ['yes', 'no', 'notSure'] },
      { kind: 'section', id: 'conditions' },
      {
        kind: 'choice',
        name: 'conditions',
        columns: 2,
        other: true,
        options: [
          'asthma',
          'heart',
          'bleeding',
          'anemia',
          'diabetes',
          'seizures',
          'kidneyLiver',
          'cancer',
          'premature',
          'cleft',
          'breathing',
          'reflux',
          'hearingVision',
          'adhd',
          'autism',
          'development',
        ],
      },
    ],
    [
      childRow,
      { kind: 'section', id: 'comfort' },
      { kind: 'question', name: 'sensory' },
      { kind: 'box', name: 'calming', rows: 2 },
      { kind: 'section', id: 'dental' },
      { kind: 'question', name: 'firstVisit' },
      { kind: 'question', name: 'concern' },
      { kind: 'question', name: 'injury' },
      { kind: 'question', name: 'treatment' },
      {
        kind: 'choice',
        name: 'habits',
        columns: 2,
        options: ['pacifier', 'thumb', 'bottle', 'grinding', 'sweetDrinks', 'snacks'],
      },
      { kind: 'choice', name: 'brushing', columns: 'inline', options: ['twice', 'once', 'less'] },
      { kind: 'question', name: 'brushingHelp' },
      { kind: 'section', id: 'fluoride' },
      {
        kind: 'choice',
        name: 'water',
        columns: 'inline',
        options: ['tap', 'bottled', 'filtered', 'well'],
      },
      { kind: 'choice', name: 'toothpaste', columns: 'inline', options: ['yes', 'no', 'notSure'] },
      { kind: 'question', name: 'fluorideSupplements' },
      { kind: 'signature', statement: 'statement' },
    ],
  ]),
  form('treatment-consent', 'treatmentConsent', [
    [
      childRow,
      parentRow,
      { kind: 'section', id: 'consent' },
      { kind: 'text', id: 'routine' },
      { kind: 'text', id: 'ask' },
      { kind: 'text', id: 'guidance' },
      { kind: 'text', id: 'emergency' },
      { kind: 'text', id: 'questions' },
      { kind: 'choice', name: 'role', columns: 'inline', options: ['parent', 'guardian'] },
      { kind: 'signature' },
    ],
  ]),
  form('caregiver-authorization', 'caregiver', [
    [
      childRow,
      parentRow,
      { kind: 'section', id: 'adults' },
      ...([1, 2, 3] as const).map(
        (n) =>
          ({
            kind: 'lines',
            lines: [
              { name: `adult${n}Name`, span: 5 },
              { name: `adult${n}Relationship`, span: 4 },
              { name: `adult${n}Phone`, span: 3 },
            ],
          }) as const,
      ),
      { kind: 'section', id: 'permissions' },
      {
        kind: 'choice',
        name: 'permissions',
        columns: 1,
        options: ['checkups', 'treatment', 'talk'],
      },
      { kind: 'text', id: 'notChecked', note: true },
      { kind: 'text', id: 'id' },
      {
        kind: 'choice',
        name: 'validity',
        columns: 'inline',
        options: ['untilCancelled', 'untilDate'],
      },
      { kind: 'lines', lines: [{ name: 'validUntil', span: 6 }] },
      { kind: 'signature' },
    ],
  ]),
  form('financial-policy', 'financialPolicy', [
    [
      childRow,
      { kind: 'section', id: 'payer' },
      {
        kind: 'lines',
        lines: [
          { name: 'payerName', span: 8 },
          { name: 'payerPhone', span: 4 },
        ],
      },
      { kind: 'lines', lines: [{ name: 'payerAddress', span: 12 }] },
      { kind: 'section', id: 'insurance' },
      { kind: 'choice', name: 'coverage', columns: 'inline', options: ['public', 'ppo', 'none'] },
      { kind: 'text', id: 'publicCard', note: true },
      { kind: 'text', id: 'ppo', note: true },
      {
        kind: 'lines',
        lines: [
          { name: 'planName', span: 5 },
          { name: 'memberId', span: 4 },
          { name: 'groupNumber', span: 3 },
        ],
      },
      {
        kind: 'lines',
        lines: [
          { name: 'policyholderName', span: 7 },
          { name: 'policyholderBirthDate', span: 5 },
        ],
      },
      { kind: 'lines', lines: [{ name: 'policyholderRelationship', span: 7 }] },
      { kind: 'section', id: 'payment' },
      // The financing line of the first-visit page's list: the financing paragraph says it.
      {
        kind: 'borrowed',
        key: 'NewPatientsPage.insurance.items',
        skipArgument: 'financingProvider',
      },
      { kind: 'borrowed', key: 'InsurancePage.financing.text' },
      { kind: 'text', id: 'agreement' },
      { kind: 'section', id: 'cancellation' },
      { kind: 'borrowed', key: 'InsurancePage.cancellation.text' },
      { kind: 'signature', statement: 'statement' },
    ],
  ]),
  form('privacy-acknowledgment', 'privacyAcknowledgment', [
    [
      childRow,
      { kind: 'section', id: 'notice' },
      { kind: 'text', id: 'about' },
      { kind: 'signature', statement: 'statement' },
      { kind: 'section', id: 'contact' },
      { kind: 'choice', name: 'contact', columns: 1, options: ['voicemail', 'text', 'email'] },
      {
        kind: 'lines',
        lines: [
          { name: 'contactPhone', span: 5 },
          { name: 'contactEmail', span: 7 },
        ],
      },
      {
        kind: 'office',
        blocks: [
          { kind: 'choice', name: 'officeReason', columns: 2, options: ['declined', 'emergency'] },
          {
            kind: 'lines',
            lines: [
              { name: 'officeOther', span: 5 },
              { name: 'officeInitials', span: 4 },
              { name: 'officeDate', span: 3 },
            ],
          },
        ],
      },
    ],
  ]),
];

export type PatientFormSlug = (typeof patientForms)[number]['slug'];

export const patientFormSlugs = patientForms.map((f) => f.slug) as PatientFormSlug[];

export const isPatientFormSlug = (value: string): value is PatientFormSlug =>
  (patientFormSlugs as string[]).includes(value);

export const patientForm = (slug: PatientFormSlug): PatientForm =>
  patientForms.find((f) => f.slug === slug)!;

/** The page of a form, unprefixed. */
export const patientFormPath = (slug: string) => `/new-patients/forms/${slug}`;

/** Every form's page, unprefixed (the sitemap lists both languages of each). */
export const patientFormPaths = patientFormSlugs.map(patientFormPath);

/**
 * The PDF of a form, unprefixed: `/forms/<slug>.pdf` in English, `/es/forms/<slug>.pdf` in
 * Spanish once localized, so that its address tells its language like a page's
 * (public/forms/, public/es/forms/).
 */
export const patientFormPdfPath = (slug: string) => `/forms/${slug}.pdf`;

/** What `npm run forms:pdf` recorded for each form: its source hash, fields and PDF sizes. */
export type PdfRecord = {
  hash: string;
  /** The SITE_URL the PDFs were made with: they print the notice's address on it. */
  site: string;
  fields: string[];
  pages: Record<'en' | 'es', number>;
  bytes: Record<'en' | 'es', number>;
};
// Written by the tool, checked by tests/unit/patient-forms.test.ts.
export const pdfRecords = pdfManifest as unknown as Partial<Record<string, PdfRecord>>;

/** A PDF's size as the links print it: "85 KB". */
export const pdfSize = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export type FieldType = 'text' | 'multiline' | 'checkbox';

/**
 * The fields a form's blocks give, in order, each once (a name on two sheets is one field): the
 * `data-field` boxes of its page and the fillable fields of its PDF.
 */
export function formFields(form: PatientForm): { name: string; type: FieldType }[] {
  const fields = new Map<string, FieldType>();
  const add = (name: string, type: FieldType) => {
    if (!fields.has(name)) fields.set(name, type);
  };
  const walk = (blocks: readonly AnyBlock[]) => {
    for (const block of blocks) {
      switch (block.kind) {
        case 'child':
          add('childName', 'text');
          add('childBirthDate', 'text');
          break;
        case 'lines':
          for (const line of block.lines) add('name' in line ? line.name : line.common, 'text');
          break;
        case 'box':
          add(block.name, 'multiline');
          break;
        case 'question':
          // In the order the sheet shows them: Yes, then No.
          add(`${block.name}_yes`, 'checkbox');
          add(`${block.name}_no`, 'checkbox');
          if (hasDetails(form, block.name)) add(`${block.name}_details`, 'text');
          break;
        case 'choice':
          for (const option of block.options) add(`${block.name}_${option}`, 'checkbox');
          if (block.other) {
            add(`${block.name}_other`, 'checkbox');
            add(`${block.name}_otherText`, 'text');
          }
          break;
        case 'signature':
          add('signatureDate', 'text');
          add('printedName', 'text');
          break;
        case 'office':
          walk(block.blocks);
          break;
      }
    }
  };
  for (const sheet of form.sheets) walk(sheet);
  return [...fields].map(([name, type]) => ({ name, type }));
}

/** The names of a form's fields (`formFields`). */
export const fieldNames = (form: PatientForm) => formFields(form).map((field) => field.name);

/**
 * Whether a question of a form has a line for details: its message has `details` (the two
 * languages have the same keys, tests/unit/messages.test.ts).
 */
export function hasDetails(form: PatientForm, name: string): boolean {
  const field = (en.PatientForms[form.key].fields as Record<string, unknown>)[name];
  return typeof field === 'object' && field !== null && 'details' in field;
}

/**
 * The Notice of Privacy Practices that the acknowledgment names: a legal page (content/legal.ts).
 * The form's screen links to it once that page is listed there; paper prints its address.
 */
export const privacyNoticePath = '/privacy-practices';
export const privacyNoticeListed = (legalPages as readonly string[]).includes(
  privacyNoticePath.slice(1),
);

/**
 * The values a form prints besides the facts: the practice's name and address, and the notice's
 * address on the site (`site`: the build's SITE_URL; a PDF keeps the one it was made with, which
 * the launch guard holds to the release's).
 */
export const formArgs = (locale: Locale, site: string = siteUrl) => ({
  practiceName: practice.name,
  address: addressText,
  noticeUrl: `${site.replace(/^https?:\/\//, '')}${localizePath(privacyNoticePath, locale)}`,
});
