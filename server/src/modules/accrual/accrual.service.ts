import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { sqlExec } from '../../database/sql';
import { accrue } from '../ledger/accrue';
import { MoneyMailService } from '../mail/money-mail.service';

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
  ) {}

  /** Returns how many daily credits were made. */
  async run(now: Date = this.clock.now()): Promise<number> {
    const credits = await this.db.transaction(async (manager) => {
      const credits = await accrue(manager, now);
      // One mail per investment the run completed (capital back), in this same transaction.
      await this.moneyMail.enqueueCapitalReturns(manager);
      // One broadcast per run (not one per user): each instance refreshes its own subscribers.
      if (credits > 0) await sqlExec(manager, `SELECT pg_notify('accrual_ran', '')`);
      return credits;
    });
    if (credits) this.logger.log(`accrual at ${now.toISOString()}: ${credits} daily credits`);
    return credits;
  }
}
