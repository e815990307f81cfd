import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MoneyActor, MoneyEvent, MoneyEventListener, MoneyEventStatement } from '../money-events/money-event.types';
import { MoneyEvents } from '../money-events/money-events.service';
import { AuditRecord, AuditService } from './audit.service';

/** What the audit row of a money event keeps beyond its action, transaction and amount. */
function detailsOf(event: MoneyEvent): Record<string, unknown> | undefined {
  switch (event.type) {
    case 'deposit.submitted':
      return { txnId: event.txnId };
    case 'deposit.approved': {
      // An admin's approval keeps no details; a credit from the chain names the payment (and a late one its rate).
      const { txHash, confirmations, creditedBy, rate, rateSource } = event;
      const details = Object.fromEntries(Object.entries({ creditedBy, txHash, confirmations, rate, rateSource }).filter(([, v]) => v !== undefined));
      return Object.keys(details).length ? details : undefined;
    }
    case 'deposit.rejected':
      return { reason: event.reason };
    case 'referral_bonus.paid':
      return { deposit: event.depositId };
    case 'withdrawal.requested':
      return { coin: event.coin, network: event.network, address: event.address, fromProfit: event.fromProfit, fromMain: event.fromMain };
    case 'withdrawal.first_approved':
      return {
        // A first approval that replaced one no longer counting names it.
        ...(event.voidedFirstApproval ? { voidedFirstApproval: event.voidedFirstApproval } : {}),
        before: event.before,
        after: event.after,
        dualApprovalUsd: event.dualApprovalUsd,
      };
    case 'withdrawal.approved':
      return {
        payoutTxHash: event.payoutTxHash,
        ...(event.firstApprovedBy ? { firstApprovedBy: event.firstApprovedBy } : {}),
        before: event.before,
        after: event.after,
      };
    case 'withdrawal.rejected':
      // A rejection after the first of two approvals names that approver.
      return { reason: event.reason, ...event.returned, ...(event.firstApprovedBy ? { firstApprovedBy: event.firstApprovedBy } : {}) };
    case 'investment.started':
      return { plan: event.plan };
    case 'balance_correction.requested':
    case 'balance_correction.rejected': {
      const { correctionId, userId, account, amount, reason, before, after } = event;
      return { correctionId, userId, account, amount, reason, before, after };
    }
    case 'balance_correction.approved': {
      const { correctionId, userId, account, amount, requestedBy, before, after } = event;
      return { correctionId, userId, account, amount, requestedBy, before, after };
    }
  }
}

function recordOf(event: MoneyEvent, actor: MoneyActor): AuditRecord {
  return {
    actorId: actor.id,
    actorRole: actor.role,
    action: event.type,
    // A balance correction is about no transaction: its amount and user are in the details (the user is the row's subject).
    ...('transactionId' in event ? { transactionId: event.transactionId, amount: event.amount } : {}),
    details: detailsOf(event),
    ip: actor.ip,
  };
}

/** audit/'s part in every money event: one audit_log row, its action the event's type. */
@Injectable()
export class AuditMoneyListener implements MoneyEventListener, OnModuleInit {
  readonly name = 'audit';

  constructor(
    private readonly events: MoneyEvents,
    private readonly audit: AuditService,
  ) {}

  onModuleInit() {
    this.events.listen(this);
  }

  async onMoneyEvent(manager: EntityManager, event: MoneyEvent, actor: MoneyActor): Promise<void> {
    await this.audit.record(manager, recordOf(event, actor));
  }

  inStatement(event: MoneyEvent, actor: MoneyActor, { source, p, computed }: MoneyEventStatement): string {
    // The details the statement computes are its own columns; the rest are parameters.
    const details = Object.fromEntries(Object.entries(detailsOf(event) ?? {}).filter(([key]) => !(key in computed)));
    return this.audit.rowFor({ ...recordOf(event, actor), details, subjectUserId: event.userId }, source, p, computed);
  }
}
