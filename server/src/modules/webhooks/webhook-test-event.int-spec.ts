import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import type { ApiClient } from '../../../test/helpers/api-client';
import { expectGqlError } from '../../../test/helpers/safe-error';
import { createAdmin, createInvestor, createSupport } from '../../../test/factories/users';

const CREATE = `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { id secret } }`;
const SEND_TEST = `mutation($id: ID!) { sendWebhookTestEvent(id: $id) { id messageId eventType payload status attemptCount } }`;
const DELIVERIES = `query($id: ID!) {
  webhookDeliveries(endpointId: $id) {
    nodes { id messageId eventType payload status attemptCount lastStatusCode attempts { statusCode succeeded responseBody } }
  }
}`;

interface Delivery {
  id: string;
  messageId: string;
  eventType: string;
  payload: string;
  status: string;
  attemptCount: number;
  lastStatusCode: number | null;
  attempts: Array<{ statusCode: number | null; succeeded: boolean; responseBody: string | null }>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A receiver on 127.0.0.1 that keeps what it got and answers `status` with `body`. */
async function receiverAnswering(status: number, body: string) {
  const received: Array<{ headers: Record<string, string>; body: string }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** "Send test event" (issue 28): a real signed delivery through the queue, its answer kept, admins only, CSRF, rate-limited. */
describe('webhook test event', () => {
  let t: TestApp;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await bootApp();
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());
  afterEach(() => t.db.query(`DELETE FROM webhook_endpoints`));

  async function create(url: string): Promise<{ id: string; secret: string }> {
    const res = await admin.gql<{ createWebhookEndpoint: { id: string; secret: string } }>(CREATE, { url, events: ['deposit.approved'] });
    expect(res.errors).toBeUndefined();
    return res.data!.createWebhookEndpoint;
  }

  async function waitForDelivery(endpointId: string): Promise<Delivery> {
    const until = Date.now() + 20_000;
    for (;;) {
      const res = await admin.gql<{ webhookDeliveries: { nodes: Delivery[] } }>(DELIVERIES, { id: endpointId });
      expect(res.errors).toBeUndefined();
      const [delivery] = res.data!.webhookDeliveries.nodes;
      if (delivery && delivery.status !== 'pending') return delivery;
      if (Date.now() > until) throw new Error(`no finished delivery: ${JSON.stringify(res.data)}`);
      await sleep(100);
    }
  }

  it('sends a webhook.test event signed like the real ones, to that endpoint only, and keeps the first 4 KB of the answer', async () => {
    // 2,000 two-byte characters and more: the kept text ends on a whole character within 4,096 bytes.
    const answer = JSON.stringify({ received: true, note: 'é'.repeat(3000) });
    const receiver = await receiverAnswering(202, answer);
    const other = await receiverAnswering(200, 'other');
    try {
      const endpoint = await create(receiver.url);
      await create(other.url);
      const sent = await admin.gql<{ sendWebhookTestEvent: Delivery }>(SEND_TEST, { id: endpoint.id });
      expect(sent.errors).toBeUndefined();
      expect(sent.data!.sendWebhookTestEvent).toMatchObject({ eventType: 'webhook.test', status: 'pending', attemptCount: 0 });

      const delivery = await waitForDelivery(endpoint.id);
      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      const payload = new Webhook(endpoint.secret).verify(request.body, request.headers) as { type: string; data: Record<string, unknown> };
      expect(payload).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id, test: true } });
      expect(request.headers['webhook-id']).toBe(sent.data!.sendWebhookTestEvent.messageId);
      expect(delivery).toMatchObject({ status: 'succeeded', attemptCount: 1, lastStatusCode: 202, payload: request.body });
      const kept = delivery.attempts[0].responseBody!;
      expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(4096);
      expect(Buffer.byteLength(kept)).toBeGreaterThan(4090);
      expect(answer.startsWith(kept)).toBe(true);
      // The other endpoint got nothing; the audit log names the test.
      await sleep(1500);
      expect(other.received).toHaveLength(0);
      const audit = await t.db.query(`SELECT details FROM audit_log WHERE action = 'webhook.test_sent' AND details->>'endpointId' = $1`, [endpoint.id]);
      expect(audit.rows).toHaveLength(1);
      expect(JSON.stringify(audit.rows[0].details)).not.toContain('whsec_');
    } finally {
      await receiver.close();
      await other.close();
    }
  });

  it('refuses investors, support staff, the signed out, a call without the CSRF token, an unknown or disabled endpoint; five a minute per endpoint', async () => {
    const receiver = await receiverAnswering(200, 'ok');
    try {
      const endpoint = await create(receiver.url);
      const count = async () => (await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries`)).rows[0].n as number;

      const { client: investor } = await createInvestor(t);
      expectGqlError(await investor.gql(SEND_TEST, { id: endpoint.id }), 'FORBIDDEN');
      const { client: support } = await createSupport(t);
      expectGqlError(await support.gql(SEND_TEST, { id: endpoint.id }), 'FORBIDDEN');
      const anonymous = t.client();
      await anonymous.fetchCsrf();
      expectGqlError(await anonymous.gql(SEND_TEST, { id: endpoint.id }), 'UNAUTHENTICATED');
      const noCsrf = await admin.gql(SEND_TEST, { id: endpoint.id }, { csrf: false });
      expectGqlError(noCsrf, 'FORBIDDEN');
      expect(noCsrf.errors![0].extensions?.reason).toBe('CSRF');
      expect(await count()).toBe(0);

      expectGqlError(await admin.gql(SEND_TEST, { id: '00000000-0000-4000-8000-000000000000' }), 'NOT_FOUND');
      expectGqlError(await admin.gql(SEND_TEST, { id: 'nope' }), 'BAD_USER_INPUT');

      for (let i = 0; i < 5; i++) expect((await admin.gql(SEND_TEST, { id: endpoint.id })).errors).toBeUndefined();
      const sixth = await admin.gql(SEND_TEST, { id: endpoint.id });
      expectGqlError(sixth, 'RATE_LIMITED');
      expect(sixth.errors![0].extensions?.code).toBe('RATE_LIMITED');
      expect(await count()).toBe(5);

      const disabled = await create(receiver.url);
      expect((await admin.gql(`mutation($id: ID!) { disableWebhookEndpoint(id: $id) { id } }`, { id: disabled.id })).errors).toBeUndefined();
      expectGqlError(await admin.gql(SEND_TEST, { id: disabled.id }), 'CONFLICT');
    } finally {
      await receiver.close();
    }
  });
});
