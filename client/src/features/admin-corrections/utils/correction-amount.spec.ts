import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { correctionAmountProblem, readCorrectionAmount } from './correction-amount';

describe('correctionAmountProblem', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it.each(['25', '25.5', '-10.50', ' 1.00 ', '+5', '123456789012345.99', '-1,500.25'])('accepts %s', (amount) => {
    expect(correctionAmountProblem(amount)).toBeNull();
  });

  it.each([
    ['', 'Enter an amount.'],
    ['1e3', 'A signed amount such as 25.00 or -10.50 (at most 2 decimals).'],
    ['1.005', 'A signed amount such as 25.00 or -10.50 (at most 2 decimals).'],
    ['--5', 'A signed amount such as 25.00 or -10.50 (at most 2 decimals).'],
    ['1,0,000', 'A signed amount such as 25.00 or -10.50 (at most 2 decimals).'],
    ['1234567890123456', 'A signed amount such as 25.00 or -10.50 (at most 2 decimals).'],
    ['0', 'The amount cannot be zero.'],
    ['-0.00', 'The amount cannot be zero.'],
  ])('refuses %j', (amount, problem) => {
    expect(correctionAmountProblem(amount)).toBe(problem);
  });

  it.each([
    ['de', '25,00', '25.00'],
    ['de', '-1.500,00', '-1500.00'],
    ['de', '1.500', '1500.00'],
    ['ar', '-\u0662\u0665\u066b\u0665\u0660', '-25.50'],
    ['ja', '\uff11\uff0c\uff10\uff10\uff10', '1000.00'],
    ['en', '-1,500.25', '-1500.25'],
  ])('in %s reads %j as %j', async (language, typed, amount) => {
    await i18next.changeLanguage(language);
    expect(correctionAmountProblem(typed)).toBeNull();
    expect(readCorrectionAmount(typed)).toBe(amount);
  });
});
