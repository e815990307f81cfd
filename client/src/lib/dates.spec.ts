import { describe, expect, it } from 'vitest';
import { formatCalendarDate, isFutureCalendarDate, todayCalendarDate, yearOf } from './dates';

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
