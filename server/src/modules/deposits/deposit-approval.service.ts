import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Decimal } from '../../common/money';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { LedgerService } from '../ledger/ledger.service';
import { MoneyEvents } from '../money-events/money-events.service';
import { adminActor, type MoneyActor } from '../money-events/money-event.types';
import { AdminActor, checkReason, refuseOwnRequest } from '../transactions/approvals';
import type { TransactionRow } from '../transactions/transaction.model';
import { UsersService } from '../users/users.service';
import { FROZEN_OWNER, UserAccessService } from '../users/user-access.service';
import { insertReferralBonus, lockPending, markCompleted, markRejected } from '../transactions/transaction-store';

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
      // A freeze stops every movement of the user's money, a credit too; rejecting stays possible.
      await this.access.requireNotFrozen(manager, deposit.user_id, FROZEN_OWNER);
      const amount = new Decimal(deposit.amount!);
      await markCompleted(manager, deposit.id, admin.id);
      await this.ledger.post(manager, {
        kind: 'deposit',
        transactionId: deposit.id,
        actorId: admin.id,
        postings: [
          { account: 'deposits_received', amount: amount.neg() },
          { userId: deposit.user_id, account: 'main', amount },
        ],
      });
      const actor = adminActor(admin);
      await this.events.record(
        manager,
        { type: 'deposit.approved', transactionId: deposit.id, userId: deposit.user_id, amount: amount.toFixed(2), referenceId: deposit.reference_id },
        actor,
      );
      await this.payReferralBonus(manager, actor, deposit, amount);
      return { id: deposit.id };
    });
    return id;
  }

  async reject(admin: AdminActor, transactionId: string, reason: string | undefined): Promise<string> {
    const why = checkReason(reason);
    return this.db.transaction(async (manager) => {
      const deposit = await lockPending(manager, transactionId, 'deposit');
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
  private async payReferralBonus(manager: EntityManager, admin: MoneyActor & { id: string }, deposit: TransactionRow, amount: Decimal) {
    const referrerId = await this.users.referrerIdOf(deposit.user_id, manager);
    if (!referrerId) return;
    const bonus = amount.times(this.config.referralBonusPercent).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (bonus.lte(0)) return;
    const bonusId = await insertReferralBonus(manager, { userId: referrerId, amount: bonus.toFixed(2), sourceTransactionId: deposit.id, decidedBy: admin.id });
    await this.ledger.post(manager, {
      kind: 'referral_bonus',
      transactionId: bonusId,
      actorId: admin.id,
      postings: [
        { account: 'referral_expense', amount: bonus.neg() },
        { userId: referrerId, account: 'profit', amount: bonus },
      ],
    });
    await this.events.record(
      manager,
      { type: 'referral_bonus.paid', transactionId: bonusId, userId: referrerId, amount: bonus.toFixed(2), depositId: deposit.id },
      admin,
    );
  }
}
