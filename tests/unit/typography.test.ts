import { createElement } from 'react';
import { render } from '@testing-library/react';
import { noWidow } from '@/lib/typography';

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

  it('leaves a heading of one or two words as it is', () => {
    expect(noWidow('Orthodontic consultation')).toBe('Orthodontic consultation');
    expect(noWidow('Blog')).toBe('Blog');
  });

  it('reads the same to a screen reader', () => {
    const { container } = render(createElement('h2', null, noWidow('¿Aceptan mi seguro?')));
    expect(container.textContent).toBe('¿Aceptan mi seguro?');
  });
});
