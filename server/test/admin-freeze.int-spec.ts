import { Client } from 'pg';
import { DepositsService } from '../src/modules/deposits/deposits.service';
import { InvestmentsService } from '../src/modules/investments/investments.service';
import { WithdrawalsService } from '../src/modules/withdrawals/withdrawals.service';
import { toSessionUser } from '../src/common/session-user';
import { UsersService } from '../src/modules/users/users.service';
import { bootApp, createTestDatabase, dropTestDatabase, TestApp } from './helpers/test-app';
import { ApiClient } from './helpers/api-client';
import { expectGqlError, expectRestError } from './helpers/safe-error';
import { createAdmin, createInvestor, DEFAULT_PASSWORD } from './factories/users';
import { enableTwoFactor } from './factories/two-factor';
import { approveDeposit, creditProfit, firstWalletAddress, newTxnId, screenshotPng, submitDeposit } from './factories/money';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const USER_FIELDS = 'id email frozen frozenAt frozenReason frozenBy twoFactorEnabled';
const FREEZE = `mutation($id: ID!, $reason: String!) { freezeUser(userId: $id, reason: $reason) { ${USER_FIELDS} } }`;
const UNFREEZE = `mutation($id: ID!) { unfreezeUser(userId: $id) { ${USER_FIELDS} } }`;
const RESET_2FA = `mutation($id: ID!, $reason: String!) { resetTwoFactor(userId: $id, reason: $reason) { ${USER_FIELDS} } }`;

interface AdminUser {
  id: string;
  email: string;
  frozen: boolean;
  frozenAt: string | null;
  frozenReason: string | null;
  frozenBy: string | null;
  twoFactorEnabled: boolean;
}

