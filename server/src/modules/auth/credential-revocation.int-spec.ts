import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient } from '../../../test/helpers/api-client';
import { freshCode } from '../../../test/factories/two-factor';
import { createInvestor, DEFAULT_PASSWORD, uniqueEmail } from '../../../test/factories/users';
import { hashApiToken, hintOf, newApiToken } from '../api-tokens/api-token-secret';
import { PasswordResetService } from './password-reset.service';
import { seal } from './two-factor/secret-box';
import { newTotpSecret } from './two-factor/totp';

const NEW_PASSWORD = 'a brand new passphrase';
const CHANGE_PASSWORD = `mutation($current: String!, $next: String!, $code: String) {
  changePassword(currentPassword: $current, newPassword: $next, twoFactorCode: $code) { message signedOutSessions revokedApiTokens } }`;
const RESET_PASSWORD = `mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { message signedOutSessions revokedApiTokens } }`;
const REQUEST_EMAIL = `mutation($email: String!) { requestEmailChange(newEmail: $email) }`;
const CONFIRM_EMAIL = `mutation($code: String!) { confirmEmailChange(code: $code) { id email } }`;
const CONFIRM_IDENTITY = `mutation($password: String!) { confirmIdentity(password: $password) }`;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The attacks a new password or a new address must stop: whoever had the account (a stolen cookie,
 * a half-done sign-in, a token they minted, a reset link or code mailed earlier) loses it.
 */
