import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Decimal } from '../../common/money';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { withdrawalRequestParts } from '../ledger/ledger-accounts';
import { LedgerService } from '../ledger/ledger.service';
import { retryOnDeadlock } from '../ledger/retry-on-deadlock';
import { adminActor } from '../money-events/money-event.types';
import { MoneyEvents } from '../money-events/money-events.service';
import { AdminActor, approvalCount, checkReason, refuseOwnRequest } from '../transactions/approvals';
import { lockPending, markCompleted, markFirstApproval, markRejected, replaceFirstApproval } from '../transactions/transaction-store';
import { TransactionError, TransactionErrorCode } from '../transactions/transactions.errors';
import { FROZEN_OWNER, isActiveAdmin, UserAccessService } from '../users/user-access.service';
import { WithdrawalError, WithdrawalErrorCode } from './withdrawals.errors';

/** Admin decisions on withdrawals: approve pays the hold out; reject returns each part to the `profit` or `main` it came from. */
@Injectable()
export class WithdrawalApprovalService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly idempotency: IdempotencyService,
    private readonly access: UserAccessService,
    private readonly events: MoneyEvents,
  ) {}

  /**
   * Pays a withdrawal out, or records the first of its two approvals. At or above DUAL_APPROVAL_USD
   * the first admin's approval leaves it pending ("1 of 2"); the same admin again is refused
   * (SAME_ADMIN, 409); a different admin's approval completes it. The payout hash belongs to the
   * completing approval: nothing is to be sent before the second admin agrees. No admin approves
   * their own request (OWN_REQUEST, 403). Every step runs under the row lock of lockPending, so two
   * admins racing the second approval complete it once; the other finds it decided (409).
   */
  async approve(admin: AdminActor, transactionId: string, payoutTxHash: string | undefined, idempotencyKey?: string): Promise<string> {
    const hash = payoutTxHash?.trim() || null;
    if (hash && !/^[A-Za-z0-9:_-]{10,128}$/.test(hash)) throw new WithdrawalError(WithdrawalErrorCode.PAYOUT_HASH_INVALID);
    const { id } = await this.idempotency.run(admin.id, idempotencyKey, 'approveWithdrawal', { transactionId, hash }, async (manager) => {
      const withdrawal = await lockPending(manager, transactionId, 'withdrawal');
      refuseOwnRequest(admin, withdrawal);
      // Approvals count by who is an active admin now: the approver's, the first approver's and the owner's rows
      // are share-locked in id order until commit, so a demotion or freeze waits for this decision or is seen by it.
      const firstBy = withdrawal.first_approved_by;
      const people = await this.access.requireActiveAdmins(manager, { approver: admin.id, others: [withdrawal.user_id, ...(firstBy ? [firstBy] : [])] });
      // A freeze stops every movement of the user's money, a payout too; rejecting stays possible.
      await this.access.requireNotFrozen(manager, withdrawal.user_id, FROZEN_OWNER);
      if (firstBy === admin.id) throw new TransactionError(TransactionErrorCode.SAME_ADMIN);
      const amount = new Decimal(withdrawal.amount!);
      const before = approvalCount(withdrawal, this.config.dualApprovalUsd);
      if (firstBy && !isActiveAdmin(people.get(firstBy))) {
        // The first approver has since lost the admin role (or was frozen): that approval no longer counts, this one
        // becomes the first, and a second active admin is still needed before anything is sent.
        if (hash) throw new WithdrawalError(WithdrawalErrorCode.PAYOUT_HASH_TOO_EARLY);
        const approved = await replaceFirstApproval(manager, withdrawal.id, firstBy, admin.id);
        await this.events.record(
          manager,
          {
            type: 'withdrawal.first_approved',
            transactionId: withdrawal.id,
            userId: withdrawal.user_id,
            amount: amount.toFixed(2),
            voidedFirstApproval: { by: firstBy, why: 'no longer an active admin' },
            before: { status: withdrawal.status, ...before },
            after: { status: approved.status, ...approvalCount(approved, this.config.dualApprovalUsd) },
            dualApprovalUsd: this.config.dualApprovalUsd,
          },
          adminActor(admin),
        );
        return { id: withdrawal.id };
      }
      if (before.approvals + 1 < before.required) {
        if (hash) throw new WithdrawalError(WithdrawalErrorCode.PAYOUT_HASH_TOO_EARLY);
        const approved = await markFirstApproval(manager, withdrawal.id, admin.id);
        await this.events.record(
          manager,
          {
            type: 'withdrawal.first_approved',
            transactionId: withdrawal.id,
            userId: withdrawal.user_id,
            amount: amount.toFixed(2),
            before: { status: withdrawal.status, ...before },
            after: { status: approved.status, ...approvalCount(approved, this.config.dualApprovalUsd) },
            dualApprovalUsd: this.config.dualApprovalUsd,
          },
          adminActor(admin),
        );
        return { id: withdrawal.id };
      }
      await markCompleted(manager, withdrawal.id, admin.id, { payoutTxHash: hash });
      await this.ledger.post(manager, {
        kind: 'withdrawal_payout',
        transactionId: withdrawal.id,
        actorId: admin.id,
        postings: [
          { userId: withdrawal.user_id, account: 'withdrawal_hold', amount: amount.neg() },
          { account: 'payouts', amount },
        ],
      });
      // The audit row, the investor's "paid" mail and the withdrawal.approved webhook.
      await this.events.record(
        manager,
        {
          type: 'withdrawal.approved',
          transactionId: withdrawal.id,
          userId: withdrawal.user_id,
          amount: amount.toFixed(2),
          payoutTxHash: hash,
          firstApprovedBy: withdrawal.first_approved_by,
          before: { status: withdrawal.status, ...before },
          after: { status: 'completed', approvals: before.approvals + 1, required: before.required },
        },
        adminActor(admin),
      );
      return { id: withdrawal.id };
    });
    return id;
  }

  async reject(admin: AdminActor, transactionId: string, reason: string | undefined): Promise<string> {
    const why = checkReason(reason);
    return retryOnDeadlock(() =>
      this.db.transaction(async (manager) => {
        const withdrawal = await lockPending(manager, transactionId, 'withdrawal');
        const amount = new Decimal(withdrawal.amount!);
        await markRejected(manager, withdrawal.id, admin.id, why);
        // Each part goes back to the account it came from, as the request's postings recorded it.
        const parts = await withdrawalRequestParts(manager, withdrawal.id, withdrawal.user_id);
        const returned = parts.filter((part) => !new Decimal(part.taken).isZero());
        const total = returned.reduce((sum, part) => sum.plus(part.taken), new Decimal(0));
        if (!total.eq(amount)) throw new Error(`withdrawal ${withdrawal.id} held ${total.toFixed(2)} from main and profit, not ${amount.toFixed(2)}`);
        await this.ledger.post(manager, {
          kind: 'withdrawal_return',
          transactionId: withdrawal.id,
          actorId: admin.id,
          postings: [
            { userId: withdrawal.user_id, account: 'withdrawal_hold', amount: amount.neg() },
            ...returned.map((part) => ({ userId: withdrawal.user_id, account: part.kind, amount: new Decimal(part.taken) })),
          ],
        });
        const returnedTo = Object.fromEntries(returned.map((part) => [part.kind === 'main' ? 'toMain' : 'toProfit', new Decimal(part.taken).toFixed(2)]));
        // The audit row, the investor's mail and the withdrawal.rejected webhook.
        await this.events.record(
          manager,
          {
            type: 'withdrawal.rejected',
            transactionId: withdrawal.id,
            userId: withdrawal.user_id,
            amount: amount.toFixed(2),
            reason: why,
            returned: returnedTo,
            firstApprovedBy: withdrawal.first_approved_by,
          },
          adminActor(admin),
        );
        return withdrawal.id;
      }),
    );
  }
}
