#!/usr/bin/env node
// Money movements through the API: N users, each signed in on its own connection, request
// withdrawals of 1.00 from their own balances as fast as the server answers, for D seconds.
// In the same run, the ceiling: the same number of clients doing single-row UPDATE transactions
// directly on the same Postgres (what one movement's hottest statement costs with no app around it).
// Usage: npm run build && node bench/money-load.mjs [--users 20] [--duration 10]
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, startServer } from './server.mjs';

const users = arg('users', 20);
const duration = arg('duration', 10);
const { base, databaseUrl, stop } = await startServer({ DEMO_SEED: 'false', REGISTER_LIMIT_PER_HOUR: '100000' });

/** Registers and signs in one user; returns its cookie and CSRF token. */
async function signUp(i) {
  const first = await fetch(`${base}/api/middleware/csrf-token`);
  const cookie = first.headers.getSetCookie()[0].split(';')[0];
  const { token } = await first.json();
  const headers = { 'content-type': 'application/json', cookie, 'x-csrf-token': token };
  const email = `bench${i}@example.com`;
  const body = JSON.stringify({ fullName: `Bench ${i}`, username: `bench_${i}`, email, password: 'bench passphrase 123', referralId: '' });
  const reg = await fetch(`${base}/api/account/register`, { method: 'POST', headers, body });
  if (!reg.ok) throw new Error(`register: ${await reg.text()}`);
  const login = await fetch(`${base}/api/account/login`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'bench passphrase 123' }) });
  if (!login.ok) throw new Error(`login: ${await login.text()}`);
  return { email, cookie: login.headers.getSetCookie()[0].split(';')[0], token };
}

/** Gives every user a large profit balance through balanced ledger entries (as accrual would). */
async function fund(db) {
  await db.query('BEGIN');
  // Balances change only with this flag (what ledger_post sets); the seed writes its entries by hand.
  await db.query(`SELECT set_config('ledger.posting', 'on', true)`);
  const { rows } = await db.query(`SELECT a.id FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE a.kind = 'profit'`);
  const [{ id: expense }] = (await db.query(`SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = 'profit_expense'`)).rows;
  for (const { id } of rows) {
    const [{ id: entry }] = (await db.query(`INSERT INTO ledger_entries (kind) VALUES ('bench_credit') RETURNING id`)).rows;
    await db.query(`INSERT INTO ledger_postings (entry_id, account_id, amount) VALUES ($1, $2, 1000000), ($1, $3, -1000000)`, [entry, id, expense]);
    await db.query(`UPDATE ledger_accounts SET balance = balance + CASE WHEN id = $1 THEN 1000000 ELSE -1000000 END WHERE id IN ($1, $2)`, [id, expense]);
  }
  await db.query('COMMIT');
}

function runApi(identities) {
  let next = 0;
  return new Promise((resolvePromise, reject) => {
    autocannon(
      {
        url: `${base}/api/insert/new_withdrawal`,
        method: 'POST',
        connections: identities.length,
        duration,
        body: JSON.stringify({ coin_name: 'USDT', network: 'TRC20', wallet_address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', amount: '1.00' }),
        setupClient: (client) => {
          const who = identities[next++ % identities.length];
          client.setHeaders({ 'content-type': 'application/json', cookie: who.cookie, 'x-csrf-token': who.token });
        },
      },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx) return reject(new Error(`${result.non2xx} non-2xx answers`));
        resolvePromise({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total });
      },
    );
  });
}

/** The ceiling: `clients` connections each running single-row UPDATE transactions for `duration` s. */
async function runCeiling(clients) {
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  await setup.query(`CREATE TABLE IF NOT EXISTS bench_counter (id int PRIMARY KEY, n bigint NOT NULL)`);
  await setup.query(`INSERT INTO bench_counter SELECT g, 0 FROM generate_series(1, $1) g ON CONFLICT DO NOTHING`, [clients]);
  await setup.end();
  const end = Date.now() + duration * 1000;
  const latencies = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      while (Date.now() < end) {
        const t0 = performance.now();
        await c.query(`UPDATE bench_counter SET n = n + 1 WHERE id = $1`, [i + 1]);
        latencies.push(performance.now() - t0);
      }
      await c.end();
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / duration,
    p50: latencies[Math.floor(latencies.length * 0.5)],
    p99: latencies[Math.floor(latencies.length * 0.99)],
    total: latencies.length,
  };
}

try {
  const identities = [];
  for (let i = 0; i < users; i++) identities.push(await signUp(i));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await fund(db);
  const api = await runApi(identities);
  const ceiling = await runCeiling(users);
  const check = await db.query(
    `SELECT count(*)::int AS n, (SELECT COALESCE(sum(amount), 0) FROM ledger_postings)::text AS total FROM transactions WHERE kind = 'withdrawal'`,
  );
  await db.end();
  console.log(`\n${users} users on ${users} connections, ${duration} s each, NODE_ENV=production, ${new Date().toISOString()}`);
  console.log('what'.padEnd(44), 'per s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
  console.log('withdrawal requests through the API'.padEnd(44), api.rps.toFixed(0).padStart(8), String(api.p50).padStart(8), String(api.p99).padStart(8));
  console.log(
    'ceiling: single-row UPDATE on same Postgres'.padEnd(44),
    ceiling.rps.toFixed(0).padStart(8),
    ceiling.p50.toFixed(1).padStart(8),
    ceiling.p99.toFixed(1).padStart(8),
  );
  console.log(
    `ratio: ${((api.rps / ceiling.rps) * 100).toFixed(1)}% of the ceiling; ${check.rows[0].n} withdrawals recorded, postings sum to ${check.rows[0].total}`,
  );
} finally {
  await stop();
}
