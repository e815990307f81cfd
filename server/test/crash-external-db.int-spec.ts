/**
 * Recovery with an external database (DATABASE_URL): the server is stopped under the running app and
 * started again. The app is not restarted: readiness (/api/health) is 503 while the server is away,
 * liveness (/api/health/live) stays 200 until DB_UNREACHABLE_GRACE_SECONDS pass, and when the server
 * is back the pool, the session store, the LISTEN connections and pg-boss reconnect by themselves.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { Cluster, clusterDirFor, livePostmaster, startCluster } from '../src/database/embedded-postgres';
import { freePort, problems, Running, sleep, startServer, statusOf, waitHealthy } from './crash-helpers';
import { ApiClient } from './helpers/api-client';
import { newTxnId, screenshotPng } from './factories/money';

const GRACE_SECONDS = 4;
const WALLET = 'TCrashTestWa11etAddressXyz7q9m2kLp';
const base = mkdtempSync(join(tmpdir(), 'invest-crash-ext-'));
chmodSync(base, 0o700);
let pgDir: string;
let cluster: Cluster | undefined;
let app: Running | undefined;

afterAll(async () => {
  if (app && app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
  const pid = pgDir && livePostmaster(pgDir);
  if (pid) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && livePostmaster(pgDir); i++) await sleep(100);
  }
  if (pgDir && pgDir !== join(base, 'db', 'pg')) rmSync(pgDir, { recursive: true, force: true });
  rmSync(base, { recursive: true, force: true });
});

/** Polls until `check` holds; returns the ms it took, or throws after `ms`. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms: number): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    if (await check()) return Date.now() - t0;
    await sleep(50);
  }
  throw new Error(`${what}: not within ${ms} ms\n${app?.output()}`);
}

it('the app rides out its external Postgres being stopped and started again, without a restart', async () => {
  const port = await freePort();
  const pgPort = await freePort();
  pgDir = clusterDirFor(join(base, 'db'));
  cluster = await startCluster({ pgDir, port: pgPort, flags: [] });
  const url = `postgres://postgres:${cluster.password}@localhost:${pgPort}/postgres`;
  app = startServer({
    DATABASE_URL: url,
    DATA_DIR: join(base, 'data'),
    PORT: String(port),
    DB_UNREACHABLE_GRACE_SECONDS: String(GRACE_SECONDS),
    SESSION_SECRET: 'crash-test-session-secret-0123456789abcdef',
    LOG_LEVEL: 'info', // the listeners' "reconnected" lines
  });
  await waitHealthy(port, app);
  const investor = new ApiClient(`http://localhost:${port}`);
  await investor.fetchCsrf();
  expect((await investor.register({ email: 'external.investor@example.com' })).status).toBe(200);
  expect((await investor.login('external.investor@example.com')).status).toBe(200);

  // The server goes away (a clean stop ends every session: the app's connections all drop).
  const stoppedAt = Date.now();
  await cluster.stop();
  const notReady = await until('readiness 503', async () => (await statusOf(port, '/api/health')) === 503, 5000);
  expect(await statusOf(port, '/api/health/live')).toBe(200); // it can still recover: no restart wanted
  expect((await investor.get('/api/session')).status).toBe(503); // nothing reaches a 500
  await until('liveness 503 after the grace period', async () => (await statusOf(port, '/api/health/live')) === 503, (GRACE_SECONDS + 6) * 1000);
  const liveFailedAfter = Date.now() - stoppedAt;
  expect(liveFailedAfter).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000);

  // ... and comes back: the same app process answers again, everything reconnected by itself.
  cluster = await startCluster({ pgDir, port: pgPort, flags: [] });
  const ready = await until('readiness 200', async () => (await statusOf(port, '/api/health')) === 200, 15_000);
  await until('liveness 200', async () => (await statusOf(port, '/api/health/live')) === 200, 5000);
  expect(app.child.exitCode).toBeNull();

  // The pool and the session store: the session made before the outage still works, money moves.
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(`INSERT INTO deposit_wallets (wallet_name, wallet_address, network, chain, asset) VALUES ('Tether USDT', $1, 'TRC20', 'tron', 'USDT')`, [
      WALLET,
    ]);
    const start = await investor.post<{ reference_id: string }>('/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' });
    expect(start.status).toBe(200);
    const referenceId = start.body.reference_id;
    expect((await investor.post('/api/update/deposit_track', { reference_id: referenceId, amount: '600.00', wallet_address: WALLET })).status).toBe(200);
    const form = new FormData();
    form.set('reference_id', referenceId);
    form.set('tnx_id', newTxnId());
    form.set('screenshot_file', new Blob([await screenshotPng()], { type: 'image/png' }), 'proof.png');
    expect((await investor.post('/api/insert/new_deposit', form)).status).toBe(200);
    // pg-boss: the deposit's mail job, queued in its transaction, is worked (no SMTP_URL: stored).
    await until('the mail worker delivers', async () => (await db.query(`SELECT status FROM mail_outbox WHERE status = 'stored'`)).rowCount! > 0, 15_000);
  } finally {
    await db.end();
  }
  // The LISTEN connections are back (their backoff is at most 5 s).
  await until(
    'listeners reconnect',
    () => /account event listener reconnected/.test(app!.output()) && /clock listener reconnected/.test(app!.output()),
    10_000,
  );
  console.log(
    `crash: external Postgres stopped: readiness 503 after ${notReady} ms, liveness 503 after ${liveFailedAfter} ms (grace ${GRACE_SECONDS} s); started again: readiness 200 ${ready} ms after it accepted connections, the app never restarted`,
  );

  const before = app.output().length;
  app.child.kill('SIGTERM');
  expect(await app.exited).toBe(0);
  expect(problems(app.output().slice(before))).toEqual([]);
}, 240_000);
