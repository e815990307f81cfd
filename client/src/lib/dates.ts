import { localeFormatter } from './locale';

// Dates from the server are ISO timestamps (DateTime) or calendar dates ('YYYY-MM-DD').
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type DateKind = 'date' | 'time' | 'date-time' | 'date-time-seconds' | 'calendar';
const DATE_OPTIONS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
  'date-time-seconds': { dateStyle: 'medium', timeStyle: 'medium' },
  calendar: { dateStyle: 'long', timeZone: 'UTC' },
};

/** The current language's formatter of that kind ("Mar 5, 2025" in English, "05.03.2025" in German). */
function formatter(kind: DateKind): Intl.DateTimeFormat {
  return localeFormatter(`date-${kind}`, (locale) => new Intl.DateTimeFormat(locale, DATE_OPTIONS[kind]));
}

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 5, 2025" (in the current language) in the viewer's time zone; '' when missing or invalid. */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? formatter('date').format(date) : '';
}

/** "2:30 PM" (in the current language) in the viewer's time zone; '' when missing or invalid. */
export function formatTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? formatter('time').format(date) : '';
}

/**
 * "Mar 5, 2025, 2:30 PM" (in the current language) in the viewer's time zone, with the seconds
 * when asked ("Mar 5, 2025, 2:30:07 PM"); '' when missing or invalid.
 */
export function formatDateTime(value: string | null | undefined, { seconds = false }: { seconds?: boolean } = {}): string {
  const date = parse(value);
  return date ? formatter(seconds ? 'date-time-seconds' : 'date-time').format(date) : '';
}

/** A calendar date ('1990-03-15') as "March 15, 1990" (in the current language), with no time-zone shift. */
export function formatCalendarDate(value: string | null | undefined): string {
  const match = CALENDAR_DATE.exec(value ?? '');
  if (!match) return value ?? '';
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return Number.isNaN(date.getTime()) ? (value ?? '') : formatter('calendar').format(date);
}

/** Today in the viewer's calendar as 'YYYY-MM-DD' (the value of an `<input type="date">`). */
export function todayCalendarDate(now: Date = new Date()): string {
  const year = now.getFullYear();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** True when a 'YYYY-MM-DD' date lies after today (string order equals date order). */
export function isFutureCalendarDate(value: string, now: Date = new Date()): boolean {
  return CALENDAR_DATE.test(value) && value > todayCalendarDate(now);
}

/** The year of a timestamp, or 'N/A'. */
export function yearOf(value: string | null | undefined): string {
  const date = parse(value);
  return date ? String(date.getFullYear()) : 'N/A';
}
