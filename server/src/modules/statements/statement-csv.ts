import { stringify } from 'csv-stringify/sync';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StatementContext, StatementEvent } from './statements.service';
import { fillText, statementText } from './statement-text';

export const CSV_COLUMNS = ['account', 'date_utc', 'type', 'description', 'reference', 'amount_usd', 'balance_after_usd'];

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
 * The title line, in the owner's language. The rest stays machine-readable in every language:
 * column names and type codes in English, amounts as plain decimals with a point, times as
 * `YYYY-MM-DD HH:MM:SS` UTC, so spreadsheets and scripts read every user's file the same way.
 */
export function statementTitle(context: StatementContext): string {
  const { owner, range, generatedAt } = context;
  return fillText(statementText(context.locale).title, {
    email: owner.email,
    from: range.from,
    to: range.to,
    generated: `${generatedAt.toISOString().slice(0, 19)}Z`,
  });
}

/** The statement's CSV records in order: title line, column names, then per account opening, movements, closing. */
export async function* statementCsvRecords(events: AsyncIterable<StatementEvent>, context: StatementContext): AsyncGenerator<string[]> {
  const words = statementText(context.locale);
  yield [statementTitle(context)];
  yield CSV_COLUMNS;
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
