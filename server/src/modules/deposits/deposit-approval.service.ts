import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Decimal } from '../../common/money';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { LedgerService } from '../ledger/ledger.service';
import { MoneyEvents } from '../money-events/money-events.service';
import { adminActor, type MoneyActor, type MoneyEventOf } from '../money-events/money-event.types';
import { AdminActor, checkReason, refuseOwnRequest } from '../transactions/approvals';
import type { TransactionRow } from '../transactions/transaction.model';
import { UsersService } from '../users/users.service';
import { FROZEN_OWNER, UserAccessService } from '../users/user-access.service';
import { insertReferralBonus, lockPending, markCompleted, markRejected, setDepositAmount } from '../transactions/transaction-store';
import { sqlOne } from '../../database/sql';
import { DepositError, DepositErrorCode } from './deposits.errors';

/** What a chain credit adds to the deposit.approved event (audit row and webhook): the payment and who credited it. */
export type DepositCreditFacts = Partial<Pick<MoneyEventOf<'deposit.approved'>, 'txHash' | 'confirmations' | 'creditedBy' | 'rate' | 'rateSource'>>;

/** Admin decisions on deposits: approve credits `main` and pays the referrer's bonus; reject moves nothing. */
@Injectable()
export class DepositApprovalService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly idempotency: IdempotencyService,
    private readonly users: UsersService,
    private readonly access: UserAccessService,
    private readonly events: MoneyEvents,
  ) {}

  async approve(admin: AdminActor, transactionId: string, idempotencyKey?: string): Promise<string> {
    const { id } = await this.idempotency.run(admin.id, idempotencyKey, 'approveDeposit', { transactionId }, async (manager) => {
      const deposit = await lockPending(manager, transactionId, 'deposit');
      refuseOwnRequest(admin, deposit);
      await this.refuseWatched(manager, deposit.id);
      await this.creditDeposit(manager, deposit, new Decimal(deposit.amount!), adminActor(admin));
      return { id: deposit.id };
    });
    return id;
  }

  /**
   * The one ledger movement of a deposit, whoever decides it (an admin's approval, the chain watcher,
   * an admin crediting a late payment): the deposit completed, `usdAmount` credited to `main` in one
   * entry, the deposit.approved event (audit row, mail, webhook) and the referrer's bonus. The caller
   * holds the deposit's row lock and saw it pending: pending → completed happens once. A freeze of
   * the depositor refuses it (ACCOUNT_FROZEN) and nothing is written.
   */
  async creditDeposit(manager: EntityManager, deposit: TransactionRow, usdAmount: Decimal, actor: MoneyActor, extra: DepositCreditFacts = {}): Promise<void> {
    if (deposit.status !== 'pending') throw new Error(`deposit ${deposit.id} is ${deposit.status}, not pending, under its lock`);
    // A freeze stops every movement of the user's money, a credit too; rejecting stays possible.
    await this.access.requireNotFrozen(manager, deposit.user_id, FROZEN_OWNER);
    const amount = usdAmount.toDecimalPlaces(2, Decimal.ROUND_DOWN);
    if (amount.lte(0)) throw new Error(`deposit ${deposit.id} would credit ${amount.toFixed(2)}`);
    // The entry moves the record's amount (ledger check): an overpayment or a late payment credits what arrived.
    if (!amount.eq(deposit.amount!)) await setDepositAmount(manager, deposit.id, amount.toFixed(2));
    await markCompleted(manager, deposit.id, actor.id);
    await this.ledger.post(manager, {
      kind: 'deposit',
      transactionId: deposit.id,
      actorId: actor.id,
      postings: [
        { account: 'deposits_received', amount: amount.neg() },
        { userId: deposit.user_id, account: 'main', amount },
      ],
    });
    await this.events.record(
      manager,
      { type: 'deposit.approved', transactionId: deposit.id, userId: deposit.user_id, amount: amount.toFixed(2), referenceId: deposit.reference_id, ...extra },
      actor,
    );
    await this.payReferralBonus(manager, actor, deposit, amount);
  }

  /** A deposit the chain watcher credits is not an admin's to approve or reject (DEPOSIT_WATCHED); a late payment has its own actions. */
  private async refuseWatched(manager: EntityManager, transactionId: string): Promise<void> {
    const invoice = await sqlOne<{ watched: boolean }>(manager, `SELECT watched FROM deposit_invoices WHERE transaction_id = $1`, [transactionId]);
    if (invoice?.watched) throw new DepositError(DepositErrorCode.DEPOSIT_WATCHED);
  }

  async reject(admin: AdminActor, transactionId: string, reason: string | undefined): Promise<string> {
    const why = checkReason(reason);
    return this.db.transaction(async (manager) => {
      const deposit = await lockPending(manager, transactionId, 'deposit');
      await this.refuseWatched(manager, deposit.id);
      await markRejected(manager, deposit.id, admin.id, why);
      await this.events.record(
        manager,
        {
          type: 'deposit.rejected',
          transactionId: deposit.id,
          userId: deposit.user_id,
          amount: deposit.amount!,
          referenceId: deposit.reference_id,
          reason: why,
        },
        adminActor(admin),
      );
      return deposit.id;
    });
  }

  /** The referrer of the depositor, if any, earns a percentage of the deposit as withdrawable profit. */
  private async payReferralBonus(manager: EntityManager, actor: MoneyActor, deposit: TransactionRow, amount: Decimal) {
    const referrerId = await this.users.referrerIdOf(deposit.user_id, manager);
    if (!referrerId) return;
    const bonus = amount.times(this.config.referralBonusPercent).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (bonus.lte(0)) return;
    const bonusId = await insertReferralBonus(manager, { userId: referrerId, amount: bonus.toFixed(2), sourceTransactionId: deposit.id, decidedBy: actor.id });
    await this.ledger.post(manager, {
      kind: 'referral_bonus',
      transactionId: bonusId,
      actorId: actor.id,
      postings: [
        { account: 'referral_expense', amount: bonus.neg() },
        { userId: referrerId, account: 'profit', amount: bonus },
      ],
    });
    await this.events.record(
      manager,
      { type: 'referral_bonus.paid', transactionId: bonusId, userId: referrerId, amount: bonus.toFixed(2), depositId: deposit.id },
      actor,
    );
  }
}
