import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { toMoney } from '../../common/money';
import { platformTotals } from '../transactions/transaction-totals';
import { UsersService } from '../users/users.service';

/** Live figures of the public site: decimal strings, never JS numbers. */
export interface SiteStats {
  /** Registered users who are not admins, a whole number. */
  investors: string;
  /** Sum of approved (completed) deposits, USD with 2 decimals. */
  totalDeposited: string;
  /** Sum of paid (completed) withdrawals, USD with 2 decimals. */
  totalPaidOut: string;
}

export const SITE_STATS_TTL_MS = 60_000;

/**
 * Reads the figures at most once a minute per instance (every visitor of the home page asks).
 * The cache is only ever read, so instances need not agree: each is at most a minute behind.
 * Time comes from the app clock, so moving it (outside production) expires the cache too.
 */
@Injectable()
export class SiteStatsService {
  private cached?: { at: number; stats: Promise<SiteStats> };

  constructor(
    private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  get(): Promise<SiteStats> {
    const now = this.clock.now().getTime();
    if (this.cached && now >= this.cached.at && now - this.cached.at < SITE_STATS_TTL_MS) return this.cached.stats;
    const stats = this.load();
    const entry = { at: now, stats };
    this.cached = entry;
    // A failed read is not kept: the next request tries again.
    stats.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return stats;
  }

  private async load(): Promise<SiteStats> {
    // Completed deposits and withdrawals (transactions/), not the platform ledger accounts: the figures
    // are defined that way, whatever other entries those accounts may carry later.
    const [investors, row] = await Promise.all([this.users.countInvestors(), platformTotals(this.db)]);
    return { investors, totalDeposited: toMoney(row.deposited), totalPaidOut: toMoney(row.paid_out) };
  }
}
