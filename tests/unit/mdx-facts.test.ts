import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { factArgs } from '@/lib/facts';
import { practice } from '@/content/practice';

/**
 * Articles and legal pages name the practice's facts through <Fact />, <Phone />, <Dentist />…
 * (docs/content.md#practice-facts), so that a change in content/practice.ts reaches them too.
 * Here: no MDX file types a name, number or sentence that the facts module holds.
 */
const files = ['blog', 'legal'].flatMap((kind) => {
  const root = path.join(process.cwd(), 'content', kind);
  return readdirSync(root).flatMap((folder) =>
    ['en', 'es'].map((lang) => {
      // Articles are index.<lang>.mdx with front matter; legal pages <lang>.mdx with a meta line.
      const name = kind === 'blog' ? `index.${lang}.mdx` : `${lang}.mdx`;
      return {
        file: `content/${kind}/${folder}/${name}`,
        lang: lang as 'en' | 'es',
        // The body, without the front matter or meta (a title may name the practice's program).
        body: readFileSync(path.join(root, folder, name), 'utf8').replace(
          /^---\n[\s\S]*?\n---\n|^export const meta = .*\n/,
          '',
        ),
      };
    }),
  );
});

/** The facts that read as words or whole sentences (a short figure like "6" appears in prose). */
function typedFacts(lang: 'en' | 'es') {
  const args = factArgs(lang);
  // The review source ("Google") also names the map's provider, which the legal pages name.
  const words = Object.entries(args).filter(
    ([name, value]) =>
      name !== 'reviewSource' && typeof value === 'string' && /[A-Za-z]{3}/.test(value),
  ) as [string, string][];
  return [...words, ['phone', practice.phone.display] as [string, string]];
}

describe('MDX content', () => {
  it('was found', () => expect(files.length).toBeGreaterThanOrEqual(18));

  it.each(files)('$file types no fact that content/practice.ts holds', ({ body, lang }) => {
    const typed = typedFacts(lang)
      .filter(([, value]) => body.includes(value))
      .map(([name, value]) => `${name}: "${value}"`);
    expect(typed).toEqual([]);
  });

  it('notices a typed fact', () => {
    const body = `Financing through ${factArgs('en').financingProvider}.`;
    expect(typedFacts('en').some(([, value]) => body.includes(value))).toBe(true);
  });
});
