/**
 * The content check (`npm run check:content`, run first by every build and by `npm test`): every
 * file the office edits, read from disk and checked against its schema and the rules that span
 * files, every problem reported at once, one line each, `<file>: <field>: <what to do>`, in
 * words an office manager can act on (docs/content.md#when-a-change-is-refused).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  parse as parseIcu,
  TYPE,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import YAML from 'yaml';
import type { z } from 'zod';
import {
  faqsData,
  postFrontMatter,
  practiceData,
  problemsOf,
  reviewsData,
  weekdays,
  type FaqsData,
} from './schema';

const locales = ['en', 'es'] as const;

/** The tags an article may use, and what each needs. */
const articleTags = ['Fact', 'Phone', 'Email', 'Address', 'Dentist', 'PracticeName'];

/**
 * Every problem in the content under `root` (the repository, or a copy of it), as lines; none
 * when all is well. `factNames` are the `{arguments}` and `<Fact name>`s the site can fill in.
 */
export async function checkContent(root: string, factNames?: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

  const json = <T extends z.ZodType>(file: string, schema: T): z.infer<T> | undefined => {
    if (!existsSync(path.join(root, file))) {
      problems.push(`${file}: (the whole file): it is missing`);
      return undefined;
    }
    let value: unknown;
    try {
      value = JSON.parse(read(file));
    } catch (error) {
      problems.push(`${file}: (the whole file): not valid JSON (${(error as Error).message})`);
      return undefined;
    }
    const result = schema.safeParse(value);
    if (!result.success) problems.push(...problemsOf(file, result.error));
    return result.success ? result.data : undefined;
  };

  const practice = json('content/data/practice.json', practiceData);
  if (practice && !weekdays.some((day) => practice.hours[day].status === 'open'))
    problems.push(
      'content/data/practice.json: hours: no day is open, so the booking form could offer no time: open at least one day',
    );

  json('content/data/reviews.json', reviewsData);

  const faqs = json('content/faqs.json', faqsData);
  if (faqs && factNames) problems.push(...placeholderProblems(faqs, factNames));

  problems.push(...(await articleProblems(root, factNames)));
  return problems;
}

/** The `{arguments}` of an ICU message, or the parser's error. */
function argumentsOf(message: string): { names: Set<string> } | { error: string } {
  let elements: MessageFormatElement[];
  try {
    elements = parseIcu(message, { ignoreTag: true });
  } catch (error) {
    return { error: (error as Error).message };
  }
  const names = new Set<string>();
  for (const element of elements) {
    if (element.type === TYPE.literal) continue;
    // Only plain {name}: plural and select forms are for developers (lib/fact-args.ts formats
    // phrases such as {firstVisitBy} instead).
    if (element.type !== TYPE.argument)
      return {
        error: `${'value' in element ? `{${element.value}, …}` : '#'} is more than a {name}`,
      };
    names.add(element.value);
  }
  return { names };
}

function placeholderProblems(faqs: FaqsData, factNames: readonly string[]): string[] {
  const problems: string[] = [];
  const known = new Set(factNames);
  faqs.groups.forEach((group, g) =>
    group.items.forEach((item, i) =>
      (['q', 'a'] as const).forEach((field) => {
        const found: Partial<Record<(typeof locales)[number], Set<string>>> = {};
        for (const locale of locales) {
          const where = `content/faqs.json: groups.${g}.items.${i}.${field}.${locale}`;
          const result = argumentsOf(item[field][locale]);
          if ('error' in result) {
            problems.push(
              `${where}: a {placeholder} is broken (${result.error}): keep each {…} exactly as it was, with both braces`,
            );
            continue;
          }
          for (const name of result.names)
            if (!known.has(name))
              problems.push(
                `${where}: {${name}} is not a fact the site can fill in: keep the {…} as they were (the list is in docs/content.md)`,
              );
          found[locale] = result.names;
        }
        if (found.en && found.es) {
          const only = (a: Set<string>, b: Set<string>) => [...a].filter((name) => !b.has(name));
          for (const name of only(found.en, found.es))
            problems.push(
              `content/faqs.json: groups.${g}.items.${i}.${field}.es: the English has {${name}} and the Spanish does not: keep the same {…} in both`,
            );
          for (const name of only(found.es, found.en))
            problems.push(
              `content/faqs.json: groups.${g}.items.${i}.${field}.en: the Spanish has {${name}} and the English does not: keep the same {…} in both`,
            );
        }
      }),
    ),
  );
  return problems;
}

