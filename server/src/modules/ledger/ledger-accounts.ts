import type { EntityManager } from 'typeorm';
import { Db, sqlOne, sqlRows, type TableRow } from '../../database/sql';

/**
 * Reads of the ledger tables (`ledger_accounts`, `ledger_entries`, `ledger_postings`) for other
 * modules: they never query these tables themselves. Writes go through LedgerService.post,
 * ledger_post_withdrawal inside the withdrawal request's statement, and the set-based accrue().
 */

/** A user's spendable balances, as decimal strings with two places. */
export interface UserLedgerBalances {
  /** The main balance (deposits, returned capital). */
  main: string;
  /** The profit balance (accrued profit, referral bonuses). */
  profit: string;
  /** main + profit: what a withdrawal may take. */
  withdrawable: string;
}

/**
 * balancesOf's figures as select-list columns (main, profit, withdrawable) for a statement that
 * reads more beside them (one round trip for a user's account figures); `user` is the
 * placeholder of the user id.
 */
export function balancesColumns(user: string): string {
  const of = (aggregate: 'max' | 'sum', kinds: string) =>
    `(SELECT COALESCE(${aggregate}(a.balance), 0) FROM ledger_accounts a WHERE a.user_id = ${user} AND a.kind IN (${kinds}))::text`;
  return `${of('max', "'main'")} AS main, ${of('max', "'profit'")} AS profit, ${of('sum', "'main', 'profit'")} AS withdrawable`;
}

/** What else the user owns beside the withdrawable balances: money in active packages and withdrawals on hold. */
export interface UserOwnedBalances {
  /** Capital in active investment packages. */
  invested: string;
  /** Withdrawals requested and not yet paid or rejected. */
  on_hold: string;
  /** main + profit + invested + withdrawal_hold: everything the platform owes the user (the liabilities' figure). */
  owned: string;
}

/** UserOwnedBalances as select-list columns (invested, on_hold, owned), beside balancesColumns; `user` is the placeholder of the user id. */
export function ownedColumns(user: string): string {
  const of = (kinds: string) => `(SELECT COALESCE(sum(a.balance), 0) FROM ledger_accounts a WHERE a.user_id = ${user} AND a.kind IN (${kinds}))::text`;
  return `${of("'invested'")} AS invested, ${of("'withdrawal_hold'")} AS on_hold, ${of("'main', 'profit', 'invested', 'withdrawal_hold'")} AS owned`;
}

/** The user's stored balances now; a user without accounts has zero everywhere. Pass a manager to read inside a transaction. */
export async function balancesOf(db: Db, userId: string): Promise<UserLedgerBalances> {
  const row = await sqlOne<UserLedgerBalances>(
    db,
    `SELECT
       COALESCE(max(a.balance) FILTER (WHERE a.kind = 'main'), 0)::text AS main,
       COALESCE(max(a.balance) FILTER (WHERE a.kind = 'profit'), 0)::text AS profit,
       COALESCE(sum(a.balance) FILTER (WHERE a.kind IN ('main', 'profit')), 0)::text AS withdrawable
     FROM ledger_accounts a WHERE a.user_id = $1`,
    [userId],
  );
  return row ?? { main: '0', profit: '0', withdrawable: '0' };
}

/** What a withdrawal request took from each of the user's main and profit accounts, profit first. */
export interface WithdrawalPart {
  kind: Extract<TableRow<'ledger_accounts'>['kind'], 'main' | 'profit'>;
  /** Positive, as text. */
  taken: string;
}

/** The parts a withdrawal's request entry took (for its rejection to return each to where it came from). */
export function withdrawalRequestParts(manager: EntityManager, transactionId: string, userId: string): Promise<WithdrawalPart[]> {
  return sqlRows<WithdrawalPart>(
    manager,
    `SELECT a.kind, (-sum(p.amount))::text AS taken
       FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.transaction_id = $1 AND e.kind = 'withdrawal_request' AND a.user_id = $2 AND a.kind IN ('main', 'profit')
      GROUP BY a.kind ORDER BY a.kind DESC`,
    [transactionId, userId],
  );
}

/** One kind of account summed over its owners: every user's accounts of that kind, or the platform's. */
export interface AccountKindTotal {
  owner: 'user' | 'platform';
  kind: TableRow<'ledger_accounts'>['kind'];
  /** Decimal text. */
  balance: string;
  accounts: number;
}

/** The stored balances summed by owner (users together, or the platform) and kind, users first, then by kind. */
export function balancesByKind(db: Db): Promise<AccountKindTotal[]> {
  return sqlRows<AccountKindTotal>(
    db,
    `SELECT CASE WHEN user_id IS NULL THEN 'platform' ELSE 'user' END AS owner, kind, sum(balance)::text AS balance, count(*)::int AS accounts
       FROM ledger_accounts
      GROUP BY 1, kind
      ORDER BY 1 DESC, kind`,
  );
}

/** What the platform owes one user, in whole cents (bigint as decimal text). */
export interface UserLiability {
  userId: string;
  /** main + profit + invested + withdrawal_hold, in cents, as a decimal string. */
  cents: string;
}

/**
 * Every user's liability (proof of liabilities, issue 30): the sum of their main, profit, invested
 * and withdrawal_hold balances in cents, users at zero left out, in user id order. Read it inside
 * one REPEATABLE READ transaction so every figure is of the same moment.
 */
export function userLiabilities(manager: EntityManager): Promise<UserLiability[]> {
  return sqlRows<UserLiability>(
    manager,
    `SELECT user_id AS "userId", (sum(balance) * 100)::bigint::text AS cents
       FROM ledger_accounts
      WHERE user_id IS NOT NULL AND kind IN ('main', 'profit', 'invested', 'withdrawal_hold')
      GROUP BY user_id
     HAVING sum(balance) <> 0
      ORDER BY user_id`,
  );
}
