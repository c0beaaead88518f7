import { render, screen } from '@testing-library/react';
import { ErrorScreen } from '@/components/sections/errors/ErrorScreen';
import { ErrorTextProvider } from '@/components/sections/errors/ErrorText';

describe('ErrorScreen (docs/product.md#errors)', () => {
  it('shows the title and the error message beneath it', () => {
    render(<ErrorScreen error={new Error('Chunk failed to load')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
  });

  it('falls back to the status text and speaks the page language', () => {
    const error = Object.assign(new Error(''), { statusText: 'Not Found' });
    render(
      <ErrorTextProvider
        value={{
          title: '¡Error inesperado de la aplicación!',
          retry: 'Intentar de nuevo',
          help: '',
        }}
      >
        <ErrorScreen error={error} reset={() => {}} />
      </ErrorTextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('¡Error inesperado de la aplicación!');
    expect(screen.getByText('Not Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
