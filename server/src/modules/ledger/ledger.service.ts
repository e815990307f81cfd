import { Injectable } from '@nestjs/common';
import { EntityManager, QueryFailedError } from 'typeorm';
import { Decimal } from '../../common/money';
import { Db, sqlExec, sqlOne, sqlPreparedRows, sqlRows } from '../../database/sql';
import type { TransactionRow } from '../transactions/transaction.model';
import { UserError, UserErrorCode } from '../users/users.errors';
import { InsufficientFundsError } from './ledger.errors';

export type UserAccountKind = 'main' | 'profit' | 'invested' | 'withdrawal_hold';
/** `corrections`: the other side of admins' approved balance corrections (balance_corrections). */
export type PlatformAccountKind = 'deposits_received' | 'profit_expense' | 'referral_expense' | 'payouts' | 'corrections';

export type Posting =
  { userId: string; account: UserAccountKind; amount: Decimal.Value } | { userId?: undefined; account: PlatformAccountKind; amount: Decimal.Value };

/** What ledger_post_withdrawal answers: its entry and the split it took (decimal text). */
interface WithdrawalSplitRow {
  entry_id: string;
  from_profit: string;
  from_main: string;
}

/** Who a withdrawal request's mail goes to, as request_withdrawal read the user row under its lock. */
export interface WithdrawalRequester {
  email: string;
  locale: string | null;
  fullname: string | null;
  username: string | null;
}

/**
 * The argument types of the 18-argument request_withdrawal (migration RequestWithdrawalOutbox1764060000000),
 * cast in the call: the previous release's 7-argument overload stays beside it for a rolling deploy,
 * and the call must name this one whatever the parameters' types.
 */
const REQUEST_WITHDRAWAL_ARGUMENT_TYPES = 'uuid numeric text text text jsonb text uuid uuid text text text text text text text text boolean'.split(' ');

/** A webhook delivery request_withdrawal wrote, for its first job (WebhookEvents.queueDeliveries). */
export interface WebhookDeliveryRef {
  id: string;
  round: number;
  attempt: number;
}

/** What request_withdrawal answers: the transaction row as inserted, the split (decimal text), the requester and the webhook deliveries. */
interface WithdrawalRequestRow extends TransactionRow, WithdrawalRequester {
  from_profit: string;
  from_main: string;
  webhook_deliveries: WebhookDeliveryRef[];
}

/** request_withdrawal found the user's mail details changed since its mail was rendered: nothing written, render again. */
export class WithdrawalRecipientChanged extends Error {
  constructor() {
    super('the withdrawal mail was rendered for other user details');
  }
}

/** request_withdrawal, run on its own, found webhook endpoints for the event: nothing written, run it in a transaction. */
export class WithdrawalWebhooksNeedTransaction extends Error {
  constructor() {
    super('withdrawal.requested has webhook endpoints: request it in a transaction');
  }
}

/** A user's withdrawal request as request_withdrawal records it (see requestWithdrawal). */
export interface WithdrawalRequestInput {
  userId: string;
  amount: Decimal;
  walletName: string;
  network: string | null;
  walletAddress: string;
  /** The audit entry's details; the split (fromProfit, fromMain) is added to them. */
  details: Record<string, unknown>;
  ip: string | null;
  /** The new transaction's id, chosen by the caller (the webhook body names it). */
  transactionId: string;
  /** The request's mail (MoneyMailService.prepare), rendered for `recipient`. */
  mail: { id: string; subject: string; text: string; recipient: WithdrawalRequester };
  /** The `withdrawal.requested` webhook message (WebhookEvents.prepare). */
  webhook: { messageId: string; body: string };
}

export interface JournalEntry {
  kind: string;
  transactionId?: string | null;
  actorId?: string | null;
  postings: Posting[];
}

/**
 * The only writer of ledger entries. Callers pass their transaction's EntityManager so the
 * entry, its postings and the stored balances commit or roll back together with their own rows.
 * The database refuses a user balance below zero (a CHECK), so two requests at once can never
 * both spend the same money: the second UPDATE waits for the first's row lock, then fails.
 */
@Injectable()
export class LedgerService {
  async post(manager: EntityManager, entry: JournalEntry, insufficientMessage?: string): Promise<string> {
    const postings = entry.postings.map((p) => ({ ...p, amount: new Decimal(p.amount) }));
    if (postings.length < 2) throw new Error('a journal entry needs at least two postings');
    const sum = postings.reduce((acc, p) => acc.plus(p.amount), new Decimal(0));
    if (!sum.isZero()) throw new Error(`journal entry ${entry.kind} does not balance: ${sum.toFixed()}`);
    for (const p of postings) {
      if (p.amount.isZero() || p.amount.decimalPlaces() > 2) throw new Error(`bad posting amount ${p.amount.toFixed()}`);
    }

    try {
      const posted = await sqlOne<{ entry_id: string }>(manager, `SELECT ledger_post($1, $2, $3, $4::uuid[], $5::text[], $6::numeric[])::text AS entry_id`, [
        entry.kind,
        entry.transactionId ?? null,
        entry.actorId ?? null,
        postings.map((p) => p.userId ?? null),
        postings.map((p) => p.account),
        postings.map((p) => p.amount.toFixed(2)),
      ]);
      // Subscribers hear about it once the transaction commits (NOTIFY is transactional).
      const users = [...new Set(postings.map((p) => p.userId).filter((id): id is string => !!id))];
      if (users.length) await sqlExec(manager, `SELECT pg_notify('account_updated', u) FROM unnest($1::text[]) AS u`, [users]);
      return posted!.entry_id;
    } catch (error) {
      if (error instanceof QueryFailedError && (error as unknown as { constraint?: string }).constraint === 'ledger_accounts_user_balance_non_negative') {
        throw new InsufficientFundsError(insufficientMessage);
      }
      throw error;
    }
  }

