import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { officeHours, upcomingClosures } from '@/content/practice';

/**
 * The content check on the repository (it must pass) and on a copy with the classic mistakes an
 * office edit can make planted in it: each is reported on its own line, naming file and field.
 */
const repo = path.join(__dirname, '../..');

/** `npm run check:content -- --root <root>`, as a build runs it: exit code and problem lines. */
function checkContent(root: string) {
  const run = spawnSync(process.execPath, ['scripts/check/content.mjs', '--root', root], {
    cwd: repo,
    encoding: 'utf8',
  });
  const problems = run.stderr
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim());
  return { code: run.status, problems, output: run.stdout + run.stderr };
}

describe('the content check', () => {
  it('finds nothing wrong with the repository', () => {
    const { code, problems, output } = checkContent(repo);
    expect(problems).toEqual([]);
    expect(code).toBe(0);
    expect(output).toContain('all content is valid');
  });

  describe('on a copy with mistakes planted', () => {
    let root: string;
    beforeAll(() => {
      root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
      cpSync(path.join(repo, 'content'), path.join(root, 'content'), { recursive: true });
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    const edit = (file: string, change: (text: string) => string) => {
      const at = path.join(root, file);
      writeFileSync(at, change(readFileSync(at, 'utf8')));
    };
    const editJson = (
      file: string, // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any JSON the test plants mistakes in
      change: (data: any) => void,
    ) =>
      edit(file, (text) => {
        const data = JSON.parse(text);
        change(data);
        return JSON.stringify(data, null, 2);
      });

    it('names each mistake with its file and field, and fails', () => {
      editJson('content/data/practice.json', (data) => {
        data.hours.friday.closes = '07:00';
        data.hours.saturday.opens = '09:00';
        data.closures = [
          { from: '2027-02-30', label: { en: 'Holiday', es: 'Feriado' } },
          { from: '2027-01-02', to: '2027-01-01', label: { en: 'Training', es: '' } },
        ];
        data.phone.number = '909-555-0142';
        data.rating.readIn = '2999-01';
        data.mediCal.firstVisitWaitWeeks = { min: 3, max: 2 };
      });
      editJson('content/data/reviews.json', (data) => {
        data.reviews[0].age = 19;
        data.reviews[1].id = data.reviews[2].id;
        data.reviews[3].text.es = data.reviews[3].text.en;
      });
      editJson('content/faqs.json', (data) => {
        const answer = data.groups[0].items[0].a;
        answer.es = answer.es.replace('}', '');
        data.groups[1].items[0].a.es += ' {numeroDePlanes}';
        data.groups[2].items[0].a.en += ' {firstVisitAge, plural, one {# year} other {# years}}';
      });
      const post = (slug: string, lang: string) => `content/blog/${slug}/index.${lang}.mdx`;
      edit(post('top-5-tips-childrens-oral-health', 'en'), (text) =>
        text.replace(/^date: .*$/m, 'date: 2024-02-30'),
      );
      edit(post('complete-guide-kids-braces', 'es'), (text) =>
        text.replace('<Fact name="metalMonthsMin" />', '<Fact name="metalMonthsMin">'),
      );
      edit(post('when-should-child-see-orthodontist', 'en'), (text) => `${text}\n<Widget />\n`);
      edit(post('make-child-comfortable-pediatric-dentist', 'en'), (text) =>
        text.replace(/^updated: .*$/m, 'updated: 2020-01-01'),
      );
      edit(post('complete-guide-kids-braces', 'en'), (text) =>
        text.replace(/^updated: .*$/m, 'updated: 2999-01-01'),
      );
      edit(post('when-should-child-see-orthodontist', 'es'), (text) =>
        text.replace(/^updated: .*$/m, 'updated: 2026-11-20'),
      );
      rmSync(path.join(root, post('understanding-pediatric-dental-emergencies', 'es')));

      const { code, problems } = checkContent(root);
      expect(code).toBe(1);
      const expected = [
        'content/data/practice.json: phone.number: write it like (909) 555-0142',
        'content/data/practice.json: hours.friday.closes: the office must close after it opens',
        'content/data/practice.json: hours.saturday.opens: a day marked “Closed” has no opening time: clear it',
        'content/data/practice.json: closures.0.from: not a real date',
        'content/data/practice.json: closures.1.label.es: write the text',
        'content/data/practice.json: closures.1.to: the last day closed comes before the first',
        'content/data/practice.json: rating.readIn: this month is in the future',
        'content/data/practice.json: mediCal.firstVisitWaitWeeks.max: the longest wait must be more weeks than the shortest',
        'content/data/reviews.json: reviews.0.age: the age is from 0 to 18',
        'content/data/reviews.json: reviews.2.id: another review already has the id',
        'content/data/reviews.json: reviews.3.text.es: the Spanish is the same as the English',
        'content/faqs.json: groups.0.items.0.a.es: a {placeholder} is broken',
        'content/faqs.json: groups.1.items.0.a.es: {numeroDePlanes} is not a fact the site can fill in',
        'content/faqs.json: groups.2.items.0.a.en: a {placeholder} is broken ({firstVisitAge, …} is more than a {name})',
        'content/blog/top-5-tips-childrens-oral-health/index.en.mdx: date: not a real date',
        'content/blog/complete-guide-kids-braces/index.es.mdx: line',
        "content/blog/make-child-comfortable-pediatric-dentist/index.en.mdx: updated: 2020-01-01 is before the article's date",
        'content/blog/complete-guide-kids-braces/index.en.mdx: updated: 2999-01-01 is in the future',
        'content/blog/when-should-child-see-orthodontist/index.es.mdx: updated: 2026-11-20 in Spanish',
        'content/blog/when-should-child-see-orthodontist/index.en.mdx: line',
        'content/blog/understanding-pediatric-dental-emergencies/index.es.mdx: (the whole file): it is missing',
      ];
      for (const start of expected)
        expect(problems.filter((line) => line.startsWith(start))).toHaveLength(1);
      expect(problems.find((line) => line.includes('<Widget>'))).toBeDefined();
      expect(problems.find((line) => line.includes('does not compile'))).toBeDefined();
    });
  });
});

describe('the office hours as the pages show them', () => {
  it('group consecutive days with the same hours, each day once, Monday first', () => {
    const days = officeHours.flatMap((row) => row.days);
    expect(days).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    for (const [index, row] of officeHours.entries()) {
      const next = officeHours[index + 1];
      if (next)
        expect(JSON.stringify({ ...next, days: [] })).not.toBe(
          JSON.stringify({ ...row, days: [] }),
        );
    }
  });
});

describe('the closed days the pages list under the hours', () => {
  const label = { en: 'Holiday', es: 'Feriado' };
  const list = [
    { from: '2026-12-24', to: '2026-12-25', label },
    { from: '2026-11-26', label },
    { from: '2026-07-03', label },
  ];
  it('are the ones not yet over on the build date, soonest first', () => {
    expect(upcomingClosures('2026-11-26', list).map((c) => c.from)).toEqual([
      '2026-11-26',
      '2026-12-24',
    ]);
    expect(upcomingClosures('2026-12-25', list).map((c) => c.from)).toEqual(['2026-12-24']);
    expect(upcomingClosures('2026-12-26', list)).toEqual([]);
  });
});
