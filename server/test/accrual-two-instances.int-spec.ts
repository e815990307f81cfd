import { Clock } from '../src/common/clock';
import { AccrualScheduler } from '../src/modules/accrual/accrual-scheduler';
import { approveDeposit, submitDeposit } from './factories/money';
import { createAdmin, createInvestor } from './factories/users';
import { bootApp, createTestDatabase, dropTestDatabase, TestApp } from './helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;

/** The scheduled accrual runs through pg-boss: with two instances, each job is taken by one of them. */
describe('accrual jobs with two app instances', () => {
  let database: string;
  let a: TestApp;
  let b: TestApp;
  // A schedule far away: the test queues jobs itself rather than waiting for a cron tick.
  const env = { ACCRUAL_CRON: '0 0 1 1 *' };

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await bootApp({ database, env });
    b = await bootApp({ database, env });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await dropTestDatabase(database);
  });

  it('processes each queued accrual job exactly once across both instances', async () => {
    const onA = a.app.get(AccrualScheduler);
    const onB = b.app.get(AccrualScheduler);
    const ids = await Promise.all([onA.enqueueNow(), onB.enqueueNow(), onA.enqueueNow()]);
    expect(ids.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const { rows } = await a.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'accrual' AND state = 'completed'`);
      if (rows[0].n >= ids.filter(Boolean).length && onA.processed + onB.processed >= rows[0].n) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const { rows } = await a.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'accrual' AND state = 'completed'`);
    expect(onA.processed + onB.processed).toBe(rows[0].n);
    expect(rows[0].n).toBe(ids.filter(Boolean).length);
  });

  it('moves the clock on both instances and credits each day once whichever instance runs the job', async () => {
    const admin = (await createAdmin(a)).client;
    const investor = await createInvestor(a);
    const { id } = await submitDeposit(a, investor.client, '2000');
    await approveDeposit(admin, id);
    await investor.client.post('/api/update/plan_selected', { amount: '2000', uniqId: 'BASIC' });
    expect((await investor.client.post('/api/insert/finalize_investment', {})).status).toBe(200);

    const target = new Date(Date.now() + 2 * DAY + 60_000);
    const moved = await admin.gql<{ setClock: string }>(`mutation($now: DateTime!) { setClock(now: $now) }`, { now: target.toISOString() });
    expect(Math.abs(Date.parse(moved.data!.setClock) - target.getTime())).toBeLessThan(2_000);
    // B hears of it through NOTIFY; a third instance started now reads it from app_clock.
    const deadline = Date.now() + 5_000;
    while (Math.abs(b.app.get(Clock).now().getTime() - target.getTime()) > 2_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(Math.abs(b.app.get(Clock).now().getTime() - target.getTime())).toBeLessThan(2_000);

    const before = a.app.get(AccrualScheduler).processed + b.app.get(AccrualScheduler).processed;
    const ids = (
      await Promise.all([b.app.get(AccrualScheduler).enqueueNow(), a.app.get(AccrualScheduler).enqueueNow(), b.app.get(AccrualScheduler).enqueueNow()])
    ).filter(Boolean);
    const until = Date.now() + 20_000;
    while (a.app.get(AccrualScheduler).processed + b.app.get(AccrualScheduler).processed < before + ids.length && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const { rows } = await a.db.query(
      `SELECT count(*)::int AS n, sum(c.amount)::text AS total FROM accrual_credits c JOIN investments i ON i.id = c.investment_id JOIN users u ON u.id = i.user_id WHERE u.email = $1`,
      [investor.email],
    );
    expect(rows[0]).toEqual({ n: 2, total: '160.00' }); // 2 days × 4% of 2,000
  });
});
