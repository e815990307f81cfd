import { MAX_STATEMENT_YEARS, StatementError, StatementErrorCode } from './statements.errors';

/** A statement's period: whole UTC days, `from` 00:00 up to the end of `to` (exclusive `end`). */
export interface StatementRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function parseDay(value: unknown): Date {
  if (value === undefined || value === null || value === '') throw new StatementError(StatementErrorCode.DATE_REQUIRED);
  const match = typeof value === 'string' ? DATE.exec(value.trim()) : null;
  if (!match) throw new StatementError(StatementErrorCode.DATE_INVALID);
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  // 2026-02-30 rolls over to March in Date.UTC: refuse instead.
  if (y < 1970 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    throw new StatementError(StatementErrorCode.DATE_INVALID);
  }
  return date;
}

export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Reads and checks a period: real dates, from ≤ to, neither after today (UTC, the app's clock),
 * and at most five years (to is before the same day five years after from).
 */
export function parseStatementRange(from: unknown, to: unknown, now: Date): StatementRange {
  const start = parseDay(from);
  const last = parseDay(to);
  if (start > last) throw new StatementError(StatementErrorCode.RANGE_REVERSED);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (start > today || last > today) throw new StatementError(StatementErrorCode.DATE_IN_FUTURE);
  const limit = new Date(start);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_STATEMENT_YEARS);
  if (last >= limit) throw new StatementError(StatementErrorCode.RANGE_TOO_LONG);
  return { from: utcDay(start), to: utcDay(last), start, end: new Date(last.getTime() + DAY_MS) };
}
