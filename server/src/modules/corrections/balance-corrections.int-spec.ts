import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { verifyLedger } from '../ledger/ledger-verifier';
import { LedgerService } from '../ledger/ledger.service';
import { bootApp, TestApp } from '../../../test/helpers/test-app';
import { ApiClient } from '../../../test/helpers/api-client';
import { expectGqlError } from '../../../test/helpers/safe-error';
import { createAdmin, createInvestor, createSupport } from '../../../test/factories/users';
import { creditProfit } from '../../../test/factories/money';

const FIELDS = 'id userId userEmail account amount reason status requestedBy requestedByEmail decidedBy decidedAt rejectionReason ledgerEntryId';
const REQUEST = `mutation($userId: ID!, $account: CorrectionAccount!, $amount: String!, $reason: String!) {
  requestBalanceCorrection(userId: $userId, account: $account, amount: $amount, reason: $reason) { ${FIELDS} } }`;
const APPROVE = `mutation($id: ID!) { approveBalanceCorrection(id: $id) { ${FIELDS} } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { rejectBalanceCorrection(id: $id, reason: $reason) { ${FIELDS} } }`;
const LIST = `query($status: BalanceCorrectionStatus, $userId: ID, $first: Int, $after: String) {
  balanceCorrections(status: $status, userId: $userId, first: $first, after: $after) { nodes { ${FIELDS} } pageInfo { hasNextPage endCursor } } }`;

interface Correction {
  id: string;
  userId: string;
  userEmail: string;
  account: string;
  amount: string;
  reason: string;
  status: string;
  requestedBy: string;
  requestedByEmail: string;
  decidedBy: string | null;
  decidedAt: string | null;
  rejectionReason: string | null;
  ledgerEntryId: string | null;
}

