import type { EntityManager } from 'typeorm';
import { requireUuid } from '../../common/uuid';
import { Db, sqlExec, sqlOne, type TableRow } from '../../database/sql';
import type { TransactionRow } from './transaction.model';
import { TransactionError, TransactionErrorCode } from './transactions.errors';

/**
 * The only writer of the `transactions` table (and its only raw reader besides the history in
 * transactions.service.ts). Every function takes the caller's transaction (EntityManager) or,
 * for a plain read, the DataSource; deposits, withdrawals and investments move money through
 * these and the ledger in one database transaction.
 */

type IdRow = Pick<TransactionRow, 'id'>;

/** Money as the table stores it: a decimal string with two places ("12.50"). */
type MoneyText = NonNullable<TransactionRow['amount']>;

/** One row by id (null when there is none). */
export function findTransaction(db: Db, id: string): Promise<TransactionRow | null> {
  return sqlOne<TransactionRow>(db, `SELECT * FROM transactions WHERE id = $1`, [id]);
}

/** One row by id, after the caller's own transaction wrote it. */
export async function getTransaction(db: Db, id: string): Promise<TransactionRow> {
  const row = await findTransaction(db, id);
  if (!row) throw new TransactionError(TransactionErrorCode.TRANSACTION_NOT_FOUND);
  return row;
}

/** A deposit the user started: a draft with its reference, no amount yet (drafts never show in the history). */
export async function insertDepositDraft(db: Db, userId: string, method: string, referenceId: string): Promise<TransactionRow> {
  const row = await sqlOne<TransactionRow>(
    db,
    `INSERT INTO transactions (user_id, kind, title, status, method, reference_id) VALUES ($1, 'deposit', 'Deposit', 'draft', $2, $3) RETURNING *`,
    [userId, method, referenceId],
  );
  return row!;
}

/** The user's deposit by its reference (locked FOR UPDATE when `lock`); null when it is not theirs. */
export function findOwnDeposit(db: Db, userId: string, referenceId: string, lock = false): Promise<TransactionRow | null> {
  return sqlOne<TransactionRow>(db, `SELECT * FROM transactions WHERE reference_id = $1 AND user_id = $2 AND kind = 'deposit'${lock ? ' FOR UPDATE' : ''}`, [
    referenceId,
    userId,
  ]);
}

