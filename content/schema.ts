/**
 * The shape of everything the office edits (content/data/*.json, content/faqs.json, the blog's
 * front matter), with messages written for the office manager: the loaders parse the files
 * through these schemas, and `npm run check:content` reports every problem at once, one line
 * each (`<file>: <field>: <what to do>`). docs/content.md#editing-the-site shows how it reads.
 */
import { z } from 'zod';

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** The ages the forms accept and a review may give (0 is a baby under 1). */
export const childAge = { min: 0, max: 18 } as const;

const words = (max: number) =>
  z
    .string({ error: 'write the text' })
    .trim()
    .min(1, { error: 'write the text' })
    .max(max, { error: `keep it under ${max} characters` });

/** The same text in English and Spanish, both written, the Spanish not a copy of the English. */
export const bilingual = (max: number) =>
  z.object({ en: words(max), es: words(max) }).superRefine((text, ctx) => {
    if (text.en && text.en === text.es)
      ctx.addIssue({
        code: 'custom',
        path: ['es'],
        message: 'the Spanish is the same as the English: write it in Spanish',
      });
  });

/** `YYYY-MM-DD` that names a day of the calendar (`2027-02-30` does not). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const realDate = z
  .string({ error: 'write the date' })
  .refine(isRealDate, { error: 'not a real date: write it as YYYY-MM-DD, e.g. 2027-01-01' });

/** Today, `YYYY-MM-DD`, by the build machine's clock. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** This month, `YYYY-MM`, by the build machine's clock. */
export const thisMonth = (now = new Date()) => now.toISOString().slice(0, 7);

const pastMonth = z
  .string({ error: 'write the month' })
  .refine((value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value), {
    error: 'write the month as YYYY-MM, e.g. 2026-11',
  })
  .refine((value) => value <= thisMonth(), { error: 'this month is in the future' });

