import { createHash } from 'node:crypto';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient } from '../../../test/helpers/api-client';
import { expectGqlError, expectRestError } from '../../../test/helpers/safe-error';
import { createAdmin, createInvestor, createSupport } from '../../../test/factories/users';
import { stepUp } from '../../../test/factories/step-up';

const RATE_LIMIT = 25;
const CREATE = `mutation($name: String!, $scopes: [ApiScope!]!, $expiresAt: DateTime) {
  createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt) { id token }
}`;
const LIST = `query { apiTokens { id name scopes hint createdAt lastUsedAt expiresAt } }`;
const REVOKE = `mutation($id: ID!) { revokeApiToken(id: $id) { id name } }`;
const UPDATE_ADDRESS = `mutation($input: UpdateAddressInput!) { updateAddress(input: $input) { country } }`;
const FREEZE = `mutation($id: ID!) { freezeUser(userId: $id, reason: "Chargeback under investigation") { id frozen } }`;
const UNFREEZE = `mutation($id: ID!) { unfreezeUser(userId: $id) { id frozen } }`;
const ADDRESS = { address1: '1 Main St', state: 'Nairobi County', country: 'Kenya' };

interface ListedToken {
  id: string;
  name: string;
  scopes: string[];
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}
type Scope = 'READ' | 'WRITE' | 'ADMIN_READ' | 'ADMIN_WRITE';

