import { bootApp, createTestDatabase, dropTestDatabase, TestApp } from './helpers/test-app';
import { ApiClient } from './helpers/api-client';
import { DEFAULT_PASSWORD, uniqueEmail } from './factories/users';

/** Two app instances on one database behave as one: sessions and rate limits live in Postgres. */
describe('two app instances on one database', () => {
  let database: string;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([bootApp({ database }), bootApp({ database })]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await dropTestDatabase(database);
  });

  /** The same browser (cookie jar) talking to another instance, as behind a load balancer. */
  function sameBrowserOn(client: ApiClient, app: TestApp): ApiClient {
    const other = app.client();
    for (const [k, v] of client.cookies) other.cookies.set(k, v);
    other.csrfToken = client.csrfToken;
    return other;
  }

  it('accepts on instance B a session and CSRF token made on instance A, and a logout on B ends it on A', async () => {
    const email = uniqueEmail();
    const onA = a.client();
    expect((await onA.register({ email })).status).toBe(200);
    expect((await onA.login(email)).status).toBe(200);

    const onB = sameBrowserOn(onA, b);
    const me = await onB.get('/api/check-auth');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email });
    const update = await onB.post('/api/update/address', { address1: '1 Main St', state: 'CA', country: 'USA' });
    expect(update.status).toBe(200);

    expect((await onB.get('/api/account/logout')).status).toBe(200);
    expect((await onA.get('/api/check-auth')).status).toBe(401);
  });

  it('counts failed sign-ins of both instances together', async () => {
    const email = uniqueEmail();
    await a.client().register({ email });
    const onA = a.client();
    const onB = b.client();
    for (let i = 0; i < 5; i++) {
      expect((await onA.login(email, 'wrong password!')).status).toBe(401);
      const res = await onB.login(email, 'wrong password!');
      expect(res.status).toBe(i < 4 ? 401 : 429);
    }
    expect((await a.client().login(email, DEFAULT_PASSWORD)).status).toBe(429);
  });
});
