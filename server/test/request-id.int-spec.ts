import { mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { creditProfit } from './factories/money';
import { createAdmin, createInvestor } from './factories/users';
import type { ApiClient } from './helpers/api-client';
import { bootApp, TestApp } from './helpers/test-app';
import { startReceiver } from './helpers/webhook-receiver';
import { MailOutboxRelay } from '../src/modules/mail/mail-outbox-relay.service';
import { WebhookDeliveryRelay } from '../src/modules/webhooks/webhook-delivery-relay.service';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withdraw(client: ApiClient, amount: string, headers: Record<string, string> = {}) {
  return client.post<{ data: { id: string } }>(
    '/api/insert/new_withdrawal',
    { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount },
    { headers },
  );
}

/** Sends one raw HTTP/1.1 request (headers fetch refuses to send) and answers the raw response text. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
  });
}

/**
 * Issue 29: one movement followed across instances by its request id — the response header, every
 * log line of the request and of the workers that carry out its jobs, the audit row, the mail's
 * outbox row and job, the webhook delivery, its job and the outgoing webhook request.
 */
describe('request ids (X-Request-Id) from the load balancer to the audit row, mail and webhook', () => {
  // Its own file: nestjs-pino keeps the first app's log destination for the whole process.
  const logFile = join(mkdtempSync(join(tmpdir(), 'invest-request-id-')), 'app.log');
  let t: TestApp;
  let admin: ApiClient;
  const log = () => readFileSync(logFile, 'utf8');

  beforeAll(async () => {
    t = await bootApp({ env: { LOG_LEVEL: 'info', LOG_FILE: logFile } });
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  async function investorWithProfit(amount: string) {
    const investor = await createInvestor(t);
    await creditProfit(t, investor.user.id, amount);
    return investor;
  }

  async function rowsOf(transactionId: string) {
    const one = async (sql: string) => (await t.db.query(sql, [transactionId])).rows;
    return {
      audit: await one(`SELECT request_id FROM audit_log WHERE transaction_id = $1 AND action = 'withdrawal.requested'`),
      mail: await one(`SELECT id, request_id FROM mail_outbox WHERE transaction_id = $1`),
      deliveries: await one(`SELECT id, request_id FROM webhook_deliveries WHERE body::jsonb -> 'data' ->> 'id' = $1::text`),
    };
  }

  it('a withdrawal request made with X-Request-Id: test-abc-123 carries it to its answer, logs, audit row, mail and webhook', async () => {
    const receiver = await startReceiver();
    try {
      const created = await admin.gql<{ createWebhookEndpoint: { id: string; secret: string } }>(
        `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { id secret } }`,
        { url: receiver.url(), events: ['withdrawal.requested'] },
      );
      expect(created.errors).toBeUndefined();
      const { client } = await investorWithProfit('100.00');

      const res = await withdraw(client, '25.00', { 'X-Request-Id': 'test-abc-123' });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('test-abc-123');
      const id = res.body.data.id;

      const rows = await rowsOf(id);
      expect(rows.audit).toEqual([{ request_id: 'test-abc-123' }]);
      expect(rows.mail).toEqual([{ id: expect.any(String), request_id: 'test-abc-123' }]);
      expect(rows.deliveries).toEqual([{ id: expect.any(String), request_id: 'test-abc-123' }]);

      // The relays turn the rows into pg-boss jobs: the request id is in each job's data.
      await Promise.all([t.app.get(MailOutboxRelay).drain(), t.app.get(WebhookDeliveryRelay).drain()]);
      const mailJob = await t.db.query(`SELECT data FROM pgboss.job WHERE name = 'mail' AND id = $1`, [rows.mail[0].id]);
      expect(mailJob.rows[0].data).toEqual({ outboxId: rows.mail[0].id, requestId: 'test-abc-123' });
      const hookJob = await t.db.query(`SELECT data FROM pgboss.job WHERE name = 'webhooks' AND data ->> 'deliveryId' = $1`, [rows.deliveries[0].id]);
      expect(hookJob.rows[0].data).toMatchObject({ deliveryId: rows.deliveries[0].id, requestId: 'test-abc-123' });

      // The outgoing webhook carries it as a header outside the signed content: the signature still verifies.
      const [received] = await receiver.waitFor(1);
      expect(received.headers['x-request-id']).toBe('test-abc-123');
      const headers = received.headers as Record<string, string>;
      expect(() => new Webhook(created.data!.createWebhookEndpoint.secret).verify(received.body, headers)).not.toThrow();

      // The admin sees it on the audit entry.
      const audit = await admin.gql<{ auditLog: { nodes: Array<{ action: string; transactionId: string; requestId: string | null }> } }>(
        `{ auditLog(first: 20, action: "withdrawal.requested") { nodes { action transactionId requestId } } }`,
      );
      expect(audit.errors).toBeUndefined();
      expect(audit.data!.auditLog.nodes.find((n) => n.transactionId === id)?.requestId).toBe('test-abc-123');

      // Every instance's log: the request's own line, the mail worker's and the webhook worker's.
      const until = Date.now() + 20_000;
      const linesOf = () =>
        log()
          .split('\n')
          .filter((line) => line.includes('test-abc-123'))
          .map((line) => JSON.parse(line) as { req?: { id?: string; url?: string }; requestId?: string; msg?: string; context?: string });
      while (!(linesOf().some((l) => l.context === 'MailService') && linesOf().some((l) => l.context === 'WebhookQueue')) && Date.now() < until)
        await sleep(100);
      const lines = linesOf();
      expect(lines.some((l) => l.req?.id === 'test-abc-123' && l.req.url === '/api/insert/new_withdrawal')).toBe(true);
      expect(lines.find((l) => l.context === 'MailService')).toMatchObject({ requestId: 'test-abc-123' });
      expect(lines.find((l) => l.context === 'WebhookQueue')).toMatchObject({
        requestId: 'test-abc-123',
        msg: expect.stringContaining('withdrawal.requested'),
      });

      // An admin's test event is a delivery of the admin's request.
      const test = await admin.gql<{ sendWebhookTestEvent: { id: string } }>(
        `mutation($id: ID!) { sendWebhookTestEvent(id: $id) { id } }`,
        { id: created.data!.createWebhookEndpoint.id },
        { headers: { 'X-Request-Id': 'test-ping-1' } },
      );
      expect(test.errors).toBeUndefined();
      const ping = await t.db.query(`SELECT request_id FROM webhook_deliveries WHERE id = $1`, [test.data!.sendWebhookTestEvent.id]);
      expect(ping.rows).toEqual([{ request_id: 'test-ping-1' }]);
      expect((await receiver.waitFor(2))[1].headers['x-request-id']).toBe('test-ping-1');
    } finally {
      await t.db.query(`DELETE FROM webhook_endpoints`);
      await receiver.close();
    }
  });

  it('GraphQL requests take the id too; a request without one gets a fresh id of its own', async () => {
    const { client } = await investorWithProfit('50.00');
    const mutation = `mutation { requestWithdrawal(input: { coinName: "USDT", network: "TRC20", walletAddress: "${TRON}", amount: "5" }) { id } }`;
    const named = await client.raw('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'gql:req_1.a-b' },
      body: JSON.stringify({ query: mutation }),
    });
    expect(named.headers.get('x-request-id')).toBe('gql:req_1.a-b');
    const namedId = ((await named.json()) as { data: { requestWithdrawal: { id: string } } }).data.requestWithdrawal.id;
    expect((await rowsOf(namedId)).audit).toEqual([{ request_id: 'gql:req_1.a-b' }]);

    const fresh = await withdraw(client, '5.00');
    const generated = fresh.headers.get('x-request-id')!;
    expect(generated).toMatch(UUID);
    const rows = await rowsOf(fresh.body.data.id);
    expect(rows.audit).toEqual([{ request_id: generated }]);
    expect(rows.mail).toEqual([{ id: expect.any(String), request_id: generated }]);
  });

  it('a malformed incoming id (too long, odd characters, NUL, newline) is replaced by a fresh one and reaches no log line or header', async () => {
    const { client } = await investorWithProfit('50.00');
    const bad = ['x'.repeat(65), 'has space-evil1', 'quote"evil2', 'semi;evil3', 'ünïcode-evil4', 'a, b-evil5', '<script>evil6'];
    for (const value of bad) {
      const res = await withdraw(client, '1.00', { 'X-Request-Id': value });
      expect(res.status).toBe(200);
      const answered = res.headers.get('x-request-id');
      expect({ value, answered: answered?.match(UUID) ? 'fresh' : answered }).toEqual({ value, answered: 'fresh' });
      expect((await rowsOf(res.body.data.id)).audit).toEqual([{ request_id: answered }]);
    }
    // NUL and newline cannot be sent by fetch: raw requests. Node's HTTP parser refuses them (400) or the app replaces them.
    const port = new URL(t.baseUrl).port;
    for (const value of ['abc\u0000evil7', 'abc\nevil8: 1', 'abc\revil9', 'abc\r\n evil10']) {
      const answer = await rawRequest(Number(port), `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: ${value}\r\nConnection: close\r\n\r\n`);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      const header = /\r\nx-request-id: ([^\r\n]*)/i.exec(answer)?.[1];
      expect({ value, ok: status === 400 ? !header : UUID.test(header ?? '') }).toEqual({ value, ok: true });
    }
    const text = log();
    for (const token of ['x'.repeat(65), 'evil1', 'evil2', 'evil3', 'evil4', 'evil5', 'evil6', 'evil7', 'evil8', 'evil9', 'evil10']) {
      expect({ token, logged: text.includes(token) }).toEqual({ token, logged: false });
    }
  });

  it('concurrent requests never see each other’s id', async () => {
    const investors = await Promise.all(Array.from({ length: 8 }, () => investorWithProfit('40.00')));
    const answers = await Promise.all(investors.map(({ client }, i) => withdraw(client, '3.00', { 'X-Request-Id': `conc-${i}` })));
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe(`conc-${i}`);
      const rows = await rowsOf(res.body.data.id);
      expect({ i, audit: rows.audit, mail: rows.mail.map((m) => m.request_id) }).toEqual({ i, audit: [{ request_id: `conc-${i}` }], mail: [`conc-${i}`] });
    }
    // The same with no ids given: each request's rows carry the id its own answer named.
    const fresh = await Promise.all(investors.map(({ client }) => withdraw(client, '2.00')));
    const ids = fresh.map((res) => res.headers.get('x-request-id'));
    expect(new Set(ids).size).toBe(ids.length);
    for (const res of fresh) expect((await rowsOf(res.body.data.id)).audit).toEqual([{ request_id: res.headers.get('x-request-id') }]);
  });
});