/** Personal API tokens: created with a session, used as `Authorization: Bearer` on REST and GraphQL without cookie or CSRF. */
describe('API tokens (real Postgres, real HTTP)', () => {
  let t: TestApp;
  let owner: ApiClient;
  let ownerId: string;

  beforeAll(async () => {
    t = await bootApp({ env: { API_TOKEN_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
    const created = await createInvestor(t);
    owner = created.client;
    ownerId = created.user.id;
    await stepUp(owner);
  });
  afterAll(() => t.close());

  async function createToken(scopes: Scope[], by = owner, extra: { name?: string; expiresAt?: string } = {}) {
    // Creating a token needs a confirmed password (step-up) in the session.
    if (by !== owner) await stepUp(by);
    const res = await by.gql<{ createApiToken: { id: string; token: string } }>(CREATE, { name: extra.name ?? `script ${scopes.join('+')}`, scopes, ...extra });
    expect(res.errors).toBeUndefined();
    return res.data!.createApiToken;
  }
  /** A client with no cookie and no CSRF token, speaking with the bearer token only. */
  function bearer(token: string) {
    const client = t.client();
    const headers = { authorization: `Bearer ${token}` };
    return {
      get: (path: string) => client.get(path, { headers }),
      post: (path: string, body: unknown) => client.post(path, body, { headers }),
      gql: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => client.gql<T>(query, variables, { headers }),
    };
  }
  const tokenCount = async (userId = ownerId) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1`, [userId])).rows[0].n;
  const countryOf = async (userId: string) =>
    (await t.db.query<{ country: string | null }>(`SELECT country FROM users WHERE id = $1`, [userId])).rows[0].country;

  it('shows the token once, with the product prefix, and stores only its SHA-256', async () => {
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const { id, token } = await createToken(['READ', 'WRITE'], owner, { name: '  Accounting export  ', expiresAt });
    expect(token).toMatch(/^invplat_[A-Za-z0-9_-]{43}$/);

    const { rows } = await t.db.query(`SELECT * FROM api_tokens WHERE id = $1`, [id]);
    expect(rows).toHaveLength(1);
    expect((rows[0].token_hash as Buffer).equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(JSON.stringify(rows[0])).not.toContain(token.slice('invplat_'.length));

    const list = await owner.gql<{ apiTokens: ListedToken[] }>(LIST);
    expect(list.data!.apiTokens.find((row) => row.id === id)).toEqual({
      id,
      name: 'Accounting export',
      scopes: ['READ', 'WRITE'],
      hint: token.slice(-4),
      createdAt: expect.any(String),
      lastUsedAt: null,
      expiresAt,
    });
  });

  it('a read token reads over REST and GraphQL without cookie, and is refused every change (403, nothing changed)', async () => {
    const { token } = await createToken(['READ']);
    const api = bearer(token);
    const rest = await api.get('/api/check-auth');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'success', data: { email: expect.any(String) } });
    expect(rest.headers.get('set-cookie')).toBeNull();
    const me = await api.gql<{ me: { id: string } }>(`query { me { id } }`);
    expect(me.data?.me.id).toBe(ownerId);

    const before = await countryOf(ownerId);
    const restWrite = await api.post('/api/update/address', ADDRESS);
    expectRestError(restWrite, 403);
    expect(restWrite.body.code).toBe('INSUFFICIENT_SCOPE');
    expect(restWrite.body.message).toMatch(/write scope/);
    const gqlWrite = await api.gql(UPDATE_ADDRESS, { input: ADDRESS });
    expectGqlError(gqlWrite, 'FORBIDDEN');
    expect(gqlWrite.errors![0].extensions?.reason).toBe('INSUFFICIENT_SCOPE');
    expect(await countryOf(ownerId)).toBe(before);
  });

  it('a write token changes without cookie or CSRF token, and cannot read', async () => {
    const { token } = await createToken(['WRITE']);
    const api = bearer(token);
    const rest = await api.post('/api/update/address', { ...ADDRESS, country: 'Ghana' });
    expect(rest.status).toBe(200);
    expect(await countryOf(ownerId)).toBe('Ghana');
    const gql = await api.gql<{ updateAddress: { country: string } }>(UPDATE_ADDRESS, { input: { ...ADDRESS, country: 'Peru' } });
    expect(gql.errors).toBeUndefined();
    expect(await countryOf(ownerId)).toBe('Peru');

    const read = await api.get('/api/check-auth');
    expectRestError(read, 403);
    expect(read.body.code).toBe('INSUFFICIENT_SCOPE');
    expectGqlError(await api.gql(`query { me { id } }`), 'FORBIDDEN');
  });

  it('CSRF: not needed with the bearer alone, still needed when the session cookie comes along', async () => {
    const { token } = await createToken(['READ', 'WRITE']);
    // The cookie alone without the CSRF token: refused, as before.
    const cookieOnly = await owner.post('/api/update/address', ADDRESS, { csrf: false });
    expectRestError(cookieOnly, 403);
    expect(cookieOnly.body.code).toBe('CSRF');
    // Cookie and bearer together: the cookie is ambient, so the CSRF token is still required.
    const both = await owner.post('/api/update/address', ADDRESS, { csrf: false, headers: { authorization: `Bearer ${token}` } });
    expectRestError(both, 403);
    expect(both.body.code).toBe('CSRF');
    const bothGql = await owner.gql(UPDATE_ADDRESS, { input: ADDRESS }, { csrf: false, headers: { authorization: `Bearer ${token}` } });
    expectGqlError(bothGql, 'FORBIDDEN');
    expect(bothGql.errors![0].extensions?.reason).toBe('CSRF');
    const withCsrf = await owner.post('/api/update/address', ADDRESS, { headers: { authorization: `Bearer ${token}` } });
    expect(withCsrf.status).toBe(200);
  });

  it('token management and account security need the session: a token with every scope is refused', async () => {
    const { id, token } = await createToken(['READ', 'WRITE']);
    const api = bearer(token);
    for (const [query, variables] of [
      [LIST, undefined],
      [CREATE, { name: 'minted by a token', scopes: ['READ', 'WRITE'] }],
      [REVOKE, { id }],
      [`mutation { changePassword(currentPassword: "correct horse battery", newPassword: "another long passphrase") { revokedApiTokens } }`, undefined],
      [`query { mySessions { id } }`, undefined],
    ] as const) {
      const res = await api.gql(query, variables);
      expectGqlError(res, 'FORBIDDEN');
      expect(res.errors![0].extensions?.reason).toBe('SESSION_REQUIRED');
    }
    const rows = await t.db.query(`SELECT name, revoked_at FROM api_tokens WHERE user_id = $1`, [ownerId]);
    expect(rows.rows.find((row) => row.name === 'minted by a token')).toBeUndefined();
    expect(rows.rows.every((row) => row.revoked_at === null)).toBe(true);
  });

  it('admin scopes: an investor asking for them is refused (nothing stored); an admin token reads with admin:read and changes with admin:write', async () => {
    const before = await tokenCount();
    for (const scopes of [['ADMIN_READ'], ['READ', 'ADMIN_WRITE']]) {
      const res = await owner.gql(CREATE, { name: 'admin please', scopes });
      expectGqlError(res, 'FORBIDDEN');
      expect(res.errors![0].extensions?.reason).toBe('ADMIN_SCOPE_FORBIDDEN');
    }
    expect(await tokenCount()).toBe(before);

    // Support staff read the console: admin:read yes, admin:write no; their token reads and cannot change.
    const support = await createSupport(t);
    await stepUp(support.client);
    const supportWrite = await support.client.gql(CREATE, { name: 'support writes', scopes: ['ADMIN_WRITE'] });
    expectGqlError(supportWrite, 'FORBIDDEN');
    expect(supportWrite.errors![0].extensions?.reason).toBe('ADMIN_SCOPE_FORBIDDEN');
    const supportToken = bearer((await createToken(['ADMIN_READ'], support.client)).token);
    expect((await supportToken.gql(`query { adminOverview { pendingDeposits } }`)).errors).toBeUndefined();

    const admin = await createAdmin(t);
    const victim = await createInvestor(t);
    const victimToken = (await createToken(['READ'], victim.client)).token;
    const reader = bearer((await createToken(['READ', 'WRITE', 'ADMIN_READ'], admin.client)).token);
    const writer = bearer((await createToken(['ADMIN_WRITE'], admin.client)).token);
    const plain = bearer((await createToken(['READ', 'WRITE'], admin.client)).token);
    const overview = `query { adminOverview { pendingDeposits } }`;

    expect((await reader.gql(overview)).errors).toBeUndefined();
    const plainOverview = await plain.gql(overview);
    expectGqlError(plainOverview, 'FORBIDDEN');
    expect(plainOverview.errors![0].extensions?.reason).toBe('INSUFFICIENT_SCOPE');
    // An admin REST read: past the guard (404 for a file that is not there) with admin:read, 403 without.
    expectRestError(await reader.get('/api/kyc/files/none.webp'), 404);
    expectRestError(await plain.get('/api/kyc/files/none.webp'), 403);
    expectRestError(await bearer(victimToken).get('/api/kyc/files/none.webp'), 403);

    const readerFreeze = await reader.gql(FREEZE, { id: victim.user.id });
    expectGqlError(readerFreeze, 'FORBIDDEN');
    expect(readerFreeze.errors![0].extensions?.reason).toBe('INSUFFICIENT_SCOPE');
    expect(await bearer(victimToken).get('/api/check-auth')).toMatchObject({ status: 200 });

    // A frozen user's tokens stop working at once; unfrozen, they work again.
    const frozen = await writer.gql<{ freezeUser: { frozen: boolean } }>(FREEZE, { id: victim.user.id });
    expect(frozen.errors).toBeUndefined();
    expect(frozen.data!.freezeUser.frozen).toBe(true);
    const refused = await bearer(victimToken).get('/api/check-auth');
    expectRestError(refused, 403);
    expect(refused.body.code).toBe('ACCOUNT_FROZEN');
    expectGqlError(await bearer(victimToken).gql(`query { me { id } }`), 'FORBIDDEN');
    expect((await writer.gql(UNFREEZE, { id: victim.user.id })).errors).toBeUndefined();
    expect(await bearer(victimToken).get('/api/check-auth')).toMatchObject({ status: 200 });
  });

  it('a revoked token is 401 at once on REST and GraphQL and leaves the list; another user cannot revoke it', async () => {
    const { id, token } = await createToken(['READ']);
    expect((await bearer(token).get('/api/check-auth')).status).toBe(200);

    const stranger = await createInvestor(t);
    for (const otherId of [id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await stranger.client.gql(REVOKE, { id: otherId });
      expectGqlError(res, 'NOT_FOUND');
    }
    expect((await bearer(token).get('/api/check-auth')).status).toBe(200);

    const revoked = await owner.gql<{ revokeApiToken: { id: string } }>(REVOKE, { id });
    expect(revoked.data?.revokeApiToken.id).toBe(id);
    const rest = await bearer(token).get('/api/check-auth');
    expectRestError(rest, 401);
    expect(rest.body).toMatchObject({ code: 'TOKEN_REVOKED', message: 'This API token has been revoked.' });
    const gql = await bearer(token).gql(`query { me { id } }`);
    expectGqlError(gql, 'UNAUTHENTICATED');
    expect(gql.errors![0].extensions?.reason).toBe('TOKEN_REVOKED');
    const list = await owner.gql<{ apiTokens: ListedToken[] }>(LIST);
    expect(list.data!.apiTokens.map((row) => row.id)).not.toContain(id);
    // Revoking again is harmless, and the account's activity log tells of it once.
    expect((await owner.gql(REVOKE, { id })).errors).toBeUndefined();
    const kinds = await t.db.query<{ kind: string; n: number }>(
      `SELECT kind, count(*)::int AS n FROM account_activity WHERE user_id = $1 AND kind LIKE 'API_TOKEN_%' GROUP BY kind`,
      [ownerId],
    );
    expect(Object.fromEntries(kinds.rows.map((row) => [row.kind, row.n]))).toEqual({ API_TOKEN_CREATED: await tokenCount(), API_TOKEN_REVOKED: 1 });
  });

  it('an expired token is 401; an expiry in the past is refused and nothing is stored', async () => {
    const { id, token } = await createToken(['READ'], owner, { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await bearer(token).get('/api/check-auth')).status).toBe(200);
    await t.db.query(`UPDATE api_tokens SET created_at = now() - interval '2 days', expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    const rest = await bearer(token).get('/api/check-auth');
    expectRestError(rest, 401);
    expect(rest.body).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'This API token has expired.' });
    const gql = await bearer(token).gql(`query { me { id } }`);
    expectGqlError(gql, 'UNAUTHENTICATED');
    expect(gql.errors![0].extensions?.reason).toBe('TOKEN_EXPIRED');

    const before = await tokenCount();
    const past = await owner.gql(CREATE, { name: 'old', scopes: ['READ'], expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expectGqlError(past, 'BAD_USER_INPUT');
    expect(past.errors![0].message).toBe('The expiry date must be in the future.');
    expect(await tokenCount()).toBe(before);
  });

  it.each([
    ['a wrong prefix', (token: string) => token.replace('invplat_', 'ghp_'), 'TOKEN_WRONG_PREFIX', /start with "invplat_"/],
    ['no prefix at all', (token: string) => token.slice('invplat_'.length), 'TOKEN_WRONG_PREFIX', /start with "invplat_"/],
    ['a truncated token', (token: string) => token.slice(0, -5), 'TOKEN_MALFORMED', /truncated/],
    ['an unknown token', (token: string) => token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA'), 'TOKEN_UNKNOWN', /not known/],
    ['an empty bearer', () => '', 'TOKEN_WRONG_PREFIX', /start with "invplat_"/],
  ])('%s is 401 with a clear message on REST and GraphQL', async (_what, mangle, code, message) => {
    const { token } = await createToken(['READ', 'WRITE']);
    const bad = mangle(token);
    const rest = await bearer(bad).get('/api/check-auth');
    expectRestError(rest, 401);
    expect(rest.body.code).toBe(code);
    expect(rest.body.message).toMatch(message);
    const gql = await bearer(bad).gql(`query { me { id } }`);
    expectGqlError(gql, 'UNAUTHENTICATED');
    expect(gql.errors![0].extensions?.reason).toBe(code);
    // Even a public path is refused: the caller meant the header to count.
    expectRestError(await bearer(bad).get('/api/session'), 401);
  });

  it('an Authorization header that is not a bearer token is 401, even beside a valid session cookie', async () => {
    const basic = await owner.get('/api/check-auth', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expectRestError(basic, 401);
    expect(basic.body).toMatchObject({ code: 'NOT_BEARER', message: 'The Authorization header must be "Bearer <token>".' });
    const wrong = await owner.get('/api/check-auth', { headers: { authorization: 'Bearer invplat_short' } });
    expectRestError(wrong, 401);
    expect(wrong.body.code).toBe('TOKEN_MALFORMED');
    expect((await owner.get('/api/check-auth')).status).toBe(200);
  });

  it.each([
    ['an unknown scope', { name: 'x', scopes: ['DELETE'] }, 'BAD_USER_INPUT'],
    ['a scope spelled as its value', { name: 'x', scopes: ['admin:read'] }, 'BAD_USER_INPUT'],
    ['no scope', { name: 'x', scopes: [] }, 'BAD_USER_INPUT'],
    ['an empty name', { name: '   ', scopes: ['READ'] }, 'BAD_USER_INPUT'],
    ['a name too long', { name: 'n'.repeat(101), scopes: ['READ'] }, 'BAD_USER_INPUT'],
    ['a NUL in the name', { name: 'a\u0000b', scopes: ['READ'] }, 'BAD_USER_INPUT'],
    ['a line break in the name', { name: 'a\nb', scopes: ['READ'] }, 'BAD_USER_INPUT'],
    ['a malformed expiry', { name: 'x', scopes: ['READ'], expiresAt: 'tomorrow' }, 'BAD_USER_INPUT'],
  ])('%s is a 4xx with a clear message, and nothing is stored', async (_what, variables, code) => {
    const before = await tokenCount();
    const res = await owner.gql(CREATE, variables);
    expectGqlError(res, code);
    expect(await tokenCount()).toBe(before);
  });

  it('caps live tokens at 25 per user, even when creations race (409, nothing more stored); revoking frees a place', async () => {
    const racer = await createInvestor(t);
    await stepUp(racer.client);
    const results = await Promise.all(
      Array.from({ length: 28 }, (_, i) => racer.client.gql<{ createApiToken: { id: string } }>(CREATE, { name: `bulk ${i}`, scopes: ['READ'] })),
    );
    const refused = results.filter((res) => res.errors);
    expect(refused).toHaveLength(3);
    for (const res of refused) {
      expectGqlError(res, 'CONFLICT');
      expect(res.errors![0].extensions?.reason).toBe('TOO_MANY_TOKENS');
    }
    expect(await tokenCount(racer.user.id)).toBe(25);
    const one = results.find((res) => !res.errors)!.data!.createApiToken.id;
    expect((await racer.client.gql(REVOKE, { id: one })).errors).toBeUndefined();
    expect((await racer.client.gql(CREATE, { name: 'after a revoke', scopes: ['READ'] })).errors).toBeUndefined();
  });

  it('rate-limits each token on its own (429 with Retry-After), and keeps last_used_at to one write a minute', async () => {
    const first = await createToken(['READ']);
    const second = await createToken(['READ']);
    const api = bearer(first.token);
    expect((await api.get('/api/check-auth')).status).toBe(200);
    const lastUsed = (await t.db.query(`SELECT last_used_at FROM api_tokens WHERE id = $1`, [first.id])).rows[0].last_used_at as Date;
    expect(lastUsed).toBeInstanceOf(Date);
    const statuses: number[] = [];
    for (let i = 1; i < RATE_LIMIT; i++) statuses.push((await api.get('/api/check-auth')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const limited = await api.get('/api/check-auth');
    expectRestError(limited, 429);
    expect(limited.body.code).toBe('TOKEN_RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expectGqlError(await api.gql(`query { me { id } }`), 'RATE_LIMITED');
    // Another token of the same user has its own quota.
    expect((await bearer(second.token).get('/api/check-auth')).status).toBe(200);

    // 25 uses, one write: the first use's time stays until a minute has passed.
    const after = (await t.db.query(`SELECT last_used_at FROM api_tokens WHERE id = $1`, [first.id])).rows[0].last_used_at as Date;
    expect(after.getTime()).toBe(lastUsed.getTime());
    const listed = await owner.gql<{ apiTokens: ListedToken[] }>(LIST);
    expect(listed.data!.apiTokens.find((row) => row.id === first.id)?.lastUsedAt).toBe(lastUsed.toISOString());
  });
});
