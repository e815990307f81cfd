import { Clock } from '../../common/clock';
import { STEP_UP_WINDOW_MS } from '../../common/step-up';
import { ApiClient } from '../../../test/helpers/api-client';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { CONFIRM_IDENTITY, stepUp } from '../../../test/factories/step-up';
import { enableTwoFactor, freshCode } from '../../../test/factories/two-factor';
import { createInvestor, DEFAULT_PASSWORD, uniqueEmail } from '../../../test/factories/users';

const CHANGE_PASSWORD = `mutation($current: String!, $next: String!, $code: String) { changePassword(currentPassword: $current, newPassword: $next, twoFactorCode: $code) { __typename } }`;
const REQUEST_EMAIL = `mutation($email: String!) { requestEmailChange(newEmail: $email) }`;
const BEGIN_2FA = `mutation { beginTwoFactorSetup { secret } }`;
const ENABLE_2FA = `mutation($code: String!) { enableTwoFactor(code: $code) }`;
const DISABLE_2FA = `mutation { disableTwoFactor }`;
const CREATE_TOKEN = `mutation($name: String!, $scopes: [ApiScope!]!) { createApiToken(name: $name, scopes: $scopes) { id token } }`;

type Gql = Awaited<ReturnType<ApiClient['gql']>>;
const reasonOf = (res: Gql) => res.errors?.[0]?.extensions?.reason;
const expectStepUpRequired = (res: Gql) => {
  expect(res.data ?? null).toBeNull();
  expect(res.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'STEP_UP_REQUIRED' });
};

