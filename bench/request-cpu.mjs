#!/usr/bin/env node
// CPU cost per request of the money path and the signed-in read, in CPU time of the server's
// process tree (node, and the embedded Postgres' processes) from /proc: unlike requests per
// second, it barely moves when other work shares the machine. Same load as money-load.mjs (N
// users, each signed in on its own connection), then check-auth; last, Postgres' CPU per
// single-row UPDATE transaction (money-load's ceiling). Then the rest of docs/operations.md's
// capacity model: a sign-in (password check and a new session), an admin's deposit approval
// (GraphQL approveDeposit of a pending deposit), and one accrual run (the admin's runAccrual) over
// --investments active investments, each as app and Postgres CPU. Linux only.
// With --baseline <git-ref> the same run also builds that ref (bench/server.mjs: buildsToCompare)
// and measures old and new alternately, --rounds times each (2 by default), then both figures.
// Usage: npm run build && node bench/request-cpu.mjs [--users 20] [--duration 10] [--baseline main~3] [--new HEAD] [--rounds 2]
//        [--signins 200] [--approvals 200] [--investments 100000]
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { arg, buildsToCompare, startServer } from './server.mjs';

const users = arg('users', 20);
const duration = arg('duration', 10);
const signIns = arg('signins', 200);
const approvals = arg('approvals', 200);
const investments = arg('investments', 100_000);
const ADMIN = { email: 'bench-admin@example.com', password: 'bench admin passphrase 123' };
const PASSWORD = 'bench passphrase 123';
/** The server of the build being measured (set by measureBuild). */
let base;
let databaseUrl;
let pid;
let pgPort;

/** CPU ticks (user + system, 1/100 s) of every process of the server's tree: the app and its Postgres (a daemon: its postmaster's tree). */
function cpuTicks() {
  const procs = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      });
    } catch {
      // gone meanwhile
    }
  }
  let postmaster = 0;
  for (const [p, proc] of procs) {
    if (proc.comm !== 'postgres' || proc.ppid !== 1) continue;
    try {
      if (readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').join(' ').includes(` -p ${pgPort} `)) postmaster = p;
    } catch {
      // gone meanwhile
    }
  }
  const inTree = (p) => {
    for (let q = p; q > 1; q = procs.get(q)?.ppid ?? 0) if (q === pid || q === postmaster) return true;
    return false;
  };
  return new Map([...procs].filter(([p]) => inTree(p)).map(([p, proc]) => [p, proc.ticks]));
}

/** CPU ms spent between two readings by the app and by Postgres (processes that ended meanwhile are not counted). */
function spent(before, after) {
  let node = 0;
  let postgres = 0;
  for (const [p, ticks] of after) {
    const ms = (ticks - (before.get(p) ?? 0)) * 10;
    if (p === pid) node += ms;
    else postgres += ms;
  }
  return { node, postgres };
}

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
  return { cookie: login.headers.getSetCookie()[0].split(';')[0], token };
}

/** As money-load.mjs: a large profit balance for every user through balanced ledger entries. */
async function fund(db) {
  await db.query('BEGIN');
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

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** Loads one endpoint for `duration` s; its CPU per request, background work it caused (mail worker) included. */
async function measure(title, identities, opts) {
  await pause(1500);
  const before = cpuTicks();
  let next = 0;
  const result = await new Promise((resolvePromise, reject) =>
    autocannon(
      {
        ...opts,
        connections: identities.length,
        duration,
        setupClient: (client) => {
          const who = identities[next++ % identities.length];
          client.setHeaders({ 'content-type': 'application/json', cookie: who.cookie, 'x-csrf-token': who.token });
        },
      },
      (err, r) => (err ? reject(err) : resolvePromise(r)),
    ),
  );
  await pause(1500);
  if (result.non2xx) throw new Error(`${title}: ${result.non2xx} non-2xx answers`);
  const { node, postgres } = spent(before, cpuTicks());
  const n = result.requests.total;
  return { title, perSecond: n / duration, node: node / n, postgres: postgres / n };
}

/**
 * `count` calls of `call(i, worker)` (fetch, so the client's own CPU is not counted), `concurrency` at a
 * time; CPU per call as measure() counts it, background work it caused included.
 */
async function measureCalls(title, count, concurrency, call) {
  await pause(1500);
  const before = cpuTicks();
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = next++; i < count; i = next++) await call(i, worker);
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  await pause(1500);
  const { node, postgres } = spent(before, cpuTicks());
  return { title, perSecond: count / secs, node: node / count, postgres: postgres / count };
}

/** A signed-in browser of `email` (its cookie and CSRF token). */
async function signIn(email, password) {
  const first = await fetch(`${base}/api/middleware/csrf-token`);
  const cookie = first.headers.getSetCookie()[0].split(';')[0];
  const { token } = await first.json();
  const login = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': token },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login: ${await login.text()}`);
  return { cookie: login.headers.getSetCookie()[0].split(';')[0], token };
}

