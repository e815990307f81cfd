import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXT_LIMITS, formatPercent, formatTerm, initialsFromEmail, initialsOf, truncate, truncateFullName } from './text';

describe('truncate', () => {
  it('keeps text at or under the limit', () => {
    expect(truncate('janeinvestor', TEXT_LIMITS.username)).toBe('janeinvestor');
    expect(truncate('', 5)).toBe('');
    expect(truncate(null, 5)).toBe('');
  });

  it('cuts usernames after 12 characters', () => {
    expect(truncate('janeinvestor1', TEXT_LIMITS.username)).toBe('janeinvestor...');
  });

  it('cuts emails after 27 characters', () => {
    const email = 'a.very.long.address@example.com';
    expect(truncate(email, TEXT_LIMITS.email)).toBe('a.very.long.address@example...');
  });

  it('cuts telegram handles after 30 characters and reference ids after 20', () => {
    expect(truncate('t'.repeat(31), TEXT_LIMITS.telegram)).toBe(`${'t'.repeat(30)}...`);
    expect(truncate('r'.repeat(30), TEXT_LIMITS.referenceId)).toBe(`${'r'.repeat(20)}...`);
  });
});

describe('truncateFullName', () => {
  it('keeps names of up to 20 characters', () => {
    expect(truncateFullName('Jane Investor')).toBe('Jane Investor');
    expect(truncateFullName('x'.repeat(20))).toBe('x'.repeat(20));
  });

  it('shows 17 characters and an ellipsis for longer names', () => {
    const shown = truncateFullName('Alexandra Catherine Montgomery');
    expect(shown).toBe('Alexandra Catheri...');
    expect(shown).toHaveLength(20);
  });
});

describe('initialsFromEmail', () => {
  it('takes the first two letters of the email', () => {
    expect(initialsFromEmail('jane@example.com')).toBe('JA');
    expect(initialsFromEmail('x@example.com')).toBe('X@');
    expect(initialsFromEmail('')).toBe('');
  });
});

describe('formatTerm', () => {
  it.each([
    [7, '1 Week'],
    [14, '2 Weeks'],
    [15, '15 Days'],
    [30, '30 Days'],
    [28, '4 Weeks'],
    [1, '1 Day'],
  ])('shows %j days as %j', (days, expected) => {
    expect(formatTerm(days)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    ['4.00', '4.00%'],
    ['56.00', '56.00%'],
    [null, '0%'],
  ])('shows %j as %j', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('terms and percents in the current language', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each([
    ['de', 14, '2 Wochen', '4.00', '4,00\u00a0%'],
    ['ar', 14, 'أسبوعان', '4.00', '4.00\u200e%\u200e'],
    ['hi', 15, '15 दिन', '56.00', '56.00%'],
    ['en', 14, '2 Weeks', '+2.5', '+2.5%'],
  ])('in %s shows %j days as %j and %j as %j', async (language, days, term, percent, expected) => {
    await i18next.changeLanguage(language);
    expect(formatTerm(days)).toBe(term);
    expect(formatPercent(percent)).toBe(expected);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ada King Lovelace', 'zz@example.com')).toBe('AL');
    expect(initialsOf('  grace  hopper ')).toBe('GH');
    expect(initialsOf('Ada')).toBe('A');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('محمد علي')).toBe('مع');
  });
  it('falls back to the email without a name', () => {
    expect(initialsOf('', 'jane@example.com')).toBe('JA');
    expect(initialsOf(null, 'jane@example.com')).toBe('JA');
  });
});
