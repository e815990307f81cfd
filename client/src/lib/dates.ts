// Dates from the server are ISO timestamps (DateTime) or calendar dates ('YYYY-MM-DD').
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const calendarFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 5, 2025" in the viewer's time zone; '' when missing or invalid. */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateFormatter.format(date) : '';
}

/** "Mar 5, 2025, 2:30 PM" in the viewer's time zone; '' when missing or invalid. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateTimeFormatter.format(date) : '';
}

/** A calendar date ('1990-03-15') as "March 15, 1990", with no time-zone shift. */
export function formatCalendarDate(value: string | null | undefined): string {
  const match = CALENDAR_DATE.exec(value ?? '');
  if (!match) return value ?? '';
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return Number.isNaN(date.getTime()) ? (value ?? '') : calendarFormatter.format(date);
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
