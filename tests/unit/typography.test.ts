import { createElement } from 'react';
import { render } from '@testing-library/react';
import { keepNames, lastPair, noWidow } from '@/lib/typography';
import rehypeNoWidow from '@/lib/rehype-no-widow.mjs';

/** The heading's HTML as noWidow renders it. */
const html = (text: string) => render(createElement('h2', null, noWidow(text))).container.innerHTML;

describe('noWidow', () => {
  it('keeps the last two words together in an inline-block, with plain spaces', () => {
    expect(html('What to expect: key facts')).toBe(
      '<h2><span>What to expect: <span class="inline-block">key facts</span></span></h2>',
    );
    expect(html('Early vs. comprehensive treatment')).toBe(
      '<h2><span>Early vs. <span class="inline-block">comprehensive treatment</span></span></h2>',
    );
  });

  it('keeps a lone separator with the words on both sides of it', () => {
    expect(html('Pediatric dentistry · Chino')).toBe(
      '<h2><span>Pediatric <span class="inline-block">dentistry · Chino</span></span></h2>',
    );
  });

  it('breaks a heading of two sentences between them, each in a box of its own', () => {
    expect(html('Questions? We are happy to help')).toBe(
      '<h2><span><span class="inline-block">Questions?</span> <span class="inline-block">' +
        '<span>We are happy <span class="inline-block">to help</span></span></span></span></h2>',
    );
    expect(html('¿Tiene preguntas? Con gusto le ayudamos')).toContain(
      '<span class="inline-block">¿Tiene preguntas?</span> ',
    );
  });

  it('breaks a short heading of two phrases at its comma, each in a box of its own', () => {
    expect(html('An accessible office, flexible times')).toBe(
      '<h2><span><span class="inline-block"><span>An <span class="inline-block">accessible office,</span></span></span> ' +
        '<span class="inline-block">flexible times</span></span></h2>',
    );
    // A longer phrase is not set apart: wrapped, it would leave the first alone on its line.
    expect(html('Braces, aligners and retainers for kids')).not.toContain(
      '<span class="inline-block">Braces,</span>',
    );
  });

  it('leaves a heading of one or two words as it is', () => {
    expect(noWidow('Orthodontic consultation')).toBe('Orthodontic consultation');
    expect(noWidow('Blog')).toBe('Blog');
  });

  it('keeps a word with a hyphen whole, wherever it is', () => {
    expect(html('New Medi-Cal Dental patients')).toBe(
      '<h2><span>New <span class="whitespace-nowrap">Medi-Cal</span> <span class="inline-block">Dental patients</span></span></h2>',
    );
    expect(html('Teens, under Medi-Cal')).toBe(
      '<h2><span>Teens, <span class="inline-block">under <span class="whitespace-nowrap">Medi-Cal</span></span></span></h2>',
    );
    expect(html('Medi-Cal')).toBe('<h2><span class="whitespace-nowrap">Medi-Cal</span></h2>');
  });

  it('reads the same to a screen reader', () => {
    const { container } = render(createElement('h2', null, noWidow('¿Aceptan mi seguro?')));
    expect(container.textContent).toBe('¿Aceptan mi seguro?');
  });
});

describe('keepNames', () => {
  const para = (text: string) =>
    render(createElement('p', null, keepNames(text))).container.innerHTML;

  it('keeps a name with a hyphen whole, in running text', () => {
    expect(para('Call Medi-Cal Dental (formerly Denti-Cal) about X-rays.')).toBe(
      '<p><span>Call <span class="whitespace-nowrap">Medi-Cal</span> Dental (formerly ' +
        '<span class="whitespace-nowrap">Denti-Cal</span>) about <span class="whitespace-nowrap">X-rays</span>.</span></p>',
    );
  });

  it('keeps a phone number whole, a hotline as the office', () => {
    expect(para('Call 1-800-368-1019 (TDD: 1-800-537-7697) or (909) 555-0142.')).toBe(
      '<p><span>Call <span class="whitespace-nowrap">1-800-368-1019</span> (TDD: ' +
        '<span class="whitespace-nowrap">1-800-537-7697</span>) or ' +
        '<span class="whitespace-nowrap">(909) 555-0142</span>.</span></p>',
    );
  });

  it('lets a compound break at its hyphen, as print does, and leaves plain text a string', () => {
    expect(keepNames('a full-scope follow-up visit')).toBe('a full-scope follow-up visit');
  });
});

describe('lastPair', () => {
  const link = (text: string) =>
    render(createElement('a', null, lastPair(text))).container.innerHTML;

  it('keeps the last two words on one line, in an inline span', () => {
    expect(link('Read the whole guide')).toBe(
      '<a><span>Read the <span class="whitespace-nowrap">whole guide</span></span></a>',
    );
  });

  it('keeps a short phrase after a colon whole, so the line breaks at the colon', () => {
    expect(link('Dental emergency: what to do now')).toBe(
      '<a><span>Dental emergency: <span class="whitespace-nowrap">what to do now</span></span></a>',
    );
    expect(link('Emergencia dental: qué hacer ahora')).toContain(
      '<span class="whitespace-nowrap">qué hacer ahora</span>',
    );
    // A long one keeps only its last two words together.
    expect(link('Note: this phrase after the colon is far too long to hold')).toContain(
      '<span class="whitespace-nowrap">to hold</span>',
    );
  });
});

describe('rehypeNoWidow (the articles’ own headings)', () => {
  type Node = { type: string; tagName?: string; value?: string; children?: Node[] };
  const heading = (...children: Node[]): Node => ({ type: 'element', tagName: 'h2', children });
  const text = (value: string): Node => ({ type: 'text', value });
  const run = (node: Node) => {
    rehypeNoWidow()({ type: 'root', children: [node] });
    return node;
  };

  it('puts the last two words in an inline-block, after the words before them', () => {
    expect(run(heading(text('Early vs. comprehensive treatment'))).children).toEqual([
      text('Early vs. '),
      {
        type: 'element',
        tagName: 'span',
        properties: { className: ['inline-block'] },
        children: [text('comprehensive treatment')],
      },
    ]);
  });

  it('keeps the space after an element before the pair, and leaves two-word headings', () => {
    const code: Node = { type: 'element', tagName: 'code', children: [text('x')] };
    expect(run(heading(code, text(' foo bar'))).children?.[1]).toEqual(text(' '));
    expect(run(heading(text('Two words'))).children).toEqual([text('Two words')]);
  });
});
