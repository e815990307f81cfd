import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  formatCoin,
  formatCoinAmount,
  formatMoney,
  formatUsd,
  formatSignedUsd,
  formatUsdShort,
  formatUsdSign,
  fromCents,
  isMoneyWithin,
  moneyPercent,
  parseMoneyInput,
  parseSignedMoneyInput,
  plainCoinAmount,
  toCents,
} from './money';

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

  it.each([[''], ['abc'], ['12a'], ['1,000'], ['NaN'], ['Infinity'], [null], [undefined]])('shows 0.00 for the invalid value %j', (value) => {
    expect(formatMoney(value)).toBe('0.00');
  });

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

  // Japanese and Chinese input methods type full-width digits and punctuation.
  it.each([
    ['\uff11\uff10\uff10\uff10', '1000.00'],
    ['\uff11,\uff10\uff10\uff10\uff0e\uff15\uff10', '1000.50'],
    ['\uff11\uff0c\uff10\uff10\uff10\uff0e\uff15', '1000.50'],
    ['\uff11\uff10\uff10\uff10\u3002\uff15', '1000.50'],
    ['\u3000\uff15\uff10\uff10\u3000', '500.00'],
  ])('reads the full-width %j as %j', (value, expected) => {
    expect(parseMoneyInput(value)).toBe(expected);
  });

  // Thousands come in groups of three: anything else is a typo, never a guess.
  it.each([['1,0,000'], ['1,0,000.50'], ['12,34,5.5'], ['1,00,000'], ['1,0000'], ['1,000,00'], ['1.000,000.50']])(
    'refuses the irregular grouping %j',
    (value) => {
      expect(parseMoneyInput(value)).toBeNull();
    },
  );

  it.each([
    ['1,000', '1000.00'],
    ['12,345,678.9', '12345678.90'],
    ['100,000', '100000.00'],
  ])('reads the grouping %j as %j', (value, expected) => {
    expect(parseMoneyInput(value)).toBe(expected);
  });
});

describe('parseSignedMoneyInput', () => {
  it.each([
    ['25', '25.00'],
    ['+25.5', '25.50'],
    ['-25', '-25.00'],
    ['\u2212 1,500.25', '-1500.25'],
    ['\u200e-250.75', '-250.75'],
    ['\uff0d\uff12\uff15', '-25.00'],
    ['-0', '0.00'],
  ])('reads %j as %j', (value, expected) => {
    expect(parseSignedMoneyInput(value)).toBe(expected);
  });

  it.each([[''], ['-'], ['--5'], ['5-'], ['-1,0,000'], ['abc'], ['1.234'], [null]])('refuses %j', (value) => {
    expect(parseSignedMoneyInput(value)).toBeNull();
  });
});

