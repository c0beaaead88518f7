import { render } from '@testing-library/react';
import { withBreaks } from '@/components/site/ContactLines';

describe('withBreaks', () => {
  it('breaks before the @ first; the domain, kept whole in its box, only before its dots', () => {
    const { container } = render(<span>{withBreaks('hello@sunnysteps.example')}</span>);
    const span = container.firstElementChild!;
    expect(span.textContent).toBe('hello@sunnysteps.example');
    expect(span.innerHTML).toBe(
      'hello<wbr><span class="inline-block">@sunnysteps<wbr>.example</span>',
    );
  });

  it('leaves an address without @ or dots as it is', () => {
    const { container } = render(<span>{withBreaks('office')}</span>);
    expect(container.firstElementChild!.innerHTML).toBe('office');
  });
});
