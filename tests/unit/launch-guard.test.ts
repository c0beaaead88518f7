/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formIdVariables, placeholderFacts } from '@/content/practice';
import { isReleaseBuild, launchProblems, type LaunchFacts } from '@/lib/launch-guard';

const ready: LaunchFacts = {
  formIds: { appointmentRequest: 'a1', contactMessage: 'c1', booking: 'b1' },
  siteUrl: 'https://www.sunnystepsdental.com',
  phoneTel: '+19096271234',
  email: 'hola@sunnystepsdental.com',
  reviewsAreSamples: false,
  formServiceUnderAgreement: true,
  confirmed: Object.keys(placeholderFacts),
  formPdfSites: ['https://www.sunnystepsdental.com'],
};
const variables = Object.values(formIdVariables);

describe('launch guard', () => {
  it('passes a site with every form id and real facts', () => {
    expect(launchProblems(ready, {})).toEqual({ errors: [], warnings: [] });
  });

  it('names each missing form id, even when placeholders are allowed', () => {
    for (const env of [{}, { ALLOW_PLACEHOLDERS: '1' }]) {
      const { errors } = launchProblems({ ...ready, formIds: {} }, env);
      expect(errors).toHaveLength(variables.length);
      variables.forEach((name, i) => expect(errors[i]).toMatch(new RegExp(`^${name} is not set`)));
    }
  });

  it('stops on each placeholder fact, or only warns on a preview that allows them', () => {
    const placeholder: LaunchFacts = {
      ...ready,
      siteUrl: 'https://www.sunnysteps.example',
      phoneTel: '+19095550142',
      email: 'hello@sunnysteps.example',
      reviewsAreSamples: true,
    };
    const strict = launchProblems(placeholder, {});
    expect(strict.errors.map((l) => l.split(' ')[0])).toEqual([
      'SITE_URL',
      'forms:',
      'phone',
      'email',
      'reviews',
    ]);
    const preview = launchProblems(placeholder, { ALLOW_PLACEHOLDERS: '1' });
    expect(preview.errors).toEqual([]);
    expect(preview.warnings).toEqual(strict.errors);
  });

  it("stops when the forms' PDFs print the notice's address on another site", () => {
    const stale = { ...ready, formPdfSites: ['https://www.sunnysteps.example'] };
    const { errors } = launchProblems(stale, {});
    expect(errors).toEqual([expect.stringMatching(/^forms: .*www\.sunnysteps\.example/)]);
    expect(launchProblems(stale, { ALLOW_PLACEHOLDERS: '1' }).warnings).toEqual(errors);
  });

  it('stops without the form service under a business associate agreement, on a preview too', () => {
    for (const env of [{}, { ALLOW_PLACEHOLDERS: '1' }]) {
      const { errors } = launchProblems({ ...ready, formServiceUnderAgreement: false }, env);
      expect(errors).toEqual([expect.stringMatching(/business associate agreement/)]);
    }
  });

  it('lists every placeholder fact the practice has not confirmed, as a warning', () => {
    const { errors, warnings } = launchProblems({ ...ready, confirmed: ['name'] }, {});
    expect(errors).toEqual([]);
    const keys = Object.keys(placeholderFacts).filter((key) => key !== 'name');
    expect(warnings).toEqual(
      keys.map((key) => expect.stringMatching(new RegExp(`^unconfirmed placeholder fact ${key}:`))),
    );
  });

  it('every placeholder fact is on the launch checklist the guard points to', () => {
    const checklist = readFileSync(path.join(__dirname, '../../docs/launch.md'), 'utf8');
    for (const key of Object.keys(placeholderFacts)) expect(checklist).toContain(`\`${key}\``);
  });

  it('runs on deploy hosts and release builds only', () => {
    expect(isReleaseBuild({})).toBe(false);
    expect(isReleaseBuild({ CI: 'true' })).toBe(false);
    for (const name of ['NETLIFY', 'CF_PAGES', 'VERCEL', 'RELEASE_BUILD']) {
      expect(isReleaseBuild({ [name]: '1' })).toBe(true);
    }
  });
});

// The real commands, without form ids: the guard stops them while Next loads its
// configuration, seconds before any page is built.
describe.each([
  ['NETLIFY=true npm run build', ['run', 'build'], { NETLIFY: 'true' }],
  ['npm run build:release', ['run', 'build:release'], {}],
])('%s without form ids', (_label, args, extra) => {
  it('fails with a line naming each missing FORM_ID_… variable', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
    for (const name of variables) delete env[name];
    for (const name of ['NETLIFY', 'CF_PAGES', 'VERCEL', 'RELEASE_BUILD', 'ALLOW_PLACEHOLDERS']) {
      if (!(name in extra)) delete env[name];
    }
    const run = spawnSync('npm', args, { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    for (const name of variables) expect(run.stderr).toContain(`launch guard: ${name} is not set`);
    expect(run.stdout + run.stderr).not.toMatch(/Generating static pages|Compiled successfully/);
  }, 70_000);
});
