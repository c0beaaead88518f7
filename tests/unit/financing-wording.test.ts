/**
 * Deferred interest, as the rules for advertising it require: wherever the site says "no
 * interest", the same message (or, for a card, the card's other lines) states the period and that
 * interest is then charged on the full amount, in both languages; articles and legal pages too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const noInterest = /no interest|sin intereses/i;
const period = /\{noInterest\w*Months\}|\bmonths\b|\bmeses\b/i;
const fullAmount = /full amount|sobre el total/i;

/** Each message that says "no interest", with the text that must state its terms. */
function mentions(
  node: unknown,
  scope = '',
  at = '',
): { at: string; text: string; scope: string }[] {
  if (typeof node === 'string')
    return noInterest.test(node) ? [{ at, text: node, scope: scope || node }] : [];
  if (Array.isArray(node)) return node.flatMap((item, i) => mentions(item, '', `${at}.${i}`));
  if (node && typeof node === 'object') {
    const values = Object.values(node);
    // A card's lines are read together: its title, description and details.
    const card = values.filter((v): v is string => typeof v === 'string').join(' ');
    return Object.entries(node).flatMap(([key, value]) => mentions(value, card, `${at}.${key}`));
  }
  return [];
}

test.each([
  ['en', en],
  ['es', es],
])(
  'every "no interest" in messages/%s.json states its period and the full amount',
  (_, messages) => {
    const found = mentions(messages);
    expect(found.length).toBeGreaterThan(2);
    const short = found.filter(({ scope }) => !period.test(scope) || !fullAmount.test(scope));
    expect(short.map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
  },
);

test('no article or legal page says "no interest" without its terms', () => {
  const root = path.resolve(__dirname, '../../content');
  const files = ['blog', 'legal'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => path.join(root, folder, file)),
  );
  expect(files.length).toBeGreaterThan(4);
  const short = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split(/\n\s*\n/)
      .filter((paragraph) => noInterest.test(paragraph))
      .filter((paragraph) => !period.test(paragraph) || !fullAmount.test(paragraph))
      .map((paragraph) => `${path.relative(root, file)}: ${paragraph.slice(0, 80)}`),
  );
  expect(short).toEqual([]);
});
