/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A `:has()` in app/globals.css is re-checked by the browser whenever an element is inserted
 * below the element it sits on, and each re-check restyles what the rule's rightmost part
 * matches. Written on <html> with a universal rightmost part, the content-visibility guard
 * restyled the whole page for each script the loader adds to <head> (style recalculation on
 * /es/about, 4× CPU: 180–270 ms instead of 64–144). So: no `:has()` on <html>, and every rule
 * with a `:has()` ends in a part named by a type, class, id or attribute.
 */
const css = readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** Every selector (the text before a `{`) that holds a `:has(`. */
const hasSelectors = [...css.matchAll(/([^{};]+)\{/g)]
  .map(([, selector]) => (selector ?? '').replace(/\s+/g, ' ').trim())
  .filter((selector) => selector.includes(':has('));

test('globals.css has the :has() rules this test is about', () => {
  expect(hasSelectors.length).toBeGreaterThanOrEqual(2);
});

/** Splits at the commas (or, with `combinators`, at the combinators) outside parentheses. */
function splitTop(text: string, combinators = false): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of text.trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    const splits = depth === 0 && (combinators ? /[\s>+~]/.test(char) : char === ',');
    if (splits) {
      if (part.trim()) parts.push(part.trim());
      part = '';
    } else part += char;
  }
  if (part.trim()) parts.push(part.trim());
  return parts;
}

/**
 * Whether each element a selector list finally matches is named by a type, class, id or
 * attribute, so that a re-check restyles only those: the rightmost compound of each selector
 * has one of its own, or is an `:is()`/`:where()` whose every alternative does.
 */
function rightmostIsNamed(list: string): boolean {
  return splitTop(list).every((complex) => {
    const compound = splitTop(complex, true).at(-1) ?? '';
    const own = compound.replace(/\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, '');
    if (/^[a-z]|[.#[]/i.test(own)) return true;
    const inner = /^:(?:is|where)\((.*)\)$/.exec(compound);
    return inner ? rightmostIsNamed(inner[1] ?? '') : false;
  });
}

test.each(hasSelectors)('%s: not on <html>, and what it restyles is named', (selector) => {
  expect(selector).not.toMatch(/(^|[\s,(>+~])html(?=[:\s.[#])/);
  expect(rightmostIsNamed(selector)).toBe(true);
});

test('the checks catch the guard as it was first written', () => {
  const before = 'html:not(:has(:target)) :is(main > section ~ .container-page, body > footer > *)';
  expect(before).toMatch(/(^|[\s,(>+~])html(?=[:\s.[#])/);
  expect(rightmostIsNamed(before)).toBe(false);
  expect(rightmostIsNamed('body :is(.a:is(main > *), footer > .b)')).toBe(true);
  expect(rightmostIsNamed('body:has(x) :not(.a)')).toBe(false);
});
