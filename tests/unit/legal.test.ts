import { readdirSync } from 'node:fs';
import path from 'node:path';
import { legalPages, validateLegalMeta } from '@/content/legal';
import en from '@/messages/en.json';

describe('legal texts', () => {
  it('accept a revision date and refuse anything else', () => {
    expect(validateLegalMeta({ updated: '2026-11-01' }, 'x.mdx')).toEqual({
      updated: '2026-11-01',
    });
    expect(() => validateLegalMeta(undefined, 'x.mdx')).toThrow('x.mdx: meta.updated');
    expect(() => validateLegalMeta({ updated: 'November 1' }, 'x.mdx')).toThrow('YYYY-MM-DD');
  });

  it('are one folder each in content/legal, in both languages, with a title and a link label', () => {
    const root = path.join(__dirname, '../../content/legal');
    const folders = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...legalPages].sort()).toEqual(folders.sort());
    for (const page of legalPages) {
      expect(readdirSync(path.join(root, page)).sort()).toEqual(
        expect.arrayContaining(['en.mdx', 'es.mdx']),
      );
      expect(Object.keys(en.Metadata)).toContain(page);
      expect(Object.keys(en.Nav)).toContain(page);
    }
  });
});
