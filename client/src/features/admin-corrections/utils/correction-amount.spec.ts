import { describe, expect, it } from 'vitest';
import { correctionAmountProblem } from './correction-amount';

describe('correctionAmountProblem', () => {
  it.each(['25', '25.5', '-10.50', ' 1.00 ', '123456789012345.99'])('accepts %s', (amount) => {
    expect(correctionAmountProblem(amount)).toBeNull();
  });

  it.each([
    ['', 'Enter an amount.'],
    ['1e3', 'A signed amount such as 25.00 or -10.50 (at most 2 decimals).'],
    ['1.005', 'A signed amount such as 25.00 or -10.50 (at most 2 decimals).'],
    ['+5', 'A signed amount such as 25.00 or -10.50 (at most 2 decimals).'],
    ['0', 'The amount cannot be zero.'],
    ['-0.00', 'The amount cannot be zero.'],
  ])('refuses %j', (amount, problem) => {
    expect(correctionAmountProblem(amount)).toBe(problem);
  });
});
