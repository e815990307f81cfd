import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import type { ApiClient } from '../../../test/helpers/api-client';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, creditProfit, submitDeposit } from '../../../test/factories/money';
import { verifyLedger } from '../ledger/ledger-verifier';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { UsersService } from '../users/users.service';
import { WithdrawalsService } from './withdrawals.service';
import { withdrawalRequestStatement } from './withdrawal-request';
import { MoneyEvents } from '../money-events/money-events.service';
import { MailOutboxRelay } from '../mail/mail-outbox-relay.service';
import { WebhookDeliveryRelay } from '../webhooks/webhook-delivery-relay.service';
import { Decimal } from '../../common/money';
import { RequestWithdrawalOutbox1764060000000 } from '../../database/migrations/1764060000000-request-withdrawal-outbox';
import { startReceiver } from '../../../test/helpers/webhook-receiver';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const ERC20 = '0x52908400098527886E0F7030069857D2E4169EE7';
const PENDING_MESSAGE = 'Withdrawal pending. Reviewing for security approval.';

type Row = {
  id: string;
  title: string;
  amount: string;
  status: string;
  kind: string;
  reason: string | null;
  wallet_name: string;
  network: string;
  wallet_address: string;
};

function withdraw(client: ApiClient, amount: unknown, overrides: Record<string, unknown> = {}, init: RequestInit & { csrf?: boolean } = {}) {
  return client.post<{ data: { id: string } }>(
    '/api/insert/new_withdrawal',
    { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount, ...overrides },
    init,
  );
}

const TX_FIELDS = 'id kind title amount status walletName walletAddress network txnId reason payoutTxHash';

