import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../src/config/env';
import { verifyLedger } from '../src/modules/ledger/ledger-verifier';
import { bootApp, TestApp } from './helpers/test-app';
import type { ApiClient, GqlResponse } from './helpers/api-client';
import { createAdmin, createInvestor } from './factories/users';
import { approveDeposit, creditProfit, submitDeposit } from './factories/money';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const FIELDS = 'id status approvals approvalsRequired firstApproverId payoutTxHash';

interface Decided {
  id: string;
  status: string;
  approvals: number;
  approvalsRequired: number;
  firstApproverId: string | null;
  payoutTxHash: string | null;
}

function approve(admin: ApiClient, id: string, options: { hash?: string; key?: string } = {}): Promise<GqlResponse<{ approveWithdrawal: Decided }>> {
  return admin.gql<{ approveWithdrawal: Decided }>(
    `mutation($id: ID!, $hash: String, $key: String) { approveWithdrawal(transactionId: $id, payoutTxHash: $hash, idempotencyKey: $key) { ${FIELDS} } }`,
    { id, hash: options.hash ?? null, key: options.key ?? null },
  );
}

function reject(admin: ApiClient, id: string, reason = 'Address is on a sanctions list') {
  return admin.gql<{ rejectWithdrawal: Decided }>(
    `mutation($id: ID!, $reason: String!) { rejectWithdrawal(transactionId: $id, reason: $reason) { ${FIELDS} } }`,
    {
      id,
      reason,
    },
  );
}

/** The error's kind (extensions.code) and the module's own code (extensions.reason). */
const failure = (res: GqlResponse<unknown>) => ({ code: res.errors?.[0]?.extensions?.code, reason: res.errors?.[0]?.extensions?.reason });

