import { Client, Pool } from 'pg';
import { createTestDatabase, dropTestDatabase } from '../../test/helpers/test-app';
import { closePool } from './close-pool';

/** Connections of this test's pools, as the server sees them. */
async function openConnections(admin: Client, applicationName: string): Promise<number> {
  const { rows } = await admin.query<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1`, [applicationName]);
  return Number(rows[0].n);
}

describe('closePool (real Postgres)', () => {
  let database: string;
  let url: string;
  let admin: Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    const u = new URL(process.env.TEST_PG_SERVER_URL!);
    u.pathname = `/${database}`;
    url = u.toString();
    admin = new Client({ connectionString: url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    if (database) await dropTestDatabase(database);
  });

  async function poolWith(applicationName: string, connections: number): Promise<Pool> {
    const pool = new Pool({ connectionString: url, max: connections, application_name: applicationName });
    // Hold them all at once so the pool opens that many, then give them back (idle).
    const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
    clients.forEach((c) => c.release());
    expect(await openConnections(admin, applicationName)).toBe(connections);
    return pool;
  }

  async function closeAndCount(pool: Pool, applicationName: string, close: (pool: Pool) => Promise<void>) {
    const errors: Error[] = [];
    pool.on('error', (e) => errors.push(e));
    let removed = 0;
    pool.on('remove', () => removed++);
    await close(pool);
    const removedWhenClosed = removed;
    // The server drops a backend a moment after the client's Terminate; none may be left.
    for (let i = 0; i < 50 && (await openConnections(admin, applicationName)) > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await openConnections(admin, applicationName)).toBe(0);
    expect(errors).toEqual([]);
    return removedWhenClosed;
  }

  it('resolves only after every idle connection has closed (pool.end() alone resolves before any has)', async () => {
    expect(await closeAndCount(await poolWith('close-pool-idle', 6), 'close-pool-idle', closePool)).toBe(6);
    // The race it closes: a shutdown that stops Postgres right after pool.end() cuts these.
    expect(await closeAndCount(await poolWith('pool-end-idle', 6), 'pool-end-idle', (pool) => pool.end())).toBeLessThan(6);
  });

  it('waits for a connection in use to be given back and closed', async () => {
    const pool = await poolWith('close-pool-busy', 3);
    const busy = await pool.connect();
    const running = busy.query('SELECT pg_sleep(0.2)').finally(() => busy.release());
    expect(await closeAndCount(pool, 'close-pool-busy', closePool)).toBe(3);
    await running;
  });

  it('answers at once for a pool that never connected', async () => {
    const pool = new Pool({ connectionString: url });
    await closePool(pool);
    expect(pool.totalCount).toBe(0);
  });
});
