import type { PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { verifyLedger } from '../src/modules/ledger/ledger-verifier';
import { LedgerService } from '../src/modules/ledger/ledger.service';
import { bootApp, TestApp } from './helpers/test-app';
import { createAdmin, createInvestor } from './factories/users';
import { approveDeposit, creditProfit, submitDeposit } from './factories/money';

const TRON = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';

/**
 * The database itself guards the ledger (balanced entries, append-only history, no negative user
 * balance), and verifyLedger finds what someone with raw SQL access could still break.
 */
describe('ledger guards and verifyLedger on corrupted data', () => {
  let t: TestApp;
  let userId: string;
  let depositId: string;
  let withdrawalId: string;
  let conn: PoolClient;

  const verify = () => verifyLedger(t.app.get(DataSource));

  async function accountId(kind: string, owner: string | null = userId): Promise<string> {
    const { rows } = owner
      ? await t.db.query(`SELECT id::text FROM ledger_accounts WHERE user_id = $1 AND kind = $2`, [owner, kind])
      : await t.db.query(`SELECT id::text FROM ledger_accounts WHERE user_id IS NULL AND kind = $1`, [kind]);
    return rows[0].id;
  }

  /** Runs SQL expected to fail inside its own transaction (rolled back) and returns the error. */
  async function refused(sql: string, params: unknown[] = [], { posting = false } = {}): Promise<{ message: string; code?: string; constraint?: string }> {
    await conn.query('BEGIN');
    try {
      if (posting) await conn.query(`SELECT set_config('ledger.posting', 'on', true)`);
      await conn.query(sql, params);
      await conn.query('COMMIT');
    } catch (error) {
      await conn.query('ROLLBACK');
      return error as { message: string; code?: string; constraint?: string };
    }
    throw new Error(`expected the database to refuse: ${sql}`);
  }

  beforeAll(async () => {
    t = await bootApp();
    conn = await t.db.connect();
    const investor = await createInvestor(t);
    userId = investor.user.id;
    const { client: admin } = await createAdmin(t);
    depositId = (await submitDeposit(t, investor.client, '800.00')).id;
    expect((await approveDeposit(admin, depositId)).errors).toBeUndefined();
    await creditProfit(t, userId, '40.00');
    const res = await investor.client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: TRON,
      amount: '15.00',
    });
    expect(res.status).toBe(200);
    withdrawalId = res.body.data.id;
  });
  afterEach(async () => {
    // Every test leaves the ledger as it found it.
    expect(await verify()).toEqual({ ok: true, problems: [] });
  });
  afterAll(async () => {
    conn.release();
    await t.close();
  });

  it('starts clean', async () => {
    const { rows } = await t.db.query(`SELECT kind, balance::text FROM ledger_accounts WHERE user_id = $1 ORDER BY kind`, [userId]);
    expect(Object.fromEntries(rows.map((r) => [r.kind, r.balance]))).toEqual({ main: '800.00', profit: '25.00', invested: '0.00', withdrawal_hold: '15.00' });
  });

  it('(a) refuses an unbalanced entry at commit, and at once with SET CONSTRAINTS ALL IMMEDIATE', async () => {
    const profit = await accountId('profit');
    const expense = await accountId('profit_expense', null);
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM ledger_postings`)).rows[0].n;

    // Deferred: the single posting is accepted, the COMMIT is not.
    await conn.query('BEGIN');
    const { rows } = await conn.query(`INSERT INTO ledger_entries (kind) VALUES ('forged') RETURNING id`);
    await conn.query(`INSERT INTO ledger_postings (entry_id, account_id, amount) VALUES ($1, $2, 5.00)`, [rows[0].id, profit]);
    const atCommit = await conn.query('COMMIT').then(
      () => null,
      (e: { message: string; code: string }) => e,
    );
    expect(atCommit).toMatchObject({ code: '23514' });
    expect(atCommit!.message).toMatch(/ledger entry \d+ does not balance \(sum 5\.00\)/);

    // Immediate: the INSERT itself fails.
    await conn.query('BEGIN');
    await conn.query('SET CONSTRAINTS ALL IMMEDIATE');
    const entry = (await conn.query(`INSERT INTO ledger_entries (kind) VALUES ('forged') RETURNING id`)).rows[0].id;
    const atInsert = await conn.query(`INSERT INTO ledger_postings (entry_id, account_id, amount) VALUES ($1, $2, -3.00)`, [entry, expense]).then(
      () => null,
      (e: { message: string; code: string }) => e,
    );
    await conn.query('ROLLBACK');
    expect(atInsert).toMatchObject({ code: '23514' });
    expect(atInsert!.message).toContain('does not balance');

    // Two postings that cancel out, written one by one, commit fine (and are then undone by a reverse entry).
    await conn.query('BEGIN');
    const ok = (await conn.query(`INSERT INTO ledger_entries (kind) VALUES ('test_pair') RETURNING id`)).rows[0].id;
    await conn.query(`INSERT INTO ledger_postings (entry_id, account_id, amount) VALUES ($1, $2, 1.00)`, [ok, profit]);
    await conn.query(`INSERT INTO ledger_postings (entry_id, account_id, amount) VALUES ($1, $2, -1.00)`, [ok, expense]);
    await conn.query(`SELECT set_config('ledger.posting', 'on', true)`);
    await conn.query(`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1`, [profit]);
    await conn.query(`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1`, [expense]);
    await conn.query('COMMIT');
    await conn.query('BEGIN');
    const undo = (await conn.query(`INSERT INTO ledger_entries (kind) VALUES ('test_pair_undo') RETURNING id`)).rows[0].id;
    await conn.query(`INSERT INTO ledger_postings (entry_id, account_id, amount) VALUES ($1, $2, -1.00), ($1, $3, 1.00)`, [undo, profit, expense]);
    await conn.query(`SELECT set_config('ledger.posting', 'on', true)`);
    await conn.query(`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1`, [profit]);
    await conn.query(`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1`, [expense]);
    await conn.query('COMMIT');
    expect((await t.db.query(`SELECT balance::text FROM ledger_accounts WHERE id = $1`, [profit])).rows[0].balance).toBe('25.00');
    const after = (await t.db.query(`SELECT count(*)::int AS n FROM ledger_postings`)).rows[0].n;
    expect(after).toBe(before + 4);
    // A zero posting is refused by its CHECK.
    const zero = await refused(`INSERT INTO ledger_postings (entry_id, account_id, amount) VALUES ($1, $2, 0)`, [ok, profit]);
    expect(zero.code).toBe('23514');
  });

  it('(b) refuses UPDATE and DELETE of ledger_postings, ledger_entries and audit_log', async () => {
    for (const table of ['ledger_postings', 'ledger_entries', 'audit_log']) {
      const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM ${table}`);
      expect(rows[0].n).toBeGreaterThan(0);
      const update =
        table === 'ledger_postings'
          ? `UPDATE ledger_postings SET amount = amount * 2`
          : table === 'ledger_entries'
            ? `UPDATE ledger_entries SET kind = 'tampered'`
            : `UPDATE audit_log SET action = 'tampered'`;
      const updated = await refused(update);
      expect(updated.message).toBe(`${table} is append-only`);
      const deleted = await refused(`DELETE FROM ${table}`);
      expect(deleted.message).toBe(`${table} is append-only`);
      const one = await refused(`DELETE FROM ${table} WHERE id = (SELECT max(id) FROM ${table})`);
      expect(one.message).toBe(`${table} is append-only`);
      const truncated = await refused(`TRUNCATE ${table} CASCADE`);
      expect(truncated.message).toMatch(/is append-only/);
      expect((await t.db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n).toBe(rows[0].n);
    }
    const audit = await t.db.query(`SELECT action FROM audit_log WHERE transaction_id = $1`, [withdrawalId]);
    expect(audit.rows).toEqual([{ action: 'withdrawal.requested' }]);
  });

  it('(c) refuses a negative user balance, while platform accounts may go below zero', async () => {
    for (const kind of ['main', 'profit', 'invested', 'withdrawal_hold']) {
      const error = await refused(`UPDATE ledger_accounts SET balance = -0.01 WHERE user_id = $1 AND kind = $2`, [userId, kind], { posting: true });
      expect(error).toMatchObject({ code: '23514', constraint: 'ledger_accounts_user_balance_non_negative' });
    }
    const overdraw = await refused(`UPDATE ledger_accounts SET balance = balance - 25.01 WHERE user_id = $1 AND kind = 'profit'`, [userId], { posting: true });
    expect(overdraw.constraint).toBe('ledger_accounts_user_balance_non_negative');
    const { rows } = await t.db.query(`SELECT balance::text FROM ledger_accounts WHERE user_id IS NULL AND kind = 'deposits_received'`);
    expect(rows[0].balance).toBe('-800.00');
    // Every user has exactly their four accounts, and no platform account can be attached to a user.
    const dup = await refused(`INSERT INTO ledger_accounts (user_id, kind) VALUES ($1, 'main')`, [userId]);
    expect(dup.code).toBe('23505');
    const wrong = await refused(`INSERT INTO ledger_accounts (user_id, kind) VALUES ($1, 'payouts')`, [userId]);
    expect(wrong.code).toBe('23514');
  });

  /** A balance UPDATE with the posting flag set by hand: only deliberate SQL gets past the guard. */
  const forceBalance = async (sql: string, params: unknown[]) => {
    await conn.query('BEGIN');
    await conn.query(`SELECT set_config('ledger.posting', 'on', true)`);
    await conn.query(sql, params);
    await conn.query('COMMIT');
  };

  it('(d) lists a stored balance that no longer matches its postings, and clears once repaired', async () => {
    const profit = await accountId('profit');
    await forceBalance(`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1`, [profit]);
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      expect(report.problems).toEqual([
        `stored balances equal their postings: account ${profit} (${userId}/profit) stores 26.00 but its postings sum to 25.00`,
      ]);
    } finally {
      await forceBalance(`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1`, [profit]);
    }
    expect(await verify()).toEqual({ ok: true, problems: [] });

    const hold = await accountId('withdrawal_hold');
    await forceBalance(`UPDATE ledger_accounts SET balance = 0 WHERE id = $1`, [hold]);
    try {
      const report = await verify();
      expect(report.problems).toEqual([
        `stored balances equal their postings: account ${hold} (${userId}/withdrawal_hold) stores 0.00 but its postings sum to 15.00`,
        `each hold equals its pending withdrawals: user ${userId} holds 0.00 but has 15.00 in pending withdrawals`,
      ]);
    } finally {
      await forceBalance(`UPDATE ledger_accounts SET balance = 15 WHERE id = $1`, [hold]);
    }
  });

  it('lists request statuses that disagree with the ledger', async () => {
    // A deposit back to pending while its credit stays; a withdrawal marked paid with no payout entry.
    await t.db.query(`UPDATE transactions SET status = 'pending' WHERE id = $1`, [depositId]);
    await t.db.query(`UPDATE transactions SET status = 'completed' WHERE id = $1`, [withdrawalId]);
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      expect(report.problems).toEqual([
        `every approved deposit has exactly one credit, others none: deposit ${depositId} (pending) has 1 credits`,
        `each withdrawal is held once and settled at most once: withdrawal ${withdrawalId} (completed) was held 1 times and settled 0 times`,
        `each hold equals its pending withdrawals: user ${userId} holds 15.00 but has 0 in pending withdrawals`,
      ]);
    } finally {
      await t.db.query(`UPDATE transactions SET status = 'completed' WHERE id = $1`, [depositId]);
      await t.db.query(`UPDATE transactions SET status = 'pending' WHERE id = $1`, [withdrawalId]);
    }
  });

  it('lists a rejected capital withdrawal whose parts did not go back where they came from', async () => {
    // 10.00 profit + 20.00 main into a 30.00 withdrawal, then a balanced but wrong return: all of it to profit.
    const other = await createInvestor(t);
    await creditProfit(t, other.user.id, '10.00');
    const ledger = t.app.get(LedgerService);
    await t.app.get(DataSource).transaction((manager) =>
      ledger.post(manager, {
        kind: 'test_credit',
        postings: [
          { account: 'deposits_received', amount: '-20.00' },
          { userId: other.user.id, account: 'main', amount: '20.00' },
        ],
      }),
    );
    const res = await other.client.post<{ data: { id: string } }>('/api/insert/new_withdrawal', {
      coin_name: 'USDT',
      network: 'TRC20',
      wallet_address: TRON,
      amount: '30.00',
    });
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    await t.db.query(`UPDATE transactions SET status = 'rejected' WHERE id = $1`, [id]);
    const entry = await t.app.get(DataSource).transaction((manager) =>
      ledger.post(manager, {
        kind: 'withdrawal_return',
        transactionId: id,
        postings: [
          { userId: other.user.id, account: 'withdrawal_hold', amount: '-30.00' },
          { userId: other.user.id, account: 'profit', amount: '30.00' },
        ],
      }),
    );
    try {
      const report = await verify();
      expect(report.problems.sort()).toEqual([
        `each rejected withdrawal returned every part to the account it came from: withdrawal ${id} took 10.00 from profit but returned 30.00`,
        `each rejected withdrawal returned every part to the account it came from: withdrawal ${id} took 20.00 from main but returned 0`,
      ]);
    } finally {
      const profit = await accountId('profit', other.user.id);
      const hold = await accountId('withdrawal_hold', other.user.id);
      await conn.query('BEGIN');
      await conn.query(`SET LOCAL session_replication_role = replica`);
      await conn.query(`SELECT set_config('ledger.posting', 'on', true)`);
      await conn.query(`DELETE FROM ledger_postings WHERE entry_id = $1`, [entry]);
      await conn.query(`DELETE FROM ledger_entries WHERE id = $1`, [entry]);
      await conn.query(`UPDATE ledger_accounts SET balance = balance - 30 WHERE id = $1`, [profit]);
      await conn.query(`UPDATE ledger_accounts SET balance = balance + 30 WHERE id = $1`, [hold]);
      await conn.query(`UPDATE transactions SET status = 'pending' WHERE id = $1`, [id]);
      await conn.query('COMMIT');
    }
  });

  it('lists an unbalanced entry that got past the triggers (replication role replica turns them off)', async () => {
    const profit = await accountId('profit');
    await conn.query('BEGIN');
    await conn.query(`SET LOCAL session_replication_role = replica`);
    const entry = (await conn.query(`INSERT INTO ledger_entries (kind) VALUES ('forged') RETURNING id`)).rows[0].id;
    const posting = (await conn.query(`INSERT INTO ledger_postings (entry_id, account_id, amount) VALUES ($1, $2, 2.50) RETURNING id`, [entry, profit])).rows[0]
      .id;
    await conn.query('COMMIT');
    try {
      const report = await verify();
      expect(report.problems).toEqual([
        `all postings sum to zero: all postings sum to 2.50, not 0`,
        `each entry balances: entry ${entry} sums to 2.50`,
        `stored balances equal their postings: account ${profit} (${userId}/profit) stores 25.00 but its postings sum to 27.50`,
        `every entry belongs to a business record of its kind: entry ${entry} (forged) belongs to no business record`,
      ]);
    } finally {
      await conn.query('BEGIN');
      await conn.query(`SET LOCAL session_replication_role = replica`);
      await conn.query(`DELETE FROM ledger_postings WHERE id = $1`, [posting]);
      await conn.query(`DELETE FROM ledger_entries WHERE id = $1`, [entry]);
      await conn.query('COMMIT');
    }
  });

  it('refuses a balance UPDATE that does not come from ledger_post', async () => {
    for (const sql of [
      `UPDATE ledger_accounts SET balance = balance + 777 WHERE user_id = $1 AND kind = 'main'`,
      `UPDATE ledger_accounts SET balance = balance WHERE user_id = $1`,
    ]) {
      const error = await refused(sql, [userId]);
      expect(error).toMatchObject({ code: '42501', message: 'ledger_accounts.balance changes only through ledger_post' });
    }
    // Setting the flag by hand after a ledger_post in the same transaction does not leak: the function's SET is restored.
    const runner = t.app.get(DataSource).createQueryRunner();
    await runner.startTransaction();
    await t.app.get(LedgerService).post(runner.manager, {
      kind: 'test_pair',
      postings: [
        { account: 'profit_expense', amount: '-1.00' },
        { userId, account: 'profit', amount: '1.00' },
      ],
    });
    const after = await runner.query(`UPDATE ledger_accounts SET balance = balance - 1 WHERE user_id = $1 AND kind = 'profit'`, [userId]).then(
      () => null,
      (e: { code: string }) => e,
    );
    await runner.rollbackTransaction();
    await runner.release();
    expect(after).toMatchObject({ code: '42501' });
  });

  it('refuses UPDATE of amount, user or kind and DELETE of a settled transaction', async () => {
    const other = await createInvestor(t);
    for (const [id, status] of [
      [depositId, 'completed'],
      [withdrawalId, 'pending'],
    ]) {
      for (const sql of [
        `UPDATE transactions SET amount = 6000 WHERE id = $1`,
        `UPDATE transactions SET user_id = '${other.user.id}' WHERE id = $1`,
        `UPDATE transactions SET kind = 'referral_bonus' WHERE id = $1`,
      ]) {
        const error = await refused(sql, [id]);
        expect(error).toMatchObject({ code: '42501', message: `transaction ${id} is ${status}: its amount, user and kind cannot change` });
      }
      const deleted = await refused(`DELETE FROM transactions WHERE id = $1`, [id]);
      expect(deleted).toMatchObject({ code: '42501', message: `transaction ${id} is ${status} and cannot be deleted` });
    }
    // Other columns stay writable (a status the verifier then checks), and an unchanged amount passes.
    await t.db.query(`UPDATE transactions SET amount = amount, title = title WHERE id = $1`, [depositId]);
    expect((await t.db.query(`SELECT amount::text FROM transactions WHERE id = $1`, [depositId])).rows[0].amount).toBe('800.00');
  });

  /** Runs SQL past every trigger (replication role replica, as only a superuser can). */
  async function bypass(...statements: Array<[string, unknown[]]>) {
    await conn.query('BEGIN');
    await conn.query(`SET LOCAL session_replication_role = replica`);
    for (const [sql, params] of statements) await conn.query(sql, params);
    await conn.query('COMMIT');
  }

  it('lists a completed transaction whose amount was edited past the guard', async () => {
    const entry = (await t.db.query(`SELECT id::text FROM ledger_entries WHERE transaction_id = $1`, [depositId])).rows[0].id;
    await bypass([`UPDATE transactions SET amount = 6000 WHERE id = $1`, [depositId]]);
    try {
      expect((await verify()).problems).toEqual([
        `each entry moves its record's amount, for its record's user: entry ${entry} (deposit) moves 800.00 but its ${depositId} is for 6000.00`,
      ]);
    } finally {
      await bypass([`UPDATE transactions SET amount = 800 WHERE id = $1`, [depositId]]);
    }
  });

  it('lists a balanced entry with no business record behind it, or one of another kind', async () => {
    const ledger = t.app.get(LedgerService);
    const ds = t.app.get(DataSource);
    const orphan = await ds.transaction((manager) =>
      ledger.post(manager, {
        kind: 'gift',
        postings: [
          { account: 'deposits_received', amount: '-777.00' },
          { userId, account: 'main', amount: '777.00' },
        ],
      }),
    );
    const misfiled = await ds.transaction((manager) =>
      ledger.post(manager, {
        kind: 'deposit',
        transactionId: withdrawalId,
        postings: [
          { account: 'deposits_received', amount: '-15.00' },
          { userId, account: 'main', amount: '15.00' },
        ],
      }),
    );
    const main = await accountId('main');
    const received = await accountId('deposits_received', null);
    try {
      expect((await verify()).problems).toEqual([
        `every entry belongs to a business record of its kind: entry ${orphan} (gift) belongs to no business record`,
        `every entry belongs to a business record of its kind: entry ${misfiled} (deposit) points to a withdrawal (${withdrawalId})`,
      ]);
    } finally {
      await bypass(
        [`DELETE FROM ledger_postings WHERE entry_id IN ($1, $2)`, [orphan, misfiled]],
        [`DELETE FROM ledger_entries WHERE id IN ($1, $2)`, [orphan, misfiled]],
        [`UPDATE ledger_accounts SET balance = balance - 792 WHERE id = $1`, [main]],
        [`UPDATE ledger_accounts SET balance = balance + 792 WHERE id = $1`, [received]],
      );
    }
  });
});
