import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  dentistName,
  figures,
  officeDetails,
  officeHours,
  placeholderFacts,
  ppoPlans,
  practice,
  yearsInPractice,
} from '@/content/practice';
import { homeReviews, reviews, reviewsAreSamples, specialNeedsReview } from '@/content/reviews';
import { childAge } from '@/content/schema';
import { factArgs } from '@/lib/facts';

describe('the facts module', () => {
  it('counts whole years since the founding year, never more', () => {
    const elapsed = new Date().getFullYear() - practice.foundedYear;
    expect(yearsInPractice).toBeGreaterThan(0);
    expect(yearsInPractice).toBeLessThanOrEqual(elapsed);
    expect(yearsInPractice).toBeGreaterThanOrEqual(elapsed - 1);
  });

  it('has one office-hours reading that covers each day once', () => {
    const days = officeHours.flatMap((row) => [...row.days]);
    expect(new Set(days).size).toBe(7);
    expect(days).toHaveLength(7);
  });

  it('names the dentist with the title each language uses', () => {
    const { name, title } = practice.dentist;
    expect(dentistName('en')).toBe(`${title.en}\u00a0${name}`);
    expect(dentistName('es')).toBe(`${title.es}\u00a0${name}`);
    expect(factArgs('es').dentist).toBe(dentistName('es'));
  });

  it('formats the figures per language, once', () => {
    // The rating always with one decimal ("5.0"), the families with a thousands separator.
    expect(factArgs('en').rating).toBe(figures.rating.toFixed(1));
    expect(factArgs('es').rating).toBe(figures.rating.toFixed(1));
    expect(factArgs('en').familiesServed).toBe(figures.familiesServed.toLocaleString('en-US'));
    expect(factArgs('en').ppoPlanCount).toBe(ppoPlans.length);
    expect(factArgs('es').afterHours).not.toBe(factArgs('en').afterHours);
  });
});

describe('the reviews', () => {
  it('have unique ids', () => {
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
  });

  it('are from one to six on home, and one quoted on the special-needs page, all from the list', () => {
    expect(homeReviews.length).toBeGreaterThanOrEqual(1);
    expect(homeReviews.length).toBeLessThanOrEqual(6);
    for (const review of [...homeReviews, specialNeedsReview]) expect(reviews).toContain(review);
  });

  it('each say the language the family wrote in', () => {
    for (const { language } of reviews) expect(['en', 'es']).toContain(language);
  });

  it('carry a month, an age the forms accept and both languages', () => {
    for (const r of reviews) {
      expect(r.date).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      expect(r.age).toBeGreaterThanOrEqual(childAge.min);
      expect(r.age).toBeLessThanOrEqual(childAge.max);
      expect(r.text.es).not.toBe(r.text.en);
    }
  });
});

describe('the launch checklist (docs/launch.md#launch-checklist)', () => {
  const launch = readFileSync(path.join(__dirname, '../../docs/launch.md'), 'utf8');
  const checklist = launch.split('## Launch checklist')[1]?.split('\n## ')[0] ?? '';

  it('names every placeholder fact of the facts module', () => {
    expect(checklist).not.toBe('');
    for (const key of Object.keys(placeholderFacts)) expect(checklist).toContain(`\`${key}\``);
  });

  it('counts every whole-sentence office detail as a placeholder fact', () => {
    for (const key of Object.keys(officeDetails))
      expect(Object.keys(placeholderFacts)).toContain(key);
  });

  it('says the reviews are samples while they are', () => {
    if (reviewsAreSamples) expect(checklist).toMatch(/sample reviews/i);
  });
});