/** A draft deposit's amount and the wallet (and address) it is paid to. */
export async function setDepositDetails(
  manager: EntityManager,
  id: string,
  details: { amount: MoneyText; walletName: string; walletAddress: string; network: string | null },
): Promise<TransactionRow> {
  const row = await sqlOne<TransactionRow>(
    manager,
    `UPDATE transactions SET amount = $2, wallet_name = $3, wallet_address = $4, network = $5, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, details.amount, details.walletName, details.walletAddress, details.network],
  );
  return row!;
}

/** Removes a draft (and nothing else: the caller holds its row lock and saw it a draft). */
export async function deleteDraft(manager: EntityManager, id: string): Promise<void> {
  await sqlExec(manager, `DELETE FROM transactions WHERE id = $1 AND status = 'draft'`, [id]);
}

/** A deposit quoted on a watched network is pending at once, without proof: the chain watcher credits it (the caller holds the draft's lock). */
export async function markWatchedDepositPending(manager: EntityManager, id: string): Promise<void> {
  await sqlExec(manager, `UPDATE transactions SET status = 'pending', updated_at = now() WHERE id = $1 AND kind = 'deposit' AND status = 'draft'`, [id]);
}

/** The payment proof arrived: the deposit waits for an admin. Throws the unique violation of a reused txn id. */
export async function markSubmitted(manager: EntityManager, id: string, txnId: string, screenshot: string): Promise<void> {
  await sqlExec(manager, `UPDATE transactions SET status = 'pending', txn_id = $2, screenshot = $3, updated_at = now() WHERE id = $1`, [id, txnId, screenshot]);
}

/** An investment's record, active for its term; answers its id. */
export async function insertInvestment(manager: EntityManager, userId: string, title: string, amount: MoneyText): Promise<string> {
  const row = await sqlOne<IdRow>(
    manager,
    `INSERT INTO transactions (user_id, kind, title, amount, status) VALUES ($1, 'investment', $2, $3, 'active') RETURNING id`,
    [userId, title, amount],
  );
  return row!.id;
}

/** The referrer's bonus for an approved deposit, completed at once; answers its id. */
export async function insertReferralBonus(
  manager: EntityManager,
  bonus: { userId: string; amount: MoneyText; sourceTransactionId: string; decidedBy: string | null },
): Promise<string> {
  const row = await sqlOne<IdRow>(
    manager,
    `INSERT INTO transactions (user_id, kind, title, amount, status, source_transaction_id, decided_by, decided_at)
     VALUES ($1, 'referral_bonus', 'Referral Bonus', $2, 'completed', $3, $4, now()) RETURNING id`,
    [bonus.userId, bonus.amount, bonus.sourceTransactionId, bonus.decidedBy],
  );
  return row!.id;
}

/** Locks a pending request of the given kind; a second decision finds it decided and gets CONFLICT. */
export async function lockPending(
  manager: EntityManager,
  id: string,
  kind: Extract<TableRow<'transactions'>['kind'], 'deposit' | 'withdrawal'>,
): Promise<TransactionRow> {
  requireUuid(id, `${kind} id`);
  const row = await sqlOne<TransactionRow>(manager, `SELECT * FROM transactions WHERE id = $1 AND kind = $2 FOR UPDATE`, [id, kind]);
  if (!row || row.status === 'draft') {
    throw new TransactionError(kind === 'deposit' ? TransactionErrorCode.DEPOSIT_NOT_FOUND : TransactionErrorCode.WITHDRAWAL_NOT_FOUND);
  }
  if (row.status !== 'pending') throw new TransactionError(TransactionErrorCode.ALREADY_DECIDED, `This ${kind} is already ${row.status}.`);
  return row;
}

/** An admin (or, for a deposit, the chain watcher: decidedBy null) approved a locked pending request; a paid withdrawal records its payout hash. */
export async function markCompleted(manager: EntityManager, id: string, decidedBy: string | null, payout?: { payoutTxHash: string | null }): Promise<void> {
  if (payout) {
    await sqlExec(
      manager,
      `UPDATE transactions SET status = 'completed', payout_tx_hash = $3, decided_by = $2, decided_at = now(), updated_at = now() WHERE id = $1`,
      [id, decidedBy, payout.payoutTxHash],
    );
  } else {
    await sqlExec(manager, `UPDATE transactions SET status = 'completed', decided_by = $2, decided_at = now(), updated_at = now() WHERE id = $1`, [
      id,
      decidedBy,
    ]);
  }
}

/** The first of two admins approved a locked pending withdrawal: it stays pending, recording who and when. */
export async function markFirstApproval(manager: EntityManager, id: string, approvedBy: string): Promise<TransactionRow> {
  const row = await sqlOne<TransactionRow>(
    manager,
    `UPDATE transactions SET first_approved_by = $2, first_approved_at = now(), updated_at = now()
      WHERE id = $1 AND kind = 'withdrawal' AND status = 'pending' AND first_approved_by IS NULL RETURNING *`,
    [id, approvedBy],
  );
  if (!row) throw new Error(`withdrawal ${id} was not pending without a first approval under its lock`);
  return row;
}

/**
 * The first of two approvals came from someone who is no longer an active admin, so it no longer counts:
 * `approvedBy`'s approval (of the locked pending withdrawal) takes its place as the first.
 */
export async function replaceFirstApproval(manager: EntityManager, id: string, voided: string, approvedBy: string): Promise<TransactionRow> {
  const row = await sqlOne<TransactionRow>(
    manager,
    `UPDATE transactions SET first_approved_by = $3, first_approved_at = now(), updated_at = now()
      WHERE id = $1 AND kind = 'withdrawal' AND status = 'pending' AND first_approved_by = $2 RETURNING *`,
    [id, voided, approvedBy],
  );
  if (!row) throw new Error(`withdrawal ${id} was not pending with that first approval under its lock`);
  return row;
}

/** An admin rejected a locked pending request, with the reason the user will see. */
export async function markRejected(manager: EntityManager, id: string, decidedBy: string, reason: string): Promise<void> {
  await sqlExec(manager, `UPDATE transactions SET status = 'rejected', reason = $3, decided_by = $2, decided_at = now(), updated_at = now() WHERE id = $1`, [
    id,
    decidedBy,
    reason,
  ]);
}

/** A deposit by id, locked FOR UPDATE whatever its status (the chain watcher's invoice changes); null when there is none. */
export function lockDeposit(manager: EntityManager, id: string): Promise<TransactionRow | null> {
  return sqlOne<TransactionRow>(manager, `SELECT * FROM transactions WHERE id = $1 AND kind = 'deposit' FOR UPDATE`, [id]);
}

/**
 * A watched deposit's status follows its invoice (the caller holds the row lock): `cancelled` when
 * its quote expired with nothing paid, `pending` again when a payment then arrived. Never touches a
 * decided (completed or rejected) deposit.
 */
export async function setWatchedDepositStatus(manager: EntityManager, id: string, status: 'pending' | 'cancelled'): Promise<void> {
  await sqlExec(manager, `UPDATE transactions SET status = $2, updated_at = now() WHERE id = $1 AND kind = 'deposit' AND status IN ('pending', 'cancelled')`, [
    id,
    status,
  ]);
}

/** The USD a locked pending deposit credits, when what arrived differs from what was asked (an overpayment, a late payment). */
export async function setDepositAmount(manager: EntityManager, id: string, amount: MoneyText): Promise<void> {
  await sqlExec(manager, `UPDATE transactions SET amount = $2, updated_at = now() WHERE id = $1 AND kind = 'deposit' AND status = 'pending'`, [id, amount]);
}
