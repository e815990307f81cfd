import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { badInput, conflict, notFound } from '../../common/errors/domain-error';
import { requireUuid } from '../../common/uuid';
import { Decimal } from '../../common/money';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { AuditService } from '../audit/audit.service';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { LedgerService } from '../ledger/ledger.service';
import { MoneyMailService } from '../mail/money-mail.service';
import type { TransactionRow } from '../transactions/transaction.model';

export interface AdminActor {
  id: string;
  ip: string | null;
}


/** Locks a pending request of the given kind; a second decision finds it decided and gets CONFLICT. */
export async function lockPending(manager: EntityManager, id: string, kind: 'deposit' | 'withdrawal'): Promise<TransactionRow> {
  requireUuid(id, `${kind} id`);
  const [row]: TransactionRow[] = await manager.query(`SELECT * FROM transactions WHERE id = $1 AND kind = $2 FOR UPDATE`, [id, kind]);
  if (!row || row.status === 'draft') throw notFound(`${kind === 'deposit' ? 'Deposit' : 'Withdrawal'} not found.`);
  if (row.status !== 'pending') throw conflict(`This ${kind} is already ${row.status}.`, 'ALREADY_DECIDED');
  return row;
}

export function checkReason(reason: string | undefined): string {
  const text = reason?.trim();
  if (!text) throw badInput('A reason is required to reject a request.');
  if (text.length > 500) throw badInput('The reason must be at most 500 characters.');
  return text;
}

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
  ) {}

  async approve(admin: AdminActor, transactionId: string, idempotencyKey?: string): Promise<string> {
    const { id } = await this.idempotency.run(admin.id, idempotencyKey, 'approveDeposit', { transactionId }, async (manager) => {
      const deposit = await lockPending(manager, transactionId, 'deposit');
      const amount = new Decimal(deposit.amount!);
      await manager.query(`UPDATE transactions SET status = 'completed', decided_by = $2, decided_at = now(), updated_at = now() WHERE id = $1`, [deposit.id, admin.id]);
      await this.ledger.post(manager, {
        kind: 'deposit',
        transactionId: deposit.id,
        actorId: admin.id,
        postings: [
          { account: 'deposits_received', amount: amount.neg() },
          { userId: deposit.user_id, account: 'main', amount },
        ],
      });
      await this.audit.record(manager, { actorId: admin.id, actorRole: 'admin', action: 'deposit.approved', transactionId: deposit.id, amount: amount.toFixed(2), ip: admin.ip });
      await this.payReferralBonus(manager, admin, deposit, amount);
      await this.moneyMail.enqueue(manager, 'deposit.approved', deposit.id);
      return { id: deposit.id };
    });
    return id;
  }

  async reject(admin: AdminActor, transactionId: string, reason: string | undefined): Promise<string> {
    const why = checkReason(reason);
    return this.db.transaction(async (manager) => {
      const deposit = await lockPending(manager, transactionId, 'deposit');
      await manager.query(
        `UPDATE transactions SET status = 'rejected', reason = $3, decided_by = $2, decided_at = now(), updated_at = now() WHERE id = $1`,
        [deposit.id, admin.id, why],
      );
      await this.audit.record(manager, { actorId: admin.id, actorRole: 'admin', action: 'deposit.rejected', transactionId: deposit.id, amount: deposit.amount, details: { reason: why }, ip: admin.ip });
      await this.moneyMail.enqueue(manager, 'deposit.rejected', deposit.id);
      return deposit.id;
    });
  }

  /** The referrer of the depositor, if any, earns a percentage of the deposit as withdrawable profit. */
  private async payReferralBonus(manager: EntityManager, admin: AdminActor, deposit: TransactionRow, amount: Decimal) {
    const [user] = await manager.query(`SELECT referred_by_id FROM users WHERE id = $1`, [deposit.user_id]);
    const referrerId: string | null = user?.referred_by_id ?? null;
    if (!referrerId) return;
    const bonus = amount.times(this.config.referralBonusPercent).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (bonus.lte(0)) return;
    const [row] = await manager.query(
      `INSERT INTO transactions (user_id, kind, title, amount, status, source_transaction_id, decided_by, decided_at)
       VALUES ($1, 'referral_bonus', 'Referral Bonus', $2, 'completed', $3, $4, now()) RETURNING id`,
      [referrerId, bonus.toFixed(2), deposit.id, admin.id],
    );
    await this.ledger.post(manager, {
      kind: 'referral_bonus',
      transactionId: row.id,
      actorId: admin.id,
      postings: [
        { account: 'referral_expense', amount: bonus.neg() },
        { userId: referrerId, account: 'profit', amount: bonus },
      ],
    });
    await this.audit.record(manager, { actorId: admin.id, actorRole: 'admin', action: 'referral_bonus.paid', transactionId: row.id, amount: bonus.toFixed(2), details: { deposit: deposit.id }, ip: admin.ip });
  }
}
