import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatCalendarDate, isFutureCalendarDate, todayCalendarDate, yearOf } from './dates';

describe('calendar dates', () => {
  const now = new Date(2025, 5, 15, 12, 0, 0); // 15 June 2025, local time

  it("gives today's date as YYYY-MM-DD", () => {
    expect(todayCalendarDate(now)).toBe('2025-06-15');
  });

  it.each([
    ['2025-06-16', true],
    ['2026-01-01', true],
    ['2025-06-15', false],
    ['1990-03-15', false],
    ['not a date', false],
  ])('%s is in the future: %s', (value, expected) => {
    expect(isFutureCalendarDate(value, now)).toBe(expected);
  });

  it('formats a calendar date without shifting it by time zone', () => {
    expect(formatCalendarDate('1990-03-01')).toBe('March 1, 1990');
    expect(formatCalendarDate(null)).toBe('');
  });

  it('reads the year of a timestamp, or N/A', () => {
    expect(yearOf('2024-02-01T10:00:00.000Z')).toBe('2024');
    expect(yearOf(undefined)).toBe('N/A');
    expect(yearOf('garbage')).toBe('N/A');
  });
});

describe('dates in the current language', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each([
    ['de', '1. März 1990'],
    ['ar', '1 مارس 1990'],
    ['hi', '1 मार्च 1990'],
    ['en', 'March 1, 1990'],
  ])('in %s shows a calendar date as %j', async (language, expected) => {
    await i18next.changeLanguage(language);
    expect(formatCalendarDate('1990-03-01')).toBe(expected);
  });

  it("formats timestamps with the language's own order and words", async () => {
    const iso = '2025-03-05T12:00:00.000Z';
    const local = new Date(iso);
    await i18next.changeLanguage('de');
    expect(formatDate(iso)).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(local));
    expect(formatDate(iso)).toMatch(/^0?[45]\.03\.2025$/);
    expect(formatDateTime(iso, { seconds: true })).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'medium' }).format(local));
    await i18next.changeLanguage('en');
    expect(formatDate(iso)).toMatch(/^Mar [45], 2025$/);
  });
});
