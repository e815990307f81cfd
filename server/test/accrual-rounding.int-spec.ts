import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { runMigrations } from '../src/database/migrate';
import { accrue, accruedInThisTransaction } from '../src/modules/ledger/accrue';
import { verifyLedger } from '../src/modules/ledger/ledger-verifier';
import { bootApp, TestApp } from './helpers/test-app';
import { ApiClient } from './helpers/api-client';
import { createAdmin, createInvestor } from './factories/users';
import { approveDeposit, submitDeposit } from './factories/money';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A plan of 1% a day for 365 days: 100.50 earns round(1.005) = 1.01 a day but round(366.825) =
 * 366.83 in all, so 364 daily amounts (367.64) pass the total. Each day credits at most what is
 * left of the total, the last day the rest: never a negative credit, never more than the total,
 * and the ledger posts exactly the credits.
 */
describe('accrual when the daily amount rounds up (real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let ds: DataSource;

  beforeAll(async () => {
    t = await bootApp();
    ds = t.app.get(DataSource);
    admin = (await createAdmin(t)).client;
    await t.db.query(`INSERT INTO plans (uniq_id, title, daily_interest, term_days, min_amount, max_amount) VALUES ('LONG1', 'LONG', 1, 365, 100, 100000)`);
  });
  afterAll(() => t.close());

  async function invest(amount: string, plan: string, deposit = '500') {
    const investor = await createInvestor(t);
    const { id } = await submitDeposit(t, investor.client, deposit);
    await approveDeposit(admin, id);
    await investor.client.post('/api/fetch/plan_eligibility', { uniqId: plan });
    await investor.client.post('/api/update/plan_selected', { amount, uniqId: plan });
    const done = await investor.client.post('/api/insert/finalize_investment', {});
    if (done.status !== 200) throw new Error(JSON.stringify(done.body));
    const { rows } = await t.db.query(`SELECT id, started_at, daily_profit, total_profit FROM investments WHERE user_id = $1`, [investor.user.id]);
    return { ...investor, investment: rows[0] as { id: string; started_at: Date; daily_profit: string; total_profit: string } };
  }

  const setClock = (at: Date) => admin.gql(`mutation($now: DateTime!) { setClock(now: $now) }`, { now: at.toISOString() });
  const runAccrual = async () => {
    const res = await admin.gql<{ runAccrual: number }>(`mutation { runAccrual }`);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.runAccrual;
  };
  const at = (start: Date, days: number) => new Date(new Date(start).getTime() + days * DAY + 1000);

  async function state(userId: string, investmentId: string) {
    const { rows } = await t.db.query(
      `SELECT i.accrued::text, i.days_accrued, i.status,
              (SELECT balance::text FROM ledger_accounts WHERE user_id = $1 AND kind = 'profit') AS profit,
              (SELECT COALESCE(sum(amount), 0)::text FROM transactions WHERE user_id = $1 AND kind = 'profit') AS records,
              (SELECT array_agg(amount::text ORDER BY day) FROM accrual_credits WHERE investment_id = $2 AND day > 362) AS last_credits
         FROM investments i WHERE i.id = $2`,
      [userId, investmentId],
    );
    return rows[0];
  }

  it('catching up over the last days credits what is left of the total, never a negative amount, and posts exactly the credits', async () => {
    const a = await invest('100.50', 'LONG1');
    expect(a.investment).toMatchObject({ daily_profit: '1.01', total_profit: '366.83' });
    await setClock(at(a.investment.started_at, 363));
    expect(await runAccrual()).toBe(363); // 363 × 1.01 = 366.63
    await setClock(at(a.investment.started_at, 365));
    expect(await runAccrual()).toBe(2);
    // Day 364: 0.20 left of the total; day 365: nothing left.
    expect(await state(a.user.id, a.investment.id)).toEqual({
      accrued: '366.83',
      days_accrued: 365,
      status: 'completed',
      profit: '366.83',
      records: '366.83',
      last_credits: ['1.01', '0.20', '0.00'],
    });
    expect(await verifyLedger(ds)).toEqual({ ok: true, problems: [] });
  });

  it("a daily run that reaches the total before the term's end credits the rest and every other investor as usual", async () => {
    const b = await invest('100.50', 'LONG1');
    const other = await invest('1000', 'BASIC', '1000');
    await setClock(at(b.investment.started_at, 363));
    await runAccrual();
    // Until now this run failed as a whole (accrued 367.64 > 366.83 broke the investments CHECK): nobody was credited.
    await setClock(at(b.investment.started_at, 364));
    expect(await runAccrual()).toBe(1);
    expect(await state(b.user.id, b.investment.id)).toMatchObject({ accrued: '366.83', days_accrued: 364, status: 'active', profit: '366.83' });
    await setClock(at(b.investment.started_at, 365));
    expect(await runAccrual()).toBe(1);
    expect(await state(b.user.id, b.investment.id)).toEqual({
      accrued: '366.83',
      days_accrued: 365,
      status: 'completed',
      profit: '366.83',
      records: '366.83',
      last_credits: ['1.01', '0.20', '0.00'],
    });
    // BASIC: 4% a day for 14 days of 1,000 = 560.00, credited and its capital returned.
    const { rows } = await t.db.query(`SELECT accrued::text, status FROM investments WHERE user_id = $1`, [other.user.id]);
    expect(rows).toEqual([{ accrued: '560.00', status: 'completed' }]);
    expect(await verifyLedger(ds)).toEqual({ ok: true, problems: [] });
  });

  it('verifyLedger lists a user whose accrual postings differ from their credits (records and accrued agreeing)', async () => {
    const c = await invest('1000', 'BASIC', '1000');
    const { rows } = await t.db.query(`SELECT id FROM investments WHERE user_id = $1`, [c.user.id]);
    const investmentId = rows[0].id;
    // The over-credit of the old last-day bug, as verifyLedger saw it: a credit the ledger never posted.
    await t.db.query(`INSERT INTO accrual_credits (investment_id, day, amount) VALUES ($1, 99, 0.81)`, [investmentId]);
    await t.db.query(`UPDATE investments SET accrued = accrued + 0.81 WHERE id = $1`, [investmentId]);
    try {
      expect((await verifyLedger(ds)).problems).toEqual([
        `each user's accrual postings to profit equal their accrual credits: user ${c.user.id} was posted 0 profit by accrual but their investments' credits sum to 0.81`,
      ]);
    } finally {
      await t.db.query(`DELETE FROM accrual_credits WHERE investment_id = $1 AND day = 99`, [investmentId]);
      await t.db.query(`UPDATE investments SET accrued = accrued - 0.81 WHERE id = $1`, [investmentId]);
    }
    expect(await verifyLedger(ds)).toEqual({ ok: true, problems: [] });
    // A negative credit is refused from now on.
    await expect(t.db.query(`INSERT INTO accrual_credits (investment_id, day, amount) VALUES ($1, 98, -0.81)`, [investmentId])).rejects.toMatchObject({
      constraint: 'accrual_credits_amount_not_negative',
    });
  });

  it("counts days in UTC whatever the session's time zone, across a daylight-saving change", async () => {
    const d = await invest('1000', 'BASIC', '1000');
    // New York leaves summer time on 1 November 2026 at 06:00 UTC; day 1 is due 24 h after the start.
    const start = new Date('2026-10-31T23:30:00Z');
    await t.db.query(`UPDATE investments SET started_at = $2, ends_at = $2::timestamptz + interval '14 days' WHERE id = $1`, [d.investment.id, start]);
    const runner = ds.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`SET TimeZone = 'America/New_York'`);
      await runner.startTransaction();
      expect(await accrue(runner.manager, new Date('2026-11-01T23:29:59Z'))).toBe(0);
      await runner.commitTransaction();
      await runner.startTransaction();
      expect(await accrue(runner.manager, new Date('2026-11-01T23:30:00Z'))).toBe(1);
      expect(await accruedInThisTransaction(runner.manager)).toEqual({ investments: 1, credits: 1, total: '40.00', through_day: '2026-11-01' });
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    const { rows } = await t.db.query(`SELECT created_at, amount::text FROM transactions WHERE user_id = $1 AND kind = 'profit'`, [d.user.id]);
    expect(rows).toEqual([{ created_at: new Date('2026-11-01T23:30:00Z'), amount: '40.00' }]);
    expect(await verifyLedger(ds)).toEqual({ ok: true, problems: [] });
  });

  it('writes one profit record per user, plan and UTC day of a run: days falling due at different hours get one per run', async () => {
    const e = await invest('1000', 'BASIC', '2000');
    await e.client.post('/api/fetch/plan_eligibility', { uniqId: 'BASIC' });
    await e.client.post('/api/update/plan_selected', { amount: '1000', uniqId: 'BASIC' });
    expect((await e.client.post('/api/insert/finalize_investment', {})).status).toBe(200);
    const { rows: ids } = await t.db.query(`SELECT id FROM investments WHERE user_id = $1 ORDER BY started_at, id`, [e.user.id]);
    await t.db.query(`UPDATE investments SET started_at = $2, ends_at = $2::timestamptz + interval '14 days' WHERE id = $1`, [
      ids[0].id,
      '2026-06-01T03:00:00Z',
    ]);
    await t.db.query(`UPDATE investments SET started_at = $2, ends_at = $2::timestamptz + interval '14 days' WHERE id = $1`, [
      ids[1].id,
      '2026-06-01T09:00:00Z',
    ]);
    const accrueAt = async (iso: string) => (await t.db.query(`SELECT accrue($1) AS n`, [iso])).rows[0].n;
    expect(await accrueAt('2026-06-02T03:00:01Z')).toBe(1);
    expect(await accrueAt('2026-06-02T09:00:01Z')).toBe(1);
    // Both second days in one run: one record.
    expect(await accrueAt('2026-06-03T10:00:00Z')).toBe(2);
    const { rows } = await t.db.query(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, amount::text FROM transactions WHERE user_id = $1 AND kind = 'profit' ORDER BY created_at`,
      [e.user.id],
    );
    expect(rows).toEqual([
      { day: '2026-06-02', amount: '40.00' },
      { day: '2026-06-02', amount: '40.00' },
      { day: '2026-06-03', amount: '80.00' },
    ]);
    expect(await verifyLedger(ds)).toEqual({ ok: true, problems: [] });
  });
});

describe('the capped accrual migration (real Postgres)', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('reverts its migration to the previous accrue(), which still accrues, and converges every database on the new one when migrated again', async () => {
    t = await bootApp();
    const admin = (await createAdmin(t)).client;
    const investor = await createInvestor(t);
    const { id } = await submitDeposit(t, investor.client, '1000');
    await approveDeposit(admin, id);
    await investor.client.post('/api/fetch/plan_eligibility', { uniqId: 'BASIC' });
    await investor.client.post('/api/update/plan_selected', { amount: '1000', uniqId: 'BASIC' });
    expect((await investor.client.post('/api/insert/finalize_investment', {})).status).toBe(200);
    const {
      rows: [{ started_at }],
    } = await t.db.query(`SELECT started_at FROM investments WHERE user_id = $1`, [investor.user.id]);

    const ds = new DataSource({ ...dataSourceOptions(t.databaseUrl), extra: { max: 2 } });
    await ds.initialize();
    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    const config = async () => (await client.query(`SELECT proconfig FROM pg_proc WHERE proname = 'accrue'`)).rows[0].proconfig;
    const accrueAt = async (days: number) =>
      (await client.query(`SELECT accrue($1) AS n`, [new Date(new Date(started_at).getTime() + days * DAY + 1000)])).rows[0].n;
    try {
      // Later migrations are undone first (and run again below), so this one is the last.
      const lastName = async () => (await client.query<{ name: string }>(`SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1`)).rows[0].name;
      const later: string[] = [];
      while ((await lastName()) !== 'AccrualCreditsCapped1764053000000') {
        later.unshift(await lastName());
        await ds.undoLastMigration({ transaction: 'each' });
      }
      expect(await config()).toEqual(['ledger.posting=on', 'TimeZone=UTC']);
      expect(await accrueAt(2)).toBe(2);
      await ds.undoLastMigration({ transaction: 'each' });
      expect(await config()).toEqual(['ledger.posting=on']);
      expect(await accrueAt(3)).toBe(1);
      // A database migrated before AccrualProfitPerPlanDay moved to set_config had this SET clause.
      await client.query(`ALTER FUNCTION accrue(timestamptz) SET "accrual.running" = 'on'`);
      expect(await runMigrations(t.databaseUrl)).toEqual(['AccrualCreditsCapped1764053000000', ...later]);
      expect(await config()).toEqual(['ledger.posting=on', 'TimeZone=UTC']);
      expect(await accrueAt(4)).toBe(1);
      expect((await client.query(`SELECT accrued::text FROM investments WHERE user_id = $1`, [investor.user.id])).rows).toEqual([{ accrued: '160.00' }]);
      expect(await verifyLedger(ds)).toEqual({ ok: true, problems: [] });
    } finally {
      await client.end();
      await ds.destroy();
    }
  });
});
