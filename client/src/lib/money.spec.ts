import { describe, expect, it } from 'vitest';
import { formatMoney, formatUsd, formatUsdShort, parseMoneyInput } from './money';

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

describe('parseMoneyInput', () => {
  it.each([
    ['500', '500.00'],
    ['500.5', '500.50'],
    [' 1,500.25 ', '1500.25'],
    ['0.01', '0.01'],
    ['007', '7.00'],
    ['12345678901234567.89', '12345678901234567.89'],
  ])('reads %j as %j', (value, expected) => {
    expect(parseMoneyInput(value)).toBe(expected);
  });

  it.each([[''], ['0'], ['0.00'], ['-5'], ['1.234'], ['abc'], ['1e3'], ['.5'], [null]])('refuses %j', (value) => {
    expect(parseMoneyInput(value)).toBeNull();
  });
});

describe('formatUsdShort', () => {
  it.each([
    ['500', '500 USD'],
    ['500.00', '500 USD'],
    ['1500.5', '1,500.50 USD'],
    ['bad', '0 USD'],
  ])('formats %j as %j', (value, expected) => {
    expect(formatUsdShort(value)).toBe(expected);
  });
});
