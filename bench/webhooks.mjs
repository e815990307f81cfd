#!/usr/bin/env node
// Webhook throughput: N deliveries queued at once (outbox rows and their pg-boss jobs in one
// transaction, as an event writes them), then timed until a local receiver on 127.0.0.1 has every
// one and the outbox marks them all succeeded. The server runs with NODE_ENV=development (production
// calls https URLs on public addresses only). For scale, a bare keep-alive POST loop from this
// process to the same receiver at the worker's concurrency (20).
// Usage: npm run build -w server && node bench/webhooks.mjs [--deliveries 5000]
import http from 'node:http';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { randomUUID } from 'node:crypto';
import { arg, startServer } from './server.mjs';

const deliveries = arg('deliveries', 5000);
const CONCURRENCY = 20;

let received = 0;
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received += 1;
    res.writeHead(204).end();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${receiver.address().port}/hook`;

const { databaseUrl, stop } = await startServer({ NODE_ENV: 'development', LOG_LEVEL: 'warn', DEMO_SEED: 'false', ACCRUAL_CRON: 'off' });
const seconds = (t0) => (performance.now() - t0) / 1000;

try {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined);
  await db.connect();
  const secret = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
  const {
    rows: [endpoint],
  } = await db.query(`INSERT INTO webhook_endpoints (url, events, secret) VALUES ($1, '{deposit.approved}', $2) RETURNING id`, [url, secret]);
  const at = new Date().toISOString();
  const bodies = Array.from({ length: deliveries }, (_, i) =>
    JSON.stringify({
      type: 'deposit.approved',
      timestamp: at,
      data: { id: randomUUID(), userId: randomUUID(), amount: `${1000 + i}.00`, referenceId: `DEP${i.toString(16).padStart(24, '0').toUpperCase()}` },
    }),
  );

  // The module's job shape (WebhookJob), inserted with pg-boss on the same transaction as the rows.
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 1, supervise: false, schedule: false });
  await boss.start();
  await db.query('BEGIN');
  const { rows } = await db.query(
    `INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, body)
     SELECT $1, 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'deposit.approved', b FROM unnest($2::text[]) b RETURNING id`,
    [endpoint.id, bodies],
  );
  const executeSql = async (text, values) => ({ rows: (await db.query(text, values)).rows });
  for (let i = 0; i < rows.length; i += 1000) {
    const jobs = rows.slice(i, i + 1000).map((row) => ({
      name: 'webhooks',
      data: { deliveryId: row.id, round: 1, attempt: 1, retry: 0 },
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 60,
    }));
    await boss.insert(jobs, { db: { executeSql } });
  }
  await db.query('COMMIT');
  const t0 = performance.now();
  let done = 0;
  for (;;) {
    ({
      rows: [{ done }],
    } = await db.query(`SELECT count(*)::int AS done FROM webhook_deliveries WHERE status <> 'pending'`));
    if (done >= deliveries || seconds(t0) > 600) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const secs = seconds(t0);
  const {
    rows: [check],
  } = await db.query(
    `SELECT count(*) FILTER (WHERE status = 'succeeded')::int AS ok, count(*) FILTER (WHERE attempt_count > 1)::int AS retried,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY a.duration_ms)::int AS p50, percentile_cont(0.99) WITHIN GROUP (ORDER BY a.duration_ms)::int AS p99
       FROM webhook_deliveries d JOIN webhook_attempts a ON a.delivery_id = d.id`,
  );
  await boss.stop({ graceful: false, wait: false }).catch(() => undefined);
  await db.end();
  const requests = received;

  // The same number of signed-size POSTs from a bare keep-alive loop, CONCURRENCY at a time.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const post = (body) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  let next = 0;
  const t1 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < deliveries) await post(bodies[next++]);
    }),
  );
  const bare = deliveries / seconds(t1);
  agent.destroy();

  const rate = deliveries / secs;
  console.log(`\n${deliveries.toLocaleString('en-US')} deliveries to a receiver on 127.0.0.1, NODE_ENV=development, ${new Date().toISOString()}`);
  console.log(
    `delivered and recorded: ${check.ok} succeeded (${check.retried} needed a retry) in ${secs.toFixed(1)} s; attempt p50 ${check.p50} ms, p99 ${check.p99} ms`,
  );
  console.log(`receiver got ${requests} webhook requests (at least once: duplicates allowed, none missing)`);
  console.log(`bare keep-alive POST loop, ${CONCURRENCY} at a time: ${bare.toFixed(0)} per second`);
  console.log(`ratio: ${((rate / bare) * 100).toFixed(1)}% of the bare loop; webhooks: ${rate.toFixed(0)} deliveries per second`);
} finally {
  await stop();
  receiver.closeAllConnections();
  receiver.close();
}
