import { describe, expect, it } from 'vitest';
import { transactionAmountDisplay, transactionTone } from './transaction-tone';

describe('transactionTone', () => {
  it.each([
    ['Deposit', 'credit'],
    ['Profit - BASIC', 'credit'],
    ['Capital Return - BASIC', 'credit'],
    ['Referral Bonus', 'credit'],
    ['DEPOSIT', 'credit'],
    ['Withdrawal', 'debit'],
    ['Investment - BASIC', 'debit'],
    ['withdraw', 'debit'],
    ['Transfer', 'neutral'],
    ['', 'neutral'],
    [null, 'neutral'],
  ] as const)('%j is a %s', (title, tone) => {
    expect(transactionTone(title)).toBe(tone);
  });
});

describe('transactionAmountDisplay', () => {
  it('shows credits in green with a plus', () => {
    expect(transactionAmountDisplay('Deposit', '1500')).toEqual({
      text: '+1,500.00 USD',
      sign: '+',
      color: 'success.main',
    });
  });

  it('shows debits in red with a minus, whatever sign the amount carries', () => {
    expect(transactionAmountDisplay('Investment - GOLD', '25000.5')).toMatchObject({ text: '-25,000.50 USD', color: 'error.main' });
    expect(transactionAmountDisplay('Withdrawal', '-20')).toMatchObject({ text: '-20.00 USD', color: 'error.main' });
  });

  it('shows other titles without a sign in the neutral colour', () => {
    expect(transactionAmountDisplay('Adjustment', '10')).toEqual({ text: '10.00 USD', sign: '', color: 'text.primary' });
  });
});

describe('rejected and cancelled movements', () => {
  it.each([
    ['Deposit', 'rejected'],
    ['Withdrawal', 'rejected'],
    ['Investment - GOLD', 'cancelled'],
    ['Profit - BASIC', 'CANCELLED'],
  ])('%s %s shows no credit or debit: grey, no sign', (title, status) => {
    expect(transactionTone(title, status)).toBe('void');
    expect(transactionAmountDisplay(title, '700', status)).toEqual({ text: '700.00 USD', sign: '', color: 'text.secondary' });
  });

  it('pending ones (a deposit not credited, a withdrawal not paid) have no sign and are grey', () => {
    expect(transactionTone('Deposit', 'PENDING')).toBe('pending');
    expect(transactionAmountDisplay('Deposit', '700', 'pending')).toEqual({ text: '700.00 USD', sign: '', color: 'text.secondary' });
    expect(transactionAmountDisplay('Withdrawal', '700', 'PENDING')).toEqual({ text: '700.00 USD', sign: '', color: 'text.secondary' });
  });

  it('active and completed ones keep their sign', () => {
    expect(transactionAmountDisplay('Withdrawal', '700', 'completed')).toMatchObject({ text: '-700.00 USD', color: 'error.main' });
    expect(transactionAmountDisplay('Investment - GOLD', '700', 'active')).toMatchObject({ text: '-700.00 USD', color: 'error.main' });
  });
});

describe('a quoted deposit', () => {
  it.each([
    ['AWAITING_PAYMENT', 'pending'],
    ['CONFIRMING', 'pending'],
    ['UNDERPAID', 'pending'],
    ['PAID_LATE', 'pending'],
    ['EXPIRED', 'void'],
    ['REFUNDED', 'void'],
    ['COMPLETED', 'credit'],
  ] as const)('in state %s is %s', (state, tone) => {
    expect(transactionTone('Deposit', 'PENDING', state)).toBe(tone);
  });

  it('is a credit once the deposit is completed, whatever its payment says', () => {
    expect(transactionTone('Deposit', 'COMPLETED', 'AWAITING_PAYMENT')).toBe('credit');
  });

  it('shows no sign until it is completed', () => {
    expect(transactionAmountDisplay('Deposit', '600', 'PENDING', 'CONFIRMING')).toEqual({ text: '600.00 USD', sign: '', color: 'text.secondary' });
    expect(transactionAmountDisplay('Deposit', '600', 'COMPLETED', 'COMPLETED').text).toBe('+600.00 USD');
  });
});
