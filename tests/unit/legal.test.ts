import { readdirSync } from 'node:fs';
import path from 'node:path';
import { legalPages, validateLegalMeta } from '@/content/legal';
import { placeholderFacts, privacyNotice } from '@/content/practice';
import en from '@/messages/en.json';
import { noticeParts, noticePartsIn } from '../e2e/content';

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

  it('hold a notice of privacy practices with every part the rule requires, in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      const parts = noticePartsIn(lang);
      // Each part once, in the same order in both languages.
      expect(parts.map(({ part }) => part)).toEqual([...noticeParts]);
      // Every part but the two opening lines starts a section of its own.
      for (const { part, heading } of parts)
        if (!['header', 'effective-date'].includes(part)) expect(heading).toMatch(/\p{L}{4}/u);
    }
    // The header statement, word for word as 45 CFR 164.520(b)(1)(i) gives it (in sentence case).
    expect(noticePartsIn('en')[0]!.text.toLowerCase()).toBe(
      'this notice describes how medical information about you may be used and disclosed and how you can get access to this information. please review it carefully.',
    );
    // Its effective date is a fact, a placeholder until the practice adopts its own notice.
    expect(privacyNotice.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const key of ['privacyNotice', 'privacyNoticeEffective', 'privacyOfficer'])
      expect(Object.keys(placeholderFacts)).toContain(key);
  });
});