/** Balance corrections, maker-checker, against real Postgres: one admin asks, a different admin approves, the ledger posts once. */
describe('balance corrections', () => {
  let t: TestApp;
  let maker: ApiClient;
  let makerId: string;
  let checker: ApiClient;
  let checkerId: string;
  let third: ApiClient;

  beforeAll(async () => {
    t = await bootApp();
    const a = await createAdmin(t);
    const b = await createAdmin(t);
    const c = await createAdmin(t);
    [maker, makerId, checker, checkerId, third] = [a.client, a.user.id, b.client, b.user.id, c.client];
    for (const client of [maker, checker, third]) await client.fetchCsrf();
  });
  afterAll(() => t?.close());

  const request = (userId: string, amount: string, account = 'MAIN', reason = 'Deposit credited twice by the old system', by = maker) =>
    by.gql<{ requestBalanceCorrection: Correction }>(REQUEST, { userId, account, amount, reason });
  const approve = (id: string, by = checker) => by.gql<{ approveBalanceCorrection: Correction }>(APPROVE, { id });
  const reject = (id: string, reason = 'Not backed by a ticket', by = checker) => by.gql<{ rejectBalanceCorrection: Correction }>(REJECT, { id, reason });
  const balances = async (userId: string) =>
    Object.fromEntries(
      (
        await t.db.query<{ kind: string; balance: string }>(
          `SELECT kind, balance::text AS balance FROM ledger_accounts WHERE user_id = $1 AND kind IN ('main', 'profit')`,
          [userId],
        )
      ).rows.map((r) => [r.kind, r.balance]),
    );
  const platform = async () =>
    (await t.db.query<{ balance: string }>(`SELECT balance::text AS balance FROM ledger_accounts WHERE user_id IS NULL AND kind = 'corrections'`)).rows[0]
      .balance;
  const counts = async () =>
    (
      await t.db.query<{ corrections: string; entries: string; audits: string }>(
        `SELECT (SELECT count(*) FROM balance_corrections)::text AS corrections, (SELECT count(*) FROM ledger_entries)::text AS entries, (SELECT count(*) FROM audit_log)::text AS audits`,
      )
    ).rows[0];
  const expectLedgerOk = async () => {
    const report = await verifyLedger(t.app.get(DataSource));
    expect(report.problems).toEqual([]);
  };

  it('a request moves nothing; a second admin approves and one ledger entry posts it against the corrections account; each step audited', async () => {
    const investor = await createInvestor(t);
    const userId = investor.user.id;
    const platformBefore = await platform();

    const asked = await request(userId, ' 125.50 ');
    expect(asked.errors).toBeUndefined();
    const correction = asked.data!.requestBalanceCorrection;
    expect(correction).toMatchObject({
      userId,
      userEmail: investor.email,
      account: 'MAIN',
      amount: '125.50',
      status: 'PENDING',
      requestedBy: makerId,
      decidedBy: null,
      ledgerEntryId: null,
    });
    expect(await balances(userId)).toEqual({ main: '0.00', profit: '0.00' });

    // The requester cannot approve their own request.
    const own = await approve(correction.id, maker);
    expectGqlError(own, 'FORBIDDEN');
    expect(own.errors![0].extensions?.reason).toBe('CORRECTION_OWN_REQUEST');
    expect(await balances(userId)).toEqual({ main: '0.00', profit: '0.00' });

    const pending = await checker.gql<{ balanceCorrections: { nodes: Correction[] } }>(LIST, { status: 'PENDING', userId });
    expect(pending.data!.balanceCorrections.nodes.map((n) => n.id)).toEqual([correction.id]);

    const approved = await approve(correction.id);
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.approveBalanceCorrection).toMatchObject({ status: 'APPROVED', decidedBy: checkerId, ledgerEntryId: expect.any(String) });
    expect(await balances(userId)).toEqual({ main: '125.50', profit: '0.00' });
    expect(await platform()).toBe(((Number(platformBefore) * 100 - 12550) / 100).toFixed(2));

    const entry = await t.db.query(
      `SELECT e.kind, e.actor_id, e.transaction_id, a.user_id, a.kind AS account, p.amount::text AS amount
         FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.id = $1 ORDER BY p.amount`,
      [approved.data!.approveBalanceCorrection.ledgerEntryId],
    );
    expect(entry.rows).toEqual([
      { kind: 'balance_correction', actor_id: checkerId, transaction_id: null, user_id: null, account: 'corrections', amount: '-125.50' },
      { kind: 'balance_correction', actor_id: checkerId, transaction_id: null, user_id: userId, account: 'main', amount: '125.50' },
    ]);

    const audit = await t.db.query(
      `SELECT actor_id, action, details, ip FROM audit_log WHERE action LIKE 'balance_correction.%' AND details->>'correctionId' = $1 ORDER BY id`,
      [correction.id],
    );
    expect(audit.rows).toEqual([
      {
        actor_id: makerId,
        action: 'balance_correction.requested',
        details: expect.objectContaining({ userId, amount: '125.50', before: null, after: { status: 'pending', balance: '0.00' } }),
        ip: expect.stringMatching(/127\.0\.0\.1/),
      },
      {
        actor_id: checkerId,
        action: 'balance_correction.approved',
        details: expect.objectContaining({
          userId,
          before: { status: 'pending', balance: '0.00' },
          after: { status: 'approved', balance: '125.50', decidedBy: checkerId, ledgerEntryId: approved.data!.approveBalanceCorrection.ledgerEntryId },
        }),
        ip: expect.stringMatching(/127\.0\.0\.1/),
      },
    ]);

    // Decided: a second decision is refused and changes nothing.
    expectGqlError(await approve(correction.id, third), 'CONFLICT');
    expectGqlError(await reject(correction.id, 'late', third), 'CONFLICT');
    expect(await balances(userId)).toEqual({ main: '125.50', profit: '0.00' });

    // A negative correction that fits, then one that would overdraw (refused at the request already).
    const down = await request(userId, '-25.5');
    expect((await approve(down.data!.requestBalanceCorrection.id)).data!.approveBalanceCorrection.status).toBe('APPROVED');
    expect(await balances(userId)).toEqual({ main: '100.00', profit: '0.00' });
    const tooMuch = await request(userId, '-100.01');
    expectGqlError(tooMuch, 'INSUFFICIENT_FUNDS');
    expect(tooMuch.errors![0].extensions?.reason).toBe('CORRECTION_WOULD_OVERDRAW');
    await expectLedgerOk();
  });

  it('a rejection takes a reason, moves nothing and is audited; the requester may withdraw their own', async () => {
    const investor = await createInvestor(t);
    await creditProfit(t, investor.user.id, '40.00');
    const first = (await request(investor.user.id, '-10.00', 'PROFIT')).data!.requestBalanceCorrection;
    expectGqlError(await reject(first.id, '   '), 'BAD_USER_INPUT');
    const rejected = await reject(first.id, 'Wrong account');
    expect(rejected.data!.rejectBalanceCorrection).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Wrong account',
      decidedBy: checkerId,
      ledgerEntryId: null,
    });
    const second = (await request(investor.user.id, '-10.00', 'PROFIT')).data!.requestBalanceCorrection;
    expect((await reject(second.id, 'Typo', maker)).data!.rejectBalanceCorrection).toMatchObject({ status: 'REJECTED', decidedBy: makerId });
    expect(await balances(investor.user.id)).toEqual({ main: '0.00', profit: '40.00' });
    const audit = await t.db.query(`SELECT details FROM audit_log WHERE action = 'balance_correction.rejected' AND details->>'correctionId' = $1`, [first.id]);
    expect(audit.rows[0].details).toMatchObject({
      reason: 'Wrong account',
      before: { status: 'pending' },
      after: { status: 'rejected', rejectionReason: 'Wrong account' },
    });
    await expectLedgerOk();
  });

  it('two admins racing to approve and reject: exactly one wins, the ledger posts at most once', async () => {
    const investor = await createInvestor(t);
    for (let round = 0; round < 6; round++) {
      const c = (await request(investor.user.id, '10.00')).data!.requestBalanceCorrection;
      const entriesBefore = (await counts()).entries;
      const results = await Promise.all([approve(c.id, checker), round % 2 ? reject(c.id, 'race', third) : approve(c.id, third)]);
      const winners = results.filter((r) => !r.errors);
      const losers = results.filter((r) => r.errors);
      expect(winners).toHaveLength(1);
      expect(losers.map((r) => r.errors![0].extensions?.reason)).toEqual(['CORRECTION_ALREADY_DECIDED']);
      const status = (await t.db.query(`SELECT status FROM balance_corrections WHERE id = $1`, [c.id])).rows[0].status;
      const posted = Number((await counts()).entries) - Number(entriesBefore);
      expect(posted).toBe(status === 'approved' ? 1 : 0);
    }
    await expectLedgerOk();
  });

  it('many negative corrections approved at once never overdraw: exactly as many as the balance covers', async () => {
    const investor = await createInvestor(t);
    await creditProfit(t, investor.user.id, '50.00');
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await request(investor.user.id, '-10.00', 'PROFIT')).data!.requestBalanceCorrection.id);
    const results = await Promise.all(ids.map((id, i) => approve(id, i % 2 ? checker : third)));
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(5);
    for (const refused of results.filter((r) => r.errors)) {
      expect(refused.errors![0].extensions).toMatchObject({ code: 'INSUFFICIENT_FUNDS', reason: 'CORRECTION_WOULD_OVERDRAW' });
    }
    expect(await balances(investor.user.id)).toEqual({ main: '0.00', profit: '0.00' });
    const statuses = (
      await t.db.query(`SELECT status, count(*)::int AS n FROM balance_corrections WHERE id = ANY($1::uuid[]) GROUP BY status ORDER BY status`, [ids])
    ).rows;
    expect(statuses).toEqual([
      { status: 'approved', n: 5 },
      { status: 'pending', n: 15 },
    ]);
    await expectLedgerOk();
  });

  describe('bad input: 4xx, a clear code, nothing stored', () => {
    let userId: string;
    beforeAll(async () => {
      userId = (await createInvestor(t)).user.id;
    });

    it.each([
      ['no reason', () => ({ userId, account: 'MAIN', amount: '5.00', reason: '  ' }), 'BAD_USER_INPUT', 'CORRECTION_REASON_REQUIRED'],
      ['a reason too long', () => ({ userId, account: 'MAIN', amount: '5.00', reason: 'x'.repeat(501) }), 'BAD_USER_INPUT', 'CORRECTION_REASON_TOO_LONG'],
      ['a NUL byte in the reason', () => ({ userId, account: 'MAIN', amount: '5.00', reason: 'a\u0000b' }), 'BAD_USER_INPUT', undefined],
      ['an exponent', () => ({ userId, account: 'MAIN', amount: '1e3', reason: 'r' }), 'BAD_USER_INPUT', 'CORRECTION_INVALID_AMOUNT'],
      ['zero', () => ({ userId, account: 'MAIN', amount: '0', reason: 'r' }), 'BAD_USER_INPUT', 'CORRECTION_INVALID_AMOUNT'],
      ['minus zero', () => ({ userId, account: 'MAIN', amount: '-0.00', reason: 'r' }), 'BAD_USER_INPUT', 'CORRECTION_INVALID_AMOUNT'],
      ['three decimals', () => ({ userId, account: 'MAIN', amount: '1.005', reason: 'r' }), 'BAD_USER_INPUT', 'CORRECTION_INVALID_AMOUNT'],
      ['a plus sign', () => ({ userId, account: 'MAIN', amount: '+5', reason: 'r' }), 'BAD_USER_INPUT', 'CORRECTION_INVALID_AMOUNT'],
      ['16 digits', () => ({ userId, account: 'MAIN', amount: '1234567890123456', reason: 'r' }), 'BAD_USER_INPUT', 'CORRECTION_INVALID_AMOUNT'],
      ['an empty amount', () => ({ userId, account: 'MAIN', amount: '', reason: 'r' }), 'BAD_USER_INPUT', 'CORRECTION_INVALID_AMOUNT'],
      ['a malformed user id', () => ({ userId: 'nope', account: 'MAIN', amount: '5.00', reason: 'r' }), 'BAD_USER_INPUT', 'CORRECTION_INVALID_USER_ID'],
      ['an unknown user id', () => ({ userId: randomUUID(), account: 'MAIN', amount: '5.00', reason: 'r' }), 'NOT_FOUND', 'CORRECTION_USER_NOT_FOUND'],
      ['the requester’s own account', () => ({ userId: makerId, account: 'MAIN', amount: '5.00', reason: 'r' }), 'FORBIDDEN', 'CORRECTION_OWN_ACCOUNT'],
    ])('request with %s', async (_what, variables, code, reason) => {
      const before = await counts();
      const res = await maker.gql(REQUEST, variables());
      expectGqlError(res, code);
      if (reason) expect(res.errors![0].extensions?.reason).toBe(reason);
      expect(await counts()).toEqual(before);
    });

    it('refuses an account the enum does not name (INVESTED is reconciled with investments)', async () => {
      const before = await counts();
      const res = await maker.gql(REQUEST, { userId, account: 'INVESTED', amount: '5.00', reason: 'r' });
      expect(res.errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['a malformed id', 'nope', 'BAD_USER_INPUT', 'CORRECTION_INVALID_ID'],
      ['an unknown id', randomUUID(), 'NOT_FOUND', 'CORRECTION_NOT_FOUND'],
    ])('approve and reject with %s', async (_what, id, code, reason) => {
      const before = await counts();
      for (const res of [await approve(id), await reject(id)]) {
        expectGqlError(res, code);
        expect(res.errors![0].extensions?.reason).toBe(reason);
      }
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['garbage', 'not-a-cursor'],
      ['another list’s cursor', Buffer.from('users:1').toString('base64url')],
      ['a cursor with stray characters', `${Buffer.from('corrections:1').toString('base64url')}!!`],
    ])('list with %s as cursor', async (_what, after) => {
      const res = await checker.gql(LIST, { after });
      expectGqlError(res, 'BAD_USER_INPUT');
      expect(res.errors![0].extensions?.reason).toBe('CORRECTIONS_INVALID_CURSOR');
    });

    it('list with a bad page size or user id', async () => {
      for (const [variables, reason] of [
        [{ first: 0 }, 'CORRECTIONS_INVALID_PAGE_SIZE'],
        [{ first: 101 }, 'CORRECTIONS_INVALID_PAGE_SIZE'],
        [{ userId: 'nope' }, 'CORRECTION_INVALID_USER_ID'],
      ] as const) {
        const res = await checker.gql(LIST, variables);
        expectGqlError(res, 'BAD_USER_INPUT');
        expect(res.errors![0].extensions?.reason).toBe(reason);
      }
    });
  });

  it('pages newest first with cursors', async () => {
    const investor = await createInvestor(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await request(investor.user.id, `${i + 1}.00`)).data!.requestBalanceCorrection.id);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const res: Awaited<
        ReturnType<typeof checker.gql<{ balanceCorrections: { nodes: Correction[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>>
      > = await checker.gql(LIST, { userId: investor.user.id, first: 2, after });
      seen.push(...res.data!.balanceCorrections.nodes.map((n) => n.id));
      if (!res.data!.balanceCorrections.pageInfo.hasNextPage) break;
      after = res.data!.balanceCorrections.pageInfo.endCursor;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('support reads the corrections and cannot request, approve or reject; investors cannot read them; strangers are signed out', async () => {
    const investor = await createInvestor(t);
    const c = (await request(investor.user.id, '3.00')).data!.requestBalanceCorrection;
    const support = (await createSupport(t)).client;
    await support.fetchCsrf();
    const read = await support.gql<{ balanceCorrections: { nodes: Correction[] } }>(LIST, { userId: investor.user.id });
    expect(read.data!.balanceCorrections.nodes.map((n) => n.id)).toEqual([c.id]);
    const before = await counts();
    for (const res of [await request(investor.user.id, '1.00', 'MAIN', 'r', support), await approve(c.id, support), await reject(c.id, 'r', support)]) {
      expectGqlError(res, 'FORBIDDEN');
      expect(res.errors![0].extensions?.reason).toBe('SUPPORT_READ_ONLY');
    }
    expect(await counts()).toEqual(before);
    await investor.client.fetchCsrf();
    expectGqlError(await investor.client.gql(LIST, {}), 'FORBIDDEN');
    expectGqlError(await approve(c.id, investor.client), 'FORBIDDEN');
    const stranger = t.client();
    await stranger.fetchCsrf();
    expectGqlError(await stranger.gql(LIST, {}), 'UNAUTHENTICATED');
  });

  it('an admin cannot approve a correction of their own balance', async () => {
    const c = (await request(checkerId, '2.00')).data!.requestBalanceCorrection;
    const res = await approve(c.id, checker);
    expectGqlError(res, 'FORBIDDEN');
    expect(res.errors![0].extensions?.reason).toBe('CORRECTION_OWN_ACCOUNT');
    expect((await reject(c.id, 'own balance', third)).data!.rejectBalanceCorrection.status).toBe('REJECTED');
  });

  it('a frozen user can still be corrected (the correction is the operator’s, not a movement the user makes)', async () => {
    const investor = await createInvestor(t);
    await t.db.query(`UPDATE users SET frozen_at = now(), frozen_reason = 'fraud review', frozen_by = $2 WHERE id = $1`, [investor.user.id, makerId]);
    const c = (await request(investor.user.id, '7.00')).data!.requestBalanceCorrection;
    expect((await approve(c.id)).data!.approveBalanceCorrection.status).toBe('APPROVED');
    expect(await balances(investor.user.id)).toEqual({ main: '7.00', profit: '0.00' });
    await expectLedgerOk();
  });

  // Last: it leaves the ledger with an orphan entry on purpose.
  it('verifyLedger names a balance_correction entry that no approved correction stands behind', async () => {
    const investor = await createInvestor(t);
    const ds = t.app.get(DataSource);
    await ds.transaction((manager) =>
      t.app.get(LedgerService).post(manager, {
        kind: 'balance_correction',
        postings: [
          { userId: investor.user.id, account: 'main', amount: '1.00' },
          { account: 'corrections', amount: '-1.00' },
        ],
      }),
    );
    const report = await verifyLedger(ds);
    expect(report.problems).toEqual([
      expect.stringMatching(/^every entry belongs to a business record of its kind: entry \d+ \(balance_correction\) belongs to no business record$/),
    ]);
    expect(report.ok).toBe(false);
  });
});
