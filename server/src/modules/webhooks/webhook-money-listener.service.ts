import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MoneyActor, MoneyEvent, MoneyEventListener, MoneyEventStatement } from '../money-events/money-event.types';
import { MoneyEvents } from '../money-events/money-events.service';
import { WebhookDeliveryRelay } from './webhook-delivery-relay.service';
import { WebhookEvents } from './webhook-events.service';
import type { WebhookData, WebhookEventType } from './webhooks.types';

/** The webhook event of a money event and its `data`; null: operators are not told of it. */
export function webhookOf(event: MoneyEvent): { type: WebhookEventType; data: WebhookData } | null {
  switch (event.type) {
    case 'balance_correction.requested':
    case 'balance_correction.approved':
    case 'balance_correction.rejected':
      return null;
  }
  const about = { id: event.transactionId, userId: event.userId, amount: event.amount };
  switch (event.type) {
    case 'deposit.submitted':
      return { type: 'deposit.submitted', data: { ...about, referenceId: event.referenceId, txnId: event.txnId } };
    case 'deposit.approved':
      return {
        type: 'deposit.approved',
        data: {
          ...about,
          referenceId: event.referenceId,
          // Credited from the chain: the payment and its confirmations. `tx_hash` is the name issue 26
          // gives integrators (the other keys of this payload are older and camelCase).
          ...(event.txHash !== undefined ? { tx_hash: event.txHash } : {}),
          ...(event.confirmations !== undefined ? { confirmations: event.confirmations } : {}),
        },
      };
    case 'deposit.rejected':
      return { type: 'deposit.rejected', data: { ...about, referenceId: event.referenceId, reason: event.reason } };
    case 'withdrawal.requested':
      return { type: 'withdrawal.requested', data: { ...about, coin: event.coin, network: event.network, address: event.address } };
    case 'withdrawal.approved':
      return { type: 'withdrawal.approved', data: { ...about, payoutTxHash: event.payoutTxHash } };
    case 'withdrawal.rejected':
      return { type: 'withdrawal.rejected', data: { ...about, reason: event.reason } };
    case 'investment.started':
      return {
        type: 'investment.created',
        data: { id: event.transactionId, userId: event.userId, plan: event.plan, amount: event.amount, termDays: event.termDays },
      };
    case 'referral_bonus.paid':
    case 'withdrawal.first_approved':
      return null;
  }
}

/** webhooks/' part in every money event: a delivery (and its job) per enabled endpoint subscribed to its webhook event. */
@Injectable()
export class WebhookMoneyListener implements MoneyEventListener, OnModuleInit {
  readonly name = 'webhooks';

  constructor(
    private readonly events: MoneyEvents,
    private readonly webhooks: WebhookEvents,
    private readonly relay: WebhookDeliveryRelay,
  ) {}

  onModuleInit() {
    this.events.listen(this);
  }

  async onMoneyEvent(manager: EntityManager, event: MoneyEvent): Promise<void> {
    const webhook = webhookOf(event);
    if (webhook) await this.webhooks.emit(manager, webhook.type, webhook.data);
  }

  inStatement(event: MoneyEvent, _actor: MoneyActor, { source, p, computed }: MoneyEventStatement): string | null {
    const webhook = webhookOf(event);
    if (!webhook) return null;
    // The body is signed as it is stored: every field must be known before the statement runs.
    const late = Object.keys(webhook.data).filter((key) => key in computed);
    if (late.length) throw new Error(`webhook ${webhook.type} needs ${late.join(', ')} before the statement runs`);
    return this.webhooks.deliveriesFor(webhook.type, webhook.data, source, p);
  }

  statementCommitted(): void {
    this.relay.kick();
  }
}