/** Freezing, unfreezing and 2FA resets by admins, with two app instances on one database (as behind a load balancer). */
describe('admins freeze accounts and reset 2FA', () => {
  let database: string;
  let a: TestApp;
  let b: TestApp;
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([bootApp({ database }), bootApp({ database })]);
    const created = await createAdmin(a);
    admin = created.client;
    adminId = created.user.id;
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await dropTestDatabase(database);
  });

  /** The same browser (cookie jar) talking to another instance. */
  function sameBrowserOn(client: ApiClient, app: TestApp): ApiClient {
    const other = app.client();
    for (const [k, v] of client.cookies) other.cookies.set(k, v);
    other.csrfToken = client.csrfToken;
    return other;
  }

  const freeze = (id: string, reason = 'Chargeback under investigation', by = admin) => by.gql<{ freezeUser: AdminUser }>(FREEZE, { id, reason });
  const auditOf = async (userId: string, action: string) =>
    (
      await a.db.query(`SELECT actor_id, actor_role, action, details, ip FROM audit_log WHERE action = $1 AND details->>'userId' = $2 ORDER BY id`, [
        action,
        userId,
      ])
    ).rows;
  const activityOf = async (userId: string, kind: string) =>
    (await a.db.query(`SELECT ip FROM account_activity WHERE user_id = $1 AND kind = $2`, [userId, kind])).rows;

  it('ends every session of the user at once on both instances, refuses sign-in and lets an unfreeze restore it', async () => {
    const investor = await createInvestor(a);
    const onA = investor.client;
    const phone = b.client();
    expect((await phone.login(investor.email)).status).toBe(200);
    const onAfromPhone = sameBrowserOn(phone, a);
    expect((await onAfromPhone.get('/api/check-auth')).status).toBe(200);

    const frozen = await freeze(investor.user.id, '  Chargeback under investigation  ');
    expect(frozen.errors).toBeUndefined();
    expect(frozen.data!.freezeUser).toMatchObject({ id: investor.user.id, frozen: true, frozenReason: 'Chargeback under investigation', frozenBy: adminId });
    expect(frozen.data!.freezeUser.frozenAt).toEqual(expect.any(String));

    // Next calls, REST and GraphQL, on either instance: no session.
    expect((await onA.get('/api/check-auth')).status).toBe(401);
    expect((await phone.get('/api/check-auth')).status).toBe(401);
    expectGqlError(await onA.gql(`{ mySessions { id } }`), 'UNAUTHENTICATED');
    expectGqlError(await phone.gql(`{ mySessions { id } }`), 'UNAUTHENTICATED');
    expect(
      (await sameBrowserOn(phone, a).post('/api/insert/new_withdrawal', { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount: '10' })).status,
    ).toBe(401);
    expect((await a.db.query(`SELECT count(*)::int AS n FROM sessions WHERE sess->'passport'->>'user' = $1`, [investor.user.id])).rows[0].n).toBe(0);

    // Sign-in: the right password gets the clear answer; a wrong one answers as for anyone.
    const refused = await b.client().login(investor.email);
    expectRestError(refused, 403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_FROZEN', message: 'This account is frozen. Please contact support.' });
    const wrongFrozen = await b.client().login(investor.email, 'not the password!');
    const other = await createInvestor(b);
    const wrongOther = await b.client().login(other.email, 'not the password!');
    expect(wrongFrozen.status).toBe(401);
    expect(wrongFrozen.body).toEqual(wrongOther.body);
    const gqlClient = a.client();
    await gqlClient.fetchCsrf();
    const gqlLogin = await gqlClient.gql(`mutation($input: LoginInput!) { login(input: $input) { id } }`, {
      input: { email: investor.email, password: DEFAULT_PASSWORD },
    });
    expectGqlError(gqlLogin, 'FORBIDDEN');
    expect(gqlLogin.errors![0].extensions?.reason).toBe('ACCOUNT_FROZEN');

    // Audited with before/after and the admin's IP; the user's activity tells of it without the admin's address.
    const [entry] = await auditOf(investor.user.id, 'user.frozen');
    expect(entry).toMatchObject({ actor_id: adminId, actor_role: 'admin' });
    expect(entry.ip).toEqual(expect.any(String));
    expect(entry.details).toMatchObject({
      userId: investor.user.id,
      reason: 'Chargeback under investigation',
      sessionsEnded: 2,
      before: { frozenAt: null, frozenReason: null, frozenBy: null },
      after: { frozenReason: 'Chargeback under investigation', frozenBy: adminId },
    });
    expect(await activityOf(investor.user.id, 'ACCOUNT_FROZEN')).toEqual([{ ip: null }]);

    const unfrozen = await admin.gql<{ unfreezeUser: AdminUser }>(UNFREEZE, { id: investor.user.id });
    expect(unfrozen.data!.unfreezeUser).toMatchObject({ frozen: false, frozenAt: null, frozenReason: null, frozenBy: null });
    const [unfreezeEntry] = await auditOf(investor.user.id, 'user.unfrozen');
    expect(unfreezeEntry.details).toMatchObject({ before: { frozenReason: 'Chargeback under investigation', frozenBy: adminId }, after: { frozenAt: null } });
    expect(await activityOf(investor.user.id, 'ACCOUNT_UNFROZEN')).toHaveLength(1);
    // The console's audit log lists both, newest first, as entries about this user.
    const log = await admin.gql<{ auditLog: { nodes: Array<{ action: string; subjectUserId: string; ip: string | null; details: string }> } }>(
      `query($id: ID!) { auditLog(userId: $id, first: 10) { nodes { action subjectUserId ip details } } }`,
      { id: investor.user.id },
    );
    expect(log.errors).toBeUndefined();
    const about = log.data!.auditLog.nodes.filter((node) => node.action.startsWith('user.'));
    expect(about.map((node) => node.action)).toEqual(['user.unfrozen', 'user.frozen']);
    expect(about.every((node) => node.subjectUserId === investor.user.id && node.ip)).toBe(true);
    expect(JSON.parse(about[1].details)).toMatchObject({ before: { frozenAt: null }, after: { frozenBy: adminId } });

    const again = b.client();
    expect((await again.login(investor.email)).status).toBe(200);
    expect((await sameBrowserOn(again, a).get('/api/check-auth')).status).toBe(200);
  });

  it('refuses money movements of a frozen account inside their transaction (deposit, withdrawal, investment)', async () => {
    const investor = await createInvestor(a);
    await creditProfit(a, investor.user.id, '500.00');
    const entity = await a.app.get(UsersService).requireById(investor.user.id);
    // A deposit with its amount and wallet, waiting for the proof.
    const start = await investor.client.post<{ reference_id: string }>('/api/insert/deposit_wallet', { wallet: 'Crypto Wallet' });
    const referenceId = start.body.reference_id;
    const track = await investor.client.post('/api/update/deposit_track', {
      reference_id: referenceId,
      amount: '600',
      wallet_address: await firstWalletAddress(a),
    });
    expect(`${track.status} ${JSON.stringify(track.body)}`).toMatch(/^200 /);
    await freeze(investor.user.id);
    const client = { ip: '203.0.113.9', userAgent: null };

    // A request that passed the session check just before the freeze reaches its transaction after it.
    const withdrawal = a.app
      .get(WithdrawalsService)
      .request(toSessionUser(entity), { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '10' }, client);
    await expect(withdrawal).rejects.toMatchObject({ code: 'ACCOUNT_FROZEN', kind: 'FORBIDDEN' });
    const deposit = a.app.get(DepositsService).submit(investor.user.id, referenceId, newTxnId(), await screenshotPng(), { ip: null });
    await expect(deposit).rejects.toMatchObject({ code: 'ACCOUNT_FROZEN' });
    await expect(a.app.get(InvestmentsService).finalize(investor.user.id)).rejects.toMatchObject({ code: 'ACCOUNT_FROZEN' });
    const moved = await a.db.query(`SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND status <> 'draft'`, [investor.user.id]);
    expect(moved.rows[0].n).toBe(0);
  });

  it("refuses an admin's approval of a frozen user's pending deposit and withdrawal; rejecting them still works", async () => {
    const investor = await createInvestor(a);
    await creditProfit(a, investor.user.id, '500.00');
    const deposit = await submitDeposit(a, investor.client, '600');
    const requested = await investor.client.post<{ data?: { id: string } }>('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: TRON,
      amount: '40',
    });
    expect(requested.status).toBe(200);
    const { rows } = await a.db.query(`SELECT id FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`, [investor.user.id]);
    const withdrawalId: string = rows[0].id;
    await freeze(investor.user.id);
    const balances = async () =>
      (await a.db.query(`SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1 ORDER BY kind`, [investor.user.id])).rows;
    const before = await balances();

    const approvedDeposit = await approveDeposit(admin, deposit.id);
    expect(approvedDeposit.errors?.[0]).toMatchObject({
      message: "This user's account is frozen: unfreeze it before approving, or reject the request.",
      extensions: { code: 'FORBIDDEN', reason: 'ACCOUNT_FROZEN' },
    });
    const approvedWithdrawal = await admin.gql(`mutation($id: ID!) { approveWithdrawal(transactionId: $id) { id status } }`, { id: withdrawalId });
    expect(approvedWithdrawal.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ACCOUNT_FROZEN' });
    expect(await balances()).toEqual(before);
    const statuses = await a.db.query(`SELECT status FROM transactions WHERE id = ANY($1)`, [[deposit.id, withdrawalId]]);
    expect(statuses.rows.map((row) => row.status)).toEqual(['pending', 'pending']);

    const rejected = await admin.gql<{ rejectWithdrawal: { status: string } }>(
      `mutation($id: ID!) { rejectWithdrawal(transactionId: $id, reason: "Account under review") { status } }`,
      { id: withdrawalId },
    );
    expect(rejected.data?.rejectWithdrawal.status).toBe('REJECTED');
  });

  it('lets no withdrawal through after a freeze that commits while the withdrawal waits for the user row', async () => {
    const investor = await createInvestor(a);
    await creditProfit(a, investor.user.id, '500.00');
    const entity = await b.app.get(UsersService).requireById(investor.user.id);
    // Stands in for a freeze in flight: the user row locked, then frozen and committed while the withdrawal waits.
    const holder = new Client({ connectionString: a.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [investor.user.id]);
      const withdrawal = b.app
        .get(WithdrawalsService)
        .request(toSessionUser(entity), { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '10' }, { ip: null, userAgent: null });
      const settled = withdrawal.then(
        () => 'done',
        (error: { code?: string }) => error.code,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      await holder.query(`UPDATE users SET frozen_at = now(), frozen_reason = 'race', frozen_by = $2 WHERE id = $1`, [investor.user.id, adminId]);
      await holder.query('COMMIT');
      expect(await settled).toBe('ACCOUNT_FROZEN');
    } finally {
      await holder.end();
    }
    const moved = await a.db.query(`SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`, [investor.user.id]);
    expect(moved.rows[0].n).toBe(0);
  });

  it('refuses bad input with clear 4xx answers and changes nothing', async () => {
    const investor = await createInvestor(a);
    const id = investor.user.id;
    expectGqlError(await freeze(id, ''), 'BAD_USER_INPUT');
    const blank = await freeze(id, '   ');
    expectGqlError(blank, 'BAD_USER_INPUT');
    expect(blank.errors![0].extensions?.reason).toBe('REASON_REQUIRED');
    const long = await freeze(id, 'x'.repeat(501));
    expect(long.errors![0].extensions?.reason).toBe('REASON_TOO_LONG');
    expectGqlError(await admin.gql(`mutation($id: ID!) { freezeUser(userId: $id) { id } }`, { id }));
    const self = await freeze(adminId);
    expectGqlError(self, 'BAD_USER_INPUT');
    expect(self.errors![0].extensions?.reason).toBe('SELF_FREEZE');
    const unknown = await freeze('00000000-0000-4000-8000-000000000000');
    expectGqlError(unknown, 'NOT_FOUND');
    const malformed = await freeze('not-a-uuid');
    expectGqlError(malformed, 'BAD_USER_INPUT');
    expect(malformed.errors![0].extensions?.reason).toBe('INVALID_USER_ID');
    expectGqlError(await admin.gql(UNFREEZE, { id }), 'CONFLICT');
    expectGqlError(await admin.gql(UNFREEZE, { id: 'x' }), 'BAD_USER_INPUT');
    expectGqlError(await admin.gql(RESET_2FA, { id, reason: 'lost phone' }), 'CONFLICT');
    const selfReset = await admin.gql(RESET_2FA, { id: adminId, reason: 'lost phone' });
    expect(selfReset.errors![0].extensions?.reason).toBe('SELF_TWO_FACTOR_RESET');
    // Investors are refused every one of them; without the CSRF header too.
    const other = await createInvestor(b);
    expectGqlError(await freeze(id, 'because', other.client), 'FORBIDDEN');
    expectGqlError(await other.client.gql(UNFREEZE, { id }), 'FORBIDDEN');
    expectGqlError(await other.client.gql(RESET_2FA, { id, reason: 'because' }), 'FORBIDDEN');
    expectGqlError(await admin.gql(FREEZE, { id, reason: 'no csrf' }, { csrf: false }), 'FORBIDDEN');

    const state = await a.db.query(`SELECT frozen_at FROM users WHERE id = $1`, [id]);
    expect(state.rows[0].frozen_at).toBeNull();
    expect(await auditOf(id, 'user.frozen')).toEqual([]);
    expect((await investor.client.get('/api/check-auth')).status).toBe(200);

    // Freezing a frozen account is a conflict, and the first freeze stays as it was.
    expect((await freeze(id, 'first')).errors).toBeUndefined();
    const twice = await freeze(id, 'second');
    expectGqlError(twice, 'CONFLICT');
    expect(twice.errors![0].extensions?.reason).toBe('ALREADY_FROZEN');
    expect((await a.db.query(`SELECT frozen_reason FROM users WHERE id = $1`, [id])).rows[0].frozen_reason).toBe('first');
    expect(await auditOf(id, 'user.frozen')).toHaveLength(1);
  });

  it('resetTwoFactor lets the user sign in with the password alone, mails them, and is audited', async () => {
    const investor = await createInvestor(b);
    await enableTwoFactor(b, investor.client, investor.user.id);
    expect((await a.client().login(investor.email)).body.status).toBe('two_factor_required');

    const reset = await admin.gql<{ resetTwoFactor: AdminUser }>(RESET_2FA, { id: investor.user.id, reason: '  Lost phone, identity checked by video call ' });
    expect(reset.errors).toBeUndefined();
    expect(reset.data!.resetTwoFactor).toMatchObject({ id: investor.user.id, twoFactorEnabled: false, frozen: false });
    const [row] = (
      await a.db.query(
        `SELECT two_factor_secret, two_factor_pending_secret, two_factor_enabled_at, two_factor_last_step,
                (SELECT count(*)::int FROM two_factor_recovery_codes WHERE user_id = $1) AS codes FROM users WHERE id = $1`,
        [investor.user.id],
      )
    ).rows;
    expect(row).toEqual({ two_factor_secret: null, two_factor_pending_secret: null, two_factor_enabled_at: null, two_factor_last_step: null, codes: 0 });

    const fresh = b.client();
    const login = await fresh.login(investor.email);
    expect(login.status).toBe(200);
    expect(login.body.status).not.toBe('two_factor_required');
    expect((await sameBrowserOn(fresh, a).get('/api/check-auth')).status).toBe(200);

    const [entry] = await auditOf(investor.user.id, 'user.two_factor_reset');
    expect(entry).toMatchObject({ actor_id: adminId, actor_role: 'admin' });
    expect(entry.ip).toEqual(expect.any(String));
    expect(entry.details).toMatchObject({
      reason: 'Lost phone, identity checked by video call',
      before: { twoFactorEnabledAt: expect.any(String) },
      after: { twoFactorEnabledAt: null },
    });
    expect(await activityOf(investor.user.id, 'TWO_FACTOR_RESET')).toHaveLength(1);
    const mails = await a.db.query(`SELECT subject FROM mail_outbox WHERE "to" = $1 AND subject = 'Two-factor authentication was turned off'`, [
      investor.email,
    ]);
    expect(mails.rows).toHaveLength(1);
    // A second reset has nothing to turn off.
    expectGqlError(await admin.gql(RESET_2FA, { id: investor.user.id, reason: 'again' }), 'CONFLICT');
  });

  it('keeps a frozen account out even where its session outlived the freeze (a sign-in racing it saved one after the delete)', async () => {
    const investor = await createInvestor(a);
    const phone = b.client();
    expect((await phone.login(investor.email)).status).toBe(200);
    // The columns only, as if the session rows had been written again after the freeze ended them.
    await a.db.query(`UPDATE users SET frozen_at = now(), frozen_reason = 'raced', frozen_by = $2 WHERE id = $1`, [investor.user.id, adminId]);
    expect((await phone.get('/api/check-auth')).status).toBe(401);
    expectGqlError(await sameBrowserOn(phone, a).gql(`{ mySessions { id } }`), 'UNAUTHENTICATED');
    // Nor does such a session come back to life at the unfreeze: the user signs in afresh.
    const leftover = await a.db.query(`SELECT count(*)::int AS n FROM sessions WHERE sess->'passport'->>'user' = $1`, [investor.user.id]);
    expect(leftover.rows[0].n).toBe(1);
    const unfrozen = await admin.gql(UNFREEZE, { id: investor.user.id });
    expect(unfrozen.errors).toBeUndefined();
    expect((await auditOf(investor.user.id, 'user.unfrozen'))[0].details).toMatchObject({ sessionsEnded: 1 });
    expect((await investor.client.get('/api/check-auth')).status).toBe(401);
    await investor.client.fetchCsrf();
    expect((await investor.client.login(investor.email)).status).toBe(200);
    expect((await sameBrowserOn(investor.client, b).get('/api/check-auth')).status).toBe(200);
  });
});
