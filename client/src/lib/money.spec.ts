import { describe, expect, it } from 'vitest';
import { formatMoney, formatUsd } from './money';

describe('formatMoney', () => {
  it.each([
    ['0', '0.00'],
    ['1234.5', '1,234.50'],
    ['1234567.89', '1,234,567.89'],
    ['1000000', '1,000,000.00'],
    ['-250.75', '-250.75'],
    ['0.005', '0.01'],
    ['1.005', '1.01'],
    // Beyond a double's precision: formatted from the string, not from a float.
    ['12345678901234567.89', '12,345,678,901,234,567.89'],
    [' 42.1 ', '42.10'],
  ])('formats %j as %j', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([[''], ['abc'], ['12a'], ['1,000'], ['NaN'], ['Infinity'], [null], [undefined]])(
    'shows 0.00 for the invalid value %j',
    (value) => {
      expect(formatMoney(value)).toBe('0.00');
    },
  );

  it('never shows a negative zero', () => {
    expect(formatMoney('-0.001')).toBe('0.00');
  });
});

describe('formatUsd', () => {
  it('appends the currency', () => {
    expect(formatUsd('1234.5')).toBe('1,234.50 USD');
    expect(formatUsd(undefined)).toBe('0.00 USD');
  });
});
