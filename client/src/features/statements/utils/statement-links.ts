import i18next from 'i18next';

/** The REST downloads of the server's statements module (session cookie, plain GET). */
export const STATEMENT_PATHS = { csv: '/api/statement.csv', pdf: '/api/statement.pdf' } as const;
export type StatementFormat = keyof typeof STATEMENT_PATHS;

export const MAX_STATEMENT_YEARS = 5;

/** A day as YYYY-MM-DD in UTC, the time zone of statements. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

export function statementHref(format: StatementFormat, from: string, to: string): string {
  return `${STATEMENT_PATHS[format]}?${new URLSearchParams({ from, to }).toString()}`;
}

/** This calendar year so far (UTC): 1 January to today. */
export function thisYear(now: Date): { year: number; from: string; to: string } {
  const year = now.getUTCFullYear();
  return { year, from: `${year}-01-01`, to: utcDay(now) };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const problem = (key: string, options: Record<string, unknown> = {}) => i18next.t(`statement.errors.${key}`, { ns: 'history', ...options });

/**
 * The server's rules, repeated for quick feedback: real dates, in order, not in the future, at
 * most 5 years. The problem in the current language, or null.
 */
export function rangeError(from: string, to: string, now: Date): string | null {
  if (!from || !to) return problem('bothDates');
  if (!DATE.test(from) || !DATE.test(to) || Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || Number.isNaN(Date.parse(`${to}T00:00:00Z`))) {
    return problem('format');
  }
  if (from > to) return problem('order');
  if (to > utcDay(now)) return problem('future');
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_STATEMENT_YEARS);
  if (to >= utcDay(limit)) return problem('tooLong', { count: MAX_STATEMENT_YEARS });
  return null;
}
