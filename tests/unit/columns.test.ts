import { balancedColumns } from '@/lib/columns';

describe('balancedColumns', () => {
  const id = (n: number) => n;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

  it('cuts the list where the two columns differ least', () => {
    // Cuts: 450 | 2320, 1200 | 1570, 1910 | 860, 2260 | 510: the second differs least.
    const [left, right] = balancedColumns([450, 750, 710, 350, 510], id);
    expect(left).toEqual([450, 750]);
    expect(right).toEqual([710, 350, 510]);
    expect(Math.abs(sum(left) - sum(right))).toBe(370);
  });

  it('keeps the list in its order: the first column, then the second, read as the list', () => {
    const items = [1, 5, 2, 2, 4, 3, 1].map((weight, index) => ({ weight, index }));
    const [left, right] = balancedColumns(items, (item) => item.weight);
    expect([...left, ...right]).toEqual(items);
    expect(left.length).toBeGreaterThan(0);
  });

  it('leaves nothing out and adds nothing, one item or none', () => {
    expect(balancedColumns(['a'], () => 1)).toEqual([['a'], []]);
    expect(balancedColumns([], () => 1)).toEqual([[], []]);
  });
});
