import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { lastMailTo } from '../../../test/helpers/mailbox';
import { ApiClient } from '../../../test/helpers/api-client';
import { createInvestor, DEFAULT_PASSWORD, uniqueEmail } from '../../../test/factories/users';
import { enableTwoFactor, freshCode } from '../../../test/factories/two-factor';
import { stepUp } from '../../../test/factories/step-up';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const CHANGE_PASSWORD = `mutation($current: String!, $next: String!, $code: String) { changePassword(currentPassword: $current, newPassword: $next, twoFactorCode: $code) { signedOutSessions revokedApiTokens } }`;
const REQUEST_EMAIL = `mutation($email: String!, $code: String) { requestEmailChange(newEmail: $email, twoFactorCode: $code) }`;
const CONFIRM_EMAIL = `mutation($code: String!) { confirmEmailChange(code: $code) { id email } }`;

/** A browser with a fixed User-Agent. */
function browser(t: TestApp, userAgent: string): ApiClient {
  const client = t.client();
  const raw = client.raw.bind(client);
  client.raw = (path, init = {}) => raw(path, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), 'user-agent': userAgent } });
  return client;
}

describe('account security: password, email, sessions, activity (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const mailsTo = async (email: string) =>
    (await t.db.query<{ subject: string; text: string }>(`SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC`, [email])).rows;
  // From the recipient's mailbox: the outbox shows the code redacted.
  const emailCode = async (email: string) => /\b(\d{6})\b/.exec((await lastMailTo(t, email)).text)![1];

  describe('changePassword', () => {
    it('checks the current password, keeps this session, ends the others and sends a notice', async () => {
      const { client, email } = await createInvestor(t);
      const other = t.client();
      expect((await other.login(email)).status).toBe(200);

      const wrong = await client.gql(CHANGE_PASSWORD, { current: 'not my password', next: 'a brand new passphrase' });
      expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_PASSWORD' });
      const weak = await client.gql(CHANGE_PASSWORD, { current: DEFAULT_PASSWORD, next: 'short' });
      expect(weak.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect((await other.get('/api/check-auth')).status).toBe(200);

      const ok = await client.gql<{ changePassword: { signedOutSessions: number } }>(CHANGE_PASSWORD, {
        current: DEFAULT_PASSWORD,
        next: 'a brand new passphrase',
      });
      expect(ok.data?.changePassword).toEqual({ signedOutSessions: 1, revokedApiTokens: 0 });
      expect((await client.get('/api/check-auth')).status).toBe(200);
      expect((await other.get('/api/check-auth')).status).toBe(401);
      expect((await t.client().login(email)).status).toBe(401);
      expect((await t.client().login(email, 'a brand new passphrase')).status).toBe(200);
      expect((await mailsTo(email)).map((m) => m.subject)).toContain('Your password was changed');
    });

    it('needs the authenticator code when 2FA is on', async () => {
      const { client, user } = await createInvestor(t);
      const { secret } = await enableTwoFactor(t, client, user.id);
      const missing = await client.gql(CHANGE_PASSWORD, { current: DEFAULT_PASSWORD, next: 'another fine passphrase' });
      expect(missing.errors?.[0].extensions).toMatchObject({ reason: 'TWO_FACTOR_CODE_REQUIRED' });
      const ok = await client.gql(CHANGE_PASSWORD, { current: DEFAULT_PASSWORD, next: 'another fine passphrase', code: await freshCode(t, user.id, secret) });
      expect(ok.data?.changePassword).toEqual({ signedOutSessions: 0, revokedApiTokens: 0 });
    });

    it('is refused signed out and without the CSRF token', async () => {
      const visitor = t.client();
      await visitor.fetchCsrf();
      expect((await visitor.gql(CHANGE_PASSWORD, { current: 'x', next: 'y' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const { client } = await createInvestor(t);
      const res = await client.gql(CHANGE_PASSWORD, { current: DEFAULT_PASSWORD, next: 'a brand new passphrase' }, { csrf: false });
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('email change', () => {
    it('mails a code to the new address and switches on the right code; the old address is told', async () => {
      const { client, email, user } = await createInvestor(t);
      await stepUp(client);
      const next = uniqueEmail('moved');
      expect((await client.gql<{ requestEmailChange: boolean }>(REQUEST_EMAIL, { email: next.toUpperCase() })).data?.requestEmailChange).toBe(true);
      const code = await emailCode(next);
      const wrong = await client.gql(CONFIRM_EMAIL, { code: code === '000000' ? '111111' : '000000' });
      expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_EMAIL_CODE' });
      const done = await client.gql<{ confirmEmailChange: { id: string; email: string } }>(CONFIRM_EMAIL, { code });
      expect(done.data?.confirmEmailChange).toEqual({ id: user.id, email: next });
      expect((await mailsTo(email)).map((m) => m.subject)).toContain('Your account email was changed');
      expect((await t.client().login(next)).status).toBe(200);
      expect((await t.client().login(email)).status).toBe(401);
      expect((await client.gql(CONFIRM_EMAIL, { code })).errors?.[0].extensions?.reason).toBe('NO_EMAIL_CHANGE');
    });

    it('voids the request at the fifth wrong code, and refuses an expired one', async () => {
      const { client, user } = await createInvestor(t);
      await stepUp(client);
      const next = uniqueEmail('void');
      await client.gql(REQUEST_EMAIL, { email: next });
      const code = await emailCode(next);
      const wrongCode = code === '123456' ? '654321' : '123456';
      const reasons: string[] = [];
      for (let i = 0; i < 5; i++) reasons.push((await client.gql(CONFIRM_EMAIL, { code: wrongCode })).errors![0].extensions!.reason!);
      expect(reasons).toEqual(['INVALID_EMAIL_CODE', 'INVALID_EMAIL_CODE', 'INVALID_EMAIL_CODE', 'INVALID_EMAIL_CODE', 'EMAIL_CHANGE_VOIDED']);
      expect((await client.gql(CONFIRM_EMAIL, { code })).errors?.[0].extensions?.reason).toBe('NO_EMAIL_CHANGE');

      await client.gql(REQUEST_EMAIL, { email: next });
      const fresh = await emailCode(next);
      await t.db.query(`UPDATE email_change_requests SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
      expect((await client.gql(CONFIRM_EMAIL, { code: fresh })).errors?.[0].extensions?.reason).toBe('NO_EMAIL_CHANGE');
    });

    it('refuses an address in use, its own address and bad input, sending nothing', async () => {
      const { client, email } = await createInvestor(t);
      await stepUp(client);
      const taken = await createInvestor(t);
      const res = await client.gql(REQUEST_EMAIL, { email: taken.email });
      expect(res.errors?.[0]).toMatchObject({ message: 'An account with this email already exists.', extensions: { code: 'CONFLICT', reason: 'EMAIL_TAKEN' } });
      for (const bad of ['', 'not-an-email', `nul\u0000@example.com`, email, 'x'.repeat(250) + '@a.co']) {
        const answer = await client.gql(REQUEST_EMAIL, { email: bad });
        expect({ bad, code: answer.errors?.[0].extensions?.code }).toEqual({ bad, code: 'BAD_USER_INPUT' });
      }
      for (const code of ['', '12345', '1234567', 'abcdef', '12 456']) {
        expect((await client.gql(CONFIRM_EMAIL, { code })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      }
      expect(
        (await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE subject LIKE 'Your confirmation code%' AND "to" = $1`, [taken.email])).rows[0].n,
      ).toBe(0);
    });

    it('sends at most 5 codes an hour (Send Code and Resend Code)', async () => {
      const { client } = await createInvestor(t);
      await stepUp(client);
      const next = uniqueEmail('resend');
      for (let i = 0; i < 5; i++) expect((await client.gql(REQUEST_EMAIL, { email: next })).data?.requestEmailChange).toBe(true);
      expect((await client.gql(REQUEST_EMAIL, { email: next })).errors?.[0].extensions?.code).toBe('RATE_LIMITED');
      expect((await mailsTo(next)).length).toBe(5);
    });

    it('works over the spec REST calls with its messages, and asks for the confirmed password and 2FA code (step-up) when on', async () => {
      const { client, email, user } = await createInvestor(t);
      await stepUp(client);
      const next = uniqueEmail('rest');
      const send = (body: Record<string, unknown>) => client.post('/api/insert/send_change_email_otp', body);
      expect(await send({ current_email: email, new_email: '', confirm_email: '' })).toMatchObject({
        status: 400,
        body: { message: 'Please fill in all required fields.' },
      });
      expect(await send({ current_email: email, new_email: next, confirm_email: uniqueEmail() })).toMatchObject({
        status: 400,
        body: { message: 'Emails do not match. Please check and try again.' },
      });
      expect(await send({ current_email: email, new_email: email, confirm_email: email })).toMatchObject({
        status: 400,
        body: { message: 'Current email cannot be used again' },
      });
      expect((await send({ current_email: email, new_email: next, confirm_email: next, extra: 1 })).status).toBe(400);

      const { secret } = await enableTwoFactor(t, client, user.id);
      // Confirmed while 2FA was off: with it on, the step-up must take a code too.
      expect(await send({ current_email: email, new_email: next, confirm_email: next })).toMatchObject({
        status: 403,
        body: { code: 'STEP_UP_REQUIRED' },
      });
      await stepUp(client, { code: await freshCode(t, user.id, secret) });
      // two_factor_code is still accepted in the body (old clients) but not read.
      const sent = await send({ current_email: email, new_email: next, confirm_email: next, two_factor_code: '000000' });
      expect(sent).toMatchObject({
        status: 200,
        body: { status: 'success', message: 'A confirmation code has been sent to your new email. Please enter the code' },
      });
      expect((await client.post('/api/insert/verify_change_email_otp', { code: 'abc' })).status).toBe(400);
      const verified = await client.post('/api/insert/verify_change_email_otp', { code: await emailCode(next) });
      expect(verified).toMatchObject({ status: 200, body: { status: 'success' } });
      expect((await client.get<{ data: { email: string } }>('/api/check-auth')).body.data.email).toBe(next);
      const visitor = t.client();
      await visitor.fetchCsrf();
      expect((await visitor.post('/api/insert/send_change_email_otp', { current_email: email, new_email: next, confirm_email: next })).status).toBe(401);
    });
  });

  describe('sessions and activity', () => {
    it("lists the sessions with their devices and ends one, another user's, or all the others", async () => {
      const laptop = browser(t, CHROME);
      const email = uniqueEmail();
      await laptop.register({ email });
      expect((await laptop.login(email)).status).toBe(200);
      const phone = browser(t, IPHONE);
      expect((await phone.login(email)).status).toBe(200);
      const third = t.client();
      expect((await third.login(email)).status).toBe(200);

      type Session = { id: string; current: boolean; device: string | null; ip: string | null; createdAt: string; lastSeenAt: string };
      const list = await laptop.gql<{ mySessions: Session[] }>(`{ mySessions { id current device ip createdAt lastSeenAt } }`);
      const sessions = list.data!.mySessions;
      expect(sessions).toHaveLength(3);
      expect(sessions[0]).toMatchObject({ current: true, device: 'Chrome 140 on Linux' });
      const phoneSession = sessions.find((s) => s.device?.startsWith('Mobile Safari'))!;
      expect(phoneSession.device).toBe('Mobile Safari 18 on iOS 18.1');
      expect(phoneSession.id).toMatch(/^[0-9a-f]{32}$/);
      // The cookie's session id is never shown.
      const sids = (await t.db.query(`SELECT sid FROM sessions`)).rows.map((r) => r.sid as string);
      expect(sessions.some((s) => sids.includes(s.id))).toBe(false);

      const stranger = await createInvestor(t);
      expect((await stranger.client.gql(`mutation($id: ID!) { endSession(id: $id) }`, { id: phoneSession.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      for (const bad of ['', 'nope', '1; DROP TABLE sessions', '\u0000'.repeat(32), 'A'.repeat(32)]) {
        expect((await laptop.gql(`mutation($id: ID!) { endSession(id: $id) }`, { id: bad })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      }
      expect((await phone.get('/api/check-auth')).status).toBe(200);

      expect((await laptop.gql<{ endSession: boolean }>(`mutation($id: ID!) { endSession(id: $id) }`, { id: phoneSession.id })).data?.endSession).toBe(true);
      expect((await phone.get('/api/check-auth')).status).toBe(401);
      expect((await third.get('/api/check-auth')).status).toBe(200);
      expect((await laptop.gql<{ endOtherSessions: number }>(`mutation { endOtherSessions }`)).data?.endOtherSessions).toBe(1);
      expect((await third.get('/api/check-auth')).status).toBe(401);
      expect((await laptop.get('/api/check-auth')).status).toBe(200);
      expect((await laptop.gql<{ mySessions: Session[] }>(`{ mySessions { id } }`)).data!.mySessions).toHaveLength(1);
    });

    it('tells the owner what happened, newest first, page by page, and mails a sign-in from a new device', async () => {
      const email = uniqueEmail();
      const laptop = browser(t, CHROME);
      await laptop.register({ email });
      expect((await laptop.login(email)).status).toBe(200);
      expect((await mailsTo(email)).map((m) => m.subject)).not.toContain('New sign-in to your account');
      expect((await browser(t, CHROME).login(email, 'wrong password!')).status).toBe(401);
      const phone = browser(t, IPHONE);
      await phone.fetchCsrf();
      await phone.post('/api/account/login', { email, password: DEFAULT_PASSWORD }, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      const newDevice = (await mailsTo(email)).find((m) => m.subject === 'New sign-in to your account');
      expect(newDevice?.text).toContain('Mobile Safari 18 on iOS 18.1');
      expect((await browser(t, CHROME).login(email)).status).toBe(200);
      expect((await mailsTo(email)).filter((m) => m.subject === 'New sign-in to your account')).toHaveLength(1);
      await laptop.gql(CHANGE_PASSWORD, { current: DEFAULT_PASSWORD, next: 'a brand new passphrase' });

      type Event = { id: string; kind: string; at: string; ip: string | null; device: string | null };
      const page = async (first: number, after?: string) =>
        (
          await laptop.gql<{ myActivity: Event[] }>(
            `query($first: Int, $after: String) { myActivity(first: $first, after: $after) { id kind at ip device } }`,
            { first, after },
          )
        ).data!.myActivity;
      const all = await page(20);
      expect(all.map((e) => e.kind)).toEqual(['PASSWORD_CHANGED', 'SIGN_IN', 'SIGN_IN', 'SIGN_IN_FAILED', 'SIGN_IN']);
      expect(all[2]).toMatchObject({ ip: '203.0.113.7', device: 'Mobile Safari 18 on iOS 18.1' });
      expect(all[3].device).toBe('Chrome 140 on Linux');
      const first = await page(2);
      const rest = await page(20, first[1].id);
      expect([...first, ...rest].map((e) => e.id)).toEqual(all.map((e) => e.id));

      for (const [firstArg, after] of [
        [0, undefined],
        [101, undefined],
        [5, 'not-an-id'],
        [5, '\u0000'],
      ] as const) {
        const res = await laptop.gql(`query($first: Int, $after: String) { myActivity(first: $first, after: $after) { id } }`, { first: firstArg, after });
        expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      }
      // Another user's event id as the cursor shows nothing of theirs.
      const other = await createInvestor(t);
      const theirs = (await other.client.gql<{ myActivity: Event[] }>(`{ myActivity { id } }`)).data!.myActivity;
      expect(await page(20, theirs[0].id)).toEqual([]);
      const visitor = t.client();
      expect((await visitor.gql(`{ myActivity { id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await visitor.gql(`{ mySessions { id } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('lockout under bursts', () => {
    it('lets a burst of 60 parallel guesses verify at most 10 passwords, then refuses the right one', async () => {
      const { email, user } = await createInvestor(t);
      const guesses = Array.from({ length: 60 }, async (_, i) => {
        const attacker = t.client();
        await attacker.fetchCsrf();
        return (await attacker.post('/api/account/login', { email, password: `wrong guess ${i}` }, { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } }))
          .status;
      });
      const statuses = await Promise.all(guesses);
      expect(statuses.filter((s) => s === 200)).toHaveLength(0);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(50);
      const failures = await t.db.query(`SELECT count(*)::int AS n FROM account_activity WHERE user_id = $1 AND kind = 'SIGN_IN_FAILED'`, [user.id]);
      expect(failures.rows[0].n).toBe(10);
      expect((await t.client().login(email)).status).toBe(429);
    });

    it('never lets the right password through once ten guesses have been verified, whatever the interleaving', async () => {
      const { email } = await createInvestor(t);
      const attempt = async (password: string, i: number) => {
        const attacker = t.client();
        await attacker.fetchCsrf();
        return (await attacker.post('/api/account/login', { email, password }, { headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } })).status;
      };
      // 79 wrong guesses with the right one at #60, all in flight at once.
      const results = await Promise.all(Array.from({ length: 80 }, (_, i) => attempt(i === 59 ? DEFAULT_PASSWORD : `wrong ${i}`, i)));
      const wrongVerified = results.filter((s, i) => i !== 59 && s === 401).length;
      // Only an attempt holding one of the ten slots is verified at all.
      expect(wrongVerified + (results[59] === 200 ? 1 : 0)).toBeLessThanOrEqual(10);
      if (results[59] === 200) expect(wrongVerified).toBeLessThan(10);
      expect(await attempt(DEFAULT_PASSWORD, 99)).toBe(results[59] === 200 ? 200 : 429);
    });
  });
});
