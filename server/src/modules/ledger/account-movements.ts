import { Db, sqlOne, sqlRows, type TableRow } from '../../database/sql';

/** The user accounts a statement covers; withdrawal_hold is internal (a pending withdrawal's money). */
export type StatementAccountKind = 'main' | 'profit' | 'invested';
export const STATEMENT_ACCOUNTS: StatementAccountKind[] = ['main', 'profit', 'invested'];

/** One posting on a user's account, with what the investor knows it by. */
export interface AccountMovementRow {
  postingId: string;
  /** The posting's time (the ledger's clock), as Postgres wrote it (microseconds kept for the cursor). */
  createdAt: string;
  /** The same moment in UTC, ISO 8601 to the millisecond. */
  at: string;
  /** Signed, 2 decimals. */
  amount: string;
  entryKind: string;
  transactionId: string | null;
  /** The transaction's title ("Deposit", "Investment - BASIC"...), when the entry has one. */
  title: string | null;
  /** The transaction's status now (a withdrawal's request stays `pending` until it is paid or returned). */
  transactionStatus: string | null;
  /** The deposit reference, the blockchain txn id or the payout hash, when there is one. */
  reference: string | null;
  /**
   * For entries written for many investments at once (the accrual's profit_accrual and
   * capital_return carry no transaction id): the titles of this user's investments it covered.
   */
  investmentTitles: string | null;
}

interface BalanceAtRow {
  kind: StatementAccountKind;
  balance: string;
}

interface MovementDbRow {
  posting_id: string;
  created_at: string;
  at: string;
  amount: string;
  entry_kind: string;
  transaction_id: string | null;
  title: string | null;
  transaction_status: string | null;
  reference: string | null;
  investment_titles: string | null;
}

/**
 * The user's balance on each statement account at `before` (postings strictly earlier), read from
 * the postings rather than the stored balance so it holds for any past moment.
 */
export async function accountBalancesAt(db: Db, userId: string, before: Date): Promise<Record<StatementAccountKind, string>> {
  const rows = await sqlRows<BalanceAtRow>(
    db,
    `SELECT a.kind, COALESCE((SELECT sum(p.amount) FROM ledger_postings p WHERE p.account_id = a.id AND p.created_at < $2), 0)::numeric(20,2)::text AS balance
       FROM ledger_accounts a
      WHERE a.user_id = $1 AND a.kind = ANY($3::text[])`,
    [userId, before.toISOString(), STATEMENT_ACCOUNTS],
  );
  const balances = { main: '0.00', profit: '0.00', invested: '0.00' };
  for (const row of rows) balances[row.kind] = row.balance;
  return balances;
}

/**
 * The postings on one of the user's accounts in [from, to), oldest first, in batches read by
 * keyset ((created_at, id) after the previous batch's last row), so a long history is never held
 * in memory at once. Pass a manager inside a REPEATABLE READ transaction for one consistent view.
 *
 * The accrual posts one entry for all investments credited in a run; its rows are told apart by
 * time: accrual_credits and the run's entry share the run transaction's now(), and so do the
 * `investment.completed` audit rows of the capital it returned.
 */
export async function* accountMovements(
  db: Db,
  userId: string,
  account: StatementAccountKind,
  from: Date,
  to: Date,
  batchSize = 2000,
): AsyncGenerator<AccountMovementRow[]> {
  const found = await sqlOne<Pick<TableRow<'ledger_accounts'>, 'id'>>(db, `SELECT id::text FROM ledger_accounts WHERE user_id = $1 AND kind = $2`, [
    userId,
    account,
  ]);
  if (!found) return;
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const rows: MovementDbRow[] = await sqlRows<MovementDbRow>(
      db,
      `SELECT p.id::text AS posting_id, p.created_at::text AS created_at,
              to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, p.amount::text AS amount, e.kind AS entry_kind,
              t.id AS transaction_id, t.title, t.status AS transaction_status, COALESCE(t.reference_id, t.txn_id, t.payout_tx_hash) AS reference,
              COALESCE(pa.titles, cr.titles) AS investment_titles
         FROM ledger_postings p
         JOIN ledger_entries e ON e.id = p.entry_id
         LEFT JOIN transactions t ON t.id = e.transaction_id
         LEFT JOIN LATERAL (
           SELECT string_agg(DISTINCT i.title, ', ' ORDER BY i.title) AS titles
             FROM investments i JOIN accrual_credits c ON c.investment_id = i.id AND c.created_at = e.created_at
            WHERE e.kind = 'profit_accrual' AND e.transaction_id IS NULL AND i.user_id = $1 AND c.amount > 0
         ) pa ON true
         LEFT JOIN LATERAL (
           SELECT string_agg(DISTINCT i.title, ', ' ORDER BY i.title) AS titles
             FROM investments i
             JOIN audit_log l ON l.transaction_id = i.transaction_id AND l.action = 'investment.completed' AND l.created_at = e.created_at
            WHERE e.kind = 'capital_return' AND e.transaction_id IS NULL AND i.user_id = $1
         ) cr ON true
        WHERE p.account_id = $2 AND p.created_at >= $3 AND p.created_at < $4
          ${after ? 'AND (p.created_at, p.id) > ($3::timestamptz, $6::bigint)' : 'AND $6::bigint IS NULL'}
        ORDER BY p.created_at, p.id
        LIMIT $5`,
      // After the first batch the lower bound is the last row's time: the index scan starts there.
      [userId, found.id, after?.createdAt ?? from.toISOString(), to.toISOString(), batchSize, after?.id ?? null],
    );
    if (!rows.length) return;
    yield rows.map((r) => ({
      postingId: r.posting_id,
      createdAt: r.created_at,
      at: r.at,
      amount: r.amount,
      entryKind: r.entry_kind,
      transactionId: r.transaction_id,
      title: r.title,
      transactionStatus: r.transaction_status,
      reference: r.reference,
      investmentTitles: r.investment_titles,
    }));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.created_at, id: last.posting_id };
  }
}
