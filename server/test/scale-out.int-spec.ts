import { bootApp, createTestDatabase, dropTestDatabase, TestApp } from './helpers/test-app';
import { ApiClient } from './helpers/api-client';
import { DEFAULT_PASSWORD, uniqueEmail } from './factories/users';
import { enableTwoFactor, freshCode } from './factories/two-factor';

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

  it('ends a session on A that the same browser then uses on B, and takes a 2FA sign-in started on A on B', async () => {
    const email = uniqueEmail();
    const laptop = a.client();
    await laptop.register({ email });
    expect((await laptop.login(email)).status).toBe(200);
    const phone = b.client();
    expect((await phone.login(email)).status).toBe(200);
    const phoneOnA = sameBrowserOn(phone, a);
    expect((await phoneOnA.get('/api/check-auth')).status).toBe(200);

    const sessions = await laptop.gql<{ mySessions: Array<{ id: string; current: boolean }> }>(`{ mySessions { id current } }`);
    const phoneSession = sessions.data!.mySessions.find((s) => !s.current)!;
    expect((await laptop.gql<{ endSession: boolean }>(`mutation($id: ID!) { endSession(id: $id) }`, { id: phoneSession.id })).data?.endSession).toBe(true);
    expect((await phone.get('/api/check-auth')).status).toBe(401);
    expect((await phoneOnA.get('/api/check-auth')).status).toBe(401);

    // 2FA: the password on A, the code on B (the pending step lives in the shared session).
    const me = (await laptop.get<{ data: { id: string } }>('/api/check-auth')).body.data;
    const { secret } = await enableTwoFactor(a, laptop, me.id);
    const tablet = a.client();
    expect((await tablet.login(email)).body.status).toBe('two_factor_required');
    const tabletOnB = sameBrowserOn(tablet, b);
    const code = await freshCode(b, me.id, secret);
    expect((await tabletOnB.post('/api/account/login/two_factor', { code })).status).toBe(200);
    // The session id rotated at sign-in: the browser's new cookie works on A as well.
    expect((await sameBrowserOn(tabletOnB, a).get('/api/check-auth')).status).toBe(200);
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
