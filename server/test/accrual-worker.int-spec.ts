import { Client } from 'pg';
import PgBoss from 'pg-boss';
import { AccrualScheduler } from '../src/modules/accrual/accrual-scheduler';
import { bootApp, createTestDatabase, dropTestDatabase, TestApp } from './helpers/test-app';
import { createAdmin } from './factories/users';

interface AccrualHealthBody {
  status: string;
  accrual: string;
  lastRunAt: string | null;
  message?: string;
}

/**
 * The accrual worker (pg-boss) starts in the background: a failed start is tried again with
 * backoff instead of leaving the accrual stopped until a restart, and GET /api/health/accrual
 * says when the worker is not running here or the last run is stale.
 */
describe('the accrual worker: start retried, health told (real Postgres)', () => {
  let database: string;
  let t: TestApp | undefined;
  let sql: Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(process.env.TEST_PG_SERVER_URL!);
    url.pathname = `/${database}`;
    sql = new Client({ connectionString: url.toString() });
    await sql.connect();
    // pg-boss installed (the mail queue shares it), but the accrual's queue cannot be created: every start of the worker fails.
    const boss = new PgBoss({ connectionString: url.toString(), schema: 'pgboss', max: 1 });
    await boss.start();
    await boss.stop({ graceful: false, wait: true });
    await sql.query(`CREATE FUNCTION refuse_accrual_queue() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no accrual queue here'; END $$`);
    await refuseQueue();
  });
  afterAll(async () => {
    await t?.close();
    await sql.end();
    await dropTestDatabase(database);
  });

  const refuseQueue = () =>
    sql.query(
      `CREATE TRIGGER refuse_accrual_queue BEFORE INSERT ON pgboss.queue FOR EACH ROW WHEN (NEW.name = 'accrual') EXECUTE FUNCTION refuse_accrual_queue()`,
    );

  async function health(): Promise<{ code: number; body: AccrualHealthBody }> {
    const res = await fetch(`${t!.baseUrl}/api/health/accrual`);
    return { code: res.status, body: (await res.json()) as AccrualHealthBody };
  }

  async function until(state: string, ms = 20_000) {
    const end = Date.now() + ms;
    for (;;) {
      const answer = await health();
      if (answer.body.accrual === state || Date.now() > end) return answer;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('retries a failed start with backoff, answers 503 meanwhile, then runs; a stale last run is a 503 too', async () => {
    t = await bootApp({ database, env: { ACCRUAL_CRON: '*/15 * * * *' } });
    const retrying = await until('retrying');
    expect(retrying).toMatchObject({ code: 503, body: { status: 'error', accrual: 'retrying', lastRunAt: null } });
    expect(retrying.body.message).toMatch(/^The accrual is not running as scheduled: the accrual worker did not start \(\d+ attempts? so far\)/);
    // Readiness keeps its contract: the database answers.
    const ready = await fetch(`${t.baseUrl}/api/health`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'success', database: 'up' }]);
    const scheduler = t.app.get(AccrualScheduler);
    expect(scheduler.status().state).toBe('retrying');
    // Nothing to queue while the worker is down (and no wait beyond its limit).
    expect(await scheduler.enqueueNow()).toBeNull();

    await sql.query(`DROP TRIGGER refuse_accrual_queue ON pgboss.queue`);
    const running = await until('running', 40_000);
    expect(running).toEqual({ code: 200, body: { status: 'success', accrual: 'running', lastRunAt: null } });
    expect(scheduler.status()).toMatchObject({ state: 'running', lastError: null });
    expect(scheduler.status().attempts).toBeGreaterThan(1);

    // Every 15 minutes: a last run 36 minutes old is stale (two periods and five minutes).
    await sql.query(`INSERT INTO accrual_runs (ran_at, investments, credits, total, created_at) VALUES (now(), 0, 0, 0, now() - interval '36 minutes')`);
    const stale = await health();
    expect(stale).toMatchObject({ code: 503, body: { status: 'error', accrual: 'stale' } });
    expect(stale.body.message).toMatch(/the last accrual run was 36 minutes ago \(schedule \*\/15 \* \* \* \*\)/);

    const admin = (await createAdmin(t)).client;
    expect((await admin.gql(`mutation { runAccrual }`)).errors).toBeUndefined();
    const fresh = await health();
    expect(fresh).toMatchObject({ code: 200, body: { status: 'success', accrual: 'running' } });
    expect(Date.now() - new Date(fresh.body.lastRunAt!).getTime()).toBeLessThan(60_000);

    const closing = Date.now();
    await t.close();
    t = undefined;
    expect(Date.now() - closing).toBeLessThan(15_000);
  });

  it('shuts down within its limit while a start is still failing', async () => {
    await sql.query(`SELECT pgboss.delete_queue('accrual')`);
    await refuseQueue();
    t = await bootApp({ database, env: { ACCRUAL_CRON: '*/15 * * * *' } });
    await until('retrying');
    const closing = Date.now();
    await t.close();
    t = undefined;
    expect(Date.now() - closing).toBeLessThan(10_000);
  });
});