describe('withdrawals (REST and GraphQL, real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await bootApp();
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  /** The stored balances of a user's four ledger accounts. */
  async function accounts(userId: string): Promise<Record<string, string>> {
    const { rows } = await t.db.query(`SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1`, [userId]);
    return Object.fromEntries(rows.map((r) => [r.kind, r.balance]));
  }

  /** The jobs of the mail and deliveries written so far (the relays queue them just after a request commits). */
  async function relays(): Promise<void> {
    await Promise.all([t.app.get(MailOutboxRelay).drain(), t.app.get(WebhookDeliveryRelay).drain()]);
  }

  async function me(client: ApiClient): Promise<Record<string, string>> {
    const res = await client.get<{ data: Record<string, string> }>('/api/check-auth');
    return res.body.data;
  }

  async function investorWithProfit(amount: string) {
    const investor = await createInvestor(t);
    await creditProfit(t, investor.user.id, amount);
    return investor;
  }

  it('a request moves the amount from profit to the hold at once and shows as pending in both histories', async () => {
    const { client, user } = await investorWithProfit('300.00');
    expect(await me(client)).toMatchObject({ interest: '300.00', balance: '0.00' });

    const res = await withdraw(client, '120.55');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: PENDING_MESSAGE });
    const id = res.body.data.id;

    expect(await me(client)).toMatchObject({ interest: '179.45', balance: '0.00', total_withdrawal: '0.00' });
    expect(await accounts(user.id)).toEqual({ main: '0.00', profit: '179.45', invested: '0.00', withdrawal_hold: '120.55' });

    const rest = await client.get<{ data: Row[] }>('/api/fetch/fetch_withdrawal');
    expect(rest.body.data).toEqual([
      expect.objectContaining({
        id,
        title: 'Withdrawal',
        amount: '120.55',
        status: 'pending',
        kind: 'withdrawal',
        wallet_name: 'USDT',
        network: 'TRC20',
        wallet_address: TRON,
        reason: null,
      }),
    ]);
    const one = await client.get<{ data: Row }>(`/api/fetch/fetch_instant_trasaction?transactionid=${id}`);
    expect(one.body.data).toMatchObject({ id, status: 'pending', amount: '120.55' });

    const gql = await client.gql<{ transactions: { totalCount: number; edges: Array<{ node: Record<string, unknown> }> } }>(
      `{ transactions(kind: WITHDRAWAL) { totalCount edges { node { ${TX_FIELDS} } } } }`,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.transactions.totalCount).toBe(1);
    expect(gql.data!.transactions.edges[0].node).toMatchObject({
      id,
      kind: 'WITHDRAWAL',
      title: 'Withdrawal',
      amount: '120.55',
      status: 'PENDING',
      walletName: 'USDT',
      network: 'TRC20',
      walletAddress: TRON,
      payoutTxHash: null,
    });
    // A withdrawal is not a deposit.
    const deposits = await client.gql<{ transactions: { totalCount: number } }>(`{ transactions(kind: DEPOSIT) { totalCount } }`);
    expect(deposits.data!.transactions.totalCount).toBe(0);

    const audit = await t.db.query(`SELECT action, amount::text FROM audit_log WHERE transaction_id = $1`, [id]);
    expect(audit.rows).toEqual([{ action: 'withdrawal.requested', amount: '120.55' }]);
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it('mails the requester as the locked user row holds them when their details changed after the session read them, and a refusal writes no mail', async () => {
    const { user } = await investorWithProfit('50.00');
    // What a request's session read holds, then a rename before the request's statement runs.
    const session = (await t.app.get(UsersService).sessionUserOf(user.id))!;
    await t.db.query(`UPDATE users SET fullname = 'Renamed Investor' WHERE id = $1`, [user.id]);
    const client = { ip: '203.0.113.9', userAgent: null };
    const row = await t.app.get(WithdrawalsService).request(session, { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '10' }, client);
    expect(row).toMatchObject({ kind: 'withdrawal', status: 'pending', amount: '10.00' });
    const mails = await t.db.query(`SELECT id, "to", text FROM mail_outbox WHERE transaction_id = $1 AND event = 'withdrawal.requested'`, [row.id]);
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0].text).toContain('Renamed Investor');
    await relays();
    const jobs = await t.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND data->>'outboxId' = $1`, [mails.rows[0].id]);
    expect(jobs.rows[0].n).toBe(1);

    const mailJobs = async () => (await t.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail'`)).rows[0].n as number;
    const before = await mailJobs();
    await expect(
      t.app.get(WithdrawalsService).request(session, { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '40.01' }, client),
    ).rejects.toThrow(InsufficientFundsError);
    await relays();
    expect(await mailJobs()).toBe(before);
    const all = await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox m JOIN transactions x ON x.id = m.transaction_id WHERE x.user_id = $1`, [user.id]);
    expect(all.rows[0].n).toBe(1);
    expect(await accounts(user.id)).toEqual({ main: '0.00', profit: '40.00', invested: '0.00', withdrawal_hold: '10.00' });
  });

  it("keeps the previous releases' 7- and 18-argument request_withdrawal working beside the new one (rolling deploy); the app calls the new one", async () => {
    const FUNCTIONS = `SELECT p.pronargs::int AS n FROM pg_proc p WHERE p.proname = 'request_withdrawal' ORDER BY p.pronargs`;
    const { rows: both } = await t.db.query(FUNCTIONS);
    expect(both.map((r) => r.n)).toEqual([7, 10, 18]);

    // An instance of the previous release calls the 7-argument form, as its code did.
    const { client, user } = await investorWithProfit('50.00');
    const old = await t.db.query(
      `SELECT (r.txn).*, r.from_profit::text AS from_profit, r.from_main::text AS from_main, r.email, r.locale, r.fullname, r.username
         FROM request_withdrawal($1, $2, $3, $4, $5, $6, $7) r`,
      [user.id, '10.00', 'USDT', 'TRC20', TRON, JSON.stringify({ coin: 'USDT', network: 'TRC20', address: TRON }), '203.0.113.9'],
    );
    expect(old.rows[0]).toMatchObject({ kind: 'withdrawal', status: 'pending', amount: '10.00', from_profit: '10.00', from_main: '0.00' });
    expect(await accounts(user.id)).toEqual({ main: '0.00', profit: '40.00', invested: '0.00', withdrawal_hold: '10.00' });

    // An instance of the release before this one calls the 18-argument form (which queues its mail's job itself).
    const { rows: details } = await t.db.query(`SELECT email, locale, fullname, username FROM users WHERE id = $1`, [user.id]);
    const { email, locale, fullname, username } = details[0];
    const previous = await t.db
      .query(
        `SELECT (r.txn).id FROM request_withdrawal($1::uuid, $2::numeric, $3::text, $4::text, $5::text, $6::jsonb, $7::text, $8::uuid, $9::uuid,
              $10::text, $11::text, $12::text, $13::text, $14::text, $15::text, $16::text, $17::text, $18::boolean) r`,
        [user.id, '1.00', 'USDT', 'TRC20', TRON, '{}', null, randomUUID(), randomUUID(), email, locale, fullname, username, 's', 't', 'msg_x', '{}', true],
      )
      .catch((error: Error) => error);
    expect(previous).not.toBeInstanceOf(Error);
    expect(await accounts(user.id)).toEqual({ main: '0.00', profit: '39.00', invested: '0.00', withdrawal_hold: '11.00' });

    // This release names the 10-argument function, every argument cast (never an old overload).
    const statement = withdrawalRequestStatement(
      {
        userId: user.id,
        amount: new Decimal('1.00'),
        coin: 'USDT',
        network: 'TRC20',
        address: TRON,
        ip: null,
        transactionId: '00000000-0000-4000-8000-000000000002',
        recipient: { email: 'a@b.c', locale: 'en', fullname: null, username: null },
      },
      t.app.get(MoneyEvents),
    );
    expect(statement.sql).toContain(
      'request_withdrawal($1::uuid, $2::numeric, $3::text, $4::text, $5::text, $6::uuid, $7::text, $8::text, $9::text, $10::text) w',
    );
    const res = await withdraw(client, '5.00');
    expect(res.status).toBe(200);
    const mails = await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE transaction_id = $1 AND event = 'withdrawal.requested'`, [
      res.body.data.id,
    ]);
    expect(mails.rows[0].n).toBe(1);
    expect(await accounts(user.id)).toEqual({ main: '0.00', profit: '34.00', invested: '0.00', withdrawal_hold: '16.00' });
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });

    // down() drops only the new function (rolled back here).
    const runner = t.app.get(DataSource).createQueryRunner();
    try {
      await runner.startTransaction();
      await new RequestWithdrawalOutbox1764060000000().down(runner);
      expect(((await runner.query(FUNCTIONS)) as Array<{ n: number }>).map((r) => r.n)).toEqual([7, 10]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect((await t.db.query(FUNCTIONS)).rows.map((r) => r.n)).toEqual([7, 10, 18]);
  });

  it('requests over GraphQL too, and an idempotency key replays the first answer', async () => {
    const { client, user } = await investorWithProfit('100.00');
    const mutation = `mutation($i: RequestWithdrawalInput!, $k: String) { requestWithdrawal(input: $i, idempotencyKey: $k) { ${TX_FIELDS} } }`;
    const input = { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '40.00' };
    const first = await client.gql<{ requestWithdrawal: Record<string, string> }>(mutation, { i: input, k: 'wd-gql-1' });
    expect(first.errors).toBeUndefined();
    expect(first.data!.requestWithdrawal).toMatchObject({ kind: 'WITHDRAWAL', status: 'PENDING', amount: '40.00', title: 'Withdrawal' });
    const again = await client.gql<{ requestWithdrawal: Record<string, string> }>(mutation, { i: input, k: 'wd-gql-1' });
    expect(again.data!.requestWithdrawal.id).toBe(first.data!.requestWithdrawal.id);
    expect(await accounts(user.id)).toMatchObject({ profit: '60.00', withdrawal_hold: '40.00' });

    const changed = await client.gql(mutation, { i: { ...input, amount: '41.00' }, k: 'wd-gql-1' });
    expect(changed.errors?.[0].extensions?.code).toBe('UNPROCESSABLE');
    const rest = await withdraw(client, '40.00', {}, { headers: { 'Idempotency-Key': 'wd-gql-1' } });
    // Same key, same request: REST and GraphQL share the key space of the user.
    expect(rest.status).toBe(200);
    expect(rest.body.data.id).toBe(first.data!.requestWithdrawal.id);
    expect(await accounts(user.id)).toMatchObject({ profit: '60.00', withdrawal_hold: '40.00' });

    const noMoney = await client.gql(mutation, { i: { ...input, amount: '60.01' } });
    expect(noMoney.errors?.[0].extensions?.code).toBe('INSUFFICIENT_FUNDS');
  });

  it('refuses bad input with the messages the client shows, and moves nothing', async () => {
    const { client, user } = await investorWithProfit('50.00');
    const before = await accounts(user.id);

    for (const missing of ['coin_name', 'wallet_address', 'amount']) {
      const res = await withdraw(client, '10', { [missing]: '' });
      expect(res).toMatchObject({ status: 400, body: { status: 'error', message: 'Please fill every required fields to proceed' } });
    }
    const nothing = await client.post('/api/insert/new_withdrawal', {});
    expect(nothing).toMatchObject({ status: 400, body: { message: 'Please fill every required fields to proceed' } });

    for (const amount of ['0', '0.00', '-5', '-0.01', '1.234', 'abc', '1e3', '10,00', 0, -3, 0.001]) {
      const res = await withdraw(client, amount);
      expect({ amount, status: res.status, message: res.body.message }).toEqual({
        amount,
        status: 400,
        message: 'Amount must be a positive number with at most 2 decimals.',
      });
    }

    const wrongChain = await withdraw(client, '10', { wallet_address: ERC20 });
    expect(wrongChain.status).toBe(400);
    expect(wrongChain.body.message).toContain('does not look like');
    expect(wrongChain.body.message).toContain('TRC20');

    const tooMuch = await withdraw(client, '50.01');
    expect(tooMuch).toMatchObject({ status: 400, body: { status: 'error', code: 'INSUFFICIENT_FUNDS' } });
    expect(tooMuch.body.message).toBe('Insufficient withdrawable balance for this withdrawal.');

    expect(await accounts(user.id)).toEqual(before);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`, [user.id]);
    expect(rows[0].n).toBe(0);
    expect((await client.get<{ data: Row[] }>('/api/fetch/fetch_withdrawal')).body.data).toEqual([]);

    // Exactly the balance is fine.
    expect((await withdraw(client, '50')).status).toBe(200);
    expect(await accounts(user.id)).toMatchObject({ profit: '0.00', withdrawal_hold: '50.00' });
  });

  it('withdraws capital: a deposited main balance covers a withdrawal, and above main + profit nothing moves', async () => {
    const { client, user } = await createInvestor(t);
    const { id } = await submitDeposit(t, client, '600');
    expect((await approveDeposit(admin, id)).errors).toBeUndefined();
    expect(await me(client)).toMatchObject({ balance: '600.00', interest: '0.00', withdrawable: '600.00' });
    const tooMuch = await withdraw(client, '600.01');
    expect(tooMuch).toMatchObject({ status: 400, body: { code: 'INSUFFICIENT_FUNDS' } });
    expect(await accounts(user.id)).toMatchObject({ main: '600.00', profit: '0.00', withdrawal_hold: '0.00' });
    const res = await withdraw(client, '10');
    expect(res.status).toBe(200);
    expect(await accounts(user.id)).toMatchObject({ main: '590.00', profit: '0.00', withdrawal_hold: '10.00' });
    expect(await me(client)).toMatchObject({ balance: '590.00', interest: '0.00', withdrawable: '590.00' });
  });

  it('needs a CSRF token and a session', async () => {
    const { client, user } = await investorWithProfit('20.00');
    const noCsrf = await withdraw(client, '5', {}, { csrf: false });
    expect(noCsrf).toMatchObject({ status: 403, body: { status: 'error' } });
    const gqlNoCsrf = await client.gql(
      `mutation { requestWithdrawal(input: { coinName: "USDT", network: "TRC20", walletAddress: "${TRON}", amount: "5" }) { id } }`,
      undefined,
      { csrf: false },
    );
    expect(gqlNoCsrf.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const anonymous = t.client();
    await anonymous.fetchCsrf();
    expect(await withdraw(anonymous, '5')).toMatchObject({ status: 401, body: { status: 'error' } });
    const gqlAnon = await anonymous.gql(
      `mutation { requestWithdrawal(input: { coinName: "USDT", network: "TRC20", walletAddress: "${TRON}", amount: "5" }) { id } }`,
    );
    expect(gqlAnon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.get('/api/fetch/fetch_withdrawal')).status).toBe(401);

    expect(await accounts(user.id)).toMatchObject({ profit: '20.00', withdrawal_hold: '0.00' });
  });

  it('an admin approval pays the hold out, stores the payout hash and counts in total_withdrawal; a second decision conflicts', async () => {
    const { client, user } = await investorWithProfit('200.00');
    const id = (await withdraw(client, '75.25')).body.data.id;
    const approve = `mutation($id: ID!, $h: String, $k: String) { approveWithdrawal(transactionId: $id, payoutTxHash: $h, idempotencyKey: $k) { id status payoutTxHash amount user { id } } }`;

    const badHash = await admin.gql(approve, { id, h: 'not a hash!' });
    expect(badHash.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const hash = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
    const ok = await admin.gql<{ approveWithdrawal: Record<string, unknown> }>(approve, { id, h: hash, k: 'approve-1' });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.approveWithdrawal).toEqual({ id, status: 'COMPLETED', payoutTxHash: hash, amount: '75.25', user: { id: user.id } });
    // A replay with the same key answers the same and moves nothing.
    const replay = await admin.gql<{ approveWithdrawal: Record<string, unknown> }>(approve, { id, h: hash, k: 'approve-1' });
    expect(replay.data!.approveWithdrawal).toMatchObject({ id, status: 'COMPLETED' });

    expect(await accounts(user.id)).toEqual({ main: '0.00', profit: '124.75', invested: '0.00', withdrawal_hold: '0.00' });
    expect(await me(client)).toMatchObject({ interest: '124.75', total_withdrawal: '75.25' });
    const history = await client.gql<{ transaction: Record<string, string> }>(`query($id: ID!) { transaction(id: $id) { status payoutTxHash } }`, { id });
    expect(history.data!.transaction).toEqual({ status: 'COMPLETED', payoutTxHash: hash });
    const rest = await client.get<{ data: Row[] }>('/api/fetch/fetch_withdrawal');
    expect(rest.body.data[0]).toMatchObject({ id, status: 'completed' });

    const again = await admin.gql(approve, { id, h: hash });
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    const reject = await admin.gql(`mutation($id: ID!) { rejectWithdrawal(transactionId: $id, reason: "late") { id } }`, { id });
    expect(reject.errors?.[0].extensions?.code).toBe('CONFLICT');

    const payouts = await t.db.query(
      `SELECT p.amount::text FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.transaction_id = $1 AND e.kind = 'withdrawal_payout' AND a.kind = 'payouts'`,
      [id],
    );
    expect(payouts.rows).toEqual([{ amount: '75.25' }]);
    const audit = await t.db.query(`SELECT action FROM audit_log WHERE transaction_id = $1 ORDER BY id`, [id]);
    expect(audit.rows.map((r) => r.action)).toEqual(['withdrawal.requested', 'withdrawal.approved']);
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it('an admin rejection puts the money back in interest and shows the reason', async () => {
    const { client, user } = await investorWithProfit('90.00');
    const id = (await withdraw(client, '90')).body.data.id;
    expect(await me(client)).toMatchObject({ interest: '0.00' });

    const noReason = await admin.gql(`mutation($id: ID!) { rejectWithdrawal(transactionId: $id, reason: "   ") { id } }`, { id });
    expect(noReason.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const res = await admin.gql<{ rejectWithdrawal: Record<string, string> }>(
      `mutation($id: ID!, $r: String!) { rejectWithdrawal(transactionId: $id, reason: $r) { id status reason } }`,
      { id, r: 'Address failed screening' },
    );
    expect(res.data!.rejectWithdrawal).toEqual({ id, status: 'REJECTED', reason: 'Address failed screening' });
    expect(await me(client)).toMatchObject({ interest: '90.00', total_withdrawal: '0.00' });
    expect(await accounts(user.id)).toMatchObject({ profit: '90.00', withdrawal_hold: '0.00' });

    const rest = await client.get<{ data: Row[] }>('/api/fetch/fetch_withdrawal');
    expect(rest.body.data[0]).toMatchObject({ id, status: 'rejected', reason: 'Address failed screening' });
    const gql = await client.gql<{ transactions: { edges: Array<{ node: Record<string, string> }> } }>(
      `{ transactions(kind: WITHDRAWAL) { edges { node { id status reason } } } }`,
    );
    expect(gql.data!.transactions.edges[0].node).toEqual({ id, status: 'REJECTED', reason: 'Address failed screening' });

    const approveLate = await admin.gql(`mutation($id: ID!) { approveWithdrawal(transactionId: $id) { id } }`, { id });
    expect(approveLate.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it("investors cannot decide, unknown ids are NOT_FOUND, and nobody reads another user's withdrawal", async () => {
    const owner = await investorWithProfit('30.00');
    const other = await createInvestor(t);
    const id = (await withdraw(owner.client, '30')).body.data.id;

    const approve = await owner.client.gql(`mutation($id: ID!) { approveWithdrawal(transactionId: $id, payoutTxHash: "abcdef123456") { id } }`, { id });
    expect(approve.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const reject = await other.client.gql(`mutation($id: ID!) { rejectWithdrawal(transactionId: $id, reason: "no") { id } }`, { id });
    expect(reject.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const list = await owner.client.gql(`{ adminWithdrawals { totalCount } }`);
    expect(list.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await accounts(owner.user.id)).toMatchObject({ profit: '0.00', withdrawal_hold: '30.00' });

    for (const [bad, code] of [
      ['00000000-0000-4000-8000-000000000000', 'NOT_FOUND'],
      ['not-a-uuid', 'BAD_USER_INPUT'],
    ]) {
      const res = await admin.gql(`mutation($id: ID!) { approveWithdrawal(transactionId: $id) { id } }`, { id: bad });
      expect(res.errors?.[0].extensions?.code).toBe(code);
    }

    const peek = await other.client.get(`/api/fetch/fetch_instant_trasaction?transactionid=${id}`);
    expect(peek).toMatchObject({ status: 404, body: { status: 'error' } });
    const peekGql = await other.client.gql(`query($id: ID!) { transaction(id: $id) { id } }`, { id });
    expect(peekGql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.client.get('/api/fetch/fetch_instant_trasaction?transactionid=')).status).toBe(400);
    expect((await other.client.get<{ data: Row[] }>('/api/fetch/fetch_withdrawal')).body.data).toEqual([]);
    expect((await owner.client.get(`/api/fetch/fetch_instant_trasaction?transactionid=${id}`)).status).toBe(200);

    // The admin queue lists it with its owner.
    const queue = await admin.gql<{ adminWithdrawals: { nodes: Array<{ id: string; user: { id: string } }> } }>(
      `{ adminWithdrawals(status: PENDING, first: 200) { nodes { id user { id } } } }`,
    );
    expect(queue.data!.adminWithdrawals.nodes).toContainEqual({ id, user: { id: owner.user.id } });
  });

  it('searches history case-insensitively by txn id, status and amount, and pages with a cursor newest first', async () => {
    const { client, user } = await investorWithProfit('1000.00');
    const deposit = await submitDeposit(t, client, '777.00');
    const { rows } = await t.db.query(`SELECT txn_id FROM transactions WHERE id = $1`, [deposit.id]);
    const txnId: string = rows[0].txn_id;

    const ids: string[] = [];
    for (const amount of ['12.34', '50.00', '99.99', '112.34', '8.00', '20.00']) {
      const res = await withdraw(client, amount);
      expect(res.status).toBe(200);
      ids.push(res.body.data.id);
    }
    const rejected = await admin.gql(`mutation($id: ID!) { rejectWithdrawal(transactionId: $id, reason: "Rejected on purpose") { id } }`, { id: ids[1] });
    expect(rejected.errors).toBeUndefined();
    const approved = await admin.gql(`mutation($id: ID!) { approveWithdrawal(transactionId: $id, payoutTxHash: "0xabcdef1234567890") { id } }`, { id: ids[2] });
    expect(approved.errors).toBeUndefined();
    expect(await accounts(user.id)).toMatchObject({ profit: `${(1000 - 12.34 - 99.99 - 112.34 - 8 - 20).toFixed(2)}`, withdrawal_hold: '152.68' });

    const search = async (term: string, filter = 'ALL') => {
      const res = await client.gql<{ transactions: { totalCount: number; edges: Array<{ node: { id: string } }> } }>(
        `query($s: String, $f: TransactionFilter!) { transactions(search: $s, kind: $f, first: 50) { totalCount edges { node { id } } } }`,
        { s: term, f: filter },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.transactions.edges.map((e) => e.node.id).sort();
    };
    expect(await search(txnId.slice(10, 30).toUpperCase())).toEqual([deposit.id]);
    expect(await search('REJECTED')).toEqual([ids[1]]);
    expect(await search('Completed')).toEqual([ids[2]]);
    expect(await search('PeNdInG')).toEqual([deposit.id, ids[0], ids[3], ids[4], ids[5]].sort());
    expect(await search('PeNdInG', 'WITHDRAWAL')).toEqual([ids[0], ids[3], ids[4], ids[5]].sort());
    expect(await search('12.34')).toEqual([ids[0], ids[3]].sort());
    expect(await search('777')).toEqual([deposit.id]);
    expect(await search('withdrawal')).toEqual([...ids].sort());
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('nothing like this')).toEqual([]);

    // Cursor pagination over everything: newest first, every row once.
    const { rows: expected } = await t.db.query(`SELECT id FROM transactions WHERE user_id = $1 AND status <> 'draft' ORDER BY created_at DESC, id DESC`, [
      user.id,
    ]);
    expect(expected.length).toBe(7);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const res: {
        data?: {
          transactions: {
            totalCount: number;
            pageInfo: { hasNextPage: boolean; endCursor: string | null };
            edges: Array<{ cursor: string; node: { id: string; date: string } }>;
          };
        };
        errors?: unknown;
      } = await client.gql(
        `query($a: String) { transactions(first: 2, after: $a) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id date } } } }`,
        { a: after },
      );
      expect(res.errors).toBeUndefined();
      const page = res.data!.transactions;
      expect(page.totalCount).toBe(7);
      pages++;
      expect(page.edges.length).toBeLessThanOrEqual(2);
      seen.push(...page.edges.map((e) => e.node.id));
      if (page.edges.length) expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)!.cursor);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
      expect(pages).toBeLessThan(10);
    }
    expect(pages).toBe(4);
    expect(seen).toEqual(expected.map((r) => r.id));
    expect(new Set(seen).size).toBe(seen.length);

    const badCursor = await client.gql(`{ transactions(first: 2, after: "garbage") { totalCount } }`);
    expect(badCursor.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const tooMany = await client.gql(`{ transactions(first: 0) { totalCount } }`);
    expect(tooMany.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('pages without skipping or repeating rows whose times share a millisecond (user history and admin queue)', async () => {
    const { client, user } = await investorWithProfit('100.00');
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await withdraw(client, `${i + 1}.00`)).body.data.id);
    // Postgres keeps microseconds; rows written in one millisecond (or one transaction) are common under load.
    await t.db.query(
      `UPDATE transactions SET created_at = '2030-01-01T00:00:00.123456Z'::timestamptz + make_interval(secs => (CASE WHEN id = ANY($2::uuid[]) THEN 0 ELSE 0.000001 END))
        WHERE user_id = $1 AND kind = 'withdrawal'`,
      [user.id, ids.slice(0, 3)],
    );
    const { rows: expected } = await t.db.query(`SELECT id FROM transactions WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [user.id]);

    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const res: { data?: { transactions: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: Array<{ node: { id: string } }> } } } =
        await client.gql(`query($a: String) { transactions(first: 2, after: $a) { pageInfo { hasNextPage endCursor } edges { node { id } } } }`, { a: after });
      seen.push(...res.data!.transactions.edges.map((e) => e.node.id));
      if (!res.data!.transactions.pageInfo.hasNextPage) break;
      after = res.data!.transactions.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected.map((r) => r.id));

    const queue: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 200; page++) {
      const res: { data?: { adminWithdrawals: { pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: Array<{ id: string }> } } } = await admin.gql(
        `query($a: String) { adminWithdrawals(first: 2, after: $a) { pageInfo { hasNextPage endCursor } nodes { id } } }`,
        { a: cursor },
      );
      queue.push(...res.data!.adminWithdrawals.nodes.map((n) => n.id));
      if (!res.data!.adminWithdrawals.pageInfo.hasNextPage) break;
      cursor = res.data!.adminWithdrawals.pageInfo.endCursor;
    }
    const { rows: all } = await t.db.query(`SELECT id FROM transactions WHERE kind = 'withdrawal' AND status <> 'draft' ORDER BY created_at, id`);
    expect(queue).toEqual(all.map((r) => r.id));
  });

  describe('with webhook endpoints for withdrawal.requested', () => {
    const client = { ip: '203.0.113.9', userAgent: null };
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    beforeAll(async () => {
      receiver = await startReceiver();
    });
    afterAll(() => receiver.close());
    afterEach(() => t.db.query(`DELETE FROM webhook_endpoints`));

    /** An endpoint taking withdrawal.requested, as an admin creates one (the webhooks suite's way). */
    async function subscribe(): Promise<string> {
      const res = await admin.gql<{ createWebhookEndpoint: { id: string } }>(
        `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { id } }`,
        { url: receiver.url(), events: ['withdrawal.requested'] },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.createWebhookEndpoint.id;
    }

    const service = () => t.app.get(WithdrawalsService);

    /** What one withdrawal wrote: its mail's outbox rows and jobs, its webhook deliveries and their jobs (once the relays ran). */
    async function writtenFor(transactionId: string) {
      await relays();
      const mails = await t.db.query(`SELECT id FROM mail_outbox WHERE transaction_id = $1 AND event = 'withdrawal.requested'`, [transactionId]);
      const mailJobs = await t.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND data->>'outboxId' = ANY($1::text[])`, [
        mails.rows.map((r) => r.id),
      ]);
      const deliveries = await t.db.query(
        `SELECT d.id, d.endpoint_id, (SELECT count(*)::int FROM pgboss.job j WHERE j.name = 'webhooks' AND j.data->>'deliveryId' = d.id::text) AS jobs
           FROM webhook_deliveries d WHERE d.event_type = 'withdrawal.requested' AND (d.body::jsonb)->'data'->>'id' = $1 ORDER BY d.endpoint_id`,
        [transactionId],
      );
      const transactions = await t.db.query(`SELECT count(*)::int AS n FROM transactions WHERE id = $1`, [transactionId]);
      return {
        transactions: transactions.rows[0].n as number,
        mails: mails.rows.length,
        mailJobs: mailJobs.rows[0].n as number,
        deliveries: deliveries.rows.map((r) => ({ endpoint: r.endpoint_id as string, jobs: r.jobs as number })),
      };
    }

    it('a recipient that keeps changing through every attempt is a 409 to send again (REST and GraphQL), nothing written', async () => {
      const { client, user } = await investorWithProfit('50.00');
      const users = t.app.get(UsersService);
      // Every read of the mail's recipient is already out of date when the statement locks the row.
      const stale = { email: 'stale@test.local', locale: 'en', fullname: 'Stale', username: 'stale' };
      const sessionRead = jest.spyOn(users, 'mailRecipientOf').mockResolvedValue(stale);
      const reread = jest.spyOn(users, 'readMailRecipient').mockResolvedValue(stale);
      try {
        const res = await withdraw(client, '10.00');
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 'WITHDRAWAL_RETRY', message: expect.stringContaining('try again') });
        expect(reread).toHaveBeenCalledTimes(4);
        const gql = await client.gql(`mutation($i: RequestWithdrawalInput!) { requestWithdrawal(input: $i) { id } }`, {
          i: { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '10.00' },
        });
        expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', reason: 'WITHDRAWAL_RETRY' } });
      } finally {
        sessionRead.mockRestore();
        reread.mockRestore();
      }
      const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`, [user.id]);
      expect(rows[0].n).toBe(0);
      expect(await accounts(user.id)).toEqual({ main: '0.00', profit: '50.00', invested: '0.00', withdrawal_hold: '0.00' });
      // With the details read as they are, the same request goes through.
      expect((await withdraw(client, '10.00')).status).toBe(200);
    });

    it('with endpoints a request still commits on its own, writes everything once, and the relays queue each job once', async () => {
      const first = await subscribe();
      const second = await subscribe();
      const { client, user } = await investorWithProfit('100.00');
      type Runner = { run: (...args: unknown[]) => Promise<unknown> };
      const runs = jest.spyOn(service() as unknown as Runner, 'run');
      /** Each statement run since the last call: on its own (prepared) or in a transaction. */
      const paths = () => {
        const taken = runs.mock.calls.map((call) => (call[3] ? 'transaction' : 'autocommit'));
        runs.mockClear();
        return taken;
      };
      const mine = async () => {
        const q = async (text: string) => (await t.db.query(text, [user.id])).rows[0].n as number;
        return {
          transactions: await q(`SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`),
          mails: await q(`SELECT count(*)::int AS n FROM mail_outbox m JOIN transactions x ON x.id = m.transaction_id WHERE x.user_id = $1`),
          audits: await q(`SELECT count(*)::int AS n FROM audit_log WHERE subject_user_id = $1 AND action = 'withdrawal.requested'`),
        };
      };
      try {
        const a = await withdraw(client, '10.00');
        expect(a.status).toBe(200);
        expect(paths()).toEqual(['autocommit']);
        const expected = [first, second].sort().map((endpoint) => ({ endpoint, jobs: 1 }));
        expect(await writtenFor(a.body.data.id)).toEqual({ transactions: 1, mails: 1, mailJobs: 1, deliveries: expected });
        // Drained again: nothing is queued twice.
        expect(await writtenFor(a.body.data.id)).toEqual({ transactions: 1, mails: 1, mailJobs: 1, deliveries: expected });
        const pending = await t.db.query(
          `SELECT (SELECT count(*)::int FROM mail_outbox WHERE job_pending) + (SELECT count(*)::int FROM webhook_deliveries WHERE job_pending) AS n`,
        );
        expect(pending.rows[0].n).toBe(0);

        // One disabled, one deleted: the next request writes no delivery.
        expect((await admin.gql(`mutation($id: ID!) { disableWebhookEndpoint(id: $id) { id } }`, { id: first })).errors).toBeUndefined();
        expect((await admin.gql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { id } }`, { id: second })).errors).toBeUndefined();
        const b = await withdraw(client, '10.00');
        expect(paths()).toEqual(['autocommit']);
        expect(await writtenFor(b.body.data.id)).toEqual({ transactions: 1, mails: 1, mailJobs: 1, deliveries: [] });
        expect(await mine()).toEqual({ transactions: 2, mails: 2, audits: 2 });
      } finally {
        runs.mockRestore();
      }
      expect(await accounts(user.id)).toEqual({ main: '0.00', profit: '80.00', invested: '0.00', withdrawal_hold: '20.00' });
      expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
    });

    it('with an idempotency key the same statement runs in the key transaction, and a replay writes nothing more', async () => {
      const endpoint = await subscribe();
      const { client } = await investorWithProfit('50.00');
      const first = await client.post<{ data: { id: string } }>(
        '/api/insert/new_withdrawal',
        { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount: '10.00' },
        {
          headers: { 'idempotency-key': 'wd-relay-1' },
        },
      );
      expect(first.status).toBe(200);
      const again = await client.post<{ data: { id: string } }>(
        '/api/insert/new_withdrawal',
        { coin_name: 'USDT', network: 'TRC20', wallet_address: TRON, amount: '10.00' },
        {
          headers: { 'idempotency-key': 'wd-relay-1' },
        },
      );
      expect(again.body.data.id).toBe(first.body.data.id);
      expect(await writtenFor(first.body.data.id)).toEqual({ transactions: 1, mails: 1, mailJobs: 1, deliveries: [{ endpoint, jobs: 1 }] });
    });

    it('delivers to an endpoint committed while the autocommit request waited for the user row lock', async () => {
      const { user } = await investorWithProfit('50.00');
      const session = (await t.app.get(UsersService).sessionUserOf(user.id))!;
      const holder = await t.db.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
        const pending = service().request(session, { coinName: 'USDT', network: 'TRC20', walletAddress: TRON, amount: '10' }, client);
        const waiting = async () =>
          (
            await t.db.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%request_withdrawal(%'`,
            )
          ).rows[0].n as number;
        for (let i = 0; (await waiting()) === 0; i++) {
          if (i > 200) throw new Error('the request never waited for the user row');
          await sleep(25);
        }
        const endpoint = await subscribe();
        await holder.query('COMMIT');
        const row = await pending;
        // The deliveries' part read the endpoints after the statement's locks, with a snapshot of its own.
        expect(await writtenFor(row.id)).toEqual({ transactions: 1, mails: 1, mailJobs: 1, deliveries: [{ endpoint, jobs: 1 }] });
      } finally {
        await holder.query('ROLLBACK').catch(() => undefined);
        holder.release();
      }
      expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
    });
  });
});
