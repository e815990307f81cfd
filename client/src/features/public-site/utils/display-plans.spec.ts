import { describe, expect, it } from 'vitest';
import { DISPLAY_PLANS, formatDailyRoi, formatDuration, formatPlanAmount } from './display-plans';

describe('display plans', () => {
  it('are the five plans of the spec', () => {
    expect(DISPLAY_PLANS.map((p) => [p.name, p.minimum, p.maximum, p.dailyRoi, `${p.duration.value} ${p.duration.unit}`])).toEqual([
      ['BASIC', '1000', '4999', '4.00', '2 week'],
      ['SILVER', '5000', '9999', '10.00', '1 week'],
      ['DIAMOND', '10000', '24999', '15.00', '2 week'],
      ['GOLD', '25000', '49999', '18.00', '15 day'],
      ['PREMIUM', '50000', '99999', '20.00', '30 day'],
    ]);
  });

  it.each([
    ['4.00', 'en', '4.00%'],
    ['10.00', 'en', '10.00%'],
    ['20', 'en', '20.00%'],
    ['18.00', 'de', '18,00\u00a0%'],
  ])('shows a daily ROI of %s in %s as %s', (value, locale, expected) => {
    expect(formatDailyRoi(value, locale)).toBe(expected);
  });

  it('words durations and amounts per locale', () => {
    expect(formatDuration({ value: 2, unit: 'week' }, 'en')).toBe('2 weeks');
    expect(formatDuration({ value: 1, unit: 'week' }, 'en')).toBe('1 week');
    expect(formatDuration({ value: 15, unit: 'day' }, 'es')).toBe('15 días');
    expect(formatPlanAmount('4999', 'en')).toBe('$4,999');
    expect(formatPlanAmount('50000', 'en')).toBe('$50,000');
  });
});
