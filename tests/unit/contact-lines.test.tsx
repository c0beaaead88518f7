import { render } from '@testing-library/react';
import { withBreaks } from '@/components/site/ContactLines';

describe('withBreaks', () => {
  it('offers a line break before the @ and nowhere else', () => {
    const { container } = render(<span>{withBreaks('hello@sunnysteps.example')}</span>);
    const span = container.firstElementChild!;
    expect(span.textContent).toBe('hello@sunnysteps.example');
    expect(span.innerHTML).toBe('hello<wbr>@sunnysteps.example');
  });

  it('leaves an address without @ as it is', () => {
    const { container } = render(<span>{withBreaks('office')}</span>);
    expect(container.firstElementChild!.innerHTML).toBe('office');
  });
});
