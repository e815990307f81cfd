#!/usr/bin/env node
// Money movements through the API: N users, each signed in on its own connection, request
// withdrawals of 1.00 from their own balances as fast as the server answers, for D seconds.
// In the same run, the ceiling: the same number of clients doing single-row UPDATE transactions
// directly on the same Postgres (what one movement's hottest statement costs with no app around it).
// With --baseline <git-ref> the same run also builds that ref (bench/server.mjs: buildsToCompare)
// and measures old and new alternately, --rounds times each (2 by default), then both figures.
// Usage: npm run build && node bench/money-load.mjs [--users 20] [--duration 10] [--baseline main~3] [--new HEAD] [--rounds 2]
import autocannon from 'autocannon';
import pg from 'pg';
import { arg, buildsToCompare, startServer } from './server.mjs';

const users = arg('users', 20);
const duration = arg('duration', 10);
/** The server of the build being measured (set by measureBuild). */
let base;
let databaseUrl;

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

/** One build's figures: its own server and database, signed-in users, the API load, then the ceiling. */
async function measureBuild(at) {
  const server = await startServer({ DEMO_SEED: 'false', REGISTER_LIMIT_PER_HOUR: '100000' }, at);
  ({ base, databaseUrl } = server);
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
    return { api, ceiling, check: check.rows[0] };
  } finally {
    await server.stop();
  }
}

const { builds, cleanup } = buildsToCompare();
const rounds = arg('rounds', builds.length > 1 ? 2 : 1);
try {
  const results = [];
  for (let round = 1; round <= rounds; round++) {
    for (const build of builds) {
      const { api, ceiling, check } = await measureBuild(build.root);
      results.push({ build: build.name, round, api, ceiling, check });
    }
  }
  console.log(`\n${users} users on ${users} connections, ${duration} s each, NODE_ENV=production, ${new Date().toISOString()}`);
  console.log(
    'build'.padEnd(16),
    'round'.padStart(5),
    'withdrawals/s'.padStart(14),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'ceiling/s'.padStart(10),
    'of ceiling'.padStart(11),
  );
  for (const r of results) {
    console.log(
      r.build.padEnd(16),
      String(r.round).padStart(5),
      r.api.rps.toFixed(0).padStart(14),
      String(r.api.p50).padStart(8),
      String(r.api.p99).padStart(8),
      r.ceiling.rps.toFixed(0).padStart(10),
      `${((r.api.rps / r.ceiling.rps) * 100).toFixed(1)}%`.padStart(11),
    );
    if (!/^-?0(\.0+)?$/.test(r.check.total)) throw new Error(`${r.build}: the postings sum to ${r.check.total}, not 0`);
  }
  const mean = (name) => {
    const mine = results.filter((r) => r.build === name);
    return mine.reduce((sum, r) => sum + r.api.rps, 0) / mine.length;
  };
  for (const build of builds) console.log(`${build.name}: ${mean(build.name).toFixed(0)} withdrawal requests per second (mean of ${rounds})`);
  if (builds.length > 1) console.log(`new / old: ${((mean(builds[1].name) / mean(builds[0].name)) * 100).toFixed(1)}%`);
} finally {
  cleanup();
}
