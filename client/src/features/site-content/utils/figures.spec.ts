import { describe, expect, it } from 'vitest';
import { formatCount, formatFigure, formatPercent, formatUsdWhole, isFigure, partOf } from './figures';

describe('site-content figures', () => {
  it.each([
    ['884000', 'count', 'en', '884K'],
    ['219000', 'count', 'de', '219.000'],
    ['1250000', 'count', 'en', '1.3M'],
    ['1250000.50', 'usd', 'en', '$1,250,000.50'],
    ['1250000.00', 'usd', 'en', '$1,250,000'],
    ['98765432109876543.21', 'usd', 'en', '$98,765,432,109,876,543.21'],
  ] as const)('formats %s as %s in %s', (value, format, locale, expected) => {
    expect(formatFigure(value, format, locale)).toBe(expected);
  });

  it('counts up in whole units and lands on the exact value', () => {
    expect(partOf('884000', 0)).toBe('0');
    expect(partOf('884000', 500)).toBe('442000');
    expect(partOf('1250000.75', 1)).toBe('1250');
    expect(partOf('1250000.75', 1000)).toBe('1250000.75');
    // Far beyond what a float holds exactly.
    expect(partOf('98765432109876543.21', 999)).toBe('98666666677766666');
  });

  it('formats percentages exactly, per locale', () => {
    expect(formatPercent('5', 'en')).toBe('5%');
    // Intl separates the sign with a no-break space (narrow in French).
    expect(formatPercent('5.00', 'de')).toBe('5\u00a0%');
    expect(formatPercent('4', 'en', 2)).toBe('4.00%');
    expect(formatPercent('12.5', 'fr', 2)).toMatch(/^12,50[\u00a0\u202f]%$/);
  });

  it('groups counts and whole dollars', () => {
    expect(formatCount('60000', 'en')).toBe('60,000');
    expect(formatUsdWhole('49999', 'en')).toBe('$49,999');
  });

  it('accepts only plain non-negative decimals as figures', () => {
    expect(isFigure('60000')).toBe(true);
    expect(isFigure('12.50')).toBe(true);
    expect(isFigure('')).toBe(false);
    expect(isFigure('-1')).toBe(false);
    expect(isFigure('1e6')).toBe(false);
    expect(isFigure(undefined)).toBe(false);
  });
});
