import { parseStatementRange } from './statement-range';
import { StatementErrorCode } from './statements.errors';
import { safeCell } from './statement-csv';
import { describeMovement } from './statements.service';
import type { AccountMovementRow } from '../ledger/account-movements';

const NOW = new Date('2026-11-24T12:00:00Z');

describe('statement period', () => {
  it('covers whole UTC days: from 00:00 to the end of the last day', () => {
    const range = parseStatementRange('2026-01-01', '2026-11-24', NOW);
    expect(range).toEqual({ from: '2026-01-01', to: '2026-11-24', start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-11-25T00:00:00Z') });
  });

  it('allows one day and up to the day before the fifth anniversary', () => {
    expect(parseStatementRange('2026-03-01', '2026-03-01', NOW).end).toEqual(new Date('2026-03-02T00:00:00Z'));
    expect(parseStatementRange('2021-11-25', '2026-11-24', NOW).from).toBe('2021-11-25');
  });

  it.each([
    ['', '2026-01-01', StatementErrorCode.DATE_REQUIRED],
    [undefined, '2026-01-01', StatementErrorCode.DATE_REQUIRED],
    ['2026-1-01', '2026-02-01', StatementErrorCode.DATE_INVALID],
    ['2026-02-30', '2026-03-01', StatementErrorCode.DATE_INVALID],
    ['2026-13-01', '2026-03-01', StatementErrorCode.DATE_INVALID],
    ["2026-01-01'; --", '2026-03-01', StatementErrorCode.DATE_INVALID],
    [['2026-01-01'], '2026-03-01', StatementErrorCode.DATE_INVALID],
    ['2026-03-02', '2026-03-01', StatementErrorCode.RANGE_REVERSED],
    ['2026-11-24', '2026-11-25', StatementErrorCode.DATE_IN_FUTURE],
    ['2027-01-01', '2027-01-02', StatementErrorCode.DATE_IN_FUTURE],
    ['2021-11-24', '2026-11-24', StatementErrorCode.RANGE_TOO_LONG],
    ['2001-01-01', '2026-01-01', StatementErrorCode.RANGE_TOO_LONG],
  ])('refuses from=%p to=%p with %s', (from, to, code) => {
    expect(() => parseStatementRange(from, to, NOW)).toThrow(expect.objectContaining({ code, kind: 'BAD_USER_INPUT' }));
  });
});

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['Deposit', 'Deposit'],
    ['-120.50', '-120.50'],
    ['120.50', '120.50'],
    ['', ''],
  ])('%p becomes %p', (value, expected) => expect(safeCell(value)).toBe(expected));
});

describe('movement descriptions', () => {
  const row = (over: Partial<AccountMovementRow>): AccountMovementRow => ({
    postingId: '1',
    createdAt: '',
    at: '',
    amount: '1.00',
    entryKind: 'deposit',
    transactionId: null,
    title: null,
    transactionStatus: null,
    reference: null,
    investmentTitles: null,
    ...over,
  });
  it.each([
    [row({ entryKind: 'deposit', title: 'Deposit' }), 'deposit', 'Deposit'],
    [row({ entryKind: 'investment', title: 'Investment - BASIC' }), 'investment', 'Investment - BASIC'],
    [row({ entryKind: 'profit_accrual', investmentTitles: 'BASIC' }), 'profit', 'Profit - BASIC'],
    [row({ entryKind: 'profit_accrual' }), 'profit', 'Profit'],
    [row({ entryKind: 'capital_return', investmentTitles: 'BASIC, GOLD' }), 'capital_return', 'Capital Return - BASIC, GOLD'],
    [row({ entryKind: 'referral_bonus', title: 'Referral Bonus' }), 'referral_bonus', 'Referral Bonus'],
    [row({ entryKind: 'withdrawal_request', title: 'Withdrawal' }), 'withdrawal', 'Withdrawal'],
    [row({ entryKind: 'withdrawal_return', title: 'Withdrawal' }), 'withdrawal_returned', 'Withdrawal returned'],
    [row({ entryKind: 'test_credit' }), 'test_credit', 'Test credit'],
  ])('row %#', (input, type, description) => expect(describeMovement(input)).toEqual({ type, description }));
});
