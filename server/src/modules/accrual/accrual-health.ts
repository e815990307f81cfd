import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccrualRunAge, lastAccrualRunAge } from './accrual-runs';
import { AccrualScheduler, AccrualWorkerStatus } from './accrual-scheduler';

/**
 * The longest time (ms) between two ticks of a 5-field cron, for the common shapes (every N
 * minutes, hourly, every N hours, daily); null when a day-of-month, month or weekday field
 * restricts it (then staleness is not judged).
 */
export function cronPeriodMs(cron: string): number | null {
  const [minute, hour, dayOfMonth, month, weekday] = cron.trim().split(/\s+/);
  if (dayOfMonth !== '*' || month !== '*' || weekday !== '*') return null;
  const MINUTE = 60_000;
  const step = (field: string) => (field === '*' ? 1 : /^\*\/(\d+)$/.test(field) ? Number(field.slice(2)) : null);
  if (hour === '*') {
    const everyMinutes = step(minute);
    return everyMinutes === null ? 60 * MINUTE : everyMinutes * MINUTE;
  }
  const everyHours = step(hour);
  return everyHours === null ? 24 * 60 * MINUTE : everyHours * 60 * MINUTE;
}

/** Grace on top of two periods before the last run counts as stale (a run takes seconds to a minute). */
const STALE_GRACE_MS = 5 * 60_000;

export type AccrualHealthState = 'off' | 'starting' | 'retrying' | 'stopped' | 'stale' | 'running';

export interface AccrualHealth {
  healthy: boolean;
  state: AccrualHealthState;
  /** When the latest run (of any instance) was written; null before the first. */
  lastRunAt: Date | null;
  message?: string;
}

/**
 * Healthy when the schedule is off (nothing expected) or this instance's worker runs and a run
 * (by any instance) was written within two cron periods plus five minutes; before the first run,
 * the worker must not have been running longer than that.
 */
export function judgeAccrual(worker: AccrualWorkerStatus, lastRun: AccrualRunAge | null, now: Date): AccrualHealth {
  const lastRunAt = lastRun?.written_at ?? null;
  if (worker.state === 'off') return { healthy: true, state: 'off', lastRunAt };
  if (worker.state !== 'running') {
    const why = {
      starting: 'the accrual worker is starting',
      retrying: `the accrual worker did not start (${worker.attempts} attempts so far); it keeps trying`,
      stopped: 'the accrual worker has stopped',
    }[worker.state];
    return { healthy: false, state: worker.state, lastRunAt, message: `${why}.` };
  }
  const period = worker.cron ? cronPeriodMs(worker.cron) : null;
  if (period !== null) {
    const limitMs = 2 * period + STALE_GRACE_MS;
    const sinceMs = lastRun ? lastRun.age_seconds * 1000 : now.getTime() - (worker.runningSince ?? now).getTime();
    if (sinceMs > limitMs) {
      const minutes = Math.round(sinceMs / 60_000);
      return {
        healthy: false,
        state: 'stale',
        lastRunAt,
        message: lastRun
          ? `the last accrual run was ${minutes} minutes ago (schedule ${worker.cron}).`
          : `no accrual run in the ${minutes} minutes the worker has run (schedule ${worker.cron}).`,
      };
    }
  }
  return { healthy: true, state: 'running', lastRunAt };
}

/** The accrual's health for GET /api/health/accrual: this instance's worker and the latest run's age. */
@Injectable()
export class AccrualHealthCheck {
  constructor(
    private readonly scheduler: AccrualScheduler,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async check(): Promise<AccrualHealth> {
    const worker = this.scheduler.status();
    let lastRun: AccrualRunAge | null;
    try {
      lastRun = await lastAccrualRunAge(this.db);
    } catch {
      return { healthy: false, state: worker.state, lastRunAt: null, message: 'the database is not reachable.' };
    }
    return judgeAccrual(worker, lastRun, new Date());
  }
}
