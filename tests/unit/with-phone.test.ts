import { render } from '@testing-library/react';
import { createElement } from 'react';
import { withPhone } from '@/components/ui/with-phone';

const html = (text: string) =>
  render(createElement('a', null, withPhone(text))).container.innerHTML;

describe('withPhone', () => {
  it('keeps the number on one line with the word before it and the mark after it', () => {
    expect(html('Call (909) 555-0142.')).toBe(
      '<a><span><span class="whitespace-nowrap">Call (909) 555-0142.</span></span></a>',
    );
  });

  it('keeps a little word with the word before it, and lets the number take the next line', () => {
    expect(html('Llamar al (909) 555-0142')).toBe(
      '<a><span>Llamar&nbsp;al <span class="whitespace-nowrap">(909) 555-0142</span></span></a>',
    );
  });

  it('reads the same to a screen reader, but for the no-break space', () => {
    const { container } = render(
      createElement('a', null, withPhone('Llame al (909) 555-0142 hoy.')),
    );
    expect(container.textContent?.replace(/\u00a0/g, ' ')).toBe('Llame al (909) 555-0142 hoy.');
  });
});
