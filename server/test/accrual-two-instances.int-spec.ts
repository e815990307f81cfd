import { AccrualScheduler } from '../src/modules/accrual/accrual-scheduler';
import { bootApp, createTestDatabase, dropTestDatabase, TestApp } from './helpers/test-app';

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
});