  /**
   * Moves `amount` from the user's profit first, then main, into their withdrawal hold as one
   * entry (`ledger_post_withdrawal`): the split is computed in the database under the accounts'
   * row locks, so parallel withdrawals never overdraw. Above main + profit it throws
   * InsufficientFundsError and nothing moves.
   */
  async postWithdrawal(
    manager: EntityManager,
    entry: { kind: string; transactionId: string; actorId: string | null; userId: string; amount: Decimal.Value },
    insufficientMessage?: string,
  ): Promise<{ entryId: string; fromProfit: string; fromMain: string }> {
    const amount = new Decimal(entry.amount);
    if (amount.lte(0) || amount.decimalPlaces() > 2) throw new Error(`bad withdrawal amount ${amount.toFixed()}`);
    try {
      const row = await sqlOne<WithdrawalSplitRow>(
        manager,
        `SELECT entry_id::text, from_profit::text, from_main::text FROM ledger_post_withdrawal($1, $2, $3, $4, $5)`,
        [entry.kind, entry.transactionId, entry.actorId, entry.userId, amount.toFixed(2)],
      );
      await sqlExec(manager, `SELECT pg_notify('account_updated', $1)`, [entry.userId]);
      return { entryId: row!.entry_id, fromProfit: new Decimal(row!.from_profit).toFixed(2), fromMain: new Decimal(row!.from_main).toFixed(2) };
    } catch (error) {
      if (error instanceof QueryFailedError && (error as unknown as { constraint?: string }).constraint === 'ledger_accounts_user_balance_non_negative') {
        throw new InsufficientFundsError(insufficientMessage);
      }
      throw error;
    }
  }

  /**
   * A user's withdrawal request as one statement (`request_withdrawal`), its parameters numbered
   * by `p(n)` so the caller can join other writes to it (MailQueue.statementWithJobs): the user
   * row share-locked (frozen: UserError ACCOUNT_FROZEN, nothing written), the pending withdrawal
   * transaction with the caller's id, the entry from profit then main into the hold (as
   * postWithdrawal), `account_updated`, the `withdrawal.requested` audit entry with the split,
   * the request's mail (outbox row) and its webhook deliveries. Run it with runWithdrawalRequest.
   */
  withdrawalRequestStatement(request: WithdrawalRequestInput, webhookJobs: boolean): (p: (n: number) => string) => { sql: string; values: unknown[] } {
    const amount = request.amount;
    if (amount.lte(0) || amount.decimalPlaces() > 2) throw new Error(`bad withdrawal amount ${amount.toFixed()}`);
    const { mail, webhook } = request;
    const values = [
      request.userId,
      amount.toFixed(2),
      request.walletName,
      request.network,
      request.walletAddress,
      JSON.stringify(request.details),
      request.ip,
      request.transactionId,
      mail.id,
      mail.recipient.email,
      mail.recipient.locale,
      mail.recipient.fullname,
      mail.recipient.username,
      mail.subject,
      mail.text,
      webhook.messageId,
      webhook.body,
      webhookJobs,
    ];
    return (p) => ({
      sql: `SELECT (r.txn).*, r.from_profit::text AS from_profit, r.from_main::text AS from_main, r.email, r.locale, r.fullname, r.username, r.webhook_deliveries
              FROM request_withdrawal(${values.map((_, i) => `${p(i + 1)}::${REQUEST_WITHDRAWAL_ARGUMENT_TYPES[i]}`).join(', ')}) r`,
      values,
    });
  }

  /**
   * Runs a withdrawalRequestStatement (as it is, or with other writes joined to it: its rows are
   * the answer) on `db`: the caller's transaction, or the pool, where it commits on its own
   * (`preparedName`: as a prepared statement). Answers the inserted row, so nothing is read again
   * after the commit. A user row whose mail details changed since the mail was rendered throws
   * WithdrawalRecipientChanged, webhook endpoints of the event outside a transaction
   * WithdrawalWebhooksNeedTransaction: both wrote nothing.
   */
  async runWithdrawalRequest(
    db: Db,
    statement: { sql: string; values: unknown[] },
    insufficientMessage?: string,
    preparedName?: string,
  ): Promise<{ row: TransactionRow; fromProfit: string; fromMain: string; requester: WithdrawalRequester; webhookDeliveries: WebhookDeliveryRef[] }> {
    try {
      const [answer] = preparedName
        ? await sqlPreparedRows<WithdrawalRequestRow>(db, preparedName, statement.sql, statement.values)
        : await sqlRows<WithdrawalRequestRow>(db, statement.sql, statement.values);
      const { from_profit: fromProfit, from_main: fromMain, email, locale, fullname, username, webhook_deliveries: webhookDeliveries, ...row } = answer;
      return { row, fromProfit, fromMain, requester: { email, locale, fullname, username }, webhookDeliveries };
    } catch (error) {
      const constraint = error instanceof QueryFailedError ? (error as unknown as { constraint?: string }).constraint : undefined;
      if (constraint === 'ledger_accounts_user_balance_non_negative') throw new InsufficientFundsError(insufficientMessage);
      if (constraint === 'users_not_frozen') throw new UserError(UserErrorCode.ACCOUNT_FROZEN);
      if (constraint === 'withdrawal_mail_recipient_current') throw new WithdrawalRecipientChanged();
      if (constraint === 'withdrawal_webhooks_need_transaction') throw new WithdrawalWebhooksNeedTransaction();
      throw error;
    }
  }
}
