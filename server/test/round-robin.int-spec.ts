import { createClient, Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ApiClient } from './helpers/api-client';
import { bootApp, createTestDatabase, dropTestDatabase, TestApp } from './helpers/test-app';
import { PGBOUNCER_BINARY, PgBouncer, startPgBouncer } from './helpers/pgbouncer';
import { RoundRobinProxy, SERVED_BY, startRoundRobinProxy } from './helpers/round-robin-proxy';
import { startReceiver } from './helpers/webhook-receiver';
import { createAdmin, createInvestor } from './factories/users';
import { approveDeposit, creditProfit, submitDeposit } from './factories/money';

/**
 * docker-compose.yml's shape in one process: two app instances on one database behind a load
 * balancer without stickiness (a round-robin proxy), each instance's queries through PgBouncer in
 * transaction pooling when the binary is there (CI installs it), LISTEN and pg-boss direct. What
 * scale-out, subscriptions and accrual-two-instances check instance by instance, here through the
 * balancer a browser actually talks to.
 */
describe(`two instances behind a round-robin load balancer${PGBOUNCER_BINARY ? ', through PgBouncer (transaction pooling)' : ''}`, () => {
  let database: string;
  let bouncer: PgBouncer | undefined;
  let a: TestApp;
  let b: TestApp;
  let proxy: RoundRobinProxy;
  /** The balancer as a TestApp: factories sign up and call through it, and arrange rows on the shared database. */
  let balanced: TestApp;
  const sockets: Client[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(process.env.TEST_PG_SERVER_URL!);
    direct.pathname = `/${database}`;
    if (PGBOUNCER_BINARY) bouncer = await startPgBouncer(process.env.TEST_PG_SERVER_URL!, 6);
    const env = bouncer
      ? { DATABASE_URL: bouncer.urlFor(direct.toString()), DATABASE_POOL_MODE: 'transaction', DATABASE_DIRECT_URL: direct.toString() }
      : undefined;
    [a, b] = await Promise.all([bootApp({ database, env }), bootApp({ database, env })]);
    proxy = await startRoundRobinProxy([a.baseUrl, b.baseUrl]);
    balanced = { ...a, baseUrl: proxy.url, client: () => new ApiClient(proxy.url) };
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await proxy?.close();
    await Promise.all([a?.close(), b?.close()]);
    await bouncer?.stop();
    await dropTestDatabase(database);
  });

  it('keeps a browser signed in whichever instance answers: a session made on one is valid on the other', async () => {
    const { client, email } = await createInvestor(balanced);
    const signIn = await client.login(email);
    expect(signIn.status).toBe(200);
    const signedInOn = signIn.headers.get(SERVED_BY);
    const reads = [await client.get('/api/check-auth'), await client.get('/api/check-auth')];
    expect(reads.map((r) => [r.status, (r.body.data as { email: string }).email])).toEqual([
      [200, email],
      [200, email],
    ]);
    // Both instances answered, the one that did not make the session included.
    expect(new Set(reads.map((r) => r.headers.get(SERVED_BY)))).toEqual(new Set(['0', '1']));
    expect(reads.some((r) => r.headers.get(SERVED_BY) !== signedInOn)).toBe(true);
    // A write with the CSRF token of that session, on whichever instance comes next.
    expect((await client.post('/api/update/address', { address1: '1 Main St', state: 'CA', country: 'USA' })).status).toBe(200);
  });

  it('runs a job once although both instances work the queue: one webhook delivery per withdrawal', async () => {
    const receiver = await startReceiver();
    try {
      const admin = await createAdmin(balanced);
      const created = await admin.client.gql<{ createWebhookEndpoint: { id: string } }>(
        `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { id } }`,
        { url: receiver.url(), events: ['withdrawal.requested'] },
      );
      expect(created.errors).toBeUndefined();
      const { client, user } = await createInvestor(balanced);
      await creditProfit(a, user.id, '100.00');
      const withdrawals = await Promise.all(
        Array.from({ length: 6 }, () =>
          client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
            coin_name: 'USDT',
            network: 'TRC20',
            wallet_address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
            amount: '10.00',
          }),
        ),
      );
      expect(withdrawals.map((w) => w.status)).toEqual(Array(6).fill(200));
      expect(new Set(withdrawals.map((w) => w.headers.get(SERVED_BY)))).toEqual(new Set(['0', '1']));
      await receiver.waitFor(6);
      await new Promise((r) => setTimeout(r, 2000)); // a second delivery would come within this
      const delivered = receiver.received.map((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id).sort();
      expect(delivered).toEqual(withdrawals.map((w) => w.body.data.id).sort());
    } finally {
      await a.db.query(`DELETE FROM webhook_endpoints`);
      await receiver.close();
    }
  });

  it('tells a subscription on one instance about a change made through the other', async () => {
    const investor = await createInvestor(balanced);
    const socketOn = proxy.nextBackend();
    const socket = createClient({
      url: `${proxy.url.replace('http', 'ws')}/graphql`,
      retryAttempts: 0,
      lazy: true,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: investor.client.cookieHeader } });
        }
      },
    });
    sockets.push(socket);
    const update = new Promise<{ reason: string; user: { balance: string } | null }>((resolve, reject) => {
      const stop = socket.subscribe<{ accountUpdated: { reason: string; user: { balance: string } | null } }>(
        { query: `subscription { accountUpdated { reason user { balance } } }` },
        {
          next: (value) => {
            if (value.data) {
              resolve(value.data.accountUpdated);
              stop();
            } else reject(new Error(JSON.stringify(value.errors)));
          },
          error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
          complete: () => undefined,
        },
      );
    });
    await new Promise((r) => setTimeout(r, 300)); // let the subscription register before the change
    const upgrade = proxy.served.filter((s) => s.path.startsWith('/graphql') && s.method === 'GET').at(-1);
    expect(upgrade?.backend).toBe(socketOn);

    const admin = await createAdmin(balanced);
    const { id } = await submitDeposit(balanced, investor.client, '750');
    // The approval goes to the instance the socket is not on.
    if (proxy.nextBackend() === socketOn) await admin.client.get('/api/health');
    const approved = await approveDeposit(admin.client, id);
    expect(approved.errors).toBeUndefined();
    expect(proxy.served.at(-1)!.backend).not.toBe(socketOn);
    expect(await update).toMatchObject({ reason: 'balance', user: { balance: '750.00' } });
  });
});
