import { art } from '@/content/art';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  dentistName,
  officeHours,
  placeholderFacts,
  practice,
  yearsInPractice,
} from '@/content/practice';
import {
  homeReviewIds,
  reviewById,
  reviews,
  reviewsAreSamples,
  specialNeedsReviewId,
} from '@/content/reviews';
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
    expect(dentistName('en')).toBe('Dr. Elena Ramírez');
    expect(dentistName('es')).toBe('Dra. Elena Ramírez');
    expect(factArgs('es').dentist).toBe('Dra. Elena Ramírez');
  });

  it('formats the placeholder figures per language, once', () => {
    expect(factArgs('en').rating).toBe('5.0');
    expect(factArgs('es').rating).toBe('5.0');
    expect(factArgs('en').familiesServed).toBe('1,000');
    expect(factArgs('en').ppoPlanCount).toBe(16);
    expect(factArgs('es').afterHours).not.toBe(factArgs('en').afterHours);
  });
});

describe('the reviews', () => {
  it('have unique ids, and each child one parent and one story', () => {
    expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
    const children = reviews.map((r) => `${r.child}`.normalize('NFD').replace(/\p{M}/gu, ''));
    expect(new Set(children).size).toBe(reviews.length);
    expect(new Set(reviews.map((r) => r.parent)).size).toBe(reviews.length);
  });

  it('are eight, six of them on home and one quoted on the special-needs page', () => {
    expect(reviews).toHaveLength(8);
    expect(homeReviewIds).toHaveLength(6);
    expect(new Set(homeReviewIds).size).toBe(6);
    for (const id of [...homeReviewIds, specialNeedsReviewId]) expect(reviewById(id).id).toBe(id);
  });

  it('each have their own avatar from the illustration catalogue', () => {
    const avatars = reviews.map((r) => r.avatar);
    expect(new Set(avatars).size).toBe(reviews.length);
    for (const avatar of avatars) expect(Object.keys(art)).toContain(avatar);
  });

  it('carry a month, an age from 1 to 18 and both languages', () => {
    for (const r of reviews) {
      expect(r.date).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
      expect(r.age).toBeGreaterThanOrEqual(1);
      expect(r.age).toBeLessThanOrEqual(18);
      expect(r.text.en.length).toBeGreaterThan(40);
      expect(r.text.es).not.toBe(r.text.en);
    }
  });
});

describe('the README launch checklist', () => {
  const readme = readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
  const checklist = readme.split('## Launch checklist')[1]?.split('\n## ')[0] ?? '';

  it('names every placeholder fact of the facts module', () => {
    expect(checklist).not.toBe('');
    for (const key of Object.keys(placeholderFacts)) expect(checklist).toContain(`\`${key}\``);
  });

  it('says the reviews are samples while they are', () => {
    if (reviewsAreSamples) expect(checklist).toMatch(/sample reviews/i);
  });
});
