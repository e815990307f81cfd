import { QueryFailedError } from 'typeorm';

/** Postgres' deadlock_detected: the aborted transaction changed nothing and may simply run again. */
const DEADLOCK = '40P01';

export function isDeadlock(error: unknown): boolean {
  return error instanceof QueryFailedError && (error as unknown as { code?: string }).code === DEADLOCK;
}

/**
 * Runs `work` (one whole database transaction) again when Postgres aborted it as a deadlock
 * victim. Movements lock ledger rows in account-id order, but the accrual locks the profit
 * accounts of a run before the main accounts its capital returns touch; a movement that needs a
 * user's main and profit together (a capital withdrawal, its rejection) can meet it the other
 * way round. Postgres then aborts one of the two; rolled back, it is safe to repeat.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
