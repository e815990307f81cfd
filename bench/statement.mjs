#!/usr/bin/env node
// The statement of one investor with N movements (default 10,000): deposits written through the
// ledger's own SQL function (ledger_post, one entry per deposit as the app writes them, in
// batches so they carry different times), then GET /api/statement.csv and .pdf timed over HTTP
// against the production build. Usage: npm run build -w server && node bench/statement.mjs [--movements 10000]
import pg from 'pg';
import { arg, startServer } from './server.mjs';

const movements = arg('movements', 10_000);
const BATCH = 200;
const { base, databaseUrl: url, stop } = await startServer({ DEMO_SEED: 'false', ACCRUAL_CRON: 'off' });
const seconds = (t0) => (performance.now() - t0) / 1000;

async function signUp() {
  const first = await fetch(`${base}/api/middleware/csrf-token`);
  const cookie = first.headers.getSetCookie()[0].split(';')[0];
  const { token } = await first.json();
  const headers = { 'content-type': 'application/json', cookie, 'x-csrf-token': token };
  const email = 'statement.bench@example.com';
  const body = JSON.stringify({ fullName: 'Statement Bench', username: 'statement_bench', email, password: 'bench passphrase 123', referralId: '' });
  const reg = await fetch(`${base}/api/account/register`, { method: 'POST', headers, body });
  if (!reg.ok) throw new Error(`register: ${await reg.text()}`);
  const login = await fetch(`${base}/api/account/login`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'bench passphrase 123' }) });
  if (!login.ok) throw new Error(`login: ${await login.text()}`);
  return { email, cookie: login.headers.getSetCookie()[0].split(';')[0] };
}

/** Downloads `path`, timing the first byte and the whole body. */
async function timed(path, cookie) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  let firstByte;
  let bytes = 0;
  const chunks = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= seconds(t0);
    bytes += value.length;
    chunks.push(value);
  }
  return { secs: seconds(t0), firstByte, bytes, body: Buffer.concat(chunks) };
}

try {
  const who = await signUp();
  const db = new pg.Client({ connectionString: url });
  db.on('error', () => undefined);
  await db.connect();
  const {
    rows: [user],
  } = await db.query(`SELECT id FROM users WHERE email = $1`, [who.email]);

  let t0 = performance.now();
  for (let done = 0; done < movements; done += BATCH) {
    const n = Math.min(BATCH, movements - done);
    // One transaction per batch: each batch's postings share its now(), as a busy second would.
    await db.query(
      `DO $$ DECLARE tx uuid; amount numeric; BEGIN
         FOR i IN ${done + 1} .. ${done + n} LOOP
           amount := 100 + (i % 900) + (i % 100) / 100.0;
           INSERT INTO transactions (user_id, kind, title, amount, status, reference_id, txn_id)
           VALUES ('${user.id}', 'deposit', 'Deposit', amount, 'completed', 'BENCH' || lpad(i::text, 8, '0'), md5(i::text))
           RETURNING id INTO tx;
           PERFORM ledger_post('deposit', tx, NULL, ARRAY[NULL, '${user.id}']::uuid[], ARRAY['deposits_received', 'main'], ARRAY[-amount, amount]);
         END LOOP;
       END $$`,
    );
  }
  await db.query('ANALYZE');
  const insertSecs = seconds(t0);
  const {
    rows: [ledger],
  } = await db.query(`SELECT balance::text FROM ledger_accounts WHERE user_id = $1 AND kind = 'main'`, [user.id]);
  await db.end();

  const today = new Date().toISOString().slice(0, 10);
  const query = `?from=${today}&to=${today}`;
  await timed(`/api/statement.csv${query}`, who.cookie); // warm-up (first query plans, JIT of the code paths)
  const csv = await timed(`/api/statement.csv${query}`, who.cookie);
  const pdf = await timed(`/api/statement.pdf${query}`, who.cookie);
  const lines = csv.body.toString('utf8').trim().split(/\r?\n/);
  const closing = lines
    .find((l) => l.startsWith('main,') && l.includes('closing_balance'))
    .split(',')
    .pop();
  const pages = (pdf.body.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

  console.log(
    `\nstatement of ${movements.toLocaleString('en-US')} movements (inserted through ledger_post in ${insertSecs.toFixed(1)} s), ${new Date().toISOString()}`,
  );
  console.log(`CSV: ${csv.secs.toFixed(2)} s (first byte ${csv.firstByte.toFixed(2)} s), ${(csv.bytes / 1024).toFixed(0)} KiB, ${lines.length} lines`);
  console.log(
    `PDF: ${pdf.secs.toFixed(2)} s (first byte ${pdf.firstByte.toFixed(2)} s), ${(pdf.bytes / 1024).toFixed(0)} KiB, ${pages} pages, starts ${JSON.stringify(pdf.body.subarray(0, 5).toString())}`,
  );
  console.log(`main closing ${closing} = ledger ${ledger.balance}: ${closing === ledger.balance ? 'yes' : 'NO'}`);
  if (closing !== ledger.balance) process.exitCode = 1;
} catch (error) {
  console.error(`bench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stop();
}
