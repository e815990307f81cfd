import { QueryFailedError } from 'typeorm';
import { Decimal } from '../../common/money';
import { Db, sqlPreparedRows, sqlRows } from '../../database/sql';
import { insufficientFundsOf } from '../ledger/ledger.errors';
import type { TransactionRow } from '../transactions/transaction.model';
import { UserError, UserErrorCode } from '../users/users.errors';

/** Who a withdrawal request's mail goes to, as request_withdrawal read the user row under its lock. */
export interface WithdrawalRequester {
  email: string;
  locale: string | null;
  fullname: string | null;
  username: string | null;
}

/** A webhook delivery request_withdrawal wrote, for its first job (WebhookEvents.queueDeliveries). */
export interface WebhookDeliveryRef {
  id: string;
  round: number;
  attempt: number;
}

/** A user's withdrawal request as request_withdrawal records it. */
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

/** What a request answers: the transaction row as inserted, the split (decimal text), the requester and the webhook deliveries. */
export interface WithdrawalRequestAnswer {
  row: TransactionRow;
  fromProfit: string;
  fromMain: string;
  requester: WithdrawalRequester;
  webhookDeliveries: WebhookDeliveryRef[];
}

/** What request_withdrawal answers. */
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

/** How many times a request is recorded before it gives up on a recipient that keeps changing (the last one in a transaction). */
export const REQUEST_ATTEMPTS = 5;

/**
 * The argument types of the 18-argument request_withdrawal (migration RequestWithdrawalOutbox1764060000000),
 * cast in the call: the previous release's 7-argument overload stays beside it for a rolling deploy,
 * and the call must name this one whatever the parameters' types.
 */
const REQUEST_WITHDRAWAL_ARGUMENT_TYPES = 'uuid numeric text text text jsonb text uuid uuid text text text text text text text text boolean'.split(' ');

/**
 * A user's withdrawal request as one statement (`request_withdrawal`), its parameters numbered
 * by `p(n)` so the caller can join other writes to it (MailQueue.statementWithJobs): the user
 * row share-locked (frozen: UserError ACCOUNT_FROZEN, nothing written), the pending withdrawal
 * transaction with the caller's id, the ledger's entry from profit then main into the hold
 * (ledger_post_withdrawal), `account_updated`, the `withdrawal.requested` audit entry with the
 * split, the request's mail (outbox row) and its webhook deliveries. Run it with runWithdrawalRequest.
 */
export function withdrawalRequestStatement(
  request: WithdrawalRequestInput,
  webhookJobs: boolean,
): (p: (n: number) => string) => { sql: string; values: unknown[] } {
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
 * after the commit. Too little money is the ledger's InsufficientFundsError, a frozen account
 * UserError ACCOUNT_FROZEN; a user row whose mail details changed since the mail was rendered
 * throws WithdrawalRecipientChanged, webhook endpoints of the event outside a transaction
 * WithdrawalWebhooksNeedTransaction: all wrote nothing.
 */
export async function runWithdrawalRequest(
  db: Db,
  statement: { sql: string; values: unknown[] },
  insufficientMessage?: string,
  preparedName?: string,
): Promise<WithdrawalRequestAnswer> {
  try {
    const [answer] = preparedName
      ? await sqlPreparedRows<WithdrawalRequestRow>(db, preparedName, statement.sql, statement.values)
      : await sqlRows<WithdrawalRequestRow>(db, statement.sql, statement.values);
    const { from_profit: fromProfit, from_main: fromMain, email, locale, fullname, username, webhook_deliveries: webhookDeliveries, ...row } = answer;
    return { row, fromProfit, fromMain, requester: { email, locale, fullname, username }, webhookDeliveries };
  } catch (error) {
    const insufficient = insufficientFundsOf(error, insufficientMessage);
    if (insufficient) throw insufficient;
    const constraint = error instanceof QueryFailedError ? (error as unknown as { constraint?: string }).constraint : undefined;
    if (constraint === 'users_not_frozen') throw new UserError(UserErrorCode.ACCOUNT_FROZEN);
    if (constraint === 'withdrawal_mail_recipient_current') throw new WithdrawalRecipientChanged();
    if (constraint === 'withdrawal_webhooks_need_transaction') throw new WithdrawalWebhooksNeedTransaction();
    throw error;
  }
}
