import { bootApp, TestApp } from '../../../../test/helpers/test-app';
import { createAdmin, createInvestor, DEFAULT_PASSWORD } from '../../../../test/factories/users';
import { creditProfit } from '../../../../test/factories/money';
import { enableTwoFactor, freshCode } from '../../../../test/factories/two-factor';
import { stepUp } from '../../../../test/factories/step-up';
import { totpCode } from './totp';

const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const USER_FIELDS = 'id email twoFactorEnabled';

describe('authenticator 2FA (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(() => t.close());

  const balances = async (userId: string) =>
    (await t.db.query(`SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1 ORDER BY kind`, [userId])).rows;

  it('sets up with a QR code, keeps the secret sealed, and turns on only with a right code', async () => {
    const { client, user } = await createInvestor(t);
    await stepUp(client);
    const setup = await client.gql<{ beginTwoFactorSetup: { secret: string; otpauthUri: string; qrSvg: string } }>(
      `mutation { beginTwoFactorSetup { secret otpauthUri qrSvg } }`,
    );
    const { secret, otpauthUri, qrSvg } = setup.data!.beginTwoFactorSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [row] = (await t.db.query(`SELECT two_factor_secret, two_factor_pending_secret, two_factor_enabled_at FROM users WHERE id = $1`, [user.id])).rows;
    expect(row.two_factor_secret).toBeNull();
    expect(row.two_factor_enabled_at).toBeNull();
    expect(row.two_factor_pending_secret).toMatch(/^v1\./);
    expect(row.two_factor_pending_secret).not.toContain(secret);
    expect((await client.gql<{ me: { twoFactorEnabled: boolean } }>(`{ me { twoFactorEnabled } }`)).data!.me.twoFactorEnabled).toBe(false);

    for (const bad of ['', '12a456', '123 456', '12345', '1234567', 'abcdef', '\u0000123456']) {
      const res = await client.gql(`mutation($code: String!) { enableTwoFactor(code: $code) }`, { code: bad });
      expect({ bad, code: res.errors?.[0].extensions?.code }).toEqual({ bad, code: 'BAD_USER_INPUT' });
    }
    const wrongCode = totpCode(secret, Date.now() + 10 * 60_000);
    const wrong = await client.gql(`mutation($code: String!) { enableTwoFactor(code: $code) }`, { code: wrongCode });
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_TWO_FACTOR_CODE' });

    const code = totpCode(secret, Date.now());
    const enabled = await client.gql<{ enableTwoFactor: string[] }>(`mutation($code: String!) { enableTwoFactor(code: $code) }`, { code });
    const recovery = enabled.data!.enableTwoFactor;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const hashes = (await t.db.query(`SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = $1`, [user.id])).rows.map((r) => r.code_hash as string);
    expect(hashes).toHaveLength(10);
    for (const hash of hashes) expect(recovery.some((plain) => hash.includes(plain))).toBe(false);
    const [after] = (await t.db.query(`SELECT two_factor_secret, two_factor_pending_secret FROM users WHERE id = $1`, [user.id])).rows;
    expect(after.two_factor_pending_secret).toBeNull();
    expect(after.two_factor_secret).toMatch(/^v1\./);
    expect(after.two_factor_secret).not.toContain(secret);

    // Confirming twice, or starting again while on, is refused and changes nothing (for a session that confirmed the password and a code).
    await stepUp(client, { code: recovery[0] });
    const again = await client.gql(`mutation($code: String!) { enableTwoFactor(code: $code) }`, { code: await freshCode(t, user.id, secret) });
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await client.gql(`mutation { beginTwoFactorSetup { secret } }`)).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await t.db.query(`SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE user_id = $1`, [user.id])).rows[0].n).toBe(10);
    const me = await client.gql<{ me: { twoFactorEnabled: boolean } }>(`{ me { twoFactorEnabled } }`);
    expect(me.data!.me.twoFactorEnabled).toBe(true);
    expect((await client.get<{ data: { two_factor_enabled: boolean } }>('/api/check-auth')).body.data.two_factor_enabled).toBe(true);
  });

  it('refuses setup to visitors and without the CSRF token', async () => {
    const visitor = t.client();
    await visitor.fetchCsrf();
    expect((await visitor.gql(`mutation { beginTwoFactorSetup { secret } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { client } = await createInvestor(t);
    const noCsrf = await client.gql(`mutation { beginTwoFactorSetup { secret } }`, undefined, { csrf: false });
    expect(noCsrf.errors?.[0].extensions?.code ?? String(noCsrf.status)).toMatch(/FORBIDDEN|400/);
  });

  it('signs in in two steps over REST: not signed in until the code is right', async () => {
    const { client, email, user } = await createInvestor(t);
    const { secret } = await enableTwoFactor(t, client, user.id);

    const browser = t.client();
    const first = await browser.login(email);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'two_factor_required' });
    expect(first.body.data).toBeUndefined();
    expect((await browser.get('/api/check-auth')).status).toBe(401);
    expect((await browser.gql<{ me: unknown }>(`{ me { id } }`)).data!.me).toBeNull();
    expect((await browser.gql(`mutation { beginTwoFactorSetup { secret } }`)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await browser.post('/api/insert/new_withdrawal', { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount: '1' })).status).toBe(401);

    for (const bad of ['', 'abcdef', '12345', '1234567', '12 3456']) {
      const res = await browser.post('/api/account/login/two_factor', { code: bad });
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
    }
    const wrong = await browser.post('/api/account/login/two_factor', { code: totpCode(secret, Date.now() + 10 * 60_000) });
    expect(wrong).toMatchObject({ status: 400, body: { status: 'error', code: 'INVALID_TWO_FACTOR_CODE' } });
    expect((await browser.get('/api/check-auth')).status).toBe(401);

    const code = await freshCode(t, user.id, secret);
    const second = await browser.post<{ data: { email: string } }>('/api/account/login/two_factor', { code });
    expect(second).toMatchObject({ status: 200, body: { status: 'success', data: { email } } });
    expect((await browser.get('/api/check-auth')).status).toBe(200);

    // The same code cannot sign in a second browser (no replay within its step).
    const other = t.client();
    expect((await other.login(email)).body.status).toBe('two_factor_required');
    const replay = await other.post('/api/account/login/two_factor', { code });
    expect(replay).toMatchObject({ status: 400, body: { code: 'INVALID_TWO_FACTOR_CODE' } });
    expect((await other.get('/api/check-auth')).status).toBe(401);
  });

  it('signs in in two steps over GraphQL, and takes an unused recovery code once', async () => {
    const { client, email, user } = await createInvestor(t);
    const { secret, recoveryCodes } = await enableTwoFactor(t, client, user.id);
    const browser = t.client();
    await browser.fetchCsrf();
    const login = await browser.gql(`mutation($input: LoginInput!) { login(input: $input) { id } }`, { input: { email, password: DEFAULT_PASSWORD } });
    expect(login.errors?.[0].extensions).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', reason: 'TWO_FACTOR_REQUIRED' });
    expect((await browser.gql<{ me: unknown }>(`{ me { id } }`)).data!.me).toBeNull();
    const verified = await browser.gql<{ verifyTwoFactorLogin: { email: string; twoFactorEnabled: boolean } }>(
      `mutation($code: String!) { verifyTwoFactorLogin(code: $code) { ${USER_FIELDS} } }`,
      { code: await freshCode(t, user.id, secret) },
    );
    expect(verified.data!.verifyTwoFactorLogin).toMatchObject({ email, twoFactorEnabled: true });
    expect((await browser.gql<{ me: { email: string } }>(`{ me { email } }`)).data!.me.email).toBe(email);

    const withRecovery = t.client();
    await withRecovery.login(email);
    const used = await withRecovery.post('/api/account/login/two_factor', { code: recoveryCodes[3].toUpperCase() });
    expect(used.status).toBe(200);
    const reuse = t.client();
    await reuse.login(email);
    expect(await reuse.post('/api/account/login/two_factor', { code: recoveryCodes[3] })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_TWO_FACTOR_CODE' },
    });
    const kinds = (await t.db.query(`SELECT kind FROM account_activity WHERE user_id = $1`, [user.id])).rows.map((r) => r.kind);
    expect(kinds).toContain('RECOVERY_CODE_USED');
    expect(kinds).toContain('TWO_FACTOR_ENABLED');
  });

  it('needs the second step again after 5 minutes, and none without a password first', async () => {
    const { client, email, user } = await createInvestor(t);
    const { secret } = await enableTwoFactor(t, client, user.id);
    const stranger = t.client();
    await stranger.fetchCsrf();
    const noPassword = await stranger.post('/api/account/login/two_factor', { code: await freshCode(t, user.id, secret) });
    expect(noPassword).toMatchObject({ status: 401, body: { code: 'TWO_FACTOR_LOGIN_EXPIRED' } });
    const browser = t.client();
    await browser.login(email);
    await t.db.query(`UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{twoFactorPending,at}', '0')::json WHERE sess->'twoFactorPending'->>'userId' = $1`, [
      user.id,
    ]);
    const late = await browser.post('/api/account/login/two_factor', { code: await freshCode(t, user.id, secret) });
    expect(late).toMatchObject({ status: 401, body: { code: 'TWO_FACTOR_LOGIN_EXPIRED' } });
  });

  it('counts wrong second factors toward the account lockout', async () => {
    const { client, email, user } = await createInvestor(t);
    const { secret } = await enableTwoFactor(t, client, user.id);
    const attacker = t.client();
    expect((await attacker.login(email)).body.status).toBe('two_factor_required');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await attacker.post('/api/account/login/two_factor', { code: String(100000 + i) })).status);
    }
    // The password took one slot; nine wrong codes are answered as wrong, the tenth verification locks.
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(400));
    expect(statuses.slice(8)).toEqual([429, 429]);
    const right = await attacker.post('/api/account/login/two_factor', { code: await freshCode(t, user.id, secret) });
    expect(right.status).toBe(429);
    expect((await t.client().login(email)).status).toBe(429);
  });

  it('asks for the code on withdrawals (REST and GraphQL): missing or wrong moves nothing', async () => {
    const { client, user } = await createInvestor(t);
    await creditProfit(t, user.id, '300.00');
    const { secret } = await enableTwoFactor(t, client, user.id);
    const before = await balances(user.id);
    const body = { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount: '100.00' };

    const missing = await client.post('/api/insert/new_withdrawal', body);
    expect(missing).toMatchObject({ status: 400, body: { status: 'error', code: 'TWO_FACTOR_CODE_REQUIRED' } });
    const wrong = await client.post('/api/insert/new_withdrawal', {
      ...body,
      two_factor_code: '000000' === totpCode(secret, Date.now()) ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'INVALID_TWO_FACTOR_CODE' } });
    const malformed = await client.post('/api/insert/new_withdrawal', { ...body, two_factor_code: '12 34' });
    expect(malformed.status).toBe(400);
    const gqlMissing = await client.gql(`mutation($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { id } }`, {
      input: { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '100.00' },
    });
    expect(gqlMissing.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TWO_FACTOR_CODE_REQUIRED' });
    expect(await balances(user.id)).toEqual(before);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`, [user.id])).rows[0].n).toBe(0);

    const ok = await client.post(
      '/api/insert/new_withdrawal',
      { ...body, two_factor_code: await freshCode(t, user.id, secret) },
      { headers: { 'idempotency-key': 'w-1' } },
    );
    expect(ok.status).toBe(200);
    // A replay of the answered request returns its answer without another code.
    const replay = await client.post('/api/insert/new_withdrawal', body, { headers: { 'idempotency-key': 'w-1' } });
    expect(replay).toMatchObject({ status: 200, body: { data: { id: (ok.body as { data: { id: string } }).data.id } } });
    const gqlOk = await client.gql<{ requestWithdrawal: { amount: string } }>(
      `mutation($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { amount } }`,
      { input: { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '50.00', twoFactorCode: await freshCode(t, user.id, secret) } },
    );
    expect(gqlOk.data?.requestWithdrawal.amount).toBe('50.00');
    expect((await t.db.query(`SELECT balance::text FROM ledger_accounts WHERE user_id = $1 AND kind = 'profit'`, [user.id])).rows[0].balance).toBe('150.00');
  });

  it('turns off after a step-up with a recovery code (or a current code), never with a wrong one', async () => {
    const { client, user } = await createInvestor(t);
    const { recoveryCodes } = await enableTwoFactor(t, client, user.id);
    const disable = () => client.gql<{ disableTwoFactor: boolean }>(`mutation { disableTwoFactor }`);
    const confirm = (code: string) =>
      client.gql(`mutation($password: String!, $code: String) { confirmIdentity(password: $password, twoFactorCode: $code) }`, {
        password: DEFAULT_PASSWORD,
        code,
      });
    expect((await disable()).errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'STEP_UP_REQUIRED' });
    expect((await confirm('')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await confirm('zzzzz-zzzzz')).errors?.[0].extensions).toMatchObject({ reason: 'INVALID_TWO_FACTOR_CODE' });
    expect((await disable()).errors?.[0].extensions).toMatchObject({ reason: 'STEP_UP_REQUIRED' });
    expect((await client.gql<{ me: { twoFactorEnabled: boolean } }>(`{ me { twoFactorEnabled } }`)).data!.me.twoFactorEnabled).toBe(true);
    expect((await confirm(recoveryCodes[0])).errors).toBeUndefined();
    expect((await disable()).data?.disableTwoFactor).toBe(true);
    expect((await client.gql<{ me: { twoFactorEnabled: boolean } }>(`{ me { twoFactorEnabled } }`)).data!.me.twoFactorEnabled).toBe(false);
    const [row] = (await t.db.query(`SELECT two_factor_secret, two_factor_enabled_at FROM users WHERE id = $1`, [user.id])).rows;
    expect(row).toEqual({ two_factor_secret: null, two_factor_enabled_at: null });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE user_id = $1`, [user.id])).rows[0].n).toBe(0);
    expect((await disable()).errors?.[0].extensions?.code).toBe('CONFLICT');
    const subjects = (await t.db.query(`SELECT subject FROM mail_outbox WHERE "to" = (SELECT email FROM users WHERE id = $1)`, [user.id])).rows.map(
      (r) => r.subject,
    );
    expect(subjects).toEqual(expect.arrayContaining(['Two-factor authentication is on', 'Two-factor authentication is off', 'A recovery code was used']));
  });

  it('keeps working for an admin too, and leaves other users alone', async () => {
    const { client, user } = await createAdmin(t);
    await enableTwoFactor(t, client, user.id);
    const other = await createInvestor(t);
    expect((await other.client.gql<{ me: { twoFactorEnabled: boolean } }>(`{ me { twoFactorEnabled } }`)).data!.me.twoFactorEnabled).toBe(false);
    expect((await other.client.gql(`mutation { disableTwoFactor }`)).errors?.[0].extensions?.reason).toBe('STEP_UP_REQUIRED');
    // Confirming their own password only lets them at their own account, where 2FA is off.
    expect((await other.client.gql(`mutation($p: String!) { confirmIdentity(password: $p) }`, { p: DEFAULT_PASSWORD })).errors).toBeUndefined();
    expect((await other.client.gql(`mutation { disableTwoFactor }`)).errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await client.gql<{ me: { twoFactorEnabled: boolean } }>(`{ me { twoFactorEnabled } }`)).data!.me.twoFactorEnabled).toBe(true);
  });
});
