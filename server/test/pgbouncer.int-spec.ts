import { bootApp, createTestDatabase, dropTestDatabase, TestApp } from './helpers/test-app';
import { PGBOUNCER_BINARY, PgBouncer, startPgBouncer } from './helpers/pgbouncer';
import { createInvestor } from './factories/users';
import { creditProfit } from './factories/money';
import { describeMoneyUnderConcurrency } from './money-concurrency.suite';

/**
 * DATABASE_POOL_MODE=transaction: the app through Debian's PgBouncer 1.18 in transaction pooling
 * (no prepared-statement support), LISTEN, pg-boss and migrations on DATABASE_DIRECT_URL. CI
 * installs pgbouncer (.ci/run); without the binary this file says so and runs nothing.
 */
const run = PGBOUNCER_BINARY ? describe : describe.skip;
if (!PGBOUNCER_BINARY) {
  console.warn('pgbouncer.int-spec.ts skipped: no pgbouncer binary (apt-get install -y pgbouncer, as .ci/run does)');
}

run('through PgBouncer in transaction pooling (DATABASE_POOL_MODE=transaction)', () => {
  let bouncer: PgBouncer;
  const apps: TestApp[] = [];
  const databases: string[] = [];

  beforeAll(async () => {
    // Fewer server connections than the app's pools (20 + 10 sessions): client connections share them.
    bouncer = await startPgBouncer(process.env.TEST_PG_SERVER_URL!, 6);
  });
  afterAll(async () => {
    await bouncer?.stop();
    // A failure that is the pooler's shows in its log.
    expect(bouncer?.log() ?? '').not.toMatch(/prepared statement/i);
  });

  /** The app on its own database, every pooled connection through PgBouncer, the rest direct. */
  async function bootThroughBouncer(): Promise<TestApp> {
    const database = await createTestDatabase();
    databases.push(database);
    const direct = new URL(process.env.TEST_PG_SERVER_URL!);
    direct.pathname = `/${database}`;
    const app = await bootApp({
      database,
      env: { DATABASE_URL: bouncer.urlFor(direct.toString()), DATABASE_POOL_MODE: 'transaction', DATABASE_DIRECT_URL: direct.toString() },
    });
    apps.push(app);
    const close = app.close;
    return {
      ...app,
      close: async () => {
        await close();
        await dropTestDatabase(database);
      },
    };
  }

  describeMoneyUnderConcurrency('the money suite, through the pooler', bootThroughBouncer);

  describe('named statements', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await bootThroughBouncer();
    });
    afterAll(() => t.close());

    it('signed-in reads (the session-and-user and user-figures statements) on many connections at once answer 200, none "prepared statement does not exist"', async () => {
      const investors = await Promise.all(Array.from({ length: 6 }, () => createInvestor(t)));
      await Promise.all(investors.map(({ user }) => creditProfit(t, user.id, '12.34')));
      for (let round = 0; round < 5; round++) {
        const answers = await Promise.all(
          investors.flatMap(({ client }) => Array.from({ length: 8 }, () => client.get<{ data: { interest: string } }>('/api/check-auth'))),
        );
        expect(answers.map((a) => `${a.status} ${a.body.data?.interest}`)).toEqual(Array(48).fill('200 12.34'));
      }
      // The app's connections really went through the pooler: Postgres saw the pooler, not 20 + 10 clients per app.
      const { rows } = await t.db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
      );
      expect(rows[0].n).toBeLessThanOrEqual(6 + 4 + 12);
    });
  });
});