describe('a new password or email ends what came before it (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  /** A reset link as the mail would carry it (the token; only its hash is stored, as the service does). */
  async function resetLinkFor(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await t.db.query(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [userId, sha256(token)]);
    return token;
  }

  /** An API token of the user's, as createApiToken stores it. */
  async function apiTokenFor(userId: string): Promise<string> {
    const token = newApiToken();
    await t.db.query(`INSERT INTO api_tokens (user_id, name, scopes, token_hash, hint) VALUES ($1, 'script', '{read}', $2, $3)`, [
      userId,
      hashApiToken(token),
      hintOf(token),
    ]);
    return token;
  }

  /** Turns 2FA on in the database (as enableTwoFactor leaves it); returns the secret. */
  async function withTwoFactor(userId: string): Promise<string> {
    const secret = newTotpSecret();
    await t.db.query(`UPDATE users SET two_factor_secret = $2, two_factor_enabled_at = now() WHERE id = $1`, [userId, seal(t.config.twoFactorKey, secret)]);
    return secret;
  }

  /** A browser that passed the password of `email` and now waits for the authenticator code. */
  async function halfSignedIn(email: string, password = DEFAULT_PASSWORD): Promise<ApiClient> {
    const browser = t.client();
    const login = await browser.login(email, password);
    expect(login.body.status).toBe('two_factor_required');
    return browser;
  }

  const bearer = (token: string) => t.client().get('/api/check-auth', { headers: { authorization: `Bearer ${token}` } });

  /** Confirms the password for operations behind step-up (where they are); harmless elsewhere. */
  const stepUp = (client: ApiClient, password = DEFAULT_PASSWORD) => client.gql(CONFIRM_IDENTITY, { password });

  describe('a password reset', () => {
    it('signs out every session, ends a half-done 2FA sign-in and revokes the API tokens, and says so', async () => {
      const { client: sessionB, email, user } = await createInvestor(t);
      const secret = await withTwoFactor(user.id);
      const pending = await halfSignedIn(email);
      const apiToken = await apiTokenFor(user.id);
      expect((await bearer(apiToken)).status).toBe(200);
      const link = await resetLinkFor(user.id);

      const attacker = t.client();
      await attacker.fetchCsrf();
      const reset = await attacker.gql<{ resetPassword: { message: string; signedOutSessions: number; revokedApiTokens: number } }>(RESET_PASSWORD, {
        token: link,
        password: NEW_PASSWORD,
      });
      expect(reset.errors).toBeUndefined();
      expect(reset.data!.resetPassword).toEqual({
        message: expect.stringContaining('1 API token was revoked'),
        signedOutSessions: 2,
        revokedApiTokens: 1,
      });

      expect((await sessionB.get('/api/check-auth')).status).toBe(401);
      // Its session is gone (with its CSRF token: 403), and with it the sign-in.
      const second = await pending.post('/api/account/login/two_factor', { code: await freshCode(t, user.id, secret) });
      expect([401, 403]).toContain(second.status);
      expect((await pending.get('/api/check-auth')).status).toBe(401);
      expect((await bearer(apiToken)).status).toBe(401);
      const audited = await t.db.query(`SELECT kind FROM account_activity WHERE user_id = $1 AND kind IN ('API_TOKEN_REVOKED', 'PASSWORD_RESET')`, [user.id]);
      expect(audited.rows.map((r) => r.kind).sort()).toEqual(['API_TOKEN_REVOKED', 'PASSWORD_RESET']);
      // Single use: the link is spent, and the table never held it in the clear.
      expect((await attacker.post('/api/account/reset_password', { token: link, password: 'yet another passphrase' })).status).toBe(400);
      const stored = await t.db.query(`SELECT token_hash FROM password_reset_tokens WHERE user_id = $1`, [user.id]);
      expect(stored.rows).toEqual([{ token_hash: sha256(link) }]);
    });

    it('a half-done sign-in cannot be completed even if its session outlived the reset (the password it passed is gone)', async () => {
      const { email, user } = await createInvestor(t);
      const secret = await withTwoFactor(user.id);
      const pending = await halfSignedIn(email);
      const saved = await t.db.query(`SELECT sid, sess, expire FROM sessions WHERE sess->'twoFactorPending'->>'userId' = $1`, [user.id]);
      expect(saved.rows).toHaveLength(1);
      const visitor = t.client();
      await visitor.fetchCsrf();
      expect((await visitor.post('/api/account/reset_password', { token: await resetLinkFor(user.id), password: NEW_PASSWORD })).status).toBe(200);
      // A request under way during the reset saves its copy of the session back.
      const [row] = saved.rows;
      await t.db.query(`INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, $3) ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess`, [
        row.sid,
        row.sess,
        row.expire,
      ]);
      const second = await pending.post('/api/account/login/two_factor', { code: await freshCode(t, user.id, secret) });
      expect(second.status).toBe(401);
      expect((await pending.get('/api/check-auth')).status).toBe(401);
    });
  });

  describe('a password change', () => {
    it('signs out session B, ends a half-done sign-in, revokes the API tokens and tells how many', async () => {
      const { client: sessionA, email, user } = await createInvestor(t);
      const sessionB = t.client();
      expect((await sessionB.login(email)).status).toBe(200);
      const apiToken = await apiTokenFor(user.id);
      await apiTokenFor(user.id);
      const secret = await withTwoFactor(user.id);
      const pending = await halfSignedIn(email);

      await stepUp(sessionA);
      const changed = await sessionA.gql<{ changePassword: { message: string; signedOutSessions: number; revokedApiTokens: number } }>(CHANGE_PASSWORD, {
        current: DEFAULT_PASSWORD,
        next: NEW_PASSWORD,
        code: await freshCode(t, user.id, secret),
      });
      expect(changed.errors).toBeUndefined();
      expect(changed.data!.changePassword).toEqual({
        message: expect.stringContaining('2 API tokens were revoked'),
        signedOutSessions: 2,
        revokedApiTokens: 2,
      });
      expect((await sessionA.get('/api/check-auth')).status).toBe(200);
      expect((await sessionB.get('/api/check-auth')).status).toBe(401);
      expect([401, 403]).toContain((await pending.post('/api/account/login/two_factor', { code: await freshCode(t, user.id, secret) })).status);
      expect((await pending.get('/api/check-auth')).status).toBe(401);
      expect((await bearer(apiToken)).status).toBe(401);
      const live = await t.db.query(`SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1 AND revoked_at IS NULL`, [user.id]);
      expect(live.rows[0].n).toBe(0);
    });
  });

  describe('an email change', () => {
    /** Requests a change to `to` and returns a code that the stored request takes (the mailed one is not readable here). */
    async function requestChange(client: ApiClient, userId: string, to: string): Promise<string> {
      await stepUp(client);
      const sent = await client.gql(REQUEST_EMAIL, { email: to });
      expect(sent.errors).toBeUndefined();
      const code = String(100000 + Math.floor(Math.random() * 899999));
      await t.db.query(`UPDATE email_change_requests SET code_hash = encode(sha256(convert_to(user_id || ':' || $2, 'UTF8')), 'hex') WHERE user_id = $1`, [
        userId,
        code,
      ]);
      return code;
    }

    it('voids a reset link mailed before it', async () => {
      const { client, user } = await createInvestor(t);
      const link = await resetLinkFor(user.id);
      const code = await requestChange(client, user.id, uniqueEmail('moved'));
      expect((await client.gql(CONFIRM_EMAIL, { code })).errors).toBeUndefined();

      const visitor = t.client();
      await visitor.fetchCsrf();
      const reset = await visitor.post('/api/account/reset_password', { token: link, password: NEW_PASSWORD });
      expect(reset.status).toBe(400);
      expect((await t.client().login((await t.db.query(`SELECT email FROM users WHERE id = $1`, [user.id])).rows[0].email)).status).toBe(200);
    });

    it('voids an email-change code mailed before it', async () => {
      const { client, user } = await createInvestor(t);
      const first = await requestChange(client, user.id, uniqueEmail('first'));
      const second = await requestChange(client, user.id, uniqueEmail('second'));
      expect((await client.gql(CONFIRM_EMAIL, { code: second })).errors).toBeUndefined();
      const late = await client.gql(CONFIRM_EMAIL, { code: first });
      expect(late.errors?.[0].extensions?.reason).toBe('NO_EMAIL_CHANGE');
    });
  });

  describe('whether an address has an account', () => {
    it('EMAIL_TAKEN on an email change draws on the rate limit: probes stop at the limit', async () => {
      const { client } = await createInvestor(t);
      const taken = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createInvestor(t)));
      await stepUp(client);
      const reasons: string[] = [];
      for (const other of taken) reasons.push((await client.gql(REQUEST_EMAIL, { email: other.email })).errors?.[0].extensions?.reason ?? 'none');
      expect(reasons).toEqual(['EMAIL_TAKEN', 'EMAIL_TAKEN', 'EMAIL_TAKEN', 'EMAIL_TAKEN', 'EMAIL_TAKEN', 'TOO_MANY_EMAIL_CODES']);
      const rest = await client.post('/api/insert/send_change_email_otp', {
        current_email: (await client.gql<{ me: { email: string } }>(`{ me { email } }`)).data!.me.email,
        new_email: taken[0].email,
        confirm_email: taken[0].email,
      });
      expect(rest.status).toBe(429);
    });

    it('EMAIL_TAKEN on registration draws on the rate limit: probes of one address stop at the limit', async () => {
      const { email } = await createInvestor(t);
      const statuses: number[] = [];
      // Its own registration took the first of the address's 4 an hour.
      for (let i = 0; i < 4; i++) {
        const probe = t.client();
        await probe.fetchCsrf();
        statuses.push((await probe.register({ email, username: `probe${randomBytes(4).toString('hex')}` })).status);
      }
      expect(statuses).toEqual([409, 409, 409, 429]);
    });

    it('forgot-password answers before any lookup, token or mail, for a known and an unknown address alike', async () => {
      const { email, user } = await createInvestor(t);
      const visitor = t.client();
      await visitor.fetchCsrf();
      // While the tokens' table is locked, a request that made its token before answering would hang.
      const blocker = new Client({ connectionString: t.databaseUrl });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query('LOCK TABLE password_reset_tokens IN ACCESS EXCLUSIVE MODE');
        const known = await visitor.post('/api/account/forgot_password', { email }, { signal: AbortSignal.timeout(5_000) });
        const unknown = await visitor.post('/api/account/forgot_password', { email: uniqueEmail('nobody') }, { signal: AbortSignal.timeout(5_000) });
        expect([known.status, unknown.status]).toEqual([200, 200]);
        expect(unknown.body).toEqual(known.body);
      } finally {
        await blocker.query('ROLLBACK');
        await blocker.end();
      }
      await t.app.get(PasswordResetService).settled();
      const tokens = await t.db.query(`SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1`, [user.id]);
      expect(tokens.rows[0].n).toBe(1);
    });
  });
});
