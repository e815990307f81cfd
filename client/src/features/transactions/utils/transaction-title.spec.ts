import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { transactionTitle } from './transaction-title';

afterEach(() => i18next.changeLanguage('en'));

describe('transactionTitle', () => {
  it.each([
    ['Deposit', 'Deposit'],
    ['Referral Bonus', 'Referral Bonus'],
    ['Investment - BASIC', 'Investment - BASIC'],
    ['Capital Return - GOLD PLUS', 'Capital Return - GOLD PLUS'],
    ['Something the client does not know', 'Something the client does not know'],
  ])('reads %j in English as before', (title, shown) => {
    expect(transactionTitle(title)).toBe(shown);
  });

  it('translates the ledger word and keeps the plan name in another language', async () => {
    await i18next.changeLanguage('es');
    await i18next.loadNamespaces('history');
    expect(transactionTitle('Withdrawal')).toBe('Retiro');
    expect(transactionTitle('Profit - BASIC')).toBe('Beneficio - BASIC');
    expect(transactionTitle('Capital Return - GOLD PLUS')).toBe('Devolución de capital - GOLD PLUS');
    // An admin's or a newer server's title is shown as sent.
    expect(transactionTitle('Bonus - Summer')).toBe('Bonus - Summer');
  });
});
