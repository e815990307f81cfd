import { createHash } from 'node:crypto';
import { QueryFailedError } from 'typeorm';
import { Decimal } from '../../common/money';
import { Db, sqlPreparedRows, sqlRows } from '../../database/sql';
import { insufficientFundsOf } from '../ledger/ledger.errors';
import { userActor, type MoneyEventOf, type MoneyEventRecipient } from '../money-events/money-event.types';
import type { MoneyEvents } from '../money-events/money-events.service';
import type { TransactionRow } from '../transactions/transaction.model';
import { UserError, UserErrorCode } from '../users/users.errors';

/** A user's withdrawal request, checked (amount, address) and about to be recorded. */
export interface WithdrawalRequestInput {
  userId: string;
  amount: Decimal;
  coin: string;
  network: string | null;
  address: string;
  ip: string | null;
  /** The new transaction's id, chosen here (the webhook body, signed as it is stored, names it). */
  transactionId: string;
  /** The requester as the caller read them: the mail is rendered for them, and the statement refuses a user row that says otherwise. */
  recipient: MoneyEventRecipient;
}

/** One statement recording a request, and what to do once it committed. */
export interface WithdrawalRequestStatement {
  sql: string;
  values: unknown[];
  /** After the commit: the relays queue the jobs of the mail and deliveries it wrote. */
  committed: () => void;
}

/** What the statement answers: the transaction row as inserted and the split (decimal text). */
interface WithdrawalRequestRow extends TransactionRow {
  from_profit: string;
  from_main: string;
  event_rows: string;
}

/** The user's mail details changed since the request's mail was rendered: nothing written, read and render again. */
export class WithdrawalRecipientChanged extends Error {
  constructor() {
    super('the withdrawal mail was rendered for other user details');
  }
}

/** How many times a request is recorded before it gives up on a recipient that keeps changing (then 409, to send again). */
export const REQUEST_ATTEMPTS = 5;

/**
 * The argument types of the 10-argument request_withdrawal (migration WithdrawalRequestHome1764075000000),
 * cast in the call: the previous releases' 7- and 18-argument overloads stay beside it for a rolling
 * deploy, and the call must name this one whatever the parameters' types.
 */
const ARGUMENT_TYPES = 'uuid numeric text text text uuid text text text text'.split(' ');

/**
 * A user's withdrawal request as one statement that commits on its own (one round trip):
 * withdrawals/' own part, request_withdrawal (the user row share-locked, frozen: UserError
 * ACCOUNT_FROZEN; a user row whose mail details differ from `recipient`: WithdrawalRecipientChanged;
 * the pending transaction; the ledger's posting from profit then main into the hold, with
 * `account_updated`), then the `withdrawal.requested` money event's rows as CTEs of their owners
 * (MoneyEvents.inStatement: the audit row with the split, the mail's outbox row, the webhook
 * deliveries). Any failure writes nothing. The text is the same for every request (its
 * parameters are numbered in one order), so it runs as one prepared statement.
 */
export function withdrawalRequestStatement(input: WithdrawalRequestInput, events: MoneyEvents): WithdrawalRequestStatement {
  const amount = input.amount;
  if (amount.lte(0) || amount.decimalPlaces() > 2) throw new Error(`bad withdrawal amount ${amount.toFixed()}`);
  const values: unknown[] = [];
  const p = (value: unknown) => `$${values.push(value)}`;
  const { recipient } = input;
  const args = [input.userId, amount.toFixed(2), input.coin, input.network, input.address, input.transactionId]
    .concat([recipient.email, recipient.locale, recipient.fullname, recipient.username])
    .map((value, i) => `${p(value)}::${ARGUMENT_TYPES[i]}`);
  const event: MoneyEventOf<'withdrawal.requested'> = {
    type: 'withdrawal.requested',
    transactionId: input.transactionId,
    userId: input.userId,
    amount: amount.toFixed(2),
    coin: input.coin,
    network: input.network,
    address: input.address,
    // Computed by the statement (below), under the accounts' locks.
    fromProfit: '',
    fromMain: '',
  };
  const recorded = events.inStatement(event, userActor(input.userId, input.ip), {
    source: 'request',
    p,
    computed: { fromProfit: 'request.from_profit::text', fromMain: 'request.from_main::text' },
    recipient,
  });
  const request = `request AS MATERIALIZED (SELECT (w.txn).id, w.txn, w.from_profit, w.from_main FROM request_withdrawal(${args.join(', ')}) w)`;
  return {
    sql: `WITH ${[request, ...recorded.ctes].join(',\n')}
          SELECT (request.txn).*, request.from_profit::text AS from_profit, request.from_main::text AS from_main, ${recorded.touch} AS event_rows
            FROM request`,
    values,
    committed: recorded.committed,
  };
}

/** A prepared statement's name per statement text (the text is the same for every request of a process). */
const preparedNames = new Map<string, string>();
function preparedNameOf(sql: string): string {
  let name = preparedNames.get(sql);
  if (!name) {
    name = `request-withdrawal-${createHash('sha256').update(sql).digest('hex').slice(0, 16)}`;
    preparedNames.set(sql, name);
  }
  return name;
}

/**
 * Runs a withdrawalRequestStatement on `db`: the pool, where it commits on its own as a prepared
 * statement, or the caller's transaction (an idempotency key's). Answers the inserted row, so
 * nothing is read again after the commit. Too little money is the ledger's InsufficientFundsError.
 */
export async function runWithdrawalRequest(
  db: Db,
  statement: WithdrawalRequestStatement,
  insufficientMessage: string,
  inTransaction: boolean,
): Promise<{ row: TransactionRow; fromProfit: string; fromMain: string }> {
  try {
    const [answer] = inTransaction
      ? await sqlRows<WithdrawalRequestRow>(db, statement.sql, statement.values)
      : await sqlPreparedRows<WithdrawalRequestRow>(db, preparedNameOf(statement.sql), statement.sql, statement.values);
    const { from_profit: fromProfit, from_main: fromMain, event_rows: _eventRows, ...row } = answer;
    return { row, fromProfit, fromMain };
  } catch (error) {
    const insufficient = insufficientFundsOf(error, insufficientMessage);
    if (insufficient) throw insufficient;
    const constraint = error instanceof QueryFailedError ? (error as unknown as { constraint?: string }).constraint : undefined;
    if (constraint === 'users_not_frozen') throw new UserError(UserErrorCode.ACCOUNT_FROZEN);
    if (constraint === 'withdrawal_mail_recipient_current') throw new WithdrawalRecipientChanged();
    throw error;
  }
}
