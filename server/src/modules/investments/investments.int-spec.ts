import { DataSource } from 'typeorm';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, submitDeposit } from '../../../test/factories/money';
import { verifyLedger } from '../ledger/ledger-verifier';
import { investmentProfit } from './investment-profit';

describe('plans and investments (REST and GraphQL, real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  async function fundedInvestor(amount: string) {
    const investor = await createInvestor(t);
    const { client: admin } = await createAdmin(t);
    const { id } = await submitDeposit(t, investor.client, amount);
    await approveDeposit(admin, id);
    return investor;
  }

  it('serves the five plans of the spec with terms in weeks and total return = daily % × days', async () => {
    const res = await t.client().get<{ data: Array<Record<string, unknown>> }>('/api/fetch/fetch_plans');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => [p.uniqId, p.daily_interest, p.term, p.min, p.max, p.total_return, p.capital_return])).toEqual([
      ['BASIC', '4.00', 2, '1000.00', '4999.00', '56.00', 'Each Term'],
      ['SILVER', '10.00', 1, '5000.00', '9999.00', '70.00', 'Each Term'],
      ['DIAMOND', '15.00', 2, '10000.00', '24999.00', '210.00', 'Each Term'],
      ['GOLD', '18.00', 2.14, '25000.00', '49999.00', '270.00', 'Each Term'],
      ['PREMIUM', '20.00', 4.29, '50000.00', '99999.00', '600.00', 'Each Term'],
    ]);
  });

  it("selects a plan, records an amount within range, and invests from main using the server's own terms", async () => {
    const { client } = await fundedInvestor('3000');
    expect((await client.get('/api/fetch/check_plan')).status).toBe(404);
    const none = await client.post('/api/insert/finalize_investment', {});
    expect(none.body).toMatchObject({ status: 'error', message: 'No investment plan selected' });

    const pick = await client.post('/api/fetch/plan_eligibility', { uniqId: 'BASIC' });
    expect(pick.body).toEqual({ status: 'success', message: "Congrats, you've successfully selected an investment plan." });
    for (const amount of ['999.99', '5000', '']) {
      const res = await client.post('/api/update/plan_selected', { amount, planId: 'BASIC', uniqId: 'BASIC' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(amount ? 'Please enter an amount within the specified range' : 'Please fill in all required fields');
    }
    const set = await client.post('/api/update/plan_selected', { amount: '2500', planId: 'BASIC', uniqId: 'BASIC' });
    expect(set.body.message).toBe('Congratulations! One last step required to complete your investment');
    const check = await client.get<{ data: Record<string, unknown> }>('/api/fetch/check_plan');
    expect(check.body.data).toMatchObject({ plan_id: 'BASIC', amount: '2500.00', profit: '1400.00', term: 2, daily_interest: '4.00' });

    const done = await client.post('/api/insert/finalize_investment', { uniqId: 'BASIC', amount: '1', daily_interest: '99', total_return: '99999' });
    expect(done.body).toMatchObject({ status: 'success', message: 'Investment successful' });
    expect((await client.get('/api/check-auth')).body.data).toMatchObject({ balance: '500.00' });
    const history = await client.get<{ data: Array<Record<string, string>> }>('/api/fetch/investment_transaction');
    expect(history.body.data[0]).toMatchObject({ title: 'Investment - BASIC', amount: '2500.00', status: 'active' });
    const { rows } = await t.db.query(`SELECT amount, daily_profit, total_profit, term_days FROM investments`);
    expect(rows.at(-1)).toEqual({ amount: '2500.00', daily_profit: '100.00', total_profit: '1400.00', term_days: 14 });
    expect((await client.post('/api/insert/finalize_investment', {})).body.message).toBe('No investment plan selected');
    const mine = await client.gql<{ myInvestments: { currentlyInvested: string; approxProfit: string; investments: Array<Record<string, unknown>> } }>(
      `{ myInvestments { currentlyInvested approxProfit investments { title amount dailyProfit totalProfit accrued daysAccrued termDays status } } }`,
    );
    expect(mine.data?.myInvestments).toEqual({
      currentlyInvested: '2500.00',
      approxProfit: '1400.00',
      investments: [
        { title: 'BASIC', amount: '2500.00', dailyProfit: '100.00', totalProfit: '1400.00', accrued: '0.00', daysAccrued: 0, termDays: 14, status: 'active' },
      ],
    });
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it('refuses an amount above the main balance on the amount step, and again at confirm if the balance fell meanwhile', async () => {
    const { client } = await fundedInvestor('1000');
    await client.gql(`mutation { selectPlan(uniqId: "BASIC") { plan { uniqId } } }`);
    const above = await client.gql(`mutation { updatePlanSelection(uniqId: "BASIC", amount: "1000.01") { amount profit } }`);
    expect(above.errors?.[0]).toMatchObject({
      message: 'Insufficient balance: deposit funds to your main balance first.',
      extensions: { code: 'INSUFFICIENT_FUNDS' },
    });
    const rest = await client.post('/api/update/plan_selected', { amount: '1500', uniqId: 'BASIC' });
    expect(rest).toMatchObject({
      status: 400,
      body: { code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance: deposit funds to your main balance first.' },
    });
    const unchanged = await client.gql<{ planSelection: { amount: string | null } }>(`{ planSelection { amount plan { uniqId } } }`);
    expect(unchanged.data?.planSelection.amount).toBeNull();

    // Within the balance at the amount step; a withdrawal of capital then leaves too little: confirm refuses.
    const ok = await client.gql(`mutation { updatePlanSelection(uniqId: "BASIC", amount: "1000.00") { amount profit } }`);
    expect(ok.errors).toBeUndefined();
    const out = await client.post('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
      amount: '10',
    });
    expect(out.status).toBe(200);
    const res = await client.gql(`mutation { finalizeInvestment { id } }`);
    expect(res.errors?.[0].extensions?.code).toBe('INSUFFICIENT_FUNDS');
    expect((await client.get('/api/check-auth')).body.data).toMatchObject({ balance: '990.00' });
    const selection = await client.gql<{ planSelection: { amount: string } }>(`{ planSelection { amount plan { uniqId } } }`);
    expect(selection.data?.planSelection.amount).toBe('1000.00');
  });

  it('lets exactly as many of 20 simultaneous investments through as the balance covers', async () => {
    const { client } = await fundedInvestor('5000');
    const results = [];
    for (let i = 0; i < 20; i++) {
      await client.post('/api/update/plan_selected', { amount: '1000', uniqId: 'BASIC' });
      results.push(client.post('/api/insert/finalize_investment', {}));
    }
    const answers = await Promise.all(results);
    const ok = answers.filter((r) => r.status === 200).length;
    expect(ok).toBeLessThanOrEqual(5);
    expect((await client.get<{ data: { balance: string } }>('/api/check-auth')).body.data.balance).toBe(`${(5000 - ok * 1000).toFixed(2)}`);
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it.each([
    ['1000', '4', 14, '40.00', '560.00'],
    ['1234.56', '4', 14, '49.38', '691.35'],
    ['33333.33', '18', 15, '6000.00', '89999.99'],
  ])('rounds %s at %s%% over %i days half-up: %s a day, %s in all', (amount, daily, days, perDay, total) => {
    const profit = investmentProfit(amount, daily, days);
    expect([profit.daily.toFixed(2), profit.total.toFixed(2)]).toEqual([perDay, total]);
  });
});
