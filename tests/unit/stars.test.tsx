import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Stars } from '@/components/sections/shared/Stars';
import en from '@/messages/en.json';

function stars(rating: number) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <Stars rating={rating} />
    </NextIntlClientProvider>,
  );
  const picture = screen.getByRole('img');
  const paths = [...picture.querySelectorAll('path')];
  /** How many stars each path draws (one `M` per star), filled first. */
  const count = (fill: string) =>
    paths
      .filter((p) => p.getAttribute('class') === fill)
      .reduce((n, p) => n + (p.getAttribute('d')?.match(/M/g)?.length ?? 0), 0);
  return { picture, filled: count('fill-amber-600'), empty: count('fill-slate-300') };
}

describe('Stars', () => {
  it('is one picture named for assistive technology, with five stars', () => {
    const { picture, filled, empty } = stars(5);
    expect(picture).toHaveAccessibleName(en.Common.stars.replace('{rating}', '5'));
    expect(picture.querySelectorAll('svg')).toHaveLength(1);
    expect([filled, empty]).toEqual([5, 0]);
  });

  it('fills a star for every started point, as a rating of 4.9 reads "five stars"', () => {
    expect(stars(4.9)).toMatchObject({ filled: 5, empty: 0 });
  });

  it('leaves the stars above the rating empty', () => {
    expect(stars(3)).toMatchObject({ filled: 3, empty: 2 });
  });

  it('places each star 24 units to the right of the one before', () => {
    const d = stars(5).picture.querySelector('path')?.getAttribute('d') ?? '';
    expect([...d.matchAll(/M(\d+) /g)].map((m) => Number(m[1]))).toEqual([12, 36, 60, 84, 108]);
  });
});
