import { DataSource } from 'typeorm';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import type { ApiClient } from '../../../test/helpers/api-client';
import { createAdmin, createInvestor } from '../../../test/factories/users';
import { approveDeposit, creditProfit, submitDeposit } from '../../../test/factories/money';
import { LedgerService } from '../ledger/ledger.service';
import { verifyLedger } from '../ledger/ledger-verifier';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

function withdraw(client: ApiClient, amount: string) {
  return client.post<{ data: { id: string }; code?: string; message?: string }>('/api/insert/new_withdrawal', {
    coin_name: 'USDT',
    network: 'TRC20',
    wallet_address: TRON,
    amount,
  });
}

describe('capital withdrawals: profit first, then main, in one entry (real Postgres)', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await bootApp({ env: { KYC_REQUIRED_ABOVE_USD: '999999999.99' } });
    admin = (await createAdmin(t)).client;
  });
  afterAll(() => t.close());

  async function accounts(userId: string): Promise<Record<string, string>> {
    const { rows } = await t.db.query(`SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1`, [userId]);
    return Object.fromEntries(rows.map((r) => [r.kind, r.balance]));
  }

  async function me(client: ApiClient): Promise<Record<string, string>> {
    return (await client.get<{ data: Record<string, string> }>('/api/check-auth')).body.data;
  }

  /** Credits main straight through the ledger (stands in for an approved deposit or returned capital). */
  async function creditMain(userId: string, amount: string) {
    const ledger = t.app.get(LedgerService);
    await t.app.get(DataSource).transaction((manager) =>
      ledger.post(manager, {
        kind: 'test_credit',
        postings: [
          { account: 'deposits_received', amount: `-${amount}` },
          { userId, account: 'main', amount },
        ],
      }),
    );
  }

  /** The request entry's postings of a withdrawal, by account kind. */
  async function requestPostings(transactionId: string): Promise<Record<string, string>> {
    const { rows } = await t.db.query(
      `SELECT a.kind, p.amount::text FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.transaction_id = $1 AND e.kind = 'withdrawal_request'`,
      [transactionId],
    );
    return Object.fromEntries(rows.map((r) => [r.kind, r.amount]));
  }

  function reject(id: string, reason = 'Address failed screening') {
    return admin.gql<{ rejectWithdrawal: { id: string; status: string } }>(
      `mutation($id: ID!, $r: String!) { rejectWithdrawal(transactionId: $id, reason: $r) { id status } }`,
      { id, r: reason },
    );
  }

  it('takes profit first, then main, in one entry; check-auth and GraphQL show withdrawable; rejection returns each part exactly', async () => {
    const { client, user } = await createInvestor(t);
    const deposit = await submitDeposit(t, client, '700.00');
    expect((await approveDeposit(admin, deposit.id)).errors).toBeUndefined();
    await creditProfit(t, user.id, '300.40');
    expect(await me(client)).toMatchObject({ balance: '700.00', interest: '300.40', withdrawable: '1000.40' });
    const gqlMe = await client.gql<{ me: Record<string, string> }>(`{ me { balance interest withdrawable } }`);
    expect(gqlMe.data!.me).toEqual({ balance: '700.00', interest: '300.40', withdrawable: '1000.40' });

    const res = await withdraw(client, '500.25');
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    expect(await accounts(user.id)).toEqual({ main: '500.15', profit: '0.00', invested: '0.00', withdrawal_hold: '500.25' });
    expect(await requestPostings(id)).toEqual({ profit: '-300.40', main: '-199.85', withdrawal_hold: '500.25' });
    const entries = await t.db.query(`SELECT kind FROM ledger_entries WHERE transaction_id = $1`, [id]);
    expect(entries.rows).toEqual([{ kind: 'withdrawal_request' }]);
    expect(await me(client)).toMatchObject({ balance: '500.15', interest: '0.00', withdrawable: '500.15' });
    const audit = await t.db.query(`SELECT details FROM audit_log WHERE transaction_id = $1 AND action = 'withdrawal.requested'`, [id]);
    expect(audit.rows[0].details).toMatchObject({ fromProfit: '300.40', fromMain: '199.85' });

    // Profit earned after the request does not change where the rejected parts go back to.
    await creditProfit(t, user.id, '12.00');
    expect((await reject(id)).data!.rejectWithdrawal).toEqual({ id, status: 'REJECTED' });
    expect(await accounts(user.id)).toEqual({ main: '700.00', profit: '312.40', invested: '0.00', withdrawal_hold: '0.00' });
    const returned = await t.db.query(
      `SELECT a.kind, p.amount::text FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.transaction_id = $1 AND e.kind = 'withdrawal_return' ORDER BY a.kind`,
      [id],
    );
    expect(returned.rows).toEqual([
      { kind: 'main', amount: '199.85' },
      { kind: 'profit', amount: '300.40' },
      { kind: 'withdrawal_hold', amount: '-500.25' },
    ]);
    expect(await me(client)).toMatchObject({ balance: '700.00', interest: '312.40', withdrawable: '1012.40', total_withdrawal: '0.00' });
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it('a withdrawal within profit leaves main alone, and its rejection returns only profit', async () => {
    const { client, user } = await createInvestor(t);
    await creditMain(user.id, '50.00');
    await creditProfit(t, user.id, '80.00');
    const id = (await withdraw(client, '80.00')).body.data.id;
    expect(await requestPostings(id)).toEqual({ profit: '-80.00', withdrawal_hold: '80.00' });
    expect(await accounts(user.id)).toMatchObject({ main: '50.00', profit: '0.00', withdrawal_hold: '80.00' });
    await reject(id);
    expect(await accounts(user.id)).toMatchObject({ main: '50.00', profit: '80.00', withdrawal_hold: '0.00' });
  });

  it('approval pays a profit + main withdrawal out of the hold; the parts stay spent', async () => {
    const { client, user } = await createInvestor(t);
    await creditMain(user.id, '400.00');
    await creditProfit(t, user.id, '25.50');
    const id = (await withdraw(client, '125.50')).body.data.id;
    const ok = await admin.gql<{ approveWithdrawal: { status: string } }>(
      `mutation($id: ID!) { approveWithdrawal(transactionId: $id, payoutTxHash: "a1b2c3d4e5f60718293a4b5c") { status } }`,
      { id },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.approveWithdrawal.status).toBe('COMPLETED');
    expect(await accounts(user.id)).toEqual({ main: '300.00', profit: '0.00', invested: '0.00', withdrawal_hold: '0.00' });
    expect(await me(client)).toMatchObject({ balance: '300.00', interest: '0.00', withdrawable: '300.00', total_withdrawal: '125.50' });
    const payout = await t.db.query(
      `SELECT a.kind, p.amount::text FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.transaction_id = $1 AND e.kind = 'withdrawal_payout' ORDER BY a.kind`,
      [id],
    );
    expect(payout.rows).toEqual([
      { kind: 'payouts', amount: '125.50' },
      { kind: 'withdrawal_hold', amount: '-125.50' },
    ]);
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it('above withdrawable (main + profit) is a 4xx over REST and GraphQL, and nothing moves; invested money is not withdrawable', async () => {
    const { client, user } = await createInvestor(t);
    await creditMain(user.id, '1010.00');
    await creditProfit(t, user.id, '5.00');
    // Money in an active investment is not withdrawable: 1,000.00 of main goes into BASIC.
    await client.post('/api/fetch/plan_eligibility', { uniqId: 'BASIC' });
    await client.post('/api/update/plan_selected', { amount: '1000', uniqId: 'BASIC' });
    expect((await client.post('/api/insert/finalize_investment', {})).status).toBe(200);
    const before = await accounts(user.id);
    expect(await me(client)).toMatchObject({ withdrawable: '15.00' });

    const rest = await withdraw(client, '15.01');
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient withdrawable balance for this withdrawal.' });
    const gql = await client.gql(
      `mutation { requestWithdrawal(input: { coinName: "USDT", network: "TRC20", walletAddress: "${TRON}", amount: "15.01" }) { id } }`,
    );
    expect(gql.errors?.[0].extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(gql.errors?.[0].message).toBe('Insufficient withdrawable balance for this withdrawal.');
    expect(await accounts(user.id)).toEqual(before);
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND kind = 'withdrawal'`, [user.id]);
    expect(rows.rows[0].n).toBe(0);

    expect((await withdraw(client, '15.00')).status).toBe(200);
    expect(await accounts(user.id)).toMatchObject({ main: '0.00', profit: '0.00', invested: '1000.00', withdrawal_hold: '15.00' });
  });

  it('a capital withdrawal that deadlocks with an accrual-like lock order (profit, then main) is run again, not failed', async () => {
    const { client, user } = await createInvestor(t);
    await creditMain(user.id, '100.00');
    await creditProfit(t, user.id, '10.00');
    const ids = await t.db.query(`SELECT kind, id FROM ledger_accounts WHERE user_id = $1`, [user.id]);
    const account = Object.fromEntries(ids.rows.map((r) => [r.kind, r.id]));
    // Like the accrual: the profit row first (daily credits), then the main row (capital return).
    const other = await t.db.connect();
    try {
      await other.query('BEGIN');
      // This session waits long before checking for a deadlock, so the withdrawal's session finds it and is the victim.
      await other.query(`SET LOCAL deadlock_timeout = '20s'`);
      await other.query(`SELECT 1 FROM ledger_accounts WHERE id = $1 FOR NO KEY UPDATE`, [account.profit]);
      const request = withdraw(client, '50.00');
      // The withdrawal holds main and waits for profit.
      for (let i = 0; i < 100; i++) {
        const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND locktype = 'transactionid'`);
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const second = other.query(`SELECT 1 FROM ledger_accounts WHERE id = $1 FOR NO KEY UPDATE`, [account.main]);
      // Postgres aborts the withdrawal's transaction (deadlock_timeout 1 s there); this one gets main and lets go.
      await second;
      await other.query('COMMIT');
      const res = await request;
      expect(res.status).toBe(200);
    } finally {
      other.release();
    }
    expect(await accounts(user.id)).toEqual({ main: '60.00', profit: '0.00', invested: '0.00', withdrawal_hold: '50.00' });
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });

  it('parallel withdrawals against main + profit: exactly as many succeed as are covered, postings sum to zero, rejections restore both', async () => {
    const { client, user } = await createInvestor(t);
    await creditMain(user.id, '100.00');
    await creditProfit(t, user.id, '50.00');
    // 150.00 covers 21 withdrawals of 7.00 (147.00), of the 30 sent at once.
    const results = await Promise.all(Array.from({ length: 30 }, () => withdraw(client, '7.00')));
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won).toHaveLength(21);
    expect(lost.every((r) => r.status === 400 && r.body.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await accounts(user.id)).toEqual({ main: '3.00', profit: '0.00', invested: '0.00', withdrawal_hold: '147.00' });

    const taken = await t.db.query(
      `SELECT a.kind, sum(p.amount)::text AS total, count(*)::int AS n FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
         JOIN ledger_accounts a ON a.id = p.account_id JOIN transactions t ON t.id = e.transaction_id
        WHERE t.user_id = $1 AND e.kind = 'withdrawal_request' GROUP BY a.kind ORDER BY a.kind`,
      [user.id],
    );
    const byKind = Object.fromEntries(taken.rows.map((r) => [r.kind, r.total]));
    expect(byKind).toEqual({ main: '-97.00', profit: '-50.00', withdrawal_hold: '147.00' });
    const total = await t.db.query(`SELECT COALESCE(sum(amount), 0)::text AS total FROM ledger_postings`);
    expect(total.rows[0].total).toBe('0.00');

    await Promise.all(won.map((r) => reject(r.body.data.id)));
    expect(await accounts(user.id)).toEqual({ main: '100.00', profit: '50.00', invested: '0.00', withdrawal_hold: '0.00' });
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  });
});
