import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient } from '../../test/helpers/api-client';
import { bootApp, TestApp } from '../../test/helpers/test-app';
import { approveDeposit, submitDeposit } from '../../test/factories/money';
import { stepUp } from '../../test/factories/step-up';
import { createAdmin, createInvestor } from '../../test/factories/users';

const CREATE_TOKEN = `mutation($name: String!, $scopes: [ApiScope!]!) { createApiToken(name: $name, scopes: $scopes) { id token } }`;

/** A client whose every call carries the API token and no cookie: signed in by the token alone. */
function bearerClient(baseUrl: string, token: string): ApiClient {
  const client = new ApiClient(baseUrl);
  const raw = client.raw.bind(client);
  client.raw = (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    return raw(path, { ...init, headers });
  };
  return client;
}

/**
 * One actor per request (common/actor.ts): the app listens dual-stack (`::`, as in production by
 * default), so an IPv4 caller's socket reads `::ffff:127.0.0.1`. Every record of who acted, by
 * session or by API token, investor or admin, audit trail or activity log, says `127.0.0.1`.
 */
describe('the actor’s address (real Postgres, a dual-stack socket)', () => {
  let t: TestApp;
  let dual: Server;
  let viaDual: TestApp;

  beforeAll(async () => {
    t = await bootApp();
    dual = createServer(t.app.getHttpAdapter().getInstance());
    await new Promise<void>((resolve) => dual.listen(0, '::', resolve));
    const baseUrl = `http://127.0.0.1:${(dual.address() as AddressInfo).port}`;
    viaDual = { ...t, baseUrl, client: () => new ApiClient(baseUrl) };
  });
  afterAll(async () => {
    await new Promise((resolve) => dual.close(resolve));
    await t.close();
  });

  async function tokenFor(client: ApiClient, scopes: string[]): Promise<string> {
    await stepUp(client);
    const res = await client.gql<{ createApiToken: { token: string } }>(CREATE_TOKEN, { name: `actor ${scopes.join('+')}`, scopes });
    expect(res.errors).toBeUndefined();
    return res.data!.createApiToken.token;
  }

  it('records the same plain IPv4 address in audit_log and account_activity for session and token calls', async () => {
    const investor = await createInvestor(viaDual);
    const bySession = await submitDeposit(viaDual, investor.client, '600');
    const investorToken = await tokenFor(investor.client, ['READ', 'WRITE']);
    const byToken = await submitDeposit(viaDual, bearerClient(viaDual.baseUrl, investorToken), '700');

    const admin = await createAdmin(viaDual);
    expect((await approveDeposit(admin.client, bySession.id)).errors).toBeUndefined();
    const adminToken = await tokenFor(admin.client, ['ADMIN_READ', 'ADMIN_WRITE']);
    expect((await approveDeposit(bearerClient(viaDual.baseUrl, adminToken), byToken.id)).errors).toBeUndefined();

    const audit = await t.db.query<{ action: string; actor_id: string; transaction_id: string; ip: string | null }>(
      `SELECT action, actor_id, transaction_id, ip FROM audit_log WHERE transaction_id = ANY($1) ORDER BY id`,
      [[bySession.id, byToken.id]],
    );
    expect(audit.rows).toEqual([
      { action: 'deposit.submitted', actor_id: investor.user.id, transaction_id: bySession.id, ip: '127.0.0.1' },
      { action: 'deposit.submitted', actor_id: investor.user.id, transaction_id: byToken.id, ip: '127.0.0.1' },
      { action: 'deposit.approved', actor_id: admin.user.id, transaction_id: bySession.id, ip: '127.0.0.1' },
      { action: 'deposit.approved', actor_id: admin.user.id, transaction_id: byToken.id, ip: '127.0.0.1' },
    ]);

    const activity = await t.db.query<{ kind: string; ip: string | null }>(`SELECT kind, ip FROM account_activity WHERE user_id = ANY($1)`, [
      [investor.user.id, admin.user.id],
    ]);
    expect(activity.rows.map((row) => row.kind)).toEqual(expect.arrayContaining(['SIGN_IN', 'API_TOKEN_CREATED']));
    expect(new Set(activity.rows.map((row) => row.ip))).toEqual(new Set(['127.0.0.1']));

    // The session list and the per-IP limits key on the same address.
    const sessions = await t.db.query<{ ip: string }>(`SELECT sess->'meta'->>'ip' AS ip FROM sessions WHERE sess->'passport'->>'user' = $1`, [
      investor.user.id,
    ]);
    expect(sessions.rows.map((row) => row.ip)).toEqual(['127.0.0.1']);
    const limits = await t.db.query<{ key: string }>(`SELECT key FROM rate_limiter WHERE key LIKE 'register:ip:%' OR key LIKE 'login:ip:%'`);
    expect(limits.rows.map((row) => row.key).sort()).toEqual(['login:ip:127.0.0.1', 'register:ip:127.0.0.1']);
  });
});
