import { Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AmountError, Decimal, parseAmount } from '../../common/money';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { KycService } from '../kyc/kyc.service';
import { retryOnDeadlock } from '../ledger/retry-on-deadlock';
import { MailQueue } from '../mail/mail-queue.service';
import { MoneyMailService } from '../mail/money-mail.service';
import { UsersService } from '../users/users.service';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import type { TransactionRow } from '../transactions/transaction.model';
import { getTransaction } from '../transactions/transaction-store';
import { ClientInfo } from '../activity/client-info';
import { TwoFactorService } from '../auth/two-factor/two-factor.service';
import type { SessionUser } from '../../common/session-user';
import { checkWalletAddress } from './wallet-address';
import { WithdrawalError, WithdrawalErrorCode } from './withdrawals.errors';
import {
  REQUEST_ATTEMPTS,
  WithdrawalRecipientChanged,
  WithdrawalRequestInput,
  WithdrawalWebhooksNeedTransaction,
  runWithdrawalRequest,
  withdrawalRequestStatement,
} from './withdrawal-request';
import { readAfterCommit } from '../../database/after-commit';

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

export const WITHDRAWAL_PENDING_MESSAGE = 'Withdrawal pending. Reviewing for security approval.';

export interface WithdrawalRequest {
  coinName?: string;
  network?: string | null;
  walletAddress?: string;
  amount?: unknown;
  /** The authenticator code, required when the user has 2FA on (step-up). */
  twoFactorCode?: string | null;
}

