import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MoneyEvent, MoneyEventListener, MoneyEventType } from '../money-events/money-event.types';
import { MoneyEvents } from '../money-events/money-events.service';
import type { MoneyMailEvent } from './money-mail.templates';
import { MoneyMailService } from './money-mail.service';

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
};

/** mail/'s part in every money event: the transaction owner's mail (outbox row and its job), in the event's transaction. */
@Injectable()
export class MoneyMailListener implements MoneyEventListener, OnModuleInit {
  readonly name = 'mail';

  constructor(
    private readonly events: MoneyEvents,
    private readonly moneyMail: MoneyMailService,
  ) {}

  onModuleInit() {
    this.events.listen(this);
  }

  async onMoneyEvent(manager: EntityManager, event: MoneyEvent): Promise<void> {
    const mail = MAIL_OF[event.type];
    if (mail) await this.moneyMail.enqueue(manager, mail, event.transactionId);
  }
}
