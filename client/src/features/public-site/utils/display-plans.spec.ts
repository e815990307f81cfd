import { describe, expect, it } from 'vitest';
import { formatDailyRoi, formatDuration, formatPlanAmount, toDisplayPlans } from './display-plans';

describe('display plans', () => {
  it("are the server's plans, terms in whole weeks read in weeks, the spec's plans in their colours", () => {
    const plans = toDisplayPlans([
      { uniqId: 'BASIC', title: 'BASIC', daily_interest: '4.00', term_days: 14, min: '1000.00', max: '4999.00' },
      { uniqId: 'GOLD', title: 'GOLD', daily_interest: '18.00', term_days: 15, min: '25000.00', max: '49999.00' },
      { uniqId: 'NEW_ONE', title: 'Starter', daily_interest: '1.25', term_days: 7, min: '100.00', max: '999.50' },
    ]);
    expect(plans.map((p) => [p.name, p.minimum, p.maximum, p.dailyRoi, `${p.duration.value} ${p.duration.unit}`, p.accent])).toEqual([
      ['BASIC', '1000.00', '4999.00', '4.00', '2 week', '#0b5cad'],
      ['GOLD', '25000.00', '49999.00', '18.00', '15 day', '#8a5f00'],
      ['Starter', '100.00', '999.50', '1.25', '1 week', '#6a3fb5'],
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
    expect(formatPlanAmount('4999.00', 'en')).toBe('$4,999');
    expect(formatPlanAmount('999.50', 'en')).toBe('$999.50');
  });
});
