import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MoneyActor, MoneyEvent, MoneyEventListener, MoneyEventStatement, MoneyEventType } from '../money-events/money-event.types';
import { MoneyEvents } from '../money-events/money-events.service';
import type { MoneyMailEvent } from './money-mail.templates';
import { MailOutboxRelay } from './mail-outbox-relay.service';
import { MailTransaction, MoneyMailService } from './money-mail.service';

/** The investor's mail of each money event; null: the event is mailed to nobody. */
const MAIL_OF: Record<MoneyEventType, MoneyMailEvent | null> = {
  'deposit.submitted': 'deposit.received',
  'deposit.approved': 'deposit.approved',
  'deposit.rejected': 'deposit.rejected',
  'referral_bonus.paid': null,
  'withdrawal.requested': 'withdrawal.requested',
  'withdrawal.first_approved': null,
  'withdrawal.approved': 'withdrawal.paid',
  'withdrawal.rejected': 'withdrawal.rejected',
  'investment.started': 'investment.started',
  'balance_correction.requested': null,
  'balance_correction.approved': null,
  'balance_correction.rejected': null,
};

/**
 * The transaction's side of the mail, from the event (in a statement, the transaction row is
 * written by the same statement: the mail is rendered before it exists). Only a withdrawal
 * request is recorded in one statement so far.
 */
function transactionOf(event: MoneyEvent): MailTransaction {
  if (event.type !== 'withdrawal.requested') throw new Error(`the mail of ${event.type} is not written in a statement`);
  return {
    id: event.transactionId,
    amount: event.amount,
    reference_id: null,
    txn_id: null,
    wallet_name: event.coin,
    network: event.network,
    wallet_address: event.address,
    reason: null,
    payout_tx_hash: null,
  };
}

/** mail/'s part in every money event: the transaction owner's mail (outbox row and its job), in the event's transaction. */
@Injectable()
export class MoneyMailListener implements MoneyEventListener, OnModuleInit {
  readonly name = 'mail';

  constructor(
    private readonly events: MoneyEvents,
    private readonly moneyMail: MoneyMailService,
    private readonly relay: MailOutboxRelay,
  ) {}

  onModuleInit() {
    this.events.listen(this);
  }

  async onMoneyEvent(manager: EntityManager, event: MoneyEvent): Promise<void> {
    const mail = MAIL_OF[event.type];
    if (!mail) return;
    if (!('transactionId' in event)) throw new Error(`the mail of ${event.type} names no transaction`);
    await this.moneyMail.enqueue(manager, mail, event.transactionId);
  }

  inStatement(event: MoneyEvent, _actor: MoneyActor, { source, p, recipient }: MoneyEventStatement): string | null {
    const mail = MAIL_OF[event.type];
    if (!mail) return null;
    return `${this.moneyMail.outboxRowFor(mail, transactionOf(event), recipient, source, p)} RETURNING 1`;
  }

  statementCommitted(): void {
    this.relay.kick();
  }
}