describe('formatSignedUsd', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('signs a change of balance, the sign inside the left-to-right isolate in Arabic', async () => {
    expect(formatSignedUsd('40')).toBe('+40.00 USD');
    expect(formatSignedUsd('-12.5')).toBe('-12.50 USD');
    expect(formatSignedUsd('0')).toBe('0.00 USD');
    await i18next.changeLanguage('ar');
    expect(formatSignedUsd('40')).toBe('\u2066+40.00 USD\u2069');
    expect(formatSignedUsd('-12.5')).toBe('\u2066\u200e-12.50 USD\u2069');
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

describe('toCents and fromCents', () => {
  it.each([
    ['0', 0n],
    ['1000', 100000n],
    ['1000.5', 100050n],
    ['1000.05', 100005n],
    ['-12.34', -1234n],
    ['12345678901234567.89', 1234567890123456789n],
  ])('reads %j as %s cents', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it.each([[''], ['abc'], ['1.234'], ['1,000'], ['1e3'], [null], [undefined]])('refuses %j', (value) => {
    expect(toCents(value)).toBeNull();
  });

  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [100050n, '1000.50'],
    [-1234n, '-12.34'],
    [-5n, '-0.05'],
  ])('writes %s cents as %j', (cents, expected) => {
    expect(fromCents(cents)).toBe(expected);
  });
});

describe('compareMoney', () => {
  it.each([
    ['1000', '1000.00', 0],
    ['999.99', '1000.00', -1],
    ['4999.01', '4999', 1],
    ['10000', '9999.99', 1],
    // Past a double's precision, where float comparison would call these equal.
    ['12345678901234567.89', '12345678901234567.88', 1],
  ])('compares %j with %j as %j', (a, b, expected) => {
    expect(compareMoney(a, b)).toBe(expected);
  });

  it('gives null for something that is not money', () => {
    expect(compareMoney('abc', '1')).toBeNull();
    expect(compareMoney('1', undefined)).toBeNull();
  });
});

describe('isMoneyWithin', () => {
  it.each([
    ['1000.00', true],
    ['4999.00', true],
    ['2500.50', true],
    ['999.99', false],
    ['4999.01', false],
    ['bad', false],
  ])('%j within 1000..4999 is %j', (amount, expected) => {
    expect(isMoneyWithin(amount, '1000.00', '4999')).toBe(expected);
  });
});

describe('addMoney', () => {
  it.each([
    ['1000.00', '560.00', '1560.00'],
    ['0.10', '0.20', '0.30'],
    ['1000', '0.5', '1000.50'],
    ['4999.99', '2799.99', '7799.98'],
    ['-10.00', '2.50', '-7.50'],
    ['9007199254740993.01', '0.01', '9007199254740993.02'],
  ])('%j + %j = %j', (a, b, expected) => {
    expect(addMoney(a, b)).toBe(expected);
  });

  it('gives null when either side is not money', () => {
    expect(addMoney('1000.00', null)).toBeNull();
    expect(addMoney('x', '1')).toBeNull();
  });
});

describe('moneyPercent', () => {
  it.each([
    ['0.00', '560.00', 0],
    ['280.00', '560.00', 50],
    ['40.00', '560.00', 7.14],
    ['560.00', '560.00', 100],
    ['600.00', '560.00', 100],
    ['10.00', '0.00', 0],
    ['-1.00', '10.00', 0],
    ['bad', '10.00', 0],
  ])('%j of %j is %j %', (part, whole, expected) => {
    expect(moneyPercent(part, whole)).toBe(expected);
  });
});

describe('in the current language', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each([
    ['de', '1234.5', '1.234,50', '1.234,50 USD', '1.234,50\u00a0$'],
    ['de', '1234567.89', '1.234.567,89', '1.234.567,89 USD', '1.234.567,89\u00a0$'],
    // Arabic digits are whatever the locale's default is (Latin in current CLDR); the amount with its currency is
    // isolated left to right (LRI … PDI) so the page's direction does not reorder it.
    ['ar', '-250.75', '\u200e-250.75', '\u2066\u200e-250.75 USD\u2069', '\u200f\u200e-250.75\u00a0US$'],
    ['ar', '1234.5', '1,234.50', '\u20661,234.50 USD\u2069', '\u200f1,234.50\u00a0US$'],
    // Indian grouping: lakhs and crores.
    ['hi', '1234567.5', '12,34,567.50', '12,34,567.50 USD', '$12,34,567.50'],
    ['fr', '1234.5', '1\u202f234,50', '1\u202f234,50 USD', '1\u202f234,50\u00a0$US'],
  ])('in %s formats %j as %j', async (language, value, money, usd, sign) => {
    await i18next.changeLanguage(language);
    expect(formatMoney(value)).toBe(money);
    expect(formatUsd(value)).toBe(usd);
    expect(formatUsdSign(value)).toBe(sign);
  });

  it("formats beyond a double's precision exactly in German, and never a negative zero", async () => {
    await i18next.changeLanguage('de');
    expect(formatMoney('12345678901234567.89')).toBe('12.345.678.901.234.567,89');
    expect(formatMoney('-0.001')).toBe('0,00');
    expect(formatMoney('abc')).toBe('0,00');
    expect(formatUsdShort('500.00')).toBe('500 USD');
    expect(formatUsdShort('1500.5')).toBe('1.500,50 USD');
    expect(formatUsdShort('10000')).toBe('10.000 USD');
  });

  it('follows a language switch (the formatter is cached per language, not once)', async () => {
    expect(formatMoney('1000')).toBe('1,000.00');
    await i18next.changeLanguage('de');
    expect(formatMoney('1000')).toBe('1.000,00');
    await i18next.changeLanguage('en');
    expect(formatMoney('1000')).toBe('1,000.00');
  });

  it.each([
    ['de', '1.500,5', '1500.50'],
    ['de', '100,50', '100.50'],
    // The English way in German: one or two digits after the mark are decimals, never 10050.
    ['de', '100.50', '100.50'],
    ['de', '1.500', '1500.00'],
    ['de', '1,234', null],
    ['fr', '1 500,25', '1500.25'],
    ['en', '100,50', '100.50'],
    ['en', '1,500', '1500.00'],
    ['ar', '\u0661\u0665\u0660\u0660\u066b\u0665', '1500.50'],
    ['hi', '\u0967,\u0966\u0966,\u0966\u0966\u0966', '100000.00'],
    ['hi', '1,00,000.75', '100000.75'],
    ['de', '1.2.34', null],
    ['de', '-5', null],
    ['de', '1.0.000', null],
    ['de', '1.000.000,5', '1000000.50'],
    ['de', '1.00.000', null],
    ['hi', '1,00,00,000', '10000000.00'],
    ['hi', '10,00,000.5', '1000000.50'],
    ['hi', '1,000,000', '1000000.00'],
    ['hi', '12,34,5.5', null],
    ['hi', '1,0,00,000', null],
    ['ja', '\uff11\uff0c\uff10\uff10\uff10\u3002\uff15', '1000.50'],
    ['de', '\uff11\uff0e\uff10\uff10\uff10\uff0c\uff15', '1000.50'],
    ['de', '-25,00', null],
  ])('in %s reads %j as %j', async (language, value, expected) => {
    await i18next.changeLanguage(language);
    expect(parseMoneyInput(value)).toBe(expected);
  });

  it.each([
    ['de', '-25,00', '-25.00'],
    ['de', '1.500,00', '1500.00'],
    ['de', '-1.0.000', null],
    ['ar', '-\u0662\u0665\u066b\u0665', '-25.50'],
    ['en', '-1,500.5', '-1500.50'],
  ])('signed, in %s reads %j as %j', async (language, value, expected) => {
    await i18next.changeLanguage(language);
    expect(parseSignedMoneyInput(value)).toBe(expected);
  });
});

describe('coin amounts', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each([
    ['750.000000', '750.00'],
    ['0.004512000000000000', '0.004512'],
    // 18 decimals, beyond a double's precision: every digit kept.
    ['1.000000000000000001', '1.000000000000000001'],
    ['12345.12345678', '12,345.12345678'],
    ['0.1', '0.10'],
  ])('formats %j as %j', (value, expected) => {
    expect(formatCoinAmount(value)).toBe(expected);
  });

  it('shows anything that is not an unsigned decimal as it came', () => {
    expect(formatCoinAmount('-1')).toBe('-1');
    expect(formatCoinAmount(null)).toBe('');
  });

  it('writes the German separators and keeps the asset after the amount', async () => {
    await i18next.changeLanguage('de');
    expect(formatCoin('1234.5', 'ETH')).toBe('1.234,50 ETH');
  });

  it.each([
    ['750.000000', '750'],
    ['0.004512000000000000', '0.004512'],
    ['12', '12'],
    ['10.50', '10.5'],
  ])('gives %j to a wallet app as %j', (value, expected) => {
    expect(plainCoinAmount(value)).toBe(expected);
  });
});
