import type { EntityManager } from 'typeorm';
import { Db, sqlExec, sqlOne, type TableRow } from '../../database/sql';
import type { AccruedSummary } from '../ledger/accrue';

/** `accrual_runs` (owned here): one row per accrual run, for the console's overview. */

type AccrualRunRow = TableRow<'accrual_runs'>;

/**
 * A run as stored; amounts are decimal text. ran_at: the (app clock) time the run accrued up to;
 * through_day: YYYY-MM-DD of the latest day credited (read as text), null when the run credited nothing.
 */
export type AccrualRun = Pick<AccrualRunRow, 'ran_at' | 'investments' | 'credits' | 'total'> & { through_day: string | null };

export async function recordAccrualRun(manager: EntityManager, ranAt: Date, summary: AccruedSummary): Promise<void> {
  await sqlExec(manager, `INSERT INTO accrual_runs (ran_at, through_day, investments, credits, total) VALUES ($1, $2, $3, $4, $5)`, [
    ranAt,
    summary.through_day,
    summary.investments,
    summary.credits,
    summary.total,
  ]);
}

export function lastAccrualRun(db: Db): Promise<AccrualRun | null> {
  return sqlOne<AccrualRun>(
    db,
    `SELECT ran_at, to_char(through_day, 'YYYY-MM-DD') AS through_day, investments, credits, total::text AS total FROM accrual_runs ORDER BY id DESC LIMIT 1`,
  );
}

/** When the latest run was written (the database's own time, not the app clock), and how long ago in seconds. */
export interface AccrualRunAge {
  written_at: AccrualRunRow['created_at'];
  age_seconds: number;
}

export function lastAccrualRunAge(db: Db): Promise<AccrualRunAge | null> {
  return sqlOne<AccrualRunAge>(
    db,
    `SELECT created_at AS written_at, extract(epoch FROM now() - created_at)::float8 AS age_seconds FROM accrual_runs ORDER BY id DESC LIMIT 1`,
  );
}
