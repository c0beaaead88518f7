import { balancedColumns } from '@/lib/columns';

describe('balancedColumns', () => {
  const id = (n: number) => n;

  it('splits a list into two columns whose weights differ least', () => {
    // One cut in the order (what CSS columns do) gives 450 + 750 against 710 + 350 + 510.
    const [left, right] = balancedColumns([450, 750, 710, 350, 510], id);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(Math.abs(sum(left) - sum(right))).toBe(150);
  });

  it('keeps the order within each column, the first item leading the first', () => {
    const items = [1, 5, 2, 2, 4].map((weight, index) => ({ weight, index }));
    const [left, right] = balancedColumns(items, (item) => item.weight);
    expect(left[0]).toBe(items[0]);
    for (const column of [left, right]) {
      const order = column.map((item) => item.index);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    expect([...left, ...right].map((item) => item.index).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('leaves nothing out and adds nothing, one item or none', () => {
    expect(balancedColumns(['a'], () => 1)).toEqual([['a'], []]);
    expect(balancedColumns([], () => 1)).toEqual([[], []]);
  });

  it('refuses a list too long to try every split', () => {
    expect(() =>
      balancedColumns(
        Array.from({ length: 17 }, (_, i) => i),
        id,
      ),
    ).toThrow(/at most 16/);
  });
});