describe('dual approval of large withdrawals (real Postgres, real HTTP)', () => {
  let t: TestApp;
  let first: { client: ApiClient; user: { id: string } };
  let second: { client: ApiClient; user: { id: string } };
  let third: { client: ApiClient; user: { id: string } };

  beforeAll(async () => {
    // DUAL_APPROVAL_USD is left at its default (10000.00); KYC is not what this file tests.
    t = await bootApp({ env: { KYC_REQUIRED_ABOVE_USD: '999999999.99' } });
    first = await createAdmin(t);
    second = await createAdmin(t);
    third = await createAdmin(t);
  });
  afterAll(() => t.close());

  async function accounts(userId: string): Promise<Record<string, string>> {
    const { rows } = await t.db.query(`SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1`, [userId]);
    return Object.fromEntries(rows.map((r) => [r.kind, r.balance]));
  }

  async function expectLedgerOk() {
    expect(await verifyLedger(t.app.get(DataSource))).toEqual({ ok: true, problems: [] });
  }

  async function payouts(id: string): Promise<number> {
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM ledger_entries WHERE transaction_id = $1 AND kind = 'withdrawal_payout'`, [id]);
    return rows[0].n;
  }

  async function mails(id: string): Promise<string[]> {
    const { rows } = await t.db.query(`SELECT event FROM mail_outbox WHERE transaction_id = $1 ORDER BY event`, [id]);
    return rows.map((r) => r.event);
  }

  /** An investor with `profit` credited who asks to withdraw each of `amounts`; answers the withdrawals' ids. */
  async function requests(profit: string, ...amounts: string[]) {
    const investor = await createInvestor(t);
    await creditProfit(t, investor.user.id, profit);
    const ids: string[] = [];
    for (const amount of amounts) {
      const res = await investor.client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
        coin_name: 'USDT',
        network: 'TRC20',
        wallet_address: TRON,
        amount,
      });
      if (res.status !== 200) throw new Error(`withdrawal: ${JSON.stringify(res.body)}`);
      ids.push(res.body.data.id);
    }
    return { ...investor, ids };
  }

  it('DUAL_APPROVAL_USD is a decimal string, 10000.00 by default; anything else stops the app', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).dualApprovalUsd).toBe('10000.00');
    expect(loadConfig({ NODE_ENV: 'test', DUAL_APPROVAL_USD: '2500.5' }).dualApprovalUsd).toBe('2500.5');
    for (const bad of ['abc', '-5', '1e4', '10000.001', '10,000']) {
      expect(() => loadConfig({ NODE_ENV: 'test', DUAL_APPROVAL_USD: bad })).toThrow(ConfigError);
    }
  });

  it('below the threshold one approval completes it (1 of 1)', async () => {
    const { user, ids } = await requests('10000.00', '9999.99');
    const res = await approve(first.client, ids[0], { hash: 'payout-below-threshold' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.approveWithdrawal).toEqual({
      id: ids[0],
      status: 'COMPLETED',
      approvals: 1,
      approvalsRequired: 1,
      firstApproverId: null,
      payoutTxHash: 'payout-below-threshold',
    });
    expect(await accounts(user.id)).toMatchObject({ profit: '0.01', withdrawal_hold: '0.00' });
    expect(await payouts(ids[0])).toBe(1);
    await expectLedgerOk();
  });

  it('at the threshold: the first approval leaves it pending (1 of 2), the same admin is refused, a second admin completes it', async () => {
    const { user, ids } = await requests('12000.00', '10000.00');
    const [id] = ids;

    const queued = await first.client.gql<{ adminWithdrawals: { nodes: Decided[] } }>(
      `{ adminWithdrawals(status: PENDING, first: 200) { nodes { ${FIELDS} } } }`,
    );
    expect(queued.data!.adminWithdrawals.nodes.find((node) => node.id === id)).toMatchObject({ approvals: 0, approvalsRequired: 2, firstApproverId: null });

    // The payout is sent only after the second approval: a hash with the first is refused, nothing changes.
    const early = await approve(first.client, id, { hash: 'payout-too-early-0001' });
    expect(failure(early)).toEqual({ code: 'BAD_USER_INPUT', reason: 'PAYOUT_HASH_TOO_EARLY' });
    expect((await t.db.query(`SELECT first_approved_by FROM transactions WHERE id = $1`, [id])).rows[0].first_approved_by).toBeNull();

    const one = await approve(first.client, id);
    expect(one.errors).toBeUndefined();
    expect(one.data!.approveWithdrawal).toEqual({
      id,
      status: 'PENDING',
      approvals: 1,
      approvalsRequired: 2,
      firstApproverId: first.user.id,
      payoutTxHash: null,
    });
    expect(await accounts(user.id)).toMatchObject({ profit: '2000.00', withdrawal_hold: '10000.00' });
    expect(await payouts(id)).toBe(0);
    expect(await mails(id)).toEqual(['withdrawal.requested']);

    // Still in the pending queue, now "1 of 2".
    const listed = await second.client.gql<{ adminWithdrawals: { nodes: Decided[] } }>(
      `{ adminWithdrawals(status: PENDING, first: 200) { nodes { ${FIELDS} } } }`,
    );
    expect(listed.data!.adminWithdrawals.nodes.find((node) => node.id === id)).toMatchObject({
      status: 'PENDING',
      approvals: 1,
      approvalsRequired: 2,
      firstApproverId: first.user.id,
    });

    const again = await approve(first.client, id);
    expect(failure(again)).toEqual({ code: 'CONFLICT', reason: 'SAME_ADMIN' });
    expect(again.errors![0].message).toBe('You already approved this withdrawal; a second, different admin must approve it.');
    expect(await t.db.query(`SELECT status, decided_by FROM transactions WHERE id = $1`, [id]).then((r) => r.rows[0])).toEqual({
      status: 'pending',
      decided_by: null,
    });

    const two = await approve(second.client, id, { hash: 'payout-dual-approved-01' });
    expect(two.errors).toBeUndefined();
    expect(two.data!.approveWithdrawal).toEqual({
      id,
      status: 'COMPLETED',
      approvals: 2,
      approvalsRequired: 2,
      firstApproverId: first.user.id,
      payoutTxHash: 'payout-dual-approved-01',
    });
    expect(await accounts(user.id)).toMatchObject({ main: '0.00', profit: '2000.00', withdrawal_hold: '0.00' });
    expect(await payouts(id)).toBe(1);
    expect(await mails(id)).toEqual(['withdrawal.paid', 'withdrawal.requested']);

    // A third approval finds it decided.
    expect(failure(await approve(third.client, id))).toEqual({ code: 'CONFLICT', reason: 'ALREADY_DECIDED' });

    const audit = await t.db.query(`SELECT action, actor_id, amount::text, details, ip FROM audit_log WHERE transaction_id = $1 ORDER BY id`, [id]);
    expect(audit.rows.map((r) => r.action)).toEqual(['withdrawal.requested', 'withdrawal.first_approved', 'withdrawal.approved']);
    const [, firstAudit, secondAudit] = audit.rows;
    expect(firstAudit).toMatchObject({
      actor_id: first.user.id,
      amount: '10000.00',
      details: {
        before: { status: 'pending', approvals: 0, required: 2 },
        after: { status: 'pending', approvals: 1, required: 2 },
        dualApprovalUsd: '10000.00',
      },
    });
    expect(secondAudit).toMatchObject({
      actor_id: second.user.id,
      amount: '10000.00',
      details: {
        payoutTxHash: 'payout-dual-approved-01',
        firstApprovedBy: first.user.id,
        before: { status: 'pending', approvals: 1, required: 2 },
        after: { status: 'completed', approvals: 2, required: 2 },
      },
    });
    expect(firstAudit.ip).toBeTruthy();
    expect(secondAudit.ip).toBeTruthy();
    await expectLedgerOk();
  });

  it('a retry of the first approval with its idempotency key answers it again instead of refusing the same admin', async () => {
    const { ids } = await requests('15000.00', '15000.00');
    const once = await approve(first.client, ids[0], { key: 'first-approval-retry' });
    const retry = await approve(first.client, ids[0], { key: 'first-approval-retry' });
    expect(once.data!.approveWithdrawal).toMatchObject({ status: 'PENDING', approvals: 1 });
    expect(retry.errors).toBeUndefined();
    expect(retry.data!.approveWithdrawal).toMatchObject({ status: 'PENDING', approvals: 1, firstApproverId: first.user.id });
  });

  it('a rejection after the first approval returns the hold to where it came from; the first approval stays recorded', async () => {
    const investor = await createInvestor(t);
    const { id: depositId } = await submitDeposit(t, investor.client, '6000.00');
    expect((await approveDeposit(first.client, depositId)).errors).toBeUndefined();
    await creditProfit(t, investor.user.id, '5000.00');
    const res = await investor.client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: TRON,
      amount: '10500.00',
    });
    const id = res.body.data.id;
    expect(await accounts(investor.user.id)).toMatchObject({ main: '500.00', profit: '0.00', withdrawal_hold: '10500.00' });

    expect((await approve(first.client, id)).data!.approveWithdrawal).toMatchObject({ status: 'PENDING', approvals: 1 });
    // Any admin may reject, the first approver included.
    const rejected = await reject(first.client, id);
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data!.rejectWithdrawal).toEqual({
      id,
      status: 'REJECTED',
      approvals: 1,
      approvalsRequired: 2,
      firstApproverId: first.user.id,
      payoutTxHash: null,
    });
    expect(await accounts(investor.user.id)).toMatchObject({ main: '6000.00', profit: '5000.00', withdrawal_hold: '0.00' });
    expect(await payouts(id)).toBe(0);
    expect(await mails(id)).toEqual(['withdrawal.rejected', 'withdrawal.requested']);
    const audit = await t.db.query(`SELECT action, actor_id, details FROM audit_log WHERE transaction_id = $1 ORDER BY id`, [id]);
    expect(audit.rows.map((r) => r.action)).toEqual(['withdrawal.requested', 'withdrawal.first_approved', 'withdrawal.rejected']);
    expect(audit.rows[2]).toMatchObject({
      actor_id: first.user.id,
      details: { reason: 'Address is on a sanctions list', toMain: '5500.00', toProfit: '5000.00', firstApprovedBy: first.user.id },
    });
    expect(failure(await approve(second.client, id))).toEqual({ code: 'CONFLICT', reason: 'ALREADY_DECIDED' });
    await expectLedgerOk();
  });

  it('two different admins racing the second approval, many times: exactly one completes, the ledger posts once, no 500', async () => {
    const count = 15;
    const { user, ids } = await requests(`${count * 10000}.00`, ...Array.from({ length: count }, () => '10000.00'));
    for (const id of ids) expect((await approve(first.client, id)).data!.approveWithdrawal.approvals).toBe(1);

    const results = await Promise.all(ids.flatMap((id) => [approve(second.client, id), approve(third.client, id)]));
    expect(results.every((res) => res.status < 500)).toBe(true);
    for (let i = 0; i < count; i++) {
      const pair = [results[2 * i], results[2 * i + 1]];
      const done = pair.filter((res) => !res.errors);
      expect(done).toHaveLength(1);
      expect(done[0].data!.approveWithdrawal).toMatchObject({ status: 'COMPLETED', approvals: 2 });
      expect(pair.filter((res) => res.errors).map(failure)).toEqual([{ code: 'CONFLICT', reason: 'ALREADY_DECIDED' }]);
      expect(await payouts(ids[i])).toBe(1);
    }
    expect(await accounts(user.id)).toMatchObject({ profit: '0.00', withdrawal_hold: '0.00' });
    await expectLedgerOk();
  });

  it('two different admins approving a fresh one at once: one gives the first approval, the other completes it', async () => {
    const count = 10;
    const { ids } = await requests(`${count * 20000}.00`, ...Array.from({ length: count }, () => '20000.00'));
    const results = await Promise.all(ids.flatMap((id) => [approve(second.client, id), approve(third.client, id)]));
    expect(results.map((res) => res.errors)).toEqual(results.map(() => undefined));
    for (let i = 0; i < count; i++) {
      const statuses = [results[2 * i], results[2 * i + 1]].map((res) => res.data!.approveWithdrawal.status).sort();
      expect(statuses).toEqual(['COMPLETED', 'PENDING']);
      expect(await payouts(ids[i])).toBe(1);
    }
    await expectLedgerOk();
  });

  it('the same admin racing itself on a fresh one: one first approval, every other attempt SAME_ADMIN, still pending', async () => {
    const count = 8;
    const { user, ids } = await requests(`${count * 10000}.00`, ...Array.from({ length: count }, () => '10000.00'));
    const results = await Promise.all(ids.flatMap((id) => Array.from({ length: 4 }, () => approve(first.client, id))));
    expect(results.every((res) => res.status < 500)).toBe(true);
    for (let i = 0; i < count; i++) {
      const four = results.slice(4 * i, 4 * i + 4);
      expect(four.filter((res) => !res.errors).map((res) => res.data!.approveWithdrawal)).toEqual([
        { id: ids[i], status: 'PENDING', approvals: 1, approvalsRequired: 2, firstApproverId: first.user.id, payoutTxHash: null },
      ]);
      expect(four.filter((res) => res.errors).map(failure)).toEqual(Array.from({ length: 3 }, () => ({ code: 'CONFLICT', reason: 'SAME_ADMIN' })));
      expect(await payouts(ids[i])).toBe(0);
    }
    expect(await accounts(user.id)).toMatchObject({ withdrawal_hold: `${count * 10000}.00` });
    await expectLedgerOk();
  });

  it('an admin cannot approve a withdrawal or deposit they requested themselves (403 OWN_REQUEST); another admin can; rejecting it stays open', async () => {
    // The first admin is an investor too.
    await creditProfit(t, first.user.id, '40000.00');
    const small = await first.client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: TRON,
      amount: '250.00',
    });
    const own = await approve(first.client, small.body.data.id, { hash: 'payout-own-request-01' });
    expect(failure(own)).toEqual({ code: 'FORBIDDEN', reason: 'OWN_REQUEST' });
    expect(own.errors![0].message).toBe('You cannot approve your own request; another admin must approve it.');
    expect(await payouts(small.body.data.id)).toBe(0);
    expect((await approve(second.client, small.body.data.id)).data!.approveWithdrawal).toMatchObject({ status: 'COMPLETED', approvals: 1 });

    // A large one: the requester can give neither approval.
    const large = await first.client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: TRON,
      amount: '25000.00',
    });
    const largeId = large.body.data.id;
    expect(failure(await approve(first.client, largeId))).toEqual({ code: 'FORBIDDEN', reason: 'OWN_REQUEST' });
    expect((await approve(second.client, largeId)).data!.approveWithdrawal).toMatchObject({ status: 'PENDING', approvals: 1 });
    expect(failure(await approve(first.client, largeId))).toEqual({ code: 'FORBIDDEN', reason: 'OWN_REQUEST' });
    expect((await approve(third.client, largeId)).data!.approveWithdrawal).toMatchObject({ status: 'COMPLETED', approvals: 2 });

    // The admin's own deposit: refused to them, nothing credited; another admin approves it.
    const deposit = await submitDeposit(t, first.client, '700.00');
    const ownDeposit = await approveDeposit(first.client, deposit.id);
    expect(failure(ownDeposit)).toEqual({ code: 'FORBIDDEN', reason: 'OWN_REQUEST' });
    expect(await accounts(first.user.id)).toMatchObject({ main: '0.00' });
    expect((await approveDeposit(second.client, deposit.id)).data!.approveDeposit.status).toBe('COMPLETED');
    expect(await accounts(first.user.id)).toMatchObject({ main: '700.00' });

    // Rejecting one's own request moves nothing to anyone's benefit: the hold goes back.
    const withdrawn = await first.client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: TRON,
      amount: '100.00',
    });
    expect((await reject(first.client, withdrawn.body.data.id)).data!.rejectWithdrawal.status).toBe('REJECTED');

    // The table refuses a first approval by the requester whatever the code does.
    const pending = await first.client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: TRON,
      amount: '10000.00',
    });
    await expect(
      t.db.query(`UPDATE transactions SET first_approved_by = user_id, first_approved_at = now() WHERE id = $1`, [pending.body.data.id]),
    ).rejects.toThrow(/transactions_first_approval_check/);
    await expectLedgerOk();
  });
});
