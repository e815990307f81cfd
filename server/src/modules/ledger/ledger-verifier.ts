import { Db, sqlRows } from '../../database/sql';
import { CheckRow, LEDGER_CHECKS } from './ledger-checks';

export interface LedgerReport {
  ok: boolean;
  problems: string[];
}

/** Runs every check of ledger-checks.ts through `read` (any connection that answers rows). */
export async function verifyLedgerWith(read: (text: string) => Promise<CheckRow[]>): Promise<LedgerReport> {
  const problems: string[] = [];
  for (const check of LEDGER_CHECKS) {
    const rows = await read(check.sql);
    for (const row of rows) problems.push(`${check.name}: ${check.describe(row)}`);
  }
  return { ok: problems.length === 0, problems };
}

/** Checks every ledger invariant on the pool or inside the caller's transaction; lists each violation. */
export function verifyLedger(db: Db): Promise<LedgerReport> {
  return verifyLedgerWith((text) => sqlRows<CheckRow>(db, text));
}
