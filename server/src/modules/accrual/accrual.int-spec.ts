import { DataSource } from 'typeorm';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, submitDeposit } from '../../../test/factories/money';
import { verifyLedger } from '../ledger/ledger-verifier';
import { ApiClient } from '../../../test/helpers/api-client';

const DAY = 24 * 60 * 60 * 1000;

describe('daily accrual and capital return (real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await bootApp();
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  async function invest(amount: string, plan = 'BASIC', investor?: Awaited<ReturnType<typeof createInvestor>>) {
    investor ??= await createInvestor(t);
    const { id } = await submitDeposit(t, investor.client, amount);
    await approveDeposit(admin, id);
    await investor.client.post('/api/fetch/plan_eligibility', { uniqId: plan });
    await investor.client.post('/api/update/plan_selected', { amount, uniqId: plan });
    const done = await investor.client.post('/api/insert/finalize_investment', {});
    if (done.status !== 200) throw new Error(JSON.stringify(done.body));
    return investor;
  }

  const setClock = (at: Date) => admin.gql(`mutation($now: DateTime!) { setClock(now: $now) }`, { now: at.toISOString() });
  const runAccrual = async () => (await admin.gql<{ runAccrual: number }>(`mutation { runAccrual }`)).data!.runAccrual;
  const me = async (client: ApiClient) => (await client.get<{ data: Record<string, string> }>('/api/check-auth')).body.data;

  it('credits each whole day once, catches up, and returns the capital at the end with the exact promised total', async () => {
    const start = new Date();
    const investor = await invest('1234.56');
    expect(await me(investor.client)).toMatchObject({ balance: '0.00', interest: '0.00' });

    await setClock(new Date(start.getTime() + 3 * DAY + 60_000));
    expect(await runAccrual()).toBeGreaterThanOrEqual(3);
    expect(await runAccrual()).toBe(0); // same day again: nothing
    expect(await me(investor.client)).toMatchObject({ interest: '148.14' }); // 3 × 49.38

    await setClock(new Date(start.getTime() + 30 * DAY));
    await runAccrual();
    const after = await me(investor.client);
    // 13 × 49.38 + last day 49.41 = 691.35 = round(1234.56 × 4% × 14)
    expect(after).toMatchObject({ interest: '691.35', balance: '1234.56' });
    const history = await investor.client.get<{ data: Array<{ title: string; amount: string; status: string }> }>('/api/fetch/investment_transaction');
    const titles = history.body.data.map((r) => r.title);
    expect(titles.filter((x) => x === 'Profit - BASIC')).toHaveLength(14);
    expect(titles).toContain('Capital Return - BASIC');
    expect(history.body.data.find((r) => r.title === 'Investment - BASIC')?.status).toBe('completed');
    const { rows } = await t.db.query(`SELECT status, days_accrued, accrued FROM investments i JOIN users u ON u.id = i.user_id WHERE u.email = $1`, [
      investor.email,
    ]);
    expect(rows).toEqual([{ status: 'completed', days_accrued: 14, accrued: '691.35' }]);
    expect(await runAccrual()).toBe(0);
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it('credits each day once even when runs race', async () => {
    const investor = await invest('2000');
    const {
      rows: [{ started_at }],
    } = await t.db.query(`SELECT started_at FROM investments i JOIN users u ON u.id = i.user_id WHERE u.email = $1`, [investor.email]);
    await setClock(new Date(new Date(started_at).getTime() + 5 * DAY + 1000));
    const counts = await Promise.all(Array.from({ length: 8 }, () => runAccrual()));
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n FROM accrual_credits c JOIN investments i ON i.id = c.investment_id JOIN users u ON u.id = i.user_id WHERE u.email = $1`,
      [investor.email],
    );
    expect(rows[0].n).toBe(5);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5);
    expect(await me(investor.client)).toMatchObject({ interest: '400.00' });
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it('gives a user one profit record per plan and day of a run for all their investments in it, and skips a run when nothing is due', async () => {
    const investor = await invest('2000');
    await invest('1000', 'BASIC', investor);
    const {
      rows: [{ started_at }],
    } = await t.db.query(`SELECT max(started_at) AS started_at FROM investments i JOIN users u ON u.id = i.user_id WHERE u.email = $1`, [investor.email]);
    await setClock(new Date(new Date(started_at).getTime() + 2 * DAY + 1000));
    await runAccrual();
    const history = await investor.client.get<{ data: Array<{ title: string; amount: string }> }>('/api/fetch/investment_transaction');
    // 4% a day of 2,000 and of 1,000, in one line a day.
    expect(history.body.data.filter((r) => r.title === 'Profit - BASIC').map((r) => r.amount)).toEqual(['120.00', '120.00']);
    const { rows: credits } = await t.db.query(
      `SELECT count(*)::int AS n, count(DISTINCT c.transaction_id)::int AS records FROM accrual_credits c JOIN investments i ON i.id = c.investment_id JOIN users u ON u.id = i.user_id WHERE u.email = $1`,
      [investor.email],
    );
    expect(credits[0]).toEqual({ n: 4, records: 2 });
    expect(await me(investor.client)).toMatchObject({ interest: '240.00' });

    // A second run at the same time reads only accrual_due: set just after the last run's time,
    // and no active investment earns its next day before it.
    const { rows: due } = await t.db.query(
      `SELECT (SELECT next_due FROM accrual_due) = (SELECT ran_at + interval '1 microsecond' FROM accrual_runs ORDER BY id DESC LIMIT 1) AS after_last_run,
              (SELECT next_due FROM accrual_due) <= (SELECT min(started_at + (days_accrued + 1) * interval '24 hours') FROM investments WHERE status = 'active') AS before_any_due`,
    );
    expect(due[0]).toEqual({ after_last_run: true, before_any_due: true });
    expect(await runAccrual()).toBe(0);
    // A change made outside the accrual (here the start moved a day back) is looked at on the next run.
    await t.db.query(`UPDATE investments SET started_at = started_at - interval '1 day' WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [
      investor.email,
    ]);
    expect(await runAccrual()).toBe(2);
    expect(await me(investor.client)).toMatchObject({ interest: '360.00' });
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it('refuses the clock and the accrual run to investors', async () => {
    const { client } = await createInvestor(t);
    expect((await client.gql(`mutation { runAccrual }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await client.gql(`mutation { setClock(now: "2030-01-01T00:00:00Z") }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
