import { createClient, Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ApiClient } from './helpers/api-client';
import { bootApp, createTestDatabase, dropTestDatabase, TestApp } from './helpers/test-app';
import { createAdmin, createInvestor } from './factories/users';
import { approveDeposit, submitDeposit } from './factories/money';

/** accountUpdated over graphql-ws, signed in by the session cookie, fed across instances by LISTEN/NOTIFY. */
describe('accountUpdated subscription', () => {
  let database: string;
  let a: TestApp;
  let b: TestApp;
  const sockets: Client[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([bootApp({ database }), bootApp({ database })]);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await Promise.all([a.close(), b.close()]);
    await dropTestDatabase(database);
  });

  function socketFor(app: TestApp, client: ApiClient | null, origin?: string): Client {
    const cookie = client?.cookieHeader ?? '';
    const url = app.baseUrl.replace('http', 'ws') + '/graphql';
    const headers: Record<string, string> = { cookie, ...(origin ? { origin } : {}) };
    const socket = createClient({
      url,
      retryAttempts: 0,
      lazy: true,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      },
    });
    sockets.push(socket);
    return socket;
  }

  function firstUpdate(socket: Client): Promise<{ reason: string; user: { balance: string } | null }> {
    return new Promise((resolve, reject) => {
      const stop = socket.subscribe<{ accountUpdated: { reason: string; user: { balance: string } | null } }>(
        { query: `subscription { accountUpdated { reason user { balance interest } } }` },
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
  }

  it('pushes the new balance to a socket on instance A when an admin approves a deposit on instance B', async () => {
    const investor = await createInvestor(a);
    const update = firstUpdate(socketFor(a, investor.client));
    await new Promise((r) => setTimeout(r, 300)); // let the subscription register before the change
    const adminOnB = await createAdmin(b);
    const { id } = await submitDeposit(b, sameBrowser(investor.client, b), '750');
    await approveDeposit(adminOnB.client, id);
    expect(await update).toMatchObject({ reason: 'balance', user: { balance: '750.00' } });
  });

  it('refuses a socket without a session, and one opened from another site', async () => {
    await expect(firstUpdate(socketFor(a, null))).rejects.toBeDefined();
    const investor = await createInvestor(a);
    await expect(firstUpdate(socketFor(a, investor.client, 'https://evil.example'))).rejects.toBeDefined();
  });
});

function sameBrowser(client: ApiClient, app: TestApp): ApiClient {
  const other = app.client();
  for (const [k, v] of client.cookies) other.cookies.set(k, v);
  other.csrfToken = client.csrfToken;
  return other;
}
