import { Webhook } from 'standardwebhooks';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import type { ApiClient } from '../../../test/helpers/api-client';
import { expectGqlError } from '../../../test/helpers/safe-error';
import { startReceiver } from '../../../test/helpers/webhook-receiver';
import { approveDeposit, screenshotPng, submitDeposit } from '../../../test/factories/money';
import { createAdmin, createInvestor, createSupport } from '../../../test/factories/users';

const ENDPOINT_FIELDS = 'id url events enabled disabledReason secret createdAt secretRotatedAt';
const CREATE = `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { ${ENDPOINT_FIELDS} } }`;
const DELIVERIES = `query($id: ID!, $first: Int, $after: String) {
  webhookDeliveries(endpointId: $id, first: $first, after: $after) {
    nodes { id messageId eventType payload status attemptCount nextAttemptAt attempts { statusCode durationMs error succeeded } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Endpoint {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  secret: string | null;
}
interface Delivery {
  id: string;
  messageId: string;
  eventType: string;
  payload: string;
  status: string;
  attemptCount: number;
  nextAttemptAt: string | null;
  attempts: Array<{ statusCode: number | null; durationMs: number; error: string | null; succeeded: boolean }>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signed webhooks against real Postgres and real HTTP receivers on 127.0.0.1; retries 1 s apart (doubling), 2 retries. */
describe('webhooks', () => {
  let t: TestApp;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await bootApp({ env: { WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_RETRY_LIMIT: '2' } });
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());
  // Each test's receiver is gone after it: its endpoints go too, so later events are not sent to closed ports.
  afterEach(() => t.db.query(`DELETE FROM webhook_endpoints`));

  async function create(url: string, events: string[]): Promise<Endpoint> {
    const res = await admin.gql<{ createWebhookEndpoint: Endpoint }>(CREATE, { url, events });
    expect(res.errors).toBeUndefined();
    return res.data!.createWebhookEndpoint;
  }

  async function deliveries(endpointId: string, first?: number, after?: string) {
    const res = await admin.gql<{ webhookDeliveries: { nodes: Delivery[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>(DELIVERIES, {
      id: endpointId,
      first,
      after,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.webhookDeliveries;
  }

  /** Polls the deliveries until `done` holds (the worker runs in the background). */
  async function waitForDeliveries(endpointId: string, done: (nodes: Delivery[]) => boolean, ms = 30_000): Promise<Delivery[]> {
    const until = Date.now() + ms;
    for (;;) {
      const { nodes } = await deliveries(endpointId);
      if (done(nodes)) return nodes;
      if (Date.now() > until) throw new Error(`deliveries not as expected: ${JSON.stringify(nodes)}`);
      await sleep(100);
    }
  }

  it('delivers deposit.approved, signed so that the standardwebhooks verifier accepts it', async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await create(receiver.url(), ['deposit.approved']);
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(endpoint.events).toEqual(['deposit.approved']);

      const { client, user } = await createInvestor(t);
      const deposit = await submitDeposit(t, client, '1234.50');
      expect((await approveDeposit(admin, deposit.id)).errors).toBeUndefined();

      const [request] = await receiver.waitFor(1);
      const payload = new Webhook(endpoint.secret!).verify(request.body, request.headers as Record<string, string>) as {
        type: string;
        timestamp: string;
        data: Record<string, unknown>;
      };
      expect(payload).toEqual({
        type: 'deposit.approved',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: { id: deposit.id, userId: user.id, amount: '1234.50', referenceId: deposit.referenceId },
      });
      expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(request.headers['content-type']).toBe('application/json');
      // A wrong secret or a changed body is refused by the same verifier.
      expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(request.body, request.headers as Record<string, string>)).toThrow();
      expect(() => new Webhook(endpoint.secret!).verify(request.body.replace('1234.50', '9234.50'), request.headers as Record<string, string>)).toThrow();

      const [delivery] = await waitForDeliveries(endpoint.id, (nodes) => nodes[0]?.status === 'succeeded');
      expect(delivery).toMatchObject({ messageId: request.headers['webhook-id'], eventType: 'deposit.approved', payload: request.body, attemptCount: 1 });
      expect(delivery.attempts).toEqual([{ statusCode: 200, durationMs: expect.any(Number), error: null, succeeded: true }]);
      // The submission before it was not subscribed to: one delivery only.
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('queues nothing for an event whose transaction rolls back', async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await create(receiver.url(), ['deposit.approved', 'deposit.rejected']);
      const { client } = await createInvestor(t);
      const deposit = await submitDeposit(t, client, '800.00');
      await approveDeposit(admin, deposit.id);
      await receiver.waitFor(1);
      // A second decision fails (409) after nothing: no delivery, no job.
      expectGqlError(await approveDeposit(admin, deposit.id), 'CONFLICT');
      const rejected = await admin.gql(`mutation($id: ID!) { rejectDeposit(transactionId: $id, reason: "Too late") { id } }`, { id: deposit.id });
      expectGqlError(rejected, 'CONFLICT');
      await sleep(1500);
      const { nodes } = await deliveries(endpoint.id);
      expect(nodes.map((n) => n.eventType)).toEqual(['deposit.approved']);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('retries a receiver that answers 500 twice: the third attempt gets through, the same webhook-id each time, all three listed', async () => {
    const receiver = await startReceiver((_, index) => (index < 2 ? 500 : 204));
    try {
      const endpoint = await create(receiver.url(), ['user.registered']);
      const { user, email } = await createInvestor(t);
      const requests = await receiver.waitFor(3);
      expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
      expect(new Set(requests.map((r) => r.body)).size).toBe(1);
      // Backoff: the second retry waits about twice as long as the first (1-1.2 s, then 2-2.4 s).
      expect(requests[1].at - requests[0].at).toBeGreaterThanOrEqual(900);
      expect(requests[2].at - requests[1].at).toBeGreaterThanOrEqual(1900);
      for (const r of requests) new Webhook(endpoint.secret!).verify(r.body, r.headers as Record<string, string>);
      expect(JSON.parse(requests[0].body)).toMatchObject({ type: 'user.registered', data: { id: user.id, email } });

      const [delivery] = await waitForDeliveries(endpoint.id, (nodes) => nodes[0]?.status === 'succeeded');
      expect(delivery.attemptCount).toBe(3);
      expect(delivery.attempts.map((a) => [a.statusCode, a.succeeded, a.error])).toEqual([
        [500, false, 'The endpoint answered 500.'],
        [500, false, 'The endpoint answered 500.'],
        [204, true, null],
      ]);
      expect(delivery.nextAttemptAt).toBeNull();
    } finally {
      await receiver.close();
    }
  });

  it('gives up after the last retry (a redirect is a failure, never followed), and redelivers on request with the same id', async () => {
    let answer = 302;
    const receiver = await startReceiver(() => answer);
    try {
      const endpoint = await create(receiver.url(), ['user.registered']);
      await createInvestor(t);
      const [failed] = await waitForDeliveries(endpoint.id, (nodes) => nodes[0]?.status === 'failed');
      expect(failed.attempts.map((a) => a.statusCode)).toEqual([302, 302, 302]);
      expect(failed.attempts[0].error).toMatch(/redirect/);
      expect(receiver.received.every((r) => r.path === '/hook')).toBe(true);

      answer = 200;
      const redelivered = await admin.gql<{ redeliverWebhook: Delivery }>(
        `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id status attemptCount } }`,
        {
          id: failed.id,
        },
      );
      expect(redelivered.errors).toBeUndefined();
      expect(redelivered.data!.redeliverWebhook).toMatchObject({ id: failed.id, status: 'pending', attemptCount: 3 });
      const [done] = await waitForDeliveries(endpoint.id, (nodes) => nodes[0]?.status === 'succeeded');
      expect(done.attempts.map((a) => a.statusCode)).toEqual([302, 302, 302, 200]);
      expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(failed.messageId);
      const audit = await t.db.query(`SELECT details FROM audit_log WHERE action = 'webhook.redelivered' AND details->>'deliveryId' = $1`, [failed.id]);
      expect(audit.rows).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('records a timeout after 5 seconds as a failed attempt', async () => {
    const receiver = await startReceiver(() => null);
    try {
      const endpoint = await create(receiver.url(), ['user.registered']);
      await createInvestor(t);
      const [delivery] = await waitForDeliveries(endpoint.id, (nodes) => (nodes[0]?.attempts.length ?? 0) >= 1, 15_000);
      expect(delivery.attempts[0]).toMatchObject({ statusCode: null, succeeded: false, error: 'No answer within 5 s.' });
      expect(delivery.attempts[0].durationMs).toBeGreaterThanOrEqual(4900);
      expect(delivery.attempts[0].durationMs).toBeLessThan(7000);
      await admin.gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }`, { id: endpoint.id });
    } finally {
      await receiver.close();
    }
  });

  it('disables an endpoint that answers 410 Gone, without retrying', async () => {
    const receiver = await startReceiver(() => 410);
    try {
      const endpoint = await create(receiver.url(), ['user.registered']);
      await createInvestor(t);
      const [delivery] = await waitForDeliveries(endpoint.id, (nodes) => nodes[0]?.status === 'failed');
      expect(delivery.attempts.map((a) => a.statusCode)).toEqual([410]);
      const list = await admin.gql<{ webhookEndpoints: Endpoint[] }>(`{ webhookEndpoints { ${ENDPOINT_FIELDS} } }`);
      expect(list.data!.webhookEndpoints.find((e) => e.id === endpoint.id)).toMatchObject({
        enabled: false,
        disabledReason: 'The endpoint answered 410 Gone.',
      });
      await sleep(1500);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('manages endpoints: list without secrets, rotate (both secrets sign for a day), disable, enable, delete, each audited', async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await create(receiver.url('/rotating'), ['kyc.submitted', 'user.registered']);
      expect(endpoint.events).toEqual(['kyc.submitted', 'user.registered']);
      const list = await admin.gql<{ webhookEndpoints: Endpoint[] }>(`{ webhookEndpoints { ${ENDPOINT_FIELDS} } }`);
      expect(list.data!.webhookEndpoints.find((e) => e.id === endpoint.id)).toMatchObject({ url: receiver.url('/rotating'), secret: null, enabled: true });

      const rotated = await admin.gql<{ rotateWebhookSecret: Endpoint & { secretRotatedAt: string } }>(
        `mutation($id: ID!) { rotateWebhookSecret(id: $id) { ${ENDPOINT_FIELDS} } }`,
        { id: endpoint.id },
      );
      const newSecret = rotated.data!.rotateWebhookSecret.secret!;
      expect(newSecret).toMatch(/^whsec_/);
      expect(newSecret).not.toBe(endpoint.secret);
      await createInvestor(t);
      const [request] = await receiver.waitFor(1);
      expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
      new Webhook(newSecret).verify(request.body, request.headers as Record<string, string>);
      new Webhook(endpoint.secret!).verify(request.body, request.headers as Record<string, string>);

      const disabled = await admin.gql<{ disableWebhookEndpoint: Endpoint }>(`mutation($id: ID!) { disableWebhookEndpoint(id: $id) { ${ENDPOINT_FIELDS} } }`, {
        id: endpoint.id,
      });
      expect(disabled.data!.disableWebhookEndpoint).toMatchObject({ enabled: false, secret: null });
      await createInvestor(t);
      await sleep(1500);
      expect(receiver.received).toHaveLength(1);
      const [first] = (await deliveries(endpoint.id)).nodes;
      expectGqlError(await admin.gql(`mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }`, { id: first.id }), 'CONFLICT');

      const enabled = await admin.gql<{ enableWebhookEndpoint: Endpoint }>(`mutation($id: ID!) { enableWebhookEndpoint(id: $id) { enabled } }`, {
        id: endpoint.id,
      });
      expect(enabled.data!.enableWebhookEndpoint.enabled).toBe(true);
      const deleted = await admin.gql<{ deleteWebhookEndpoint: Endpoint }>(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }`, { id: endpoint.id });
      expect(deleted.data!.deleteWebhookEndpoint.id).toBe(endpoint.id);
      expect((await t.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint.id])).rows[0].n).toBe(0);
      expectGqlError(await admin.gql(DELIVERIES, { id: endpoint.id }), 'NOT_FOUND');

      const audit = await t.db.query(`SELECT action, ip, details FROM audit_log WHERE details->>'endpointId' = $1 ORDER BY id`, [endpoint.id]);
      expect(audit.rows.map((r) => r.action)).toEqual([
        'webhook_endpoint.created',
        'webhook_endpoint.secret_rotated',
        'webhook_endpoint.disabled',
        'webhook_endpoint.enabled',
        'webhook_endpoint.deleted',
      ]);
      expect(audit.rows[0].details).toMatchObject({ before: null, after: { url: receiver.url('/rotating'), enabled: true } });
      expect(audit.rows[0].ip).toBeTruthy();
      expect(JSON.stringify(audit.rows)).not.toContain('whsec_');
    } finally {
      await receiver.close();
    }
  });

  it('pages deliveries newest first with a cursor', async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await create(receiver.url(), ['user.registered']);
      for (let i = 0; i < 3; i++) await createInvestor(t);
      await receiver.waitFor(3);
      const page1 = await deliveries(endpoint.id, 2);
      expect(page1.nodes).toHaveLength(2);
      expect(page1.pageInfo.hasNextPage).toBe(true);
      const page2 = await deliveries(endpoint.id, 2, page1.pageInfo.endCursor!);
      expect(page2.nodes).toHaveLength(1);
      expect(page2.pageInfo.hasNextPage).toBe(false);
      expect(new Set([...page1.nodes, ...page2.nodes].map((n) => n.id)).size).toBe(3);
    } finally {
      await receiver.close();
    }
  });

  it('sends each of the ten events from where it happens (money, KYC, sign-up, the accrual)', async () => {
    const receiver = await startReceiver();
    try {
      // Two deposits (one approved, one rejected) and two withdrawals (one paid, one rejected): twelve webhooks.
      const types = (await admin.gql<{ webhookEventTypes: string[] }>(`{ webhookEventTypes }`)).data!.webhookEventTypes;
      const endpoint = await create(receiver.url(), types);
      const { client, user } = await createInvestor(t);
      const kept = await submitDeposit(t, client, '2000.00');
      const refused = await submitDeposit(t, client, '600.00');
      await approveDeposit(admin, kept.id);
      await admin.gql(`mutation($id: ID!) { rejectDeposit(transactionId: $id, reason: "Not found on chain") { id } }`, { id: refused.id });
      await client.post('/api/fetch/plan_eligibility', { uniqId: 'BASIC' });
      await client.post('/api/update/plan_selected', { amount: '1000.00', uniqId: 'BASIC' });
      expect((await client.post('/api/insert/finalize_investment', {})).status).toBe(200);
      const withdraw = () =>
        client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
          coin_name: 'USDT',
          network: 'TRC20',
          wallet_address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
          amount: '100.00',
        });
      const paid = (await withdraw()).body.data.id;
      const returned = (await withdraw()).body.data.id;
      await admin.gql(`mutation($id: ID!) { approveWithdrawal(transactionId: $id, payoutTxHash: "0xabcdef0123456789") { id } }`, { id: paid });
      await admin.gql(`mutation($id: ID!) { rejectWithdrawal(transactionId: $id, reason: "Wrong network") { id } }`, { id: returned });
      const image = await screenshotPng();
      const form = new FormData();
      form.set('document_type', 'passport');
      form.set('document_front', new Blob([image], { type: 'image/png' }), 'front.png');
      form.set('selfie', new Blob([image], { type: 'image/png' }), 'selfie.png');
      expect((await client.post('/api/kyc/submit', form)).status).toBe(200);
      await admin.gql(`mutation($now: DateTime!) { setClock(now: $now) }`, { now: new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString() });
      await admin.gql(`mutation { runAccrual }`);

      const requests = await receiver.waitFor(12);
      const bodies = requests.map(
        (r) => new Webhook(endpoint.secret!).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> },
      );
      const mine = bodies.filter((b) => b.data.userId === user.id || b.data.id === user.id);
      expect(mine.map((b) => b.type).sort()).toEqual([...types, 'deposit.submitted', 'withdrawal.requested'].sort());
      const of = (type: string) => mine.filter((b) => b.type === type).map((b) => b.data);
      expect(of('deposit.rejected')).toEqual([
        { id: refused.id, userId: user.id, amount: '600.00', referenceId: refused.referenceId, reason: 'Not found on chain' },
      ]);
      expect(of('withdrawal.approved')).toEqual([{ id: paid, userId: user.id, amount: '100.00', payoutTxHash: '0xabcdef0123456789' }]);
      expect(of('investment.created')).toEqual([expect.objectContaining({ userId: user.id, plan: 'BASIC', amount: '1000.00' })]);
      expect(of('investment.completed')).toEqual([expect.objectContaining({ userId: user.id, amount: '1000.00' })]);
      expect(of('kyc.submitted')).toEqual([expect.objectContaining({ userId: user.id, documentType: 'passport' })]);
    } finally {
      await receiver.close();
    }
  });

  describe('bad input: a clear 4xx and nothing stored', () => {
    const count = async () => (await t.db.query(`SELECT count(*)::int AS n FROM webhook_endpoints`)).rows[0].n as number;

    it.each([
      ['not a URL', 'not a url', ['deposit.approved'], 'WEBHOOK_URL_INVALID'],
      ['a relative path', '/hooks', ['deposit.approved'], 'WEBHOOK_URL_INVALID'],
      ['file:', 'file:///etc/passwd', ['deposit.approved'], 'WEBHOOK_URL_SCHEME'],
      ['ftp:', 'ftp://example.com/x', ['deposit.approved'], 'WEBHOOK_URL_SCHEME'],
      ['javascript:', 'javascript:alert(1)', ['deposit.approved'], 'WEBHOOK_URL_SCHEME'],
      ['credentials in the URL', 'https://user:pass@example.com/x', ['deposit.approved'], 'WEBHOOK_URL_CREDENTIALS'],
      ['an empty URL', '  ', ['deposit.approved'], 'WEBHOOK_URL_REQUIRED'],
      ['a too long URL', `https://example.com/${'a'.repeat(2100)}`, ['deposit.approved'], 'WEBHOOK_URL_TOO_LONG'],
      ['no events', 'https://example.com/x', [], 'WEBHOOK_EVENTS_REQUIRED'],
      ['an unknown event', 'https://example.com/x', ['deposit.approved', 'deposit.stolen'], 'WEBHOOK_UNKNOWN_EVENT'],
      ['an event in the wrong case', 'https://example.com/x', ['Deposit.Approved'], 'WEBHOOK_UNKNOWN_EVENT'],
    ])('%s', async (_, url, events, reason) => {
      const before = await count();
      const res = await admin.gql(CREATE, { url, events });
      expectGqlError(res, 'BAD_USER_INPUT');
      expect(res.errors![0].extensions?.reason).toBe(reason);
      expect(await count()).toBe(before);
    });

    it('refuses NUL bytes in the URL or an event', async () => {
      const before = await count();
      expectGqlError(await admin.gql(CREATE, { url: 'https://example.com/a\u0000b', events: ['deposit.approved'] }), 'BAD_USER_INPUT');
      expectGqlError(await admin.gql(CREATE, { url: 'https://example.com/x', events: ['deposit.approved\u0000'] }), 'BAD_USER_INPUT');
      expect(await count()).toBe(before);
    });

    it('refuses malformed ids (400), unknown ids (404) and malformed cursors or page sizes (400)', async () => {
      for (const op of ['disableWebhookEndpoint', 'enableWebhookEndpoint', 'rotateWebhookSecret', 'deleteWebhookEndpoint']) {
        expectGqlError(await admin.gql(`mutation($id: ID!) { ${op}(id: $id) { id } }`, { id: 'not-a-uuid' }), 'BAD_USER_INPUT');
        expectGqlError(await admin.gql(`mutation($id: ID!) { ${op}(id: $id) { id } }`, { id: '00000000-0000-4000-8000-000000000000' }), 'NOT_FOUND');
      }
      expectGqlError(await admin.gql(`mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }`, { id: `x'; DROP TABLE users; --` }), 'BAD_USER_INPUT');
      expectGqlError(
        await admin.gql(`mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }`, { id: '00000000-0000-4000-8000-000000000000' }),
        'NOT_FOUND',
      );
      expectGqlError(await admin.gql(DELIVERIES, { id: '1' }), 'BAD_USER_INPUT');
      expectGqlError(await admin.gql(DELIVERIES, { id: '00000000-0000-4000-8000-000000000000' }), 'NOT_FOUND');
      const endpoint = await create('https://example.com/cursor', ['kyc.submitted']);
      for (const after of ['garbage', Buffer.from('webhook-delivery:0').toString('base64url'), Buffer.from('webhook-delivery:1x').toString('base64url')]) {
        expectGqlError(await admin.gql(DELIVERIES, { id: endpoint.id, after }), 'BAD_USER_INPUT');
      }
      for (const first of [0, -1, 101]) expectGqlError(await admin.gql(DELIVERIES, { id: endpoint.id, first }), 'BAD_USER_INPUT');
    });
  });

  describe('access', () => {
    it('refuses the signed out, investors (403) and support staff changing anything', async () => {
      const anonymous = t.client();
      await anonymous.fetchCsrf();
      expectGqlError(await anonymous.gql(`{ webhookEndpoints { id } }`), 'UNAUTHENTICATED');
      expectGqlError(await anonymous.gql(CREATE, { url: 'https://example.com/x', events: ['deposit.approved'] }), 'UNAUTHENTICATED');
      const { client: investor } = await createInvestor(t);
      expectGqlError(await investor.gql(`{ webhookEndpoints { id } }`), 'FORBIDDEN');
      expectGqlError(await investor.gql(CREATE, { url: 'https://example.com/x', events: ['deposit.approved'] }), 'FORBIDDEN');
      expectGqlError(await investor.gql(`{ webhookEventTypes }`), 'FORBIDDEN');
      const { client: support } = await createSupport(t);
      expect((await support.gql(`{ webhookEndpoints { id } }`)).errors).toBeUndefined();
      expectGqlError(await support.gql(CREATE, { url: 'https://example.com/x', events: ['deposit.approved'] }), 'FORBIDDEN');
      const types = await admin.gql<{ webhookEventTypes: string[] }>(`{ webhookEventTypes }`);
      expect(types.data!.webhookEventTypes).toHaveLength(10);
    });

    it('refuses a mutation without the CSRF token', async () => {
      const before = (await t.db.query(`SELECT count(*)::int AS n FROM webhook_endpoints`)).rows[0].n;
      const res = await admin.gql(CREATE, { url: 'https://example.com/x', events: ['deposit.approved'] }, { csrf: false });
      expectGqlError(res, 'FORBIDDEN');
      expect(res.errors![0].extensions?.reason).toBe('CSRF');
      expect((await t.db.query(`SELECT count(*)::int AS n FROM webhook_endpoints`)).rows[0].n).toBe(before);
    });
  });
});
