import { legalPages, validateLegalMeta } from '@/content/legal';

describe('legal texts', () => {
  it('accept a revision date and refuse anything else', () => {
    expect(validateLegalMeta({ updated: '2026-11-01' }, 'x.mdx')).toEqual({
      updated: '2026-11-01',
    });
    expect(() => validateLegalMeta(undefined, 'x.mdx')).toThrow('x.mdx: meta.updated');
    expect(() => validateLegalMeta({ updated: 'November 1' }, 'x.mdx')).toThrow('YYYY-MM-DD');
  });

  it('are the four legal pages of docs/product.md', () => {
    expect([...legalPages].sort()).toEqual([
      'accessibility',
      'nondiscrimination',
      'privacy',
      'terms',
    ]);
  });
});
