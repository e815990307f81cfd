import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Decimal } from '../../common/money';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { AuditService } from '../audit/audit.service';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { LedgerService } from '../ledger/ledger.service';
import { MoneyMailService } from '../mail/money-mail.service';
import { WebhookEvents } from '../webhooks/webhook-events.service';
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
    private readonly audit: AuditService,
    private readonly idempotency: IdempotencyService,
    private readonly moneyMail: MoneyMailService,
    private readonly users: UsersService,
    private readonly access: UserAccessService,
    private readonly webhooks: WebhookEvents,
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
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'deposit.approved',
        transactionId: deposit.id,
        amount: amount.toFixed(2),
        ip: admin.ip,
      });
      await this.payReferralBonus(manager, admin, deposit, amount);
      await this.moneyMail.enqueue(manager, 'deposit.approved', deposit.id);
      await this.webhooks.emit(manager, 'deposit.approved', {
        id: deposit.id,
        userId: deposit.user_id,
        amount: amount.toFixed(2),
        referenceId: deposit.reference_id,
      });
      return { id: deposit.id };
    });
    return id;
  }

  async reject(admin: AdminActor, transactionId: string, reason: string | undefined): Promise<string> {
    const why = checkReason(reason);
    return this.db.transaction(async (manager) => {
      const deposit = await lockPending(manager, transactionId, 'deposit');
      await markRejected(manager, deposit.id, admin.id, why);
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'deposit.rejected',
        transactionId: deposit.id,
        amount: deposit.amount,
        details: { reason: why },
        ip: admin.ip,
      });
      await this.moneyMail.enqueue(manager, 'deposit.rejected', deposit.id);
      await this.webhooks.emit(manager, 'deposit.rejected', {
        id: deposit.id,
        userId: deposit.user_id,
        amount: deposit.amount,
        referenceId: deposit.reference_id,
        reason: why,
      });
      return deposit.id;
    });
  }

  /** The referrer of the depositor, if any, earns a percentage of the deposit as withdrawable profit. */
  private async payReferralBonus(manager: EntityManager, admin: AdminActor, deposit: TransactionRow, amount: Decimal) {
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
    await this.audit.record(manager, {
      actorId: admin.id,
      actorRole: 'admin',
      action: 'referral_bonus.paid',
      transactionId: bonusId,
      amount: bonus.toFixed(2),
      details: { deposit: deposit.id },
      ip: admin.ip,
    });
  }
}
