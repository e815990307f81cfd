import { moneyMailTemplates, MoneyMailFacts, usd } from './money-mail.templates';

const base: MoneyMailFacts = { name: 'Ann Lee', amount: '1234.5', baseUrl: 'https://invest.test' };

describe('money mail texts', () => {
  it.each([
    ['1234.5', '1,234.50 USD'],
    ['0.1', '0.10 USD'],
    ['999999999999.99', '999,999,999,999.99 USD'],
    ['1000000.005', '1,000,000.01 USD'],
    ['-700', '-700.00 USD'],
  ])('writes %s as %s (decimal strings, never JS numbers)', (value, text) => {
    expect(usd(value)).toBe(text);
  });

  it.each([
    ['deposit.received', 'Deposit received: 1,234.50 USD', '/user/transaction/deposit'],
    ['deposit.approved', 'Deposit approved: 1,234.50 USD', '/user/transaction/deposit'],
    ['deposit.rejected', 'Deposit rejected: 1,234.50 USD', '/user/transaction/deposit'],
    ['withdrawal.requested', 'Withdrawal requested: 1,234.50 USD', '/user/transaction/withdraw'],
    ['withdrawal.paid', 'Withdrawal paid: 1,234.50 USD', '/user/transaction/withdraw'],
    ['withdrawal.rejected', 'Withdrawal rejected: 1,234.50 USD', '/user/transaction/withdraw'],
    ['investment.started', 'Investment started: 1,234.50 USD', '/user/transaction/investment'],
    ['investment.completed', 'Investment finished: 1,234.50 USD capital returned', '/user/transaction/investment'],
  ] as const)('%s: subject "%s", greets by name and links the history', (event, subject, page) => {
    const mail = moneyMailTemplates[event](base);
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith('Hello Ann Lee,\n')).toBe(true);
    expect(mail.text).toContain(`https://invest.test${page}`);
    expect(mail.text).not.toContain('undefined');
    expect(mail.text).not.toContain('null');
  });

  it('names the reason of a rejection and the payout hash of a paid withdrawal', () => {
    expect(moneyMailTemplates['deposit.rejected']({ ...base, reason: 'Payment not found' }).text).toContain('Reason: Payment not found');
    expect(moneyMailTemplates['withdrawal.rejected']({ ...base, reason: 'Wrong network' }).text).toContain('Reason: Wrong network');
    const paid = moneyMailTemplates['withdrawal.paid']({
      ...base,
      payoutTxHash: '0xabc123def456',
      address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
      coin: 'USDT',
      network: 'TRC20',
    });
    expect(paid.text).toContain('Payout transaction: 0xabc123def456');
    expect(paid.text).toContain('To: TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL (USDT, TRC20)');
  });

  it('gives the term, the end date in UTC and the expected profit of a started investment', () => {
    const mail = moneyMailTemplates['investment.started']({
      ...base,
      plan: 'GOLD',
      termDays: 15,
      totalProfit: '370.35',
      endsAt: new Date('2026-12-09T23:30:00Z'),
    });
    expect(mail.subject).toBe('Investment started: 1,234.50 USD in GOLD');
    expect(mail.text).toContain('Term: 15 days, ending 2026-12-09 (UTC).');
    expect(mail.text).toContain('Expected profit over the term: 370.35 USD.');
  });
});
