import { bootApp, TestApp } from '../../../test/helpers/test-app';
import type { ApiClient } from '../../../test/helpers/api-client';
import { expectGqlError } from '../../../test/helpers/safe-error';
import { startReceiver } from '../../../test/helpers/webhook-receiver';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { webhookDns } from './webhook-url';

const CREATE = `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { id secret } }`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** SSRF: in production webhook URLs are https and never reach loopback, private or link-local addresses, at registration or at send time. */
describe('webhooks in production', () => {
  let t: TestApp;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await bootApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_RETRY_LIMIT: '0' } });
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  const count = async () => (await t.db.query(`SELECT count(*)::int AS n FROM webhook_endpoints`)).rows[0].n as number;

  it.each([
    ['http: (https only)', 'http://example.com/hook', 'WEBHOOK_URL_HTTPS_REQUIRED'],
    ['loopback', 'https://127.0.0.1/hook', 'WEBHOOK_URL_PRIVATE'],
    ['loopback elsewhere in 127/8', 'https://127.8.9.10:8443/hook', 'WEBHOOK_URL_PRIVATE'],
    ['loopback written as one number', 'https://2130706433/hook', 'WEBHOOK_URL_PRIVATE'],
    ['loopback in hex', 'https://0x7f.0.0.1/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv6 loopback', 'https://[::1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv4-mapped IPv6 loopback', 'https://[::ffff:127.0.0.1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['the unspecified address', 'https://0.0.0.0/hook', 'WEBHOOK_URL_PRIVATE'],
    ['10/8', 'https://10.1.2.3/hook', 'WEBHOOK_URL_PRIVATE'],
    ['172.16/12', 'https://172.20.0.5/hook', 'WEBHOOK_URL_PRIVATE'],
    ['192.168/16', 'https://192.168.1.1/hook', 'WEBHOOK_URL_PRIVATE'],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest/meta-data', 'WEBHOOK_URL_PRIVATE'],
    ['IPv6 unique-local', 'https://[fd00::1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv6 link-local', 'https://[fe80::1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['loopback in octal', 'https://0177.0.0.1/hook', 'WEBHOOK_URL_PRIVATE'],
    ['loopback in hex, two parts', 'https://0x7f.1/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv4-compatible IPv6 loopback', 'https://[::7f00:1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv4-mapped loopback in hex', 'https://[::ffff:7f00:1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv4-translated (SIIT) loopback', 'https://[::ffff:0:7f00:1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['6to4 carrying loopback', 'https://[2002:7f00:1::1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['Teredo carrying loopback', 'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['Teredo', 'https://[2001::1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['NAT64 carrying loopback', 'https://[64:ff9b::7f00:1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['NAT64 local-use carrying loopback', 'https://[64:ff9b:1::7f00:1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv6 discard-only', 'https://[100::1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv6 documentation (3fff::/20)', 'https://[3fff::1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv6 outside global unicast', 'https://[1::1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['the 6to4 relay anycast', 'https://192.88.99.1/hook', 'WEBHOOK_URL_PRIVATE'],
    ['AS112', 'https://192.175.48.1/hook', 'WEBHOOK_URL_PRIVATE'],
    ['a name that resolves to loopback', 'https://localhost/hook', 'WEBHOOK_URL_PRIVATE'],
    ['a name that does not resolve', 'https://no-such-host.invalid/hook', 'WEBHOOK_URL_UNRESOLVABLE'],
    ['file:', 'file:///etc/passwd', 'WEBHOOK_URL_SCHEME'],
  ])('refuses %s with a 400 and stores nothing', async (_, url, reason) => {
    const before = await count();
    const res = await admin.gql(CREATE, { url, events: ['deposit.approved'] });
    expectGqlError(res, 'BAD_USER_INPUT');
    expect(res.errors![0].extensions?.reason).toBe(reason);
    expect(await count()).toBe(before);
  });

  it('accepts an https URL on a public address (nothing is sent to it here: no event it takes happens)', async () => {
    const res = await admin.gql<{ createWebhookEndpoint: { id: string; secret: string } }>(CREATE, {
      url: 'https://93.184.215.14/hook',
      events: ['kyc.submitted'],
    });
    expect(res.errors).toBeUndefined();
    await admin.gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }`, { id: res.data!.createWebhookEndpoint.id });
  });

  it('checks again when sending, after DNS: a URL that now reaches loopback is not called', async () => {
    const receiver = await startReceiver();
    try {
      // Stored as if registered while the name pointed elsewhere (DNS changes; a row may predate a rule).
      const { rows } = await t.db.query(
        `INSERT INTO webhook_endpoints (url, events, secret) VALUES ($1, '{user.registered}', $3), ($2, '{user.registered}', $3) RETURNING id, url`,
        [`https://localhost:${receiver.port}/hook`, `https://127.0.0.1:${receiver.port}/hook`, `whsec_${Buffer.alloc(32, 7).toString('base64')}`],
      );
      await createInvestor(t);
      const until = Date.now() + 20_000;
      let attempts: Array<{ url: string; status: string; error: string | null; status_code: number | null }> = [];
      while (Date.now() < until) {
        attempts = (
          await t.db.query(
            `SELECT e.url, d.status, a.error, a.status_code FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
               JOIN webhook_endpoints e ON e.id = d.endpoint_id ORDER BY e.url`,
          )
        ).rows;
        if (attempts.length >= 2 && attempts.every((a) => a.status === 'failed')) break;
        await sleep(100);
      }
      expect(attempts).toEqual([
        {
          url: rows.find((r) => r.url.includes('127.0.0.1')).url,
          status: 'failed',
          status_code: null,
          error: expect.stringMatching(/loopback, private or link-local/),
        },
        {
          url: rows.find((r) => r.url.includes('localhost')).url,
          status: 'failed',
          status_code: null,
          error: expect.stringMatching(/^localhost resolves to .*loopback address: webhooks are sent to public addresses only/),
        },
      ]);
      await sleep(500);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await t.db.query(`DELETE FROM webhook_endpoints`);
      await receiver.close();
    }
  });
  it('DNS rebinding: a name public when saved and loopback when sent is checked again after resolving, and nothing is sent', async () => {
    const receiver = await startReceiver();
    const realResolve = webhookDns.resolve;
    // The attacker's name answers a public address once (the save check), then loopback (the send), then an
    // IPv6 form carrying loopback; the test's own resolver stands in for their DNS server (no network needed).
    const answers = [[{ address: '93.184.215.14', family: 4 }], [{ address: '127.0.0.1', family: 4 }], [{ address: '2002:7f00:1::1', family: 6 }]];
    const asked: string[] = [];
    webhookDns.resolve = async (hostname) => {
      if (hostname !== 'rebind.attacker.test') return realResolve(hostname);
      asked.push(hostname);
      return answers[Math.min(asked.length - 1, answers.length - 1)];
    };
    try {
      const url = `https://rebind.attacker.test:${receiver.port}/hook`;
      const saved = await admin.gql<{ createWebhookEndpoint: { id: string } }>(CREATE, { url, events: ['user.registered'] });
      expect(saved.errors).toBeUndefined();
      expect(asked).toHaveLength(1);
      await createInvestor(t);
      const until = Date.now() + 20_000;
      let attempts: Array<{ status: string; error: string | null; status_code: number | null }> = [];
      while (Date.now() < until) {
        attempts = (
          await t.db.query(
            `SELECT d.status, a.error, a.status_code FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
               JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.url = $1`,
            [url],
          )
        ).rows;
        if (attempts.length >= 1 && attempts.every((a) => a.status === 'failed')) break;
        await sleep(100);
      }
      expect(attempts).toEqual([
        {
          status: 'failed',
          status_code: null,
          error: 'rebind.attacker.test resolves to 127.0.0.1, an IPv4 loopback address: webhooks are sent to public addresses only.',
        },
      ]);
      // Resolved once at save and once for the one attempt: the socket used the checked answer, not a third lookup.
      expect(asked).toHaveLength(2);
      await sleep(300);
      expect(receiver.received).toHaveLength(0);
    } finally {
      webhookDns.resolve = realResolve;
      await t.db.query(`DELETE FROM webhook_endpoints`);
      await receiver.close();
    }
  });
});
