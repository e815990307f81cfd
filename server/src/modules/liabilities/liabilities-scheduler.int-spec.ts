import { ConfigError, cronProblem, loadConfig } from '../../config/env';
import { bootApp, type TestApp } from '../../../test/helpers/test-app';
import { LIABILITIES_QUEUE } from './liabilities-scheduler';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LIABILITIES_CRON (issue 30): the scheduled snapshot, real Postgres and pg-boss', () => {
  it('refuses an expression that would never schedule with one line naming the variable, and keeps the valid ones', () => {
    for (const raw of ['61 * * * *', '0 24 * * *', '0 0 0 * *', '0 0 * 13 *', '0 0 * * 8', '*/0 * * * *', 'x * * * *', '0 0 * * mon-', '5-1 * * * *']) {
      let error: unknown;
      try {
        loadConfig({ LIABILITIES_CRON: raw });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^Invalid configuration: LIABILITIES_CRON must be a 5-field cron expression .*, got ".*"$/);
      expect((error as Error).message).not.toContain('\n');
    }
    expect(() => loadConfig({ LIABILITIES_CRON: '* * * *' })).toThrow('4 fields instead of 5');
    for (const raw of ['0 0 * * 1', '*/15 * * * *', '0 3 1,15 * *', '30 2 * jan-jun mon-fri', '0 0 * * 7', '0-30/10 */2 * * SUN']) {
      expect(cronProblem(raw)).toBeNull();
      expect(loadConfig({ LIABILITIES_CRON: raw }).liabilitiesCron).toBe(raw);
    }
    expect(loadConfig({ LIABILITIES_CRON: 'off' }).liabilitiesCron).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TWO_FACTOR_KEY: '7e'.repeat(32), SUPPORT_EMAIL: 'help@example.com' })
        .liabilitiesCron,
    ).toBe('0 0 * * 1');
  });

  describe('two instances on one database, a cron firing every minute', () => {
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      a = await bootApp({ env: { LIABILITIES_CRON: '* * * * *' } });
      b = await bootApp({ database: a.database, env: { LIABILITIES_CRON: '* * * * *' } });
    });

    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('takes one snapshot per tick, as the schedule, audited as the system', async () => {
      const deadline = Date.now() + 150_000;
      let first: { snapshot: number; minute: Date } | undefined;
      while (!first && Date.now() < deadline) {
        const { rows } = await a.db.query<{ snapshot: number; minute: Date }>(
          `SELECT snapshot, date_trunc('minute', created_at) AS minute FROM liabilities_snapshots ORDER BY snapshot LIMIT 1`,
        );
        first = rows[0];
        if (!first) await sleep(1000);
      }
      expect(first).toBeDefined();
      // Both instances' workers poll every 10 s: give the other one time to take a second job of the same tick if there were one.
      await sleep(22_000);
      const { rows: snapshots } = await a.db.query<{ origin: string; created_by: string | null }>(
        `SELECT origin, created_by FROM liabilities_snapshots WHERE date_trunc('minute', created_at) = $1`,
        [first!.minute],
      );
      expect(snapshots).toEqual([{ origin: 'schedule', created_by: null }]);
      const { rows: jobs } = await a.db.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE name = $1 AND date_trunc('minute', created_on) = $2
         UNION ALL SELECT state FROM pgboss.archive WHERE name = $1 AND date_trunc('minute', created_on) = $2`,
        [LIABILITIES_QUEUE, first!.minute],
      );
      expect(jobs.map((job) => job.state)).toEqual(['completed']);
      const { rows: audit } = await a.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'liabilities.snapshot_created' AND (details->>'snapshot')::int = $1`,
        [first!.snapshot],
      );
      expect(audit[0].n).toBe(1);
    }, 240_000);
  });
});
