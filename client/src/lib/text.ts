// Display limits from the spec (section 9), kept in one place.
export const TEXT_LIMITS = {
  email: 27,
  username: 12,
  telegram: 30,
  referenceId: 20,
  fullName: 20,
} as const;

/** Keeps the first `max` characters and marks the cut with '...'. */
export function truncate(value: string | null | undefined, max: number): string {
  const text = value ?? '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Full names never exceed 20 characters on screen: 17 characters plus '...'. */
export function truncateFullName(value: string | null | undefined): string {
  const text = value ?? '';
  const max = TEXT_LIMITS.fullName;
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** The avatar fallback: the first two letters of the email, upper-cased. */
export function initialsFromEmail(email: string | null | undefined): string {
  return (email ?? '').slice(0, 2).toUpperCase();
}

/** A plan term from the server's `termWeeks` (2 decimals where not whole): "1 Week", "2.14 Weeks". */
export function formatWeeks(weeks: number): string {
  const text = Number.isInteger(weeks) ? String(weeks) : weeks.toFixed(2);
  return `${text} ${weeks === 1 ? 'Week' : 'Weeks'}`;
}

/** A percentage the server sends as a decimal string ("4.00") shown as "4.00%"; kept as sent. */
export function formatPercent(value: string | null | undefined): string {
  return `${value?.trim() || '0'}%`;
}
