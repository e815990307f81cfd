/**
 * Crash recovery from outside (issue 16): the real server (src/main.ts under ts-node with swc, as in
 * lifecycle.int-spec.ts) on its own embedded Postgres and DATA_DIR. An investor fires 100 withdrawals
 * with Idempotency-Key headers and an admin approves each (keyed too) while
 *  1. the app is killed (kill -9) mid-flight, then started again on the same DATA_DIR, and
 *  2. the Postgres server is killed (kill -9 of the postmaster) mid-flight, the app left running.
 * Every request is then retried with its key: every acknowledged operation persisted, every retry
 * replays or completes exactly once, and the ledger verifies. Prints kill-to-answering times.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { clusterDirFor, livePostmaster, runningEmbeddedUrl } from '../src/database/embedded-postgres';
import { DataSource } from 'typeorm';
import { verifyLedger } from '../src/modules/ledger/ledger-verifier';
import { ApiClient } from './helpers/api-client';
import { freePort, healthy, problems, Running, sleep, startServer, waitHealthy } from './crash-helpers';
import { screenshotPng, newTxnId } from './factories/money';

const started: Running[] = [];
const N = 100;
/** A request without an answer by then counts as a failure (status 0) and is retried. */
const REQUEST_TIMEOUT_MS = 20_000;
const AMOUNT = '10.00';
const DEPOSIT = '5000.00';
const WALLET = 'TCrashTestWa11etAddressXyz7q9m2kLp';
const ADMIN = { email: 'crash.admin@example.com', password: 'crash-admin-password' };
const INVESTOR = 'crash.investor@example.com';

let port = 0;
let pgPort = 0;
const base = mkdtempSync(join(tmpdir(), 'invest-crash-'));
chmodSync(base, 0o700);
const dataDir = join(base, 'data');
const dbUrl = () => runningEmbeddedUrl(dataDir, pgPort, 'app');

beforeAll(async () => {
  port = await freePort();
  pgPort = await freePort();
});

function startApp(): Running {
  const app = startServer({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    // Sessions live in Postgres; a fixed secret keeps the cookies valid across the app's restart.
    SESSION_SECRET: 'crash-test-session-secret-0123456789abcdef',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  started.push(app);
  return app;
}

async function withDb<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: dbUrl() });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

interface Op {
  i: number;
  withdrawalKey: string;
  approvalKey: string;
  /** The id of the withdrawal the server acknowledged (200), if it did. */
  withdrawalId?: string;
  approved?: boolean;
  /** Answers other than 200 seen (status 0 = no answer), with when they came. */
  failures: Array<{ step: 'withdraw' | 'approve'; status: number; at: number }>;
}

