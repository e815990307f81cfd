import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput } from '../../common/errors/domain-error';
import { Decimal } from '../../common/money';
import { AdminActor, checkReason, lockPending } from '../deposits/deposit-approval.service';
import { AuditService } from '../ledger/audit.service';
import { IdempotencyService } from '../ledger/idempotency.service';
import { LedgerService } from '../ledger/ledger.service';
import { MoneyMailService } from '../mail/money-mail.service';

/** Admin decisions on withdrawals: approve pays the hold out; reject returns it to `profit`. */
@Injectable()
export class WithdrawalApprovalService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly ledger: LedgerService,
    private readonly audit: AuditService,
    private readonly idempotency: IdempotencyService,
    private readonly moneyMail: MoneyMailService,
  ) {}

  async approve(admin: AdminActor, transactionId: string, payoutTxHash: string | undefined, idempotencyKey?: string): Promise<string> {
    const hash = payoutTxHash?.trim() || null;
    if (hash && !/^[A-Za-z0-9:_-]{10,128}$/.test(hash)) throw badInput('The payout transaction hash must be 10 to 128 letters, digits, dashes or underscores.');
    const { id } = await this.idempotency.run(admin.id, idempotencyKey, 'approveWithdrawal', { transactionId, hash }, async (manager) => {
      const withdrawal = await lockPending(manager, transactionId, 'withdrawal');
      const amount = new Decimal(withdrawal.amount!);
      await manager.query(
        `UPDATE transactions SET status = 'completed', payout_tx_hash = $3, decided_by = $2, decided_at = now(), updated_at = now() WHERE id = $1`,
        [withdrawal.id, admin.id, hash],
      );
      await this.ledger.post(manager, {
        kind: 'withdrawal_payout',
        transactionId: withdrawal.id,
        actorId: admin.id,
        postings: [
          { userId: withdrawal.user_id, account: 'withdrawal_hold', amount: amount.neg() },
          { account: 'payouts', amount },
        ],
      });
      await this.audit.record(manager, { actorId: admin.id, actorRole: 'admin', action: 'withdrawal.approved', transactionId: withdrawal.id, amount: amount.toFixed(2), details: { payoutTxHash: hash }, ip: admin.ip });
      await this.moneyMail.enqueue(manager, 'withdrawal.paid', withdrawal.id);
      return { id: withdrawal.id };
    });
    return id;
  }

  async reject(admin: AdminActor, transactionId: string, reason: string | undefined): Promise<string> {
    const why = checkReason(reason);
    return this.db.transaction(async (manager) => {
      const withdrawal = await lockPending(manager, transactionId, 'withdrawal');
      const amount = new Decimal(withdrawal.amount!);
      await manager.query(
        `UPDATE transactions SET status = 'rejected', reason = $3, decided_by = $2, decided_at = now(), updated_at = now() WHERE id = $1`,
        [withdrawal.id, admin.id, why],
      );
      await this.ledger.post(manager, {
        kind: 'withdrawal_return',
        transactionId: withdrawal.id,
        actorId: admin.id,
        postings: [
          { userId: withdrawal.user_id, account: 'withdrawal_hold', amount: amount.neg() },
          { userId: withdrawal.user_id, account: 'profit', amount },
        ],
      });
      await this.audit.record(manager, { actorId: admin.id, actorRole: 'admin', action: 'withdrawal.rejected', transactionId: withdrawal.id, amount: amount.toFixed(2), details: { reason: why }, ip: admin.ip });
      await this.moneyMail.enqueue(manager, 'withdrawal.rejected', withdrawal.id);
      return withdrawal.id;
    });
  }
}
