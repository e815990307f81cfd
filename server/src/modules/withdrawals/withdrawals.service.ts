import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AmountError, Decimal, parseAmount } from '../../common/money';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { KycService } from '../kyc/kyc.service';
import { LedgerService } from '../ledger/ledger.service';
import { retryOnDeadlock } from '../ledger/retry-on-deadlock';
import { MoneyMailService } from '../mail/money-mail.service';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import type { TransactionRow } from '../transactions/transaction.model';
import { getTransaction } from '../transactions/transaction-store';
import { ClientInfo } from '../activity/client-info';
import { TwoFactorService } from '../auth/two-factor/two-factor.service';
import type { SessionUser } from '../../common/session-user';
import { checkWalletAddress } from './wallet-address';
import { WithdrawalError, WithdrawalErrorCode } from './withdrawals.errors';
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
    private readonly ledger: LedgerService,
    private readonly idempotency: IdempotencyService,
    private readonly kyc: KycService,
    private readonly twoFactor: TwoFactorService,
    private readonly moneyMail: MoneyMailService,
    private readonly webhooks: WebhookEvents,
  ) {}

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
    // A deadlock victim (see retryOnDeadlock) rolled back whole: it is run again, the code already spent above.
    // The answer is the row as inserted: nothing is read after the commit (a replay, which inserted
    // nothing, reads the row its key names).
    let inserted: TransactionRow | undefined;
    const { id } = await retryOnDeadlock(() =>
      this.idempotency.run(userId, idempotencyKey, 'requestWithdrawal', request, async (manager) => {
        // One statement: under the user row's lock (a freeze racing this request either waits for
        // it or is seen by it) the pending transaction, profit first then main into the hold under
        // the accounts' locks, and the audit entry with the split.
        const { row, requester } = await this.ledger.requestWithdrawal(
          manager,
          { userId, amount, walletName: coin, network, walletAddress: address, details: { coin, network, address }, ip },
          'Insufficient withdrawable balance for this withdrawal.',
        );
        await this.moneyMail.enqueueFor(manager, 'withdrawal.requested', row, requester);
        await this.webhooks.emit(manager, 'withdrawal.requested', { id: row.id, userId, amount: amount.toFixed(2), coin, network, address });
        inserted = row;
        return { id: row.id };
      }),
    );
    // Committed: a replay's read waits out a database restart rather than answer 500.
    return inserted?.id === id ? inserted : readAfterCommit(() => getTransaction(this.db, id));
  }
}
