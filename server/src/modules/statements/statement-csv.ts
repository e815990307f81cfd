import { stringify } from 'csv-stringify/sync';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StatementContext, StatementEvent } from './statements.service';
import { statementText } from './statement-text';

const COLUMN_KEYS = ['account', 'date', 'type', 'description', 'reference', 'amount', 'balance'] as const;

/** The header row in the owner's language (English: the machine names `account`, `date_utc`, ... as always). */
export function csvColumns(locale: string | null | undefined): string[] {
  const names = statementText(locale).csvColumns;
  return COLUMN_KEYS.map((key) => names[key]);
}

const MONEY = /^-?\d+(\.\d+)?$/;

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab / carriage return) as a formula
 * (CSV injection). Such a text cell gets a leading apostrophe; our own signed amounts are plain
 * numbers and stay numbers.
 */
export function safeCell(value: string | null | undefined): string {
  const text = value ?? '';
  if (MONEY.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** `2026-03-04T05:06:07.890Z` → `2026-03-04 05:06:07` (the column says UTC). */
const csvTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/**
 * The statement's CSV records in order: column names first (spreadsheets and scripts take the
 * first line as the header), then per account opening, movements, closing. The title (owner,
 * period, time made) is in the file name and the PDF, not a line of its own.
 */
export async function* statementCsvRecords(events: AsyncIterable<StatementEvent>, context: StatementContext): AsyncGenerator<string[]> {
  const words = statementText(context.locale);
  yield csvColumns(context.locale);
  for await (const event of events) {
    if (event.kind === 'open') {
      yield [event.account, `${context.range.from} 00:00:00`, 'opening_balance', words.openingBalance, '', '', event.openingBalance];
    } else if (event.kind === 'movement') {
      const m = event.movement;
      yield [event.account, csvTime(m.date), m.type, m.description, m.reference ?? '', m.amount, m.balanceAfter];
    } else {
      const s = event.summary;
      yield [s.account, `${context.range.to} 23:59:59`, 'closing_balance', words.closingBalance, '', '', s.closingBalance];
    }
  }
}

/** Records are turned into text this many at a time: one write per chunk, not one per line. */
const CHUNK = 500;

async function* csvChunks(records: AsyncIterable<string[]>): AsyncGenerator<string> {
  let pending: string[][] = [];
  const flush = () => {
    const text = stringify(pending, { cast: { string: (value) => safeCell(value) } });
    pending = [];
    return text;
  };
  for await (const record of records) {
    pending.push(record);
    if (pending.length >= CHUNK) yield flush();
  }
  if (pending.length) yield flush();
}

/**
 * Streams the statement as CSV into `out` as the ledger is read. The pipeline keeps to the
 * reader's pace (backpressure), and a download cut short stops the reading too.
 */
export async function writeStatementCsv(events: AsyncIterable<StatementEvent>, context: StatementContext, out: Writable): Promise<void> {
  await pipeline(Readable.from(csvChunks(statementCsvRecords(events, context)), { objectMode: false }), out);
}
