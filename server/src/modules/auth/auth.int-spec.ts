import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { resetTokenFor } from '../../../test/helpers/mailbox';
import { createInvestor, DEFAULT_PASSWORD, uniqueEmail } from '../../../test/factories/users';

describe('auth (REST and GraphQL, real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  it('registers, signs in with a rotated session id, keeps the CSRF token, and signs out', async () => {
    const client = t.client();
    const token = await client.fetchCsrf();
    const anonymousSid = client.cookies.get('sid');
    const email = uniqueEmail();
    const reg = await client.register({ email: email.toUpperCase(), fullName: '  Ada Lovelace ' });
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({ status: 'success', message: expect.stringContaining('Registration successful') });

    const login = await client.login(email);
    expect(login.status).toBe(200);
    expect(client.cookies.get('sid')).not.toEqual(anonymousSid);
    const user = login.body.data;
    expect(user).toMatchObject({ email, fullname: 'Ada Lovelace', admin: 0, balance: '0.00', interest: '0.00' });
    expect(user.reg_id).toMatch(/^[1-9][0-9]{9}$/);
    expect(user.referral_id).toMatch(/^[A-Z2-9]{8}$/);
    expect(JSON.stringify(user)).not.toMatch(/password|argon/i);

    // the token fetched before login is still valid after it
    expect(client.csrfToken).toBe(token);
    const me = await client.get('/api/check-auth');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email });

    const logout = await client.get('/api/account/logout');
    expect(logout.status).toBe(200);
    const after = await client.get('/api/check-auth');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ status: 'error', message: expect.any(String), code: 'UNAUTHENTICATED' });
  });

  it('answers GET /api/session with 200 and {authenticated} signed out, signed in, after logout and after the session row is gone', async () => {
    const visitor = t.client();
    const anonymous = await visitor.get('/api/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ authenticated: false });
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    // asking creates no session
    expect(anonymous.headers.get('set-cookie')).toBeNull();

    const forged = t.client();
    forged.cookies.set('sid', 's%3Anot-a-session.forged-signature');
    expect((await forged.get('/api/session')).body).toEqual({ authenticated: false });

    const { client, user } = await createInvestor(t);
    expect((await client.get('/api/session')).body).toEqual({ authenticated: true });
    expect((await client.get('/api/account/logout')).status).toBe(200);
    expect(await client.get('/api/session')).toMatchObject({ status: 200, body: { authenticated: false } });

    const other = await createInvestor(t);
    expect((await other.client.get('/api/session')).body).toEqual({ authenticated: true });
    await t.db.query(`DELETE FROM sessions WHERE sess->'passport'->>'user' = $1`, [other.user.id]);
    expect(await other.client.get('/api/session')).toMatchObject({ status: 200, body: { authenticated: false } });
    expect(user.id).not.toBe(other.user.id);
  });

  it('tells a caller without credentials to sign in or send a token, and a caller whose session ended that it expired', async () => {
    const stranger = await t.client().get('/api/check-auth');
    expect(stranger).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Sign in or send an API token.' } });
    const graphql = await t.client().gql(`{ adminPlans { id } }`);
    expect(graphql.errors?.[0]).toMatchObject({ message: 'Sign in or send an API token.', extensions: { code: 'UNAUTHENTICATED' } });

    const { client, user } = await createInvestor(t);
    await t.db.query(`DELETE FROM sessions WHERE sess->'passport'->>'user' = $1`, [user.id]);
    const ended = await client.get('/api/check-auth');
    expect(ended).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' } });
  });

  it('stores argon2id hashes and refuses duplicate emails case-insensitively and duplicate usernames', async () => {
    const { email } = await createInvestor(t);
    const row = await t.db.query(`SELECT password_hash FROM users WHERE email = $1`, [email]);
    expect(row.rows[0].password_hash).toMatch(/^\$argon2id\$/);

    const other = t.client();
    const dup = await other.register({ email: email.toUpperCase(), username: 'someone_else' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('An account with this email already exists.');

    const name = `u${Date.now()}`;
    expect((await other.register({ email: uniqueEmail(), username: name })).status).toBe(200);
    const dupName = await other.register({ email: uniqueEmail(), username: name.toUpperCase() });
    expect(dupName.status).toBe(409);
    expect(dupName.body.message).toBe('This username is already taken.');
  });

  it.each([
    ['a short password', 'short12', 'at least 8 characters'],
    ['a common password', 'password1', 'too common'],
    ['a common password in capitals', 'BASEBALL', 'too common'],
    ['a password over 128 characters', 'x'.repeat(129), 'at most 128'],
  ])('refuses %s', async (_label, password, message) => {
    const res = await t.client().register({ email: uniqueEmail(), password });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('accepts a 64-character passphrase without composition rules', async () => {
    const email = uniqueEmail();
    const password = 'a'.repeat(30) + ' long passphrase with spaces only ';
    const client = t.client();
    expect((await client.register({ email, password: password.slice(0, 64) })).status).toBe(200);
    expect((await client.login(email, password.slice(0, 64))).status).toBe(200);
  });

  it('links a known referral id and refuses an unknown one', async () => {
    const referrer = await createInvestor(t);
    const referred = t.client();
    const email = uniqueEmail();
    expect((await referred.register({ email, referralId: referrer.user.referral_id.toLowerCase() })).status).toBe(200);
    const row = await t.db.query(`SELECT referred_by_id FROM users WHERE email = $1`, [email]);
    expect(row.rows[0].referred_by_id).toBe(referrer.user.id);

    const unknown = await t.client().register({ email: uniqueEmail(), referralId: 'NOPE1234' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('referral ID is not valid');
  });

  it('answers the spec message when fields are empty', async () => {
    const res = await t.client().register({ email: '   ', fullName: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('All fields are required to proceed');
    const login = t.client();
    await login.fetchCsrf();
    const empty = await login.post('/api/account/login', { email: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('All fields are required to proceed');
  });

  it('refuses a wrong password with one message, and locks the account after 10 failures in 15 minutes', async () => {
    const { email } = await createInvestor(t);
    const attacker = t.client();
    for (let i = 0; i < 9; i++) {
      const res = await attacker.login(email, 'wrong password!');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid email or password.');
    }
    const tenth = await attacker.login(email, 'wrong password!');
    expect(tenth.status).toBe(429);
    expect(tenth.body.message).toMatch(/locked; please try again in 15 minutes/);
    // even the right password is refused while locked, from any client
    const owner = await t.client().login(email, DEFAULT_PASSWORD);
    expect(owner.status).toBe(429);
  });

  it('limits sign-ups per email address: the fifth attempt in an hour is refused', async () => {
    const email = uniqueEmail();
    const client = t.client();
    expect((await client.register({ email })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await client.register({ email, username: `dup${i}${Date.now()}` })).status).toBe(409);
    const fifth = await client.register({ email, username: `dup9${Date.now()}` });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/Too many sign-ups/);
  });

  it('refuses a state-changing call without the CSRF token or with a wrong one, REST and GraphQL', async () => {
    const client = t.client();
    await client.fetchCsrf();
    const none = await client.post('/api/account/login', { email: 'a@b.co', password: 'whatever1' }, { csrf: false });
    expect(none.status).toBe(403);
    expect(none.body.message).toContain('CSRF');
    const wrong = await client.post('/api/account/login', { email: 'a@b.co', password: 'whatever1' }, { headers: { 'x-csrf-token': 'x'.repeat(43) } });
    expect(wrong.status).toBe(403);
    const gql = await client.gql(`mutation { logout }`, undefined, { csrf: false });
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { client: signedIn } = await createInvestor(t);
    const gqlNoCsrf = await signedIn.gql(`mutation { logout }`, undefined, { csrf: false });
    expect(gqlNoCsrf.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', reason: 'CSRF' } });
    expect((await signedIn.get('/api/check-auth')).status).toBe(200);
  });

  it('signs in and out over GraphQL, and `me` is null when signed out', async () => {
    const email = uniqueEmail();
    await t.client().register({ email });
    const client = t.client();
    await client.fetchCsrf();
    expect((await client.gql(`{ me { id } }`)).data).toEqual({ me: null });
    const login = await client.gql<{ login: { email: string; regId: string } }>(
      `mutation($input: LoginInput!) { login(input: $input) { email regId balance } }`,
      { input: { email, password: DEFAULT_PASSWORD } },
    );
    expect(login.data?.login).toMatchObject({ email, balance: '0.00' });
    expect((await client.gql<{ me: { email: string } }>(`{ me { email } }`)).data?.me.email).toBe(email);
    expect((await client.gql(`mutation { logout }`)).data).toEqual({ logout: true });
    expect((await client.gql(`{ me { id } }`)).data).toEqual({ me: null });
  });

  it('resets a forgotten password with an emailed, single-use link and signs out other sessions', async () => {
    const { client: oldSession, email } = await createInvestor(t);
    const requester = t.client();
    await requester.fetchCsrf();
    const req = await requester.post('/api/account/forgot_password', { email });
    expect(req.status).toBe(200);
    const unknown = await requester.post('/api/account/forgot_password', { email: uniqueEmail() });
    expect(unknown.body.message).toBe(req.body.message);

    // The link is made and mailed after the answer (the same time for every address): wait for the mailbox's link;
    // the outbox row is written before the mailbox gets the message.
    const token = await resetTokenFor(t, email);
    const mail = await t.db.query(`SELECT "to", subject, text FROM mail_outbox WHERE "to" = $1`, [email]);
    expect(mail.rows).toHaveLength(1);

    const reset = await requester.post('/api/account/reset_password', { token, password: 'a brand new passphrase' });
    expect(reset.body).toEqual({ status: 'success', message: expect.any(String) });
    expect((await oldSession.get('/api/check-auth')).status).toBe(401);
    const again = await requester.post('/api/account/reset_password', { token, password: 'another new passphrase' });
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('invalid or has expired');
    expect((await t.client().login(email, 'a brand new passphrase')).status).toBe(200);
    expect((await t.client().login(email, DEFAULT_PASSWORD)).status).toBe(401);
  });

  it('refuses an expired reset link', async () => {
    const { email } = await createInvestor(t);
    const client = t.client();
    await client.fetchCsrf();
    await client.post('/api/account/forgot_password', { email });
    const token = await resetTokenFor(t, email);
    await t.db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`);
    const res = await client.post('/api/account/reset_password', { token, password: 'a brand new passphrase' });
    expect(res.status).toBe(400);
  });
});
