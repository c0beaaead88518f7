// The launch guard (docs/launch.md#the-launch-guard): a build meant for the public stops when a
// form would post to the local inbox (which no static host has) or when the site would go out with
// placeholder facts. next.config.ts runs it for builds on a deploy host and for
// `npm run build:release`; a local `npm run build`, `npm start` and the tests skip it.
// Relative imports: next.config.ts loads this file, and Next's config loader knows no `@/` alias.
import {
  confirmedFacts,
  confirmedInEditor,
  dataProtection,
  formEndpoints,
  formIdVariables,
  placeholderFacts,
  practice,
  siteUrl,
} from '../content/practice';
import { reviewsAreSamples } from '../content/reviews';
import formPdfs from '../content/patient-forms-pdfs.json';

type Env = Record<string, string | undefined>;

/** The variables deploy hosts set during their builds, and ours for a release build. */
const releaseVariables = ['NETLIFY', 'CF_PAGES', 'VERCEL', 'RELEASE_BUILD'] as const;

export const isReleaseBuild = (env: Env) => releaseVariables.some((name) => Boolean(env[name]));

export type LaunchFacts = {
  formIds: Partial<Record<keyof typeof formIdVariables, string>>;
  siteUrl: string;
  phoneTel: string;
  email: string;
  reviewsAreSamples: boolean;
  formServiceUnderAgreement: boolean;
  /** The placeholder facts the practice has confirmed. */
  confirmed: ReadonlyArray<string>;
  /** The site addresses the new-patient forms' PDFs print (content/patient-forms-pdfs.json). */
  formPdfSites: ReadonlyArray<string>;
};

export const currentFacts = (): LaunchFacts => ({
  formIds: formEndpoints,
  siteUrl,
  phoneTel: practice.phone.tel,
  email: practice.email,
  reviewsAreSamples,
  formServiceUnderAgreement: dataProtection.formServiceUnderAgreement,
  // Confirmed in the editor (the office's data files) or, for the rest, by a developer.
  confirmed: [
    ...confirmedFacts,
    ...Object.entries(confirmedInEditor).flatMap(([key, yes]) => (yes ? [key] : [])),
    ...(reviewsAreSamples ? [] : ['reviews']),
  ],
  formPdfSites: [
    ...new Set(
      Object.values(formPdfs as Record<string, { site?: string }>).map((r) => r.site ?? ''),
    ),
  ],
});

/** `appointmentRequest` → `appointment request`. */
const words = (key: string) => key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/** `.example` is reserved for documentation (RFC 2606): no real site or mailbox uses it. */
const isExampleHost = (host: string) => /(^|\.)example$/i.test(host);

/**
 * One line per problem. Missing form ids are always errors: those forms would lose every
 * request. Placeholder facts are errors too, unless a preview deploy sets ALLOW_PLACEHOLDERS=1,
 * which turns them into warnings.
 */
export function launchProblems(facts: LaunchFacts, env: Env) {
  const errors: string[] = [];
  const placeholders: string[] = [];
  for (const [form, variable] of Object.entries(formIdVariables)) {
    if (!facts.formIds[form as keyof typeof formIdVariables]) {
      errors.push(
        `${variable} is not set: the ${words(form)} form would post to the local inbox, which a static host does not have.`,
      );
    }
  }
  const host = (() => {
    try {
      return new URL(facts.siteUrl).hostname;
    } catch {
      return '';
    }
  })();
  if (!host || isExampleHost(host)) {
    placeholders.push(
      `SITE_URL is ${facts.siteUrl}: set the site's real address (canonical links, sitemap).`,
    );
  }
  // A PDF prints where the Notice of Privacy Practices is: on the address it was made with.
  for (const site of facts.formPdfSites.filter((site) => site !== facts.siteUrl)) {
    placeholders.push(
      `forms: the new-patient forms' PDFs print the notice's address on ${site}, not ${facts.siteUrl}: run \`SITE_URL=${facts.siteUrl} npm run forms:pdf\` and commit (docs/content.md#new-patient-forms).`,
    );
  }
  // 555-01XX numbers are reserved for fiction; the practice's number is never one.
  if (/^\+1\d{3}55501\d\d$/.test(facts.phoneTel)) {
    placeholders.push(
      `phone ${facts.phoneTel} is the placeholder number (content/data/practice.json).`,
    );
  }
  if (isExampleHost(facts.email.split('@')[1] ?? '')) {
    placeholders.push(`email ${facts.email} is the placeholder address (content/practice.ts).`);
  }
  if (facts.reviewsAreSamples) {
    placeholders.push(
      'reviews are the invented samples (content/data/reviews.json, samples: true).',
    );
  }
  // Never only a warning: a preview with form ids sends real families' details too.
  if (!facts.formServiceUnderAgreement) {
    errors.push(
      'the form service and the office mailbox are not confirmed under a signed business associate agreement (dataProtection in content/practice.ts).',
    );
  }
  const allow = env.ALLOW_PLACEHOLDERS === '1';
  // What a machine cannot check, a person must: every placeholder fact not yet confirmed.
  const unconfirmed = Object.entries(placeholderFacts)
    .filter(([key]) => !facts.confirmed.includes(key))
    .map(([key, what]) => `unconfirmed placeholder fact ${key}: ${what} (docs/launch.md).`);
  return {
    errors: allow ? errors : [...errors, ...placeholders],
    warnings: [...(allow ? placeholders : []), ...unconfirmed],
  };
}