describe('step-up ("sudo mode"): a stolen session cookie is not a stolen account (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());
  afterEach(() => t.app.get(Clock).setOffset(0));

  /** The attacker's browser: the victim's session cookie and CSRF token, and nothing else. */
  function steal(victim: ApiClient): ApiClient {
    const attacker = t.client();
    for (const [name, value] of victim.cookies) attacker.cookies.set(name, value);
    attacker.csrfToken = victim.csrfToken;
    return attacker;
  }
  const one = async <T>(sql: string, params: unknown[]) => (await t.db.query(sql, params)).rows[0] as T;
  const state = (userId: string) =>
    one<{
      email: string;
      password_hash: string;
      two_factor_enabled_at: Date | null;
      two_factor_pending_secret: string | null;
      tokens: number;
      requests: number;
    }>(
      `SELECT email, password_hash, two_factor_enabled_at, two_factor_pending_secret,
              (SELECT count(*)::int FROM api_tokens WHERE user_id = u.id) AS tokens,
              (SELECT count(*)::int FROM email_change_requests WHERE user_id = u.id) AS requests
         FROM users u WHERE id = $1`,
      [userId],
    );
  const codeMailsTo = async (email: string) => (await one<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = $1`, [email])).n;

  it('refuses every account-changing operation to a signed-in session that has not confirmed the password, changing nothing', async () => {
    const victim = await createInvestor(t);
    const attacker = steal(victim.client);
    const before = await state(victim.user.id);
    const newEmail = uniqueEmail('attacker');

    expectStepUpRequired(await attacker.gql(REQUEST_EMAIL, { email: newEmail }));
    const rest = await attacker.post<{ code?: string }>('/api/insert/send_change_email_otp', {
      current_email: victim.email,
      new_email: newEmail,
      confirm_email: newEmail,
    });
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe('STEP_UP_REQUIRED');
    expectStepUpRequired(await attacker.gql(BEGIN_2FA));
    expectStepUpRequired(await attacker.gql(ENABLE_2FA, { code: '123456' }));
    expectStepUpRequired(await attacker.gql(CREATE_TOKEN, { name: 'backdoor', scopes: ['READ', 'WRITE'] }));
    // The password change asks for the current password itself: without it the cookie gets nowhere.
    expect(reasonOf(await attacker.gql(CHANGE_PASSWORD, { current: 'a guess', next: 'attacker owns this now' }))).toBe('INVALID_PASSWORD');

    expect(await state(victim.user.id)).toEqual(before);
    expect(await codeMailsTo(newEmail)).toBe(0);
  });

  it('lets the same calls through once the session confirmed the password, for this session only', async () => {
    const { client, user, email } = await createInvestor(t);
    const otherBrowser = t.client();
    expect((await otherBrowser.login(email)).status).toBe(200);

    const confirmed = await client.gql<{ confirmIdentity: string }>(CONFIRM_IDENTITY, { password: DEFAULT_PASSWORD });
    expect(confirmed.errors).toBeUndefined();
    const until = Date.parse(confirmed.data!.confirmIdentity);
    expect(Math.abs(until - (Date.now() + STEP_UP_WINDOW_MS))).toBeLessThan(5_000);

    const token = await client.gql<{ createApiToken: { token: string } }>(CREATE_TOKEN, { name: 'script', scopes: ['READ'] });
    expect(token.errors).toBeUndefined();
    const newEmail = uniqueEmail('moved');
    expect((await client.gql(REQUEST_EMAIL, { email: newEmail })).errors).toBeUndefined();
    expect(await codeMailsTo(newEmail)).toBe(1);
    expect((await client.gql(BEGIN_2FA)).errors).toBeUndefined();

    // Another session of the same user did not confirm anything.
    expectStepUpRequired(await otherBrowser.gql(CREATE_TOKEN, { name: 'other', scopes: ['READ'] }));
    // Nor does an API token, even the one just made, for step-up or for the guarded calls.
    const bearer = t.client();
    const headers = { authorization: `Bearer ${token.data!.createApiToken.token}` };
    expect(reasonOf(await bearer.gql(CONFIRM_IDENTITY, { password: DEFAULT_PASSWORD }, { headers }))).toBe('SESSION_REQUIRED');
    expect(reasonOf(await bearer.gql(CREATE_TOKEN, { name: 'minted', scopes: ['READ'] }, { headers }))).toBe('SESSION_REQUIRED');
    expect(reasonOf(await bearer.gql(REQUEST_EMAIL, { email: uniqueEmail('bearer') }, { headers }))).toBe('SESSION_REQUIRED');
    expect((await state(user.id)).tokens).toBe(1);
  });

  it('lapses after the window (app clock), not before', async () => {
    const { client } = await createInvestor(t);
    await stepUp(client);
    const clock = t.app.get(Clock);
    clock.setOffset(STEP_UP_WINDOW_MS - 30_000);
    expect((await client.gql(CREATE_TOKEN, { name: 'in time', scopes: ['READ'] })).errors).toBeUndefined();
    clock.setOffset(STEP_UP_WINDOW_MS + 1_000);
    expectStepUpRequired(await client.gql(CREATE_TOKEN, { name: 'too late', scopes: ['READ'] }));
    expectStepUpRequired(await client.gql(BEGIN_2FA));
  });

  it('refuses a wrong password on its field, records it, and locks after the sign-in limit like the sign-in form', async () => {
    const { client, user, email } = await createInvestor(t);
    const wrong = await client.gql(CONFIRM_IDENTITY, { password: 'not the password' });
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_PASSWORD', field: 'password' });
    expectStepUpRequired(await client.gql(CREATE_TOKEN, { name: 'after a wrong one', scopes: ['READ'] }));
    const audited = await one<{ n: number }>(`SELECT count(*)::int AS n FROM account_activity WHERE user_id = $1 AND kind = 'IDENTITY_CHECK_FAILED'`, [
      user.id,
    ]);
    expect(audited.n).toBe(1);

    const reasons: string[] = [];
    for (let i = 0; i < 10; i++) reasons.push(String(reasonOf(await client.gql(CONFIRM_IDENTITY, { password: `guess ${i}` }))));
    expect(reasons.slice(0, 8)).toEqual(Array(8).fill('INVALID_PASSWORD'));
    expect(reasons.slice(9)).toEqual(['SIGN_IN_LOCKED']);
    // Locked: the right password is refused too (no oracle), and the sign-in form shares the lock.
    const locked = await client.gql(CONFIRM_IDENTITY, { password: DEFAULT_PASSWORD });
    expect(locked.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'SIGN_IN_LOCKED' });
    expect((await t.client().login(email)).status).toBe(429);
    expectStepUpRequired(await client.gql(CREATE_TOKEN, { name: 'still no', scopes: ['READ'] }));
  });

  it('with 2FA on needs the second factor too, and one confirmed before 2FA was turned on does not count', async () => {
    const { client, user } = await createInvestor(t);
    const { secret, recoveryCodes } = await enableTwoFactor(t, client, user.id);
    // The factory confirmed the password while 2FA was still off.
    expectStepUpRequired(await client.gql(DISABLE_2FA));
    expectStepUpRequired(await client.gql(CREATE_TOKEN, { name: 'x', scopes: ['READ'] }));

    const noCode = await client.gql(CONFIRM_IDENTITY, { password: DEFAULT_PASSWORD });
    expect(noCode.errors?.[0].extensions).toMatchObject({ reason: 'TWO_FACTOR_CODE_REQUIRED', field: 'twoFactorCode' });
    const badCode = await client.gql(CONFIRM_IDENTITY, { password: DEFAULT_PASSWORD, code: '000000' });
    expect(badCode.errors?.[0].extensions).toMatchObject({ reason: 'INVALID_TWO_FACTOR_CODE', field: 'twoFactorCode' });
    expectStepUpRequired(await client.gql(DISABLE_2FA));

    const code = await freshCode(t, user.id, secret);
    await stepUp(client, { code });
    // A code is taken once: the same one does not confirm again.
    expect(reasonOf(await client.gql(CONFIRM_IDENTITY, { password: DEFAULT_PASSWORD, code }))).toBe('INVALID_TWO_FACTOR_CODE');

    expect((await client.gql(DISABLE_2FA)).data?.disableTwoFactor).toBe(true);
    expect((await state(user.id)).two_factor_enabled_at).toBeNull();
    expect(recoveryCodes).toHaveLength(10);
  });

  it('does not carry a confirmed password over a password change or a new sign-in in the same browser', async () => {
    const { client, email } = await createInvestor(t);
    await stepUp(client);
    const changed = await client.gql(CHANGE_PASSWORD, { current: DEFAULT_PASSWORD, next: 'a brand new passphrase' });
    expect(changed.errors).toBeUndefined();
    expectStepUpRequired(await client.gql(CREATE_TOKEN, { name: 'after change', scopes: ['READ'] }));

    await stepUp(client, { password: 'a brand new passphrase' });
    // Signing in again (as another user here) in the same browser: the session's data survives the id's rotation, the step-up does not.
    const other = await createInvestor(t);
    expect((await client.login(other.email)).status).toBe(200);
    expectStepUpRequired(await client.gql(CREATE_TOKEN, { name: 'after sign-in', scopes: ['READ'] }));
    expect((await client.login(email, 'a brand new passphrase')).status).toBe(200);
    expectStepUpRequired(await client.gql(CREATE_TOKEN, { name: 'after sign-in', scopes: ['READ'] }));
  });
});