/** Requests move the amount from profit, then main, to a hold at once (withdrawable = main + profit). */
@Injectable()
export class WithdrawalsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly idempotency: IdempotencyService,
    private readonly kyc: KycService,
    private readonly twoFactor: TwoFactorService,
    private readonly moneyMail: MoneyMailService,
    private readonly mailQueue: MailQueue,
    private readonly webhooks: WebhookEvents,
    private readonly users: UsersService,
  ) {}

  /** Set when request_withdrawal found webhook endpoints for its event (their jobs need a transaction); cleared when one finds none. */
  private webhooksInTransaction = false;

  async request(user: SessionUser, input: WithdrawalRequest, client: ClientInfo, idempotencyKey?: string): Promise<TransactionRow> {
    const userId = user.id;
    const ip = client.ip;
    const coin = input.coinName?.trim();
    const network = input.network?.trim() || null;
    const address = input.walletAddress?.trim();
    if (!coin || !address || input.amount === undefined || input.amount === null || input.amount === '') {
      throw new WithdrawalError(WithdrawalErrorCode.FIELDS_REQUIRED);
    }
    let amount: Decimal;
    try {
      amount = parseAmount(input.amount);
    } catch (error) {
      if (error instanceof AmountError) throw new WithdrawalError(WithdrawalErrorCode.INVALID_AMOUNT, error.message);
      throw error;
    }
    // Above KYC_REQUIRED_ABOVE_USD only a verified identity may withdraw (403 KYC_REQUIRED, nothing moved).
    await this.kyc.assertWithdrawalAllowed(userId, amount);
    const addressProblem = checkWalletAddress(coin, network ?? undefined, address);
    if (addressProblem) throw new WithdrawalError(WithdrawalErrorCode.BAD_WALLET_ADDRESS, addressProblem);

    const request = { coin, network, address, amount: amount.toFixed(2) };
    // A replay of an answered request returns its first answer; its code was spent by that one.
    if (this.twoFactor.isEnabled(user) && !(await this.idempotency.answered(userId, idempotencyKey))) {
      await this.twoFactor.requireStepUp(user, input.twoFactorCode, client);
    }
    // The transaction's id is chosen here, so the webhook body (signed as it is stored) names it;
    // the mail is rendered here for the recipient the session read, and request_withdrawal writes
    // both with the movement (one statement; it refuses when the user row no longer matches the
    // mail's recipient, which is then read and rendered again).
    const transactionId = randomUUID();
    const webhook = this.webhooks.prepare('withdrawal.requested', { id: transactionId, userId, amount: request.amount, coin, network, address });
    let recipient = await this.users.mailRecipientOf(user);
    for (let attempt = 1; ; attempt++) {
      const mail = this.moneyMail.prepare(
        'withdrawal.requested',
        {
          id: transactionId,
          amount: request.amount,
          reference_id: null,
          txn_id: null,
          wallet_name: coin,
          network,
          wallet_address: address,
          reason: null,
          payout_tx_hash: null,
        },
        recipient,
      );
      const requestInput = {
        userId,
        amount,
        walletName: coin,
        network,
        walletAddress: address,
        details: { coin, network, address },
        ip,
        transactionId,
        mail: { id: mail.id, subject: mail.subject, text: mail.text, recipient },
        webhook,
      };
      // The last attempt runs in a transaction whatever the flag says (other requests may clear
      // it between attempts): there request_withdrawal writes the deliveries and never refuses
      // for webhook endpoints.
      const last = attempt >= REQUEST_ATTEMPTS;
      try {
        return await this.record(userId, requestInput, idempotencyKey, request, last);
      } catch (error) {
        if (error instanceof WithdrawalRecipientChanged) {
          // Nothing was written; the same request may simply be sent again (409, not a 500).
          if (last) throw new WithdrawalError(WithdrawalErrorCode.ACCOUNT_DETAILS_CHANGING);
          recipient = await this.users.readMailRecipient(userId);
        } else if (error instanceof WithdrawalWebhooksNeedTransaction && !last) this.webhooksInTransaction = true;
        else throw error;
      }
    }
  }

  /**
   * One attempt of a request. Without an idempotency key, and while no webhook endpoint takes
   * `withdrawal.requested`, it is one statement that commits on its own (request_withdrawal with
   * the mail's job joined; no BEGIN and COMMIT round trips). Otherwise it runs in a transaction
   * (the key's row, the movement, the webhook deliveries' jobs), as it does when `inTransaction`
   * (a request's last attempt). A deadlock victim (see
   * retryOnDeadlock) rolled back whole: it is run again, the 2FA code already spent.
   */
  private async record(
    userId: string,
    input: WithdrawalRequestInput,
    idempotencyKey: string | undefined,
    request: Record<string, unknown>,
    inTransaction: boolean,
  ): Promise<TransactionRow> {
    const insufficient = 'Insufficient withdrawable balance for this withdrawal.';
    const mailId = input.mail.id;
    const alone = !idempotencyKey && !this.webhooksInTransaction && !inTransaction;
    const combined = await this.mailQueue.statementWithJobs([mailId], withdrawalRequestStatement(input, !alone));
    if (alone && combined) {
      const { row } = await retryOnDeadlock(() => this.run(this.db, combined, insufficient, preparedNameOf(combined.sql)));
      return row;
    }
    // The answer is the row as inserted: nothing is read after the commit (a replay, which
    // inserted nothing, reads the row its key names).
    let inserted: TransactionRow | undefined;
    const { id } = await retryOnDeadlock(() =>
      this.idempotency.run(userId, idempotencyKey, 'requestWithdrawal', request, async (manager) => {
        const statement = combined ?? withdrawalRequestStatement(input, true)((n) => `$${n}`);
        const { row, webhookDeliveries } = await this.run(manager, statement, insufficient);
        if (!combined) await this.mailQueue.enqueueJobs(manager, [mailId]);
        if (webhookDeliveries.length) await this.webhooks.queueDeliveries(manager, webhookDeliveries);
        else this.webhooksInTransaction = false;
        inserted = row;
        return { id: row.id };
      }),
    );
    // Committed: a replay's read waits out a database restart rather than answer 500.
    return inserted?.id === id ? inserted : readAfterCommit(() => getTransaction(this.db, id));
  }

  /** One run of the request's statement (runWithdrawalRequest): prepared and on its own with `preparedName`, else in the caller's transaction. */
  private run(...args: Parameters<typeof runWithdrawalRequest>): ReturnType<typeof runWithdrawalRequest> {
    return runWithdrawalRequest(...args);
  }
}
