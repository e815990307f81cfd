import { currentLocale, localeFormatter } from './locale';

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

/**
 * The avatar's letters: the first letter of the first and of the last word of the full name
 * ("Ada King Lovelace" → "AL", "Ada" → "A"), whole characters in any script; the email's first
 * two letters when there is no name.
 */
export function initialsOf(fullName: string | null | undefined, email?: string | null): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return initialsFromEmail(email);
  const first = (word: string) => Array.from(word)[0] ?? '';
  const letters = words.length === 1 ? first(words[0]) : first(words[0]) + first(words[words.length - 1]);
  return letters.toLocaleUpperCase();
}

/**
 * A plan term from its `termDays`: in weeks where the weeks are whole ("1 Week", "2 Weeks"),
 * otherwise in days ("15 Days", never "2.14 Weeks"); other languages through Intl's own plural
 * rules ("2 Wochen", "15 días").
 */
export function formatTerm(termDays: number): string {
  const weeks = termDays > 0 && termDays % 7 === 0;
  const locale = currentLocale();
  if (locale !== 'en') {
    const unit = weeks ? 'week' : 'day';
    return localeFormatter(`term-${unit}`, (l) => new Intl.NumberFormat(l, { style: 'unit', unit, unitDisplay: 'long' })).format(
      weeks ? termDays / 7 : termDays,
    );
  }
  if (weeks) {
    const count = termDays / 7;
    return `${count} ${count === 1 ? 'Week' : 'Weeks'}`;
  }
  return `${termDays} ${termDays === 1 ? 'Day' : 'Days'}`;
}

/**
 * A decimal string ("4.00", "-3.0", "+2.5") as a percentage in the current language, its
 * decimals kept as sent: "4.00%", "4,00 %" in German; the sign only when the value has one.
 */
export function formatPercentText(text: string): string {
  const decimals = text.split('.')[1]?.length ?? 0;
  const signed = text.startsWith('+');
  const format = localeFormatter(
    `percent-${decimals}-${signed}`,
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'percent',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        signDisplay: signed ? 'always' : 'auto',
      }),
  );
  return format.format(text.replace(/^\+/, '') as Intl.StringNumericLiteral);
}

/** A percentage the server sends as a decimal string ("4.00") shown as "4.00%"; kept as sent. */
export function formatPercent(value: string | null | undefined): string {
  const text = value?.trim() || '0';
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? formatPercentText(text) : `${text}%`;
}