async function gql(who, query, variables) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: who.cookie, 'x-csrf-token': who.token },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 40)}: ${body.errors[0].message}`);
  return body.data;
}

/** As bench/accrual.mjs: `count` active investments started 25 hours ago, over the signed-up users, the ledger kept true. */
async function seedInvestments(db, count) {
  const started = new Date(Date.now() - 25 * 60 * 60 * 1000);
  await db.query(
    `CREATE TEMP TABLE seed AS
    SELECT gen_random_uuid() AS id, gen_random_uuid() AS tx, u.id AS user_id, 1000 + (g % 4000) AS amount
      FROM generate_series(1, $1) g
      JOIN (SELECT id, row_number() OVER () - 1 AS n FROM users WHERE NOT is_admin) u ON u.n = g % $2`,
    [count, users],
  );
  await db.query(
    `INSERT INTO transactions (id, user_id, kind, title, amount, status, created_at) SELECT tx, user_id, 'investment', 'Investment - BASIC', amount, 'active', $1 FROM seed`,
    [started],
  );
  await db.query(
    `INSERT INTO investments (id, user_id, plan_id, transaction_id, title, amount, daily_interest, term_days, daily_profit, total_profit, started_at, ends_at)
    SELECT s.id, s.user_id, p.id, s.tx, p.title, s.amount, p.daily_interest, p.term_days,
           round(s.amount * p.daily_interest / 100, 2), round(s.amount * p.daily_interest / 100 * p.term_days, 2), $1::timestamptz, $1::timestamptz + make_interval(days => p.term_days)
      FROM seed s CROSS JOIN (SELECT * FROM plans WHERE uniq_id = 'BASIC') p`,
    [started],
  );
  await db.query(`DO $$ DECLARE e bigint; BEGIN
    PERFORM set_config('ledger.posting', 'on', true);
    INSERT INTO ledger_entries (kind) VALUES ('bench_seed') RETURNING id INTO e;
    CREATE TEMP TABLE seed_postings AS
      SELECT a.id AS account_id, sum(s.amount) AS amount FROM seed s JOIN ledger_accounts a ON a.user_id = s.user_id AND a.kind = 'invested' GROUP BY a.id;
    INSERT INTO seed_postings SELECT id, -(SELECT sum(amount) FROM seed_postings) FROM ledger_accounts WHERE user_id IS NULL AND kind = 'deposits_received';
    UPDATE ledger_accounts a SET balance = balance + p.amount FROM seed_postings p WHERE a.id = p.account_id;
    INSERT INTO ledger_postings (entry_id, account_id, amount) SELECT e, account_id, amount FROM seed_postings;
  END $$`);
  await db.query('ANALYZE');
}

/** One build's figures: its own server and database, signed-in users, each endpoint's CPU per request, then the ceiling. */
async function measureBuild(at) {
  const server = await startServer(
    {
      DEMO_SEED: 'false',
      REGISTER_LIMIT_PER_HOUR: '100000',
      LOGIN_IP_LIMIT: '1000000',
      ACCRUAL_CRON: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    at,
  );
  ({ base, databaseUrl, pid } = server);
  pgPort = new URL(databaseUrl).port;
  try {
    const identities = [];
    for (let i = 0; i < users; i++) identities.push(await signUp(i));
    const db = new pg.Client({ connectionString: databaseUrl });
    db.on('error', () => undefined); // the server stopping after a failure must not hide that failure
    await db.connect();
    await fund(db);
    const withdrawal = await measure('withdrawal request', identities, {
      url: `${base}/api/insert/new_withdrawal`,
      method: 'POST',
      body: JSON.stringify({ coin_name: 'USDT', network: 'TRC20', wallet_address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', amount: '1.00' }),
    });
    const checkAuth = await measure('GET /api/check-auth', identities, { url: `${base}/api/check-auth` });
    // Sign-in: each user's browser signs in again and again (password check, session rotated).
    const browsers = identities.map((who) => ({ ...who }));
    const signInCost = await measureCalls('sign-in', signIns, users, async (_, worker) => {
      const who = browsers[worker];
      const res = await fetch(`${base}/api/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: who.cookie, 'x-csrf-token': who.token },
        body: JSON.stringify({ email: `bench${worker}@example.com`, password: PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
      who.cookie = res.headers.getSetCookie()[0].split(';')[0];
    });
    // Deposit approval: pending deposits (made in SQL, as the deposit flow leaves them), approved by one admin, 4 at a time.
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const { rows: pending } = await db.query(
      `INSERT INTO transactions (user_id, kind, title, amount, status, wallet_name, wallet_address, txn_id)
       SELECT u.id, 'deposit', 'Deposit - USDT', 100 + g % 900, 'pending', 'Tether USDT', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', '0x' || md5(g::text) || md5((g + 1)::text)
         FROM generate_series(1, $1) g JOIN (SELECT id, row_number() OVER () - 1 AS n FROM users WHERE NOT is_admin) u ON u.n = g % $2
       RETURNING id`,
      [approvals, users],
    );
    const approval = await measureCalls('deposit approval', pending.length, 4, (i) =>
      gql(admin, `mutation($id: ID!) { approveDeposit(transactionId: $id) { id } }`, { id: pending[i].id }),
    );
    // One accrual run over `investments` active investments (the admin's runAccrual: the app's transaction, Postgres' accrue()).
    await seedInvestments(db, investments);
    let credits = 0;
    const accrual = await measureCalls(`accrual run (${investments})`, 1, 1, async () => {
      credits = (await gql(admin, `mutation { runAccrual }`)).runAccrual;
    });
    if (credits !== investments) throw new Error(`accrual: ${credits} credits, expected ${investments}`);
    // The ceiling's statement, Postgres' side only (its clients run in this process).
    await db.query(`CREATE TABLE IF NOT EXISTS bench_counter (id int PRIMARY KEY, n bigint NOT NULL)`);
    await db.query(`INSERT INTO bench_counter SELECT g, 0 FROM generate_series(1, $1) g ON CONFLICT DO NOTHING`, [users]);
    const clients = await Promise.all(
      identities.map(async () => {
        const c = new pg.Client({ connectionString: databaseUrl });
        await c.connect();
        return c;
      }),
    );
    const before = cpuTicks();
    const end = Date.now() + duration * 1000;
    let updates = 0;
    await Promise.all(
      clients.map(async (c, i) => {
        while (Date.now() < end) {
          await c.query(`UPDATE bench_counter SET n = n + 1 WHERE id = $1`, [i + 1]);
          updates++;
        }
      }),
    );
    const ceiling = spent(before, cpuTicks()).postgres / updates;
    await Promise.all(clients.map((c) => c.end()));
    await db.end();
    return { withdrawal, checkAuth, signIn: signInCost, approval, accrual, ceiling, updates };
  } finally {
    await server.stop();
  }
}

