#!/usr/bin/env node
// Proof of liabilities (issue 30) over N users made directly in the database, each with a balance
// in one of the four user accounts: the snapshot's time (the admin's createLiabilitiesSnapshot over
// HTTP, and the build time the server records), the stored tree's size, the tree.json download,
// one user's proof (size) and its verification time with scripts/verify-liabilities.mjs's own
// functions, without and with the whole tree. Uses the production build on its own embedded
// Postgres. Usage: npm run build -w server && node bench/liabilities.mjs [--users 100000]
import pg from 'pg';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { arg, root, startServer } from './server.mjs';

const users = arg('users', 100_000);
const { base, databaseUrl: url, stop } = await startServer({ DEMO_SEED: 'true', ACCRUAL_CRON: 'off', LIABILITIES_CRON: 'off' });
const seconds = (t0) => (performance.now() - t0) / 1000;
const mb = (bytes) => `${(Number(bytes) / 1024 / 1024).toFixed(1)} MB`;

async function signIn(email, password) {
  const first = await fetch(`${base}/api/middleware/csrf-token`);
  const cookie = first.headers.getSetCookie()[0].split(';')[0];
  const { token } = await first.json();
  const login = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': token },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const session = login.headers.getSetCookie()[0].split(';')[0];
  const csrf = await (await fetch(`${base}/api/middleware/csrf-token`, { headers: { cookie: session } })).json();
  return { cookie: session, token: csrf.token };
}

try {
  const db = new pg.Client({ connectionString: url });
  db.on('error', () => undefined);
  await db.connect();
  let t0 = performance.now();
  await db.query(
    `INSERT INTO users (email, username, fullname, password_hash, reg_id, referral_id)
     SELECT 'bench' || g || '@example.com', 'bench' || g, 'Bench ' || g, 'x', (3000000000 + g)::text, 'L' || g FROM generate_series(1, $1) g`,
    [users],
  );
  // One balanced hand-made entry (as bench/accrual.mjs seeds): each bench user gets 1.00 to 5,000.00 in one account kind.
  await db.query(`DO $$ DECLARE e bigint; BEGIN
    PERFORM set_config('ledger.posting', 'on', true);
    INSERT INTO ledger_entries (kind) VALUES ('bench_seed') RETURNING id INTO e;
    CREATE TEMP TABLE seed_postings AS
      SELECT a.id AS account_id, (100 + (hashtext(u.id::text) & 499999)) / 100.0 AS amount
        FROM users u JOIN ledger_accounts a ON a.user_id = u.id
         AND a.kind = (ARRAY['main', 'profit', 'invested', 'withdrawal_hold'])[1 + (hashtext(u.reg_id) & 3)]
       WHERE u.email LIKE 'bench%@example.com' OR u.email = 'investor@demo.local';
    INSERT INTO seed_postings SELECT id, -(SELECT sum(amount) FROM seed_postings) FROM ledger_accounts WHERE user_id IS NULL AND kind = 'deposits_received';
    UPDATE ledger_accounts a SET balance = balance + p.amount FROM seed_postings p WHERE a.id = p.account_id;
    INSERT INTO ledger_postings (entry_id, account_id, amount) SELECT e, account_id, amount FROM seed_postings;
  END $$`);
  const { rows: seeded } = await db.query(`SELECT count(*)::int AS n FROM ledger_accounts WHERE user_id IS NOT NULL AND balance > 0`);
  if (seeded[0].n < users + 1) throw new Error(`only ${seeded[0].n} accounts with a balance: do users get their ledger accounts on insert?`);
  await db.query('ANALYZE');
  const setup = seconds(t0);

  const admin = await signIn('admin@demo.local', 'demo-admin-2026');
  t0 = performance.now();
  const created = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie, 'x-csrf-token': admin.token },
    body: JSON.stringify({ query: 'mutation { createLiabilitiesSnapshot { snapshot totalCents leafCount height } }' }),
  }).then((r) => r.json());
  const snapshotSecs = seconds(t0);
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  const snap = created.data.createLiabilitiesSnapshot;
  const { rows: stored } = await db.query(
    `SELECT s.build_ms, s.user_count, (SELECT sum(octet_length(nodes)) FROM liabilities_tree_levels WHERE snapshot = s.snapshot) AS node_bytes,
            (SELECT sum(node_count) FROM liabilities_tree_levels WHERE snapshot = s.snapshot) AS nodes,
            pg_total_relation_size('liabilities_tree_levels') AS levels_size, pg_total_relation_size('liabilities_user_parts') AS parts_size,
            pg_total_relation_size('liabilities_nonces') AS nonces_size
       FROM liabilities_snapshots s WHERE s.snapshot = $1`,
    [snap.snapshot],
  );
  const info = stored[0];

  t0 = performance.now();
  const treeText = await (await fetch(`${base}/api/liabilities/${snap.snapshot}/tree`)).text();
  const treeSecs = seconds(t0);

  // The demo investor holds a balance: their proof, as the "Verify my balance" page downloads it.
  const investor = await signIn('investor@demo.local', 'demo-investor-2026');
  t0 = performance.now();
  const proofText = await (await fetch(`${base}/api/liabilities/latest/proof`, { headers: { cookie: investor.cookie } })).text();
  const proofSecs = seconds(t0);
  const proof = JSON.parse(proofText);
  if (!proof.parts) throw new Error(`no proof: ${proofText}`);

  const { verifyProof, verifyTree } = await import(pathToFileURL(join(root, 'scripts/verify-liabilities.mjs')).href);
  const rounds = 200;
  t0 = performance.now();
  for (let i = 0; i < rounds; i += 1) verifyProof(proof);
  const verifyMs = (seconds(t0) * 1000) / rounds;
  t0 = performance.now();
  const tree = JSON.parse(treeText);
  const parseSecs = seconds(t0);
  t0 = performance.now();
  verifyTree(tree, proof, verifyProof(proof));
  const treeVerifySecs = seconds(t0);
  await db.end();

  console.log(`\n${users.toLocaleString('en-US')} bench users + the demo accounts (setup ${setup.toFixed(1)} s), ${new Date().toISOString()}`);
  console.log(
    `snapshot ${snap.snapshot}: ${Number(info.user_count).toLocaleString('en-US')} users, ${snap.leafCount.toLocaleString('en-US')} leaves, height ${snap.height}, total ${snap.totalCents} cents`,
  );
  console.log(
    `snapshot time: ${snapshotSecs.toFixed(2)} s over HTTP (the server's build, read to commit: ${(info.build_ms / 1000).toFixed(2)} s before the writes)`,
  );
  console.log(
    `tree: ${Number(info.nodes).toLocaleString('en-US')} nodes = ${mb(info.node_bytes)} packed; tables: levels ${mb(info.levels_size)}, user parts ${mb(info.parts_size)}, nonces ${mb(info.nonces_size)}`,
  );
  console.log(`tree.json: ${mb(Buffer.byteLength(treeText))} streamed in ${treeSecs.toFixed(2)} s`);
  console.log(
    `proof: ${Buffer.byteLength(proofText).toLocaleString('en-US')} bytes (${proof.parts.length} part(s), ${proof.parts[0].path.length} steps each), served in ${(proofSecs * 1000).toFixed(0)} ms`,
  );
  console.log(
    `verify (scripts/verify-liabilities.mjs): proof ${verifyMs.toFixed(3)} ms; with the whole tree: parse ${parseSecs.toFixed(2)} s + recompute ${treeVerifySecs.toFixed(2)} s`,
  );
} catch (error) {
  console.error(`bench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stop();
}
