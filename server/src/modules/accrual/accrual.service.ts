import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { sqlExec } from '../../database/sql';
import { accrue, accruedInThisTransaction } from '../ledger/accrue';
import { AccrualRun, lastAccrualRun, recordAccrualRun } from './accrual-runs';
import { MoneyMailService } from '../mail/money-mail.service';
import { WebhookEvents } from '../webhooks/webhook-events.service';

/**
 * Credits each active investment's daily profit for every whole day elapsed (catching up after
 * downtime) and returns the capital at the end of the term. The work is the ledger's set-based
 * accrue() (ledger/accrue.ts, one SQL function); this service only supplies the time.
 */
@Injectable()
export class AccrualService {
  private readonly logger = new Logger(AccrualService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    private readonly moneyMail: MoneyMailService,
    private readonly webhooks: WebhookEvents,
  ) {}

  /** Returns how many daily credits were made. */
  async run(now: Date = this.clock.now()): Promise<number> {
    const credits = await this.db.transaction(async (manager) => {
      const credits = await accrue(manager, now);
      // Every run leaves its row, one that found nothing to do included (the overview shows the last).
      await recordAccrualRun(manager, now, await accruedInThisTransaction(manager));
      // One mail per investment the run completed (capital back), in this same transaction.
      await this.moneyMail.enqueueCapitalReturns(manager);
      await this.webhooks.emitInvestmentsCompleted(manager);
      // One broadcast per run (not one per user): each instance refreshes its own subscribers.
      if (credits > 0) await sqlExec(manager, `SELECT pg_notify('accrual_ran', '')`);
      return credits;
    });
    if (credits) this.logger.log(`accrual at ${now.toISOString()}: ${credits} daily credits`);
    return credits;
  }

  /** The latest run, or null before the first. */
  lastRun(): Promise<AccrualRun | null> {
    return lastAccrualRun(this.db);
  }
}
