import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AmountError, Decimal, parseAmount } from '../../common/money';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { KycService } from '../kyc/kyc.service';
import { retryOnDeadlock } from '../ledger/retry-on-deadlock';
import { MoneyEvents } from '../money-events/money-events.service';
import { UsersService } from '../users/users.service';
import type { TransactionRow } from '../transactions/transaction.model';
import { getTransaction } from '../transactions/transaction-store';
import { ClientInfo } from '../activity/client-info';
import { TwoFactorService } from '../auth/two-factor/two-factor.service';
import type { SessionUser } from '../../common/session-user';
import { checkWalletAddress } from './wallet-address';
import { WITHDRAWAL_MINIMUM_USD } from './payout-options';
import { WithdrawalError, WithdrawalErrorCode } from './withdrawals.errors';
import {
  REQUEST_ATTEMPTS,
  WithdrawalRecipientChanged,
  WithdrawalRequestStatement,
  runWithdrawalRequest,
  withdrawalRequestStatement,
} from './withdrawal-request';
import { readAfterCommit } from '../../database/after-commit';

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
    private readonly users: UsersService,
    private readonly events: MoneyEvents,
  ) {}

  async request(user: SessionUser, input: WithdrawalRequest, client: ClientInfo, idempotencyKey?: string): Promise<TransactionRow> {
    const userId = user.id;
    const ip = client.ip;
    const coin = input.coinName?.trim();
    const network = input.network?.trim() || null;
    const address = input.walletAddress?.trim();
    const noAmount = input.amount === undefined || input.amount === null || input.amount === '';
    if (!coin || !address || noAmount) {
      // The first missing field, in the form's order, is named (extensions.field).
      throw new WithdrawalError(WithdrawalErrorCode.FIELDS_REQUIRED).about(!coin ? 'coinName' : !address ? 'walletAddress' : 'amount');
    }
    let amount: Decimal;
    try {
      amount = parseAmount(input.amount);
    } catch (error) {
      if (error instanceof AmountError) throw new WithdrawalError(WithdrawalErrorCode.INVALID_AMOUNT, error.message).about('amount');
      throw error;
    }
    if (amount.lt(WITHDRAWAL_MINIMUM_USD)) {
      throw new WithdrawalError(WithdrawalErrorCode.INVALID_AMOUNT, `The minimum withdrawal is ${WITHDRAWAL_MINIMUM_USD} USD.`).about('amount');
    }
    // Above KYC_REQUIRED_ABOVE_USD only a verified identity may withdraw (403 KYC_REQUIRED, nothing moved).
    await this.kyc.assertWithdrawalAllowed(userId, amount);
    const addressProblem = checkWalletAddress(coin, network ?? undefined, address);
    if (addressProblem) throw new WithdrawalError(WithdrawalErrorCode.BAD_WALLET_ADDRESS, addressProblem).about('walletAddress');

    const request = { coin, network, address, amount: amount.toFixed(2) };
    // A replay of an answered request returns its first answer; its code was spent by that one.
    if (this.twoFactor.isEnabled(user) && !(await this.idempotency.answered(userId, idempotencyKey))) {
      await this.twoFactor.requireStepUp(user, input.twoFactorCode, client);
    }
    // The transaction's id is chosen here, so the webhook body (signed as it is stored) names it;
    // the mail is rendered here for the recipient the session read, and the statement writes both
    // with the movement (it refuses when the user row no longer matches the mail's recipient,
    // which is then read and rendered again).
    const transactionId = randomUUID();
    let recipient = await this.users.mailRecipientOf(user);
    for (let attempt = 1; ; attempt++) {
      const statement = withdrawalRequestStatement({ userId, amount, coin, network, address, ip, transactionId, recipient }, this.events);
      try {
        return await this.record(userId, statement, idempotencyKey, request);
      } catch (error) {
        if (!(error instanceof WithdrawalRecipientChanged)) throw error;
        // Nothing was written; the same request may simply be sent again (409, not a 500).
        if (attempt >= REQUEST_ATTEMPTS) throw new WithdrawalError(WithdrawalErrorCode.ACCOUNT_DETAILS_CHANGING);
        recipient = await this.users.readMailRecipient(userId);
      }
    }
  }

  /**
   * One attempt of a request. Without an idempotency key it is one statement that commits on its
   * own (no BEGIN and COMMIT round trips); with one, the same statement runs in the key's
   * transaction. A deadlock victim (see retryOnDeadlock) rolled back whole: it is run again, the
   * 2FA code already spent. Once committed, the relays queue the mail's and the deliveries' jobs.
   */
  private async record(
    userId: string,
    statement: WithdrawalRequestStatement,
    idempotencyKey: string | undefined,
    request: Record<string, unknown>,
  ): Promise<TransactionRow> {
    const insufficient = 'Insufficient withdrawable balance for this withdrawal.';
    if (!idempotencyKey) {
      const { row } = await retryOnDeadlock(() => this.run(this.db, statement, insufficient, false));
      statement.committed();
      return row;
    }
    // The answer is the row as inserted: nothing is read after the commit (a replay, which
    // inserted nothing, reads the row its key names).
    let inserted: TransactionRow | undefined;
    const { id } = await retryOnDeadlock(() =>
      this.idempotency.run(userId, idempotencyKey, 'requestWithdrawal', request, async (manager) => {
        inserted = (await this.run(manager, statement, insufficient, true)).row;
        return { id: inserted.id };
      }),
    );
    statement.committed();
    // Committed: a replay's read waits out a database restart rather than answer 500.
    return inserted?.id === id ? inserted : readAfterCommit(() => getTransaction(this.db, id));
  }

  /** One run of the request's statement (runWithdrawalRequest): prepared and on its own, or in the caller's transaction. */
  private run(...args: Parameters<typeof runWithdrawalRequest>): ReturnType<typeof runWithdrawalRequest> {
    return runWithdrawalRequest(...args);
  }
}
