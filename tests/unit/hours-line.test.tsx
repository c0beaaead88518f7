import { render } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useHoursText } from '@/components/site/OfficeHours';
import { officeHours } from '@/content/practice';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const open = officeHours.filter((row) => 'opens' in row);

function Sentence() {
  const t = useTranslations('OfficeStatus');
  const text = useHoursText('short');
  return (
    <p>
      <span data-line>{text.line(open)}</span>
      <span data-sentence>{text.sentence((hours) => t('hours', { hours }), open)}</span>
      <span data-stacked>
        {text.sentence((hours) => t('hours', { hours }), open, { stacked: true })}
      </span>
    </p>
  );
}

function rendered(locale: 'en' | 'es', messages: typeof en) {
  const { container } = render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="America/Los_Angeles">
      <Sentence />
    </NextIntlClientProvider>,
  );
  const line = container.querySelector('[data-line]')!.textContent!;
  const sentence = container.querySelector('[data-sentence]')!;
  const entries = [...sentence.querySelectorAll('span.inline-block')].map((s) => s.textContent!);
  const stacked = container.querySelector('[data-stacked]')!;
  return { line, sentence, entries, stacked };
}

describe.each([
  ['en', en],
  ['es', es],
] as const)('the office hours in a sentence (%s)', (locale, messages) => {
  it('reads as the line of text does', () => {
    const { line, sentence } = rendered(locale, messages);
    expect(sentence.textContent).toBe(
      messages.OfficeStatus.hours.replace('{hours}', line.replace(/ · /g, '\u00a0· ')),
    );
  });

  it('keeps each entry in one box, with its separator', () => {
    const { entries } = rendered(locale, messages);
    expect(entries).toHaveLength(open.length);
    entries.slice(0, -1).forEach((entry) => expect(entry).toMatch(/\u00a0·$/));
  });

  it('lets an entry break only between its days and its hours', () => {
    const { entries } = rendered(locale, messages);
    for (const entry of entries) {
      // One ordinary space (after the days, or after their comma), and no dash a line can follow.
      expect(entry.replace(/\u00a0·$/, '').match(/ /g)).toHaveLength(1);
      expect(entry).not.toMatch(/–(?!\u2060)/);
    }
  });

  it('stacked, puts each entry on a line of its own, read with a pause between them', () => {
    const { line, stacked } = rendered(locale, messages);
    const lines = [...stacked.querySelectorAll('span.block')];
    expect(lines).toHaveLength(open.length);
    expect(stacked.textContent).not.toContain('·');
    expect(stacked.textContent).toBe(
      messages.OfficeStatus.hours.replace('{hours}', line.replace(/ · /g, '; ')),
    );
  });
});
