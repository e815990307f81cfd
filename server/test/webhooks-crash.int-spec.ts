/**
 * Webhooks survive a crash (issue 15): the real server (src/main.ts under ts-node, as the other
 * crash-* specs run it) on its own embedded Postgres. An event commits its outbox row and pg-boss
 * job, the app is killed (kill -9) before it sends, and after a new start on the same DATA_DIR the
 * receiver gets the webhook, signed, with the webhook-id the outbox recorded.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { Webhook } from 'standardwebhooks';
import { clusterDirFor, livePostmaster, runningEmbeddedUrl } from '../src/database/embedded-postgres';
import { ApiClient } from './helpers/api-client';
import { startReceiver } from './helpers/webhook-receiver';
import { freePort, Running, sleep, startServer, waitHealthy } from './crash-helpers';

const ADMIN = { email: 'webhook.crash.admin@example.com', password: 'webhook-crash-admin-password' };
const started: Running[] = [];
let port = 0;
let pgPort = 0;
const base = mkdtempSync(join(tmpdir(), 'invest-webhook-crash-'));
chmodSync(base, 0o700);
const dataDir = join(base, 'data');

function startApp(): Running {
  const app = startServer({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    SESSION_SECRET: 'webhook-crash-test-session-secret-0123456789',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
  });
  started.push(app);
  return app;
}

async function query<Row extends object>(text: string, params: unknown[] = []): Promise<Row[]> {
  const db = new Client({ connectionString: runningEmbeddedUrl(dataDir, pgPort, 'app') });
  await db.connect();
  try {
    return (await db.query<Row>(text, params)).rows;
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  port = await freePort();
  pgPort = await freePort();
});

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

it('a webhook queued when the app is killed (kill -9) is delivered after the restart', async () => {
  let appAlive = true;
  // Whatever reached the receiver while the first app lived is left unanswered (it dies mid-send).
  const receiver = await startReceiver(() => (appAlive ? null : 200));
  try {
    let app = startApp();
    await waitHealthy(port, app);
    const admin = new ApiClient(`http://localhost:${port}`);
    await admin.fetchCsrf();
    expect((await admin.login(ADMIN.email, ADMIN.password)).status).toBe(200);
    const created = await admin.gql<{ createWebhookEndpoint: { id: string; secret: string } }>(
      `mutation($url: String!) { createWebhookEndpoint(url: $url, events: ["user.registered"]) { id secret } }`,
      { url: receiver.url() },
    );
    expect(created.errors).toBeUndefined();
    const { id: endpointId, secret } = created.data!.createWebhookEndpoint;

    const investor = new ApiClient(`http://localhost:${port}`);
    await investor.fetchCsrf();
    const email = 'webhook.crash.investor@example.com';
    expect((await investor.register({ email })).status).toBe(200);
    // At once after the commit: the worker polls each second, so the job is (almost always) not taken yet.
    app.child.kill('SIGKILL');
    await app.exited;
    appAlive = false;
    const sentBeforeKill = receiver.received.length;

    const [queued] = await query<{ id: string; message_id: string; attempt_count: number; status: string }>(
      `SELECT id, message_id, attempt_count, status FROM webhook_deliveries WHERE endpoint_id = $1`,
      [endpointId],
    );
    expect(queued).toMatchObject({ attempt_count: 0, status: 'pending' });

    app = startApp();
    await waitHealthy(port, app);
    // A job taken before the kill is retried when pg-boss expires it (60 s, checked every 30 s); an untaken one runs at once.
    const requests = await receiver.waitFor(sentBeforeKill + 1, sentBeforeKill ? 150_000 : 30_000);
    const delivered = requests.at(-1)!;
    expect(delivered.headers['webhook-id']).toBe(queued.message_id);
    expect(new Webhook(secret).verify(delivered.body, delivered.headers as Record<string, string>)).toMatchObject({
      type: 'user.registered',
      data: { email },
    });
    for (let i = 0; i < 100; i++) {
      const [row] = await query<{ status: string; attempt_count: number }>(`SELECT status, attempt_count FROM webhook_deliveries WHERE id = $1`, [queued.id]);
      if (row.status === 'succeeded') break;
      await sleep(100);
    }
    const [done] = await query<{ status: string; attempt_count: number }>(`SELECT status, attempt_count FROM webhook_deliveries WHERE id = $1`, [queued.id]);
    expect(done).toEqual({ status: 'succeeded', attempt_count: 1 });
    app.child.kill('SIGTERM');
    await app.exited;
  } finally {
    await receiver.close();
  }
}, 300_000);
