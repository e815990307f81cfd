import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { bootApp, TestApp } from '../../../test/helpers/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const scrape = (url: string, token?: string) => fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /metrics (Prometheus)', () => {
  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await bootApp({ env: { METRICS_TOKEN: TOKEN } });
    });
    afterAll(() => t.close());

    it('refuses a scrape without the token or with another one (401), and an API-style token too', async () => {
      for (const token of [undefined, 'wrong-token-0123456789abcdef', `${TOKEN}x`, 'invplat_0123456789']) {
        const res = await scrape(`${t.baseUrl}/metrics`, token);
        expect({ token, status: res.status }).toEqual({ token, status: 401 });
        expect(await res.text()).not.toContain('# HELP');
      }
    });

    it('serves the metrics the issue lists, HTTP by route template and status, GraphQL by operation name', async () => {
      const missing = `${randomUUID()}.webp`;
      expect((await t.client().get(`/api/uploads/avatars/${missing}`)).status).toBe(404);
      expect((await t.client().get('/api/check-auth')).status).toBe(401);
      const me = await createInvestor(t);
      expect((await me.client.gql('query MetricsProbe { me { id } }')).errors).toBeUndefined();
      const admin = await createAdmin(t);
      const verified = await admin.client.gql<{ verifyLedger: { ok: boolean } }>('query VerifyForMetrics { verifyLedger { ok problems } }');
      expect(verified.data?.verifyLedger.ok).toBe(true);

      const res = await scrape(`${t.baseUrl}/metrics`, TOKEN);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/uploads\/avatars\/:name",status="404"\} 1$/m);
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/check-auth",status="401"\} \d+$/m);
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/graphql",status="200"\} \d+$/m);
      // The template, never the URL: no series per file name.
      expect(text).not.toContain(missing);
      expect(text).toMatch(/^graphql_operations_total\{operation="MetricsProbe",type="query",outcome="ok"\} 1$/m);
      expect(text).toMatch(/^graphql_operation_duration_seconds_count\{operation="MetricsProbe",type="query"\} 1$/m);
      expect(text).toMatch(/^pg_pool_connections\{state="total"\} [1-9]\d*$/m);
      expect(text).toMatch(/^pg_pool_connections\{state="waiting"\} \d+$/m);
      for (const queue of ['mail', 'webhooks']) {
        expect(text).toMatch(new RegExp(`^pgboss_queue_depth\\{queue="${queue}"\\} \\d+$`, 'm'));
        expect(text).toMatch(new RegExp(`^pgboss_job_failures_total\\{queue="${queue}"\\} 0$`, 'm'));
      }
      expect(text).toMatch(/^ledger_verify_problems\{check="all"\} 0$/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      for (const name of [
        'mail_deliveries_total',
        'webhook_deliveries_total',
        'accrual_run_duration_seconds',
        'chain_watcher_lag_blocks',
        'chain_watcher_seconds_since_head',
      ]) {
        expect(text).toContain(`# TYPE ${name} `);
      }
    });
  });

  it('is not served at all (404) when neither METRICS_TOKEN nor METRICS_PORT is set, whatever the caller sends', async () => {
    const t = await bootApp();
    try {
      for (const token of [undefined, TOKEN, '']) {
        const res = await scrape(`${t.baseUrl}/metrics`, token);
        expect({ token, status: res.status }).toEqual({ token, status: 404 });
        expect(await res.text()).not.toContain('# HELP');
      }
    } finally {
      await t.close();
    }
  });

  it('with METRICS_PORT: served on that port (with the token when one is set), 404 on the main port', async () => {
    const port = await freePort();
    const t = await bootApp({ env: { METRICS_PORT: String(port), METRICS_TOKEN: TOKEN } });
    try {
      expect((await scrape(`${t.baseUrl}/metrics`, TOKEN)).status).toBe(404);
      expect((await scrape(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      const res = await scrape(`http://127.0.0.1:${port}/metrics`, TOKEN);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram');
      expect((await scrape(`http://127.0.0.1:${port}/api/check-auth`, TOKEN)).status).toBe(404);
    } finally {
      await t.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