const time = z
  .string({ error: 'write the time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'write the time as HH:MM (24-hour), e.g. 17:30' });

const statusLabels = {
  open: 'Open',
  closed: 'Closed',
  appointmentOnly: 'By appointment only',
} as const;

const day = z
  .object({
    status: z.enum(['open', 'closed', 'appointmentOnly'], {
      error: 'choose Open, Closed or By appointment only',
    }),
    opens: time.optional(),
    closes: time.optional(),
  })
  .superRefine((hours, ctx) => {
    const issue = (path: 'opens' | 'closes', message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (hours.status === 'open') {
      if (!hours.opens) issue('opens', 'write the opening time');
      if (!hours.closes) issue('closes', 'write the closing time');
      if (hours.opens && hours.closes && hours.closes <= hours.opens)
        issue('closes', 'the office must close after it opens');
    } else {
      const label = statusLabels[hours.status];
      if (hours.opens) issue('opens', `a day marked “${label}” has no opening time: clear it`);
      if (hours.closes) issue('closes', `a day marked “${label}” has no closing time: clear it`);
    }
  });

/**
 * Weeks from a Medi-Cal family's call to the first visit, as the /medi-cal page states them:
 * whole weeks, so "1 to 3 weeks" never reads "0 to 1 weeks".
 */
const waitWeeks = z
  .number({ error: 'write a number of weeks' })
  .int({ error: 'write a whole number of weeks' })
  .min(1, { error: 'write from 1 to 26 weeks' })
  .max(26, { error: 'write from 1 to 26 weeks' });

/** Hosts the review profile may be on (they answer in the visitor's language). */
export const reviewProfileHosts = ['www.google.com', 'maps.app.goo.gl', 'g.page'] as const;

export const practiceData = z.object({
  phone: z.object({
    number: z
      .string({ error: 'write the phone number' })
      .regex(/^\(\d{3}\) \d{3}-\d{4}$/, { error: 'write it like (909) 555-0142' }),
    confirmed: z.boolean(),
  }),
  hours: z.object(
    Object.fromEntries(weekdays.map((name) => [name, day])) as {
      [K in (typeof weekdays)[number]]: typeof day;
    },
  ),
  closures: z
    .array(
      z
        .object({ from: realDate, to: realDate.optional(), label: bilingual(60) })
        .superRefine((closure, ctx) => {
          if (closure.to && isRealDate(closure.from) && closure.to < closure.from)
            ctx.addIssue({
              code: 'custom',
              path: ['to'],
              message: 'the last day closed comes before the first: check both dates',
            });
        }),
    )
    .default([]),
  rating: z.object({
    stars: z
      .number({ error: 'write the star rating' })
      .min(1, { error: 'the rating is between 1 and 5' })
      .max(5, { error: 'the rating is between 1 and 5' }),
    reviewCount: z
      .number({ error: 'write how many reviews there are' })
      .int({ error: 'write a whole number' })
      .min(0, { error: 'write a whole number' }),
    readIn: pastMonth,
    profileUrl: z.string({ error: 'paste the address of the review profile' }).refine(
      (value) => {
        try {
          const url = new URL(value);
          return (
            url.protocol === 'https:' &&
            (reviewProfileHosts as readonly string[]).includes(url.host)
          );
        } catch {
          return false;
        }
      },
      {
        error: `paste the profile's address from Google (it starts with https://${reviewProfileHosts[0]}/, https://${reviewProfileHosts[1]}/ or https://${reviewProfileHosts[2]}/)`,
      },
    ),
    confirmed: z.boolean(),
  }),
  mediCal: z.object({
    acceptingNewPatients: z.boolean(),
    firstVisitWaitWeeks: z
      .object({ min: waitWeeks, max: waitWeeks })
      .refine((wait) => wait.max > wait.min, {
        path: ['max'],
        error: 'the longest wait must be more weeks than the shortest',
      }),
    confirmed: z.boolean(),
  }),
});

export type PracticeData = z.infer<typeof practiceData>;

export const reviewsData = z
  .object({
    samples: z.boolean(),
    reviews: z
      .array(
        z.object({
          id: z.string({ error: 'write an id' }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
            error: 'use lower-case letters, digits and dashes, e.g. sofia-first-visit',
          }),
          parent: words(40),
          parentRole: z.enum(['mom', 'dad'], { error: 'choose Mom or Dad' }),
          child: words(30),
          age: z
            .number({ error: "write the child's age" })
            .int({ error: 'write a whole number' })
            .min(childAge.min, { error: `the age is from ${childAge.min} to ${childAge.max}` })
            .max(childAge.max, { error: `the age is from ${childAge.min} to ${childAge.max}` }),
          date: pastMonth,
          // The language the family wrote in: the other language's page marks its text as
          // translated ("Traducido del inglés").
          language: z.enum(['en', 'es'], { error: 'choose English or Spanish' }).default('en'),
          showOnHome: z.boolean().default(false),
          quoteOnSpecialNeeds: z.boolean().default(false),
          text: bilingual(600),
        }),
      )
      .min(1, { error: 'keep at least one review' }),
  })
  .superRefine((data, ctx) => {
    const seen = new Set<string>();
    data.reviews.forEach((review, index) => {
      if (seen.has(review.id))
        ctx.addIssue({
          code: 'custom',
          path: ['reviews', index, 'id'],
          message: `another review already has the id “${review.id}”: give this one its own`,
        });
      seen.add(review.id);
    });
    const home = data.reviews.filter((review) => review.showOnHome).length;
    if (home < 1 || home > 6)
      ctx.addIssue({
        code: 'custom',
        path: ['reviews'],
        message: `${home} reviews are marked “Show on the home page”: mark from 1 to 6`,
      });
    const quoted = data.reviews.filter((review) => review.quoteOnSpecialNeeds).length;
    if (quoted !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['reviews'],
        message: `${quoted} reviews are marked “Quote on the special-needs page”: mark exactly one`,
      });
  });

export type ReviewsData = z.infer<typeof reviewsData>;

/** The FAQ's groups are fixed (the page's headings and their links); questions can be added. */
export const faqGroupIds = ['general', 'care', 'orthodontics'] as const;

export const faqsData = z
  .object({
    groups: z.array(
      z.object({
        id: z.enum(faqGroupIds),
        title: bilingual(80),
        items: z
          .array(z.object({ q: bilingual(200), a: bilingual(1500) }))
          .min(1, { error: 'keep at least one question in each group' }),
      }),
    ),
  })
  .superRefine((data, ctx) => {
    const ids = data.groups.map((group) => group.id).join(', ');
    if (ids !== faqGroupIds.join(', '))
      ctx.addIssue({
        code: 'custom',
        path: ['groups'],
        message: `the groups must be ${faqGroupIds.join(', ')}, in that order (found ${ids || 'none'})`,
      });
  });

export type FaqsData = z.infer<typeof faqsData>;

/** A blog post's front matter, in each language; the slug is the folder's name. */
export const postFrontMatter = z
  .object({
    title: words(120),
    excerpt: words(300),
    date: realDate,
    /** The day the article was last reviewed and changed in substance; the pages show it. */
    updated: realDate.optional(),
    tags: z.array(words(40)).min(1, { error: 'give the article at least one tag' }),
  })
  .superRefine(({ date, updated }, context) => {
    if (!updated || !isRealDate(updated) || !isRealDate(date)) return;
    if (updated < date)
      context.addIssue({
        code: 'custom',
        path: ['updated'],
        message: `${updated} is before the article's date (${date}): write the day it was updated, or leave it empty`,
      });
    else if (updated > today())
      context.addIssue({
        code: 'custom',
        path: ['updated'],
        message: `${updated} is in the future: write the day it was updated`,
      });
  });

export type PostFrontMatter = z.infer<typeof postFrontMatter>;

/** One line per problem: `<file>: <field>: <what to do>` (the field as `hours.friday.closes`). */
export function problemsOf(file: string, error: z.ZodError): string[] {
  return error.issues.map(
    (issue) =>
      `${file}: ${issue.path.length ? issue.path.join('.') : '(the whole file)'}: ${issue.message}`,
  );
}

/** Parses `value` or throws one line per problem, naming the file and each field. */
export function parseContent<T extends z.ZodType>(
  file: string,
  schema: T,
  value: unknown,
): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`content check: ${problemsOf(file, result.error).join('\n')}`);
}