type Node = {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  position?: { start: { line: number } };
};

/** Each article: both languages, valid front matter that agrees, text that compiles, known tags. */
async function articleProblems(
  root: string,
  factNames: readonly string[] | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  const blog = path.join(root, 'content/blog');
  if (!existsSync(blog)) return ['content/blog: (the folder): it is missing'];
  for (const slug of readdirSync(blog).sort()) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
      problems.push(
        `content/blog/${slug}: (the folder's name): use lower-case letters, digits and dashes, it is the article's address`,
      );
    const fronts: Partial<Record<(typeof locales)[number], z.infer<typeof postFrontMatter>>> = {};
    for (const locale of locales) {
      const file = `content/blog/${slug}/index.${locale}.mdx`;
      if (!existsSync(path.join(root, file))) {
        problems.push(
          `${file}: (the whole file): it is missing: write the article in both languages`,
        );
        continue;
      }
      const text = read(root, file);
      const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
      if (!front) {
        problems.push(
          `${file}: (the front matter): the article must start with its title, date and tags between --- lines`,
        );
        continue;
      }
      let data: unknown;
      try {
        data = YAML.parse(front[1]!);
      } catch (error) {
        problems.push(`${file}: (the front matter): ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      const result = postFrontMatter.safeParse(data);
      if (result.success) fronts[locale] = result.data;
      else problems.push(...problemsOf(file, result.error));
      problems.push(...(await bodyProblems(file, text, factNames)));
    }
    if (fronts.en && fronts.es) {
      if (fronts.en.date !== fronts.es.date)
        problems.push(
          `content/blog/${slug}/index.es.mdx: date: ${fronts.es.date} in Spanish, ${fronts.en.date} in English: use the same date`,
        );
      if (fronts.en.updated !== fronts.es.updated)
        problems.push(
          `content/blog/${slug}/index.es.mdx: updated: ${fronts.es.updated ?? 'empty'} in Spanish, ${fronts.en.updated ?? 'empty'} in English: use the same day`,
        );
      if (fronts.en.tags.length !== fronts.es.tags.length)
        problems.push(
          `content/blog/${slug}/index.es.mdx: tags: ${fronts.es.tags.length} tags in Spanish, ${fronts.en.tags.length} in English: translate each tag, one for one`,
        );
    }
  }
  return problems;
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

/** An article's text: it compiles, and uses only the tags and facts the site knows. */
async function bodyProblems(file: string, text: string, factNames?: readonly string[]) {
  const problems: string[] = [];
  const known = factNames && new Set(factNames);
  const inspect = () => (tree: Node) => {
    const walk = (node: Node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const line = node.position?.start.line ?? 0;
        const name = node.name ?? '';
        if (!articleTags.includes(name))
          problems.push(
            `${file}: line ${line}: <${name}> is not something an article can use (it can use ${articleTags.map((tag) => `<${tag} />`).join(', ')})`,
          );
        if (name === 'Fact') {
          const fact = node.attributes?.find((attribute) => attribute.name === 'name')?.value;
          if (known && (typeof fact !== 'string' || !known.has(fact)))
            problems.push(
              `${file}: line ${line}: <Fact name="${String(fact)}" /> is not a fact the site can fill in (the list is in docs/content.md)`,
            );
        }
      }
      if (node.type === 'mdxjsEsm')
        problems.push(
          `${file}: line ${node.position?.start.line ?? 0}: an article cannot contain import or export lines: remove it`,
        );
      node.children?.forEach(walk);
    };
    walk(tree);
  };
  try {
    await compile(text, { remarkPlugins: [remarkFrontmatter, inspect] });
  } catch (error) {
    const failure = error as Error & { line?: number; reason?: string };
    problems.push(
      `${file}: line ${failure.line ?? '?'}: the article text does not compile: ${failure.reason ?? failure.message}`,
    );
  }
  return problems;
}