const { builds, cleanup } = buildsToCompare();
const rounds = arg('rounds', builds.length > 1 ? 2 : 1);
try {
  const results = [];
  for (let round = 1; round <= rounds; round++) {
    for (const build of builds) results.push({ build: build.name, round, ...(await measureBuild(build.root)) });
  }
  console.log(`\n${users} users on ${users} connections, ${duration} s each, NODE_ENV=production, ${new Date().toISOString()}`);
  console.log(
    'build'.padEnd(16),
    'round'.padStart(5),
    'what'.padEnd(26),
    'per s'.padStart(8),
    'node ms'.padStart(9),
    'pg ms'.padStart(8),
    'CPU ms'.padStart(8),
  );
  for (const r of results) {
    for (const m of [r.withdrawal, r.checkAuth, r.signIn, r.approval, r.accrual]) {
      console.log(
        r.build.padEnd(16),
        String(r.round).padStart(5),
        m.title.padEnd(26),
        m.perSecond.toFixed(m.perSecond < 10 ? 2 : 0).padStart(8),
        m.node.toFixed(2).padStart(9),
        m.postgres.toFixed(2).padStart(8),
        (m.node + m.postgres).toFixed(2).padStart(8),
      );
    }
    console.log(
      r.build.padEnd(16),
      String(r.round).padStart(5),
      'ceiling: UPDATE (pg side)'.padEnd(26),
      (r.updates / duration).toFixed(0).padStart(8),
      ''.padStart(9),
      r.ceiling.toFixed(3).padStart(8),
    );
  }
  const mean = (name, pick) => {
    const mine = results.filter((r) => r.build === name);
    return mine.reduce((sum, r) => sum + pick(r), 0) / mine.length;
  };
  const cpu = (m) => m.node + m.postgres;
  for (const build of builds) {
    console.log(
      `${build.name}: withdrawal request ${mean(build.name, (r) => cpu(r.withdrawal)).toFixed(2)} CPU ms, check-auth ${mean(build.name, (r) => cpu(r.checkAuth)).toFixed(2)} CPU ms, sign-in ${mean(build.name, (r) => cpu(r.signIn)).toFixed(2)} CPU ms, deposit approval ${mean(build.name, (r) => cpu(r.approval)).toFixed(2)} CPU ms, accrual of ${investments} ${(mean(build.name, (r) => cpu(r.accrual)) / 1000).toFixed(2)} CPU s (mean of ${rounds})`,
    );
  }
  if (builds.length > 1) {
    const [old, now] = builds.map((b) => b.name);
    const ratio = (pick) => `${((mean(now, pick) / mean(old, pick)) * 100).toFixed(1)}%`;
    console.log(`new / old CPU per request: withdrawal ${ratio((r) => cpu(r.withdrawal))}, check-auth ${ratio((r) => cpu(r.checkAuth))}`);
  }
} finally {
  cleanup();
}