const WITHDRAW = (client: ApiClient, op: Op) =>
  client.post<{ data: { id: string } }>(
    '/api/insert/new_withdrawal',
    { coin_name: 'USDT', network: 'TRC20', wallet_address: WALLET, amount: AMOUNT },
    { headers: { 'idempotency-key': op.withdrawalKey }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
  );

const APPROVE = (admin: ApiClient, op: Op) =>
  admin.gql<{ approveWithdrawal: { id: string; status: string } }>(
    `mutation($id: ID!, $key: String) { approveWithdrawal(transactionId: $id, idempotencyKey: $key) { id status } }`,
    { id: op.withdrawalId, key: op.approvalKey },
    { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
  );

/** One withdrawal and its approval; returns at the first failure (no answer or not 200). */
async function attempt(investor: ApiClient, admin: ApiClient, op: Op): Promise<boolean> {
  try {
    if (!op.withdrawalId) {
      const res = await WITHDRAW(investor, op);
      if (res.status !== 200) return (op.failures.push({ step: 'withdraw', status: res.status, at: Date.now() }), false);
      op.withdrawalId = res.body.data.id;
    }
    if (!op.approved) {
      const res = await APPROVE(admin, op);
      if (res.status !== 200 || res.errors?.length || res.data?.approveWithdrawal.status !== 'COMPLETED') {
        const status = res.status !== 200 ? res.status : res.errors?.[0]?.extensions?.code === 'SERVICE_UNAVAILABLE' ? 503 : 500;
        return (op.failures.push({ step: 'approve', status, at: Date.now() }), false);
      }
      op.approved = true;
    }
    return true;
  } catch {
    op.failures.push({ step: op.withdrawalId ? 'approve' : 'withdraw', status: 0, at: Date.now() });
    return false;
  }
}

/** Runs ops with `workers` in parallel; calls onAck after each acknowledged withdrawal. */
async function fire(investor: ApiClient, admin: ApiClient, ops: Op[], options: { workers: number; retryUntil?: number; onAck?: (acked: number) => void }) {
  let next = 0;
  let acked = 0;
  const worker = async () => {
    while (next < ops.length) {
      const op = ops[next++];
      for (;;) {
        const before = op.withdrawalId;
        const ok = await attempt(investor, admin, op);
        if (!before && op.withdrawalId) options.onAck?.(++acked);
        if (ok || !options.retryUntil || Date.now() > options.retryUntil) break;
        await sleep(100);
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
}

async function signIn(client: ApiClient, email: string, password?: string) {
  await client.fetchCsrf();
  const res = await client.login(email, password);
  if (res.status !== 200) throw new Error(`login ${email}: ${JSON.stringify(res.body)}`);
}

async function funded(investor: ApiClient, admin: ApiClient) {
  await investor.fetchCsrf();
  const reg = await investor.register({ email: INVESTOR });
  if (reg.status !== 200) throw new Error(`register: ${JSON.stringify(reg.body)}`);
  await signIn(investor, INVESTOR);
  await withDb((db) =>
    db.query(`INSERT INTO deposit_wallets (wallet_name, wallet_address, network, chain, asset) VALUES ('Tether USDT', $1, 'TRC20', 'tron', 'USDT')`, [WALLET]),
  );
  const start = await investor.post<{ reference_id: string }>('/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' });
  const referenceId = start.body.reference_id;
  const track = await investor.post('/api/update/deposit_track', { reference_id: referenceId, amount: DEPOSIT, wallet_address: WALLET });
  expect(track.status).toBe(200);
  const form = new FormData();
  form.set('reference_id', referenceId);
  form.set('tnx_id', newTxnId());
  form.set('screenshot_file', new Blob([await screenshotPng()], { type: 'image/png' }), 'proof.png');
  expect((await investor.post('/api/insert/new_deposit', form)).status).toBe(200);
  const [deposit] = (await withDb((db) => db.query(`SELECT id FROM transactions WHERE reference_id = $1`, [referenceId]))).rows;
  const approved = await admin.gql<{ approveDeposit: { status: string } }>(`mutation($id: ID!) { approveDeposit(transactionId: $id) { status } }`, {
    id: deposit.id,
  });
  expect(approved.data?.approveDeposit.status).toBe('COMPLETED');
}

/** What the database holds for the investor's withdrawals, and the ledger's verdict. */
async function persisted() {
  return withDb(async (db) => {
    const withdrawals = (
      await db.query<{ id: string; status: string; payouts: string }>(
        `SELECT t.id, t.status, (SELECT count(*) FROM ledger_entries e WHERE e.transaction_id = t.id AND e.kind = 'withdrawal_payout')::text AS payouts
           FROM transactions t JOIN users u ON u.id = t.user_id WHERE u.email = $1 AND t.kind = 'withdrawal'`,
        [INVESTOR],
      )
    ).rows;
    const [balance] = (
      await db.query<{ main: string; profit: string }>(
        `SELECT (SELECT balance::text FROM ledger_accounts WHERE user_id = u.id AND kind = 'main') AS main,
                (SELECT balance::text FROM ledger_accounts WHERE user_id = u.id AND kind = 'profit') AS profit
           FROM users u WHERE u.email = $1`,
        [INVESTOR],
      )
    ).rows;
    const ds = await new DataSource({ type: 'postgres', url: dbUrl(), extra: { max: 1 } }).initialize();
    try {
      const report = await verifyLedger(ds);
      return { withdrawals, balance, ledger: { ok: report.ok, problems: report.problems } };
    } finally {
      await ds.destroy();
    }
  });
}

/** Every acknowledged operation persisted, every operation applied exactly once, the ledger ok. */
async function expectExactlyOnce(all: Op[], acknowledged: Map<string, string>) {
  for (const op of all) {
    expect(op.withdrawalId).toBeDefined();
    expect(op.approved).toBe(true);
  }
  // An acknowledged withdrawal replays with the id it was first answered with.
  for (const op of all) if (acknowledged.has(op.withdrawalKey)) expect(op.withdrawalId).toBe(acknowledged.get(op.withdrawalKey));
  const { withdrawals, balance, ledger } = await persisted();
  expect(withdrawals).toHaveLength(all.length);
  expect(new Set(withdrawals.map((w) => w.id))).toEqual(new Set(all.map((op) => op.withdrawalId)));
  expect(withdrawals.filter((w) => w.status !== 'completed' || w.payouts !== '1')).toEqual([]);
  const spent = (Number(AMOUNT) * all.length).toFixed(2);
  expect(balance).toEqual({ main: (Number(DEPOSIT) - Number(spent)).toFixed(2), profit: '0.00' });
  expect(ledger).toEqual({ ok: true, problems: [] });
}

afterAll(async () => {
  for (const { child } of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  const pgDir = existsSync(dataDir) ? clusterDirFor(dataDir) : undefined;
  const pid = pgDir && livePostmaster(pgDir);
  if (pid) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && livePostmaster(pgDir!); i++) await sleep(100);
  }
  if (pgDir && pgDir !== join(dataDir, 'pg')) rmSync(pgDir, { recursive: true, force: true });
  rmSync(base, { recursive: true, force: true });
});

describe('crash recovery: keyed withdrawals and approvals survive kill -9 of the app and of Postgres', () => {
  let investor: ApiClient;
  let admin: ApiClient;
  const acknowledged = new Map<string, string>();
  const ops = (round: string): Op[] =>
    Array.from({ length: N }, (_, i) => ({ i, withdrawalKey: `crash-${round}-withdraw-${i}`, approvalKey: `crash-${round}-approve-${i}`, failures: [] }));
  const remember = (list: Op[]) => list.forEach((op) => op.withdrawalId && acknowledged.set(op.withdrawalKey, op.withdrawalId));
  let app: Running;
  const roundA = ops('app');
  const roundB = ops('pg');

  it('kill -9 of the app mid-flight: started again on the same DATA_DIR, every retry with its key applies once', async () => {
    investor = new ApiClient(`http://localhost:${port}`);
    admin = new ApiClient(`http://localhost:${port}`);
    app = startApp();
    const boot = await waitHealthy(port, app);
    await signIn(admin, ADMIN.email, ADMIN.password);
    await funded(investor, admin);

    let killedAt = 0;
    const killed = app.exited;
    await fire(investor, admin, roundA, {
      workers: 8,
      onAck: (acked) => {
        if (acked === 30 && !killedAt) {
          killedAt = Date.now();
          app.child.kill('SIGKILL');
        }
      },
    });
    await killed;
    remember(roundA);
    const ackedBefore = acknowledged.size;
    const approvedBefore = roundA.filter((op) => op.approved).length;
    expect(ackedBefore).toBeGreaterThanOrEqual(30);
    expect(ackedBefore).toBeLessThan(N);
    expect(livePostmaster(clusterDirFor(dataDir))).toBeDefined(); // the orphan the next start stops

    app = startApp();
    await waitHealthy(port, app);
    const answering = Date.now() - killedAt;
    // Every request again with its key: the acknowledged ones replay, the others complete now.
    for (const op of roundA) Object.assign(op, { withdrawalId: undefined, approved: false });
    await fire(investor, admin, roundA, { workers: 8 });
    await expectExactlyOnce(roundA, acknowledged);
    console.log(
      `crash: app kill -9 after ${ackedBefore} acknowledged withdrawals (${approvedBefore} approved): answering again ${answering} ms after the kill (a fresh start of this app took ${boot} ms); ${N} withdrawals + ${N} approvals each applied once after the retries`,
    );
  }, 300_000);

  it('kill -9 of the Postgres server mid-flight: the app restarts it, answers again, and every retry with its key applies once', async () => {
    expect(app?.child.exitCode).toBeNull(); // the first case left the app running
    const pid = app.child.pid;
    const pgDir = clusterDirFor(dataDir);
    let killedAt = 0;
    let answering: Promise<number> | undefined;
    const retryUntil = Date.now() + 90_000;
    await fire(investor, admin, roundB, {
      workers: 8,
      retryUntil,
      onAck: (acked) => {
        if (acked === 30 && !killedAt) {
          const postmaster = livePostmaster(pgDir)!;
          killedAt = Date.now();
          process.kill(postmaster, 'SIGKILL');
          answering = (async () => {
            await sleep(50);
            while (!(await healthy(port))) {
              if (Date.now() - killedAt > 60_000) throw new Error(`not answering 60 s after Postgres was killed:\n${app.output().slice(-5000)}`);
              await sleep(50);
            }
            return Date.now() - killedAt;
          })();
          answering.catch(() => undefined); // awaited below
        }
      },
    });
    expect(killedAt).toBeGreaterThan(0);
    const recovered = await answering!;
    expect(app.child.pid).toBe(pid);
    expect(app.child.exitCode).toBeNull();
    // The answers seen: 200s, and while Postgres was away 503s (nothing done; never a 500) that the
    // retries then completed. No operation that committed was answered with a failure: a failure
    // answered after the operation's commit (created_at / decided_at) would be one.
    const failures = roundB.flatMap((op) => op.failures);
    expect(failures.filter((f) => f.status !== 503)).toEqual([]);
    const times = await withDb(
      async (db) =>
        (
          await db.query<{ id: string; created: Date; decided: Date }>(
            `SELECT id, created_at AS created, decided_at AS decided FROM transactions WHERE id = ANY($1)`,
            [roundB.map((op) => op.withdrawalId)],
          )
        ).rows,
    );
    const committedAt = new Map(times.map((t) => [t.id, t]));
    const answeredFailureAfterCommit = roundB.flatMap((op) =>
      op.failures
        .filter((f) => f.at > (f.step === 'withdraw' ? committedAt.get(op.withdrawalId!)!.created : committedAt.get(op.withdrawalId!)!.decided).getTime())
        .map((f) => ({ i: op.i, ...f })),
    );
    expect(answeredFailureAfterCommit).toEqual([]);
    remember(roundB);
    // Retried once more with every key, each replays its first answer.
    const replay = roundB.map((op) => ({ ...op, withdrawalId: undefined, approved: false, failures: [] }));
    await fire(investor, admin, replay, { workers: 8 });
    for (const op of replay) expect(op.withdrawalId).toBe(roundB.find((o) => o.i === op.i)!.withdrawalId);
    await expectExactlyOnce([...roundA, ...replay], acknowledged);
    expect(app.output()).toMatch(/The embedded Postgres is running again, restarted in \d+ ms/);
    const live = await fetch(`http://localhost:${port}/api/health/live`);
    expect(live.status).toBe(200);
    console.log(
      `crash: Postgres kill -9: /api/health 200 again ${recovered} ms after the kill, same app process; ${failures.length} answers during the outage were 503 (${new Set(roundB.filter((op) => op.failures.length).map((op) => op.i)).size} operations), none 500, none after a commit; all retried with their keys; ${N} withdrawals + ${N} approvals each applied once`,
    );

    // A clean stop after all that still logs nothing as WARN or ERROR.
    const before = app.output().length;
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    expect(problems(app.output().slice(before))).toEqual([]);
    expect(livePostmaster(pgDir)).toBeUndefined();
    expect(readFileSync(join(pgDir, 'postgres.log'), 'utf8')).toMatch(/database system is shut down/);
  }, 300_000);
});
