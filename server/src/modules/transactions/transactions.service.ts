import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { READ_DB } from '../../database/read-replica';
import { sqlOne, sqlRows, type TableRow } from '../../database/sql';
import { isUuid, requireUuid } from '../../common/uuid';
import { TransactionFilter, TransactionRow } from './transaction.model';
import { TransactionSearchService } from './transaction-search.service';
import { TransactionError, TransactionErrorCode } from './transactions.errors';

const KINDS_BY_FILTER: Record<TransactionFilter, string[] | null> = {
  [TransactionFilter.ALL]: null,
  [TransactionFilter.DEPOSIT]: ['deposit'],
  [TransactionFilter.WITHDRAWAL]: ['withdrawal'],
  [TransactionFilter.INVESTMENT]: ['investment', 'profit', 'capital_return'],
};

export interface TransactionPage {
  rows: TransactionRow[];
  hasNextPage: boolean;
  totalCount: number;
}

export function encodeCursor(row: { created_at: Date; id: string }): string {
  return Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');
}

/** A cursor's time as encodeCursor writes it (toISOString); anything looser could be a time Postgres refuses. */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !CURSOR_TIME.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || !isUuid(id))
    throw new TransactionError(TransactionErrorCode.INVALID_CURSOR);
  return { createdAt, id };
}

/**
 * The cursor row's time to the microsecond, as Postgres stores it: the cursor text carries a
 * JavaScript Date (milliseconds), and comparing with that would skip or repeat rows written in the
 * same millisecond as the page's last row. The cursor's own time is the fallback if the row is gone.
 */
function exactTime(rowCondition: string, fallback: string): string {
  return `COALESCE((SELECT c.created_at FROM transactions c WHERE ${rowCondition}), ${fallback})`;
}

/**
 * What users see of their money: their own rows only, newest first; drafts never show. The lists
 * are history and read the replica when there is one; one transaction by id (what a screen shows
 * right after moving it) reads the primary.
 */
@Injectable()
export class TransactionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(READ_DB) private readonly history: DataSource,
    private readonly search: TransactionSearchService,
  ) {}

  async list(userId: string, filter: TransactionFilter, search: string | undefined, first: number, after?: string): Promise<TransactionPage> {
    if (!Number.isInteger(first) || first < 1 || first > 200) throw new TransactionError(TransactionErrorCode.PAGE_SIZE_OUT_OF_RANGE);
    const where = [`user_id = $1`, `status <> 'draft'`];
    const params: unknown[] = [userId];
    const kinds = KINDS_BY_FILTER[filter];
    if (kinds) {
      params.push(kinds);
      where.push(`kind = ANY($${params.length})`);
    }
    const term = search?.trim();
    if (term) {
      if (term.length > 100) throw new TransactionError(TransactionErrorCode.SEARCH_TOO_LONG);
      // The spec's rule: case-insensitive substring of title, wallet name, txn id, status or amount;
      // also the network, the address (a withdrawal's destination, a deposit's), a payout's hash, and
      // the hash of a deposit's on-chain payment (kept by deposits/, asked through TransactionSearchService).
      params.push(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const p = `$${params.length}`;
      const columns = ['title', 'wallet_name', 'txn_id', 'status', 'amount::text', 'network', 'wallet_address', 'payout_tx_hash'];
      const matches = columns.map((column) => `${column} ILIKE ${p}`);
      const elsewhere = await this.search.matchingIds(userId, term);
      if (elsewhere.length) {
        params.push(elsewhere);
        matches.push(`id = ANY($${params.length}::uuid[])`);
      }
      where.push(`(${matches.join(' OR ')})`);
    }
    const filtered = where.join(' AND ');
    const countParams = [...params];
    if (after) {
      const cursor = decodeCursor(after);
      params.push(cursor.createdAt, cursor.id);
      const id = `$${params.length}::uuid`;
      where.push(`(created_at, id) < (${exactTime(`c.id = ${id} AND c.user_id = $1`, `$${params.length - 1}::timestamptz`)}, ${id})`);
    }
    params.push(first + 1);
    const rows = await sqlRows<TransactionRow>(
      this.history,
      `SELECT * FROM transactions WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT $${params.length}`,
      params,
    );
    const total = await sqlOne<CountRow>(this.history, `SELECT count(*)::int AS count FROM transactions WHERE ${filtered}`, countParams);
    return { rows: rows.slice(0, first), hasNextPage: rows.length > first, totalCount: total!.count };
  }

  /** Admin lists of deposits or withdrawals, oldest first within a status so the queue is worked in order. */
  /** `onlyIds`: only these transactions (the caller asked their owning module, e.g. deposits/ for invoices in a payment state). */
  async adminList(
    kind: 'deposit' | 'withdrawal',
    status: string | undefined,
    first: number,
    after?: string,
    onlyIds?: readonly string[],
  ): Promise<AdminTransactionPage> {
    if (!Number.isInteger(first) || first < 1 || first > 200) throw new TransactionError(TransactionErrorCode.PAGE_SIZE_OUT_OF_RANGE);
    const params: unknown[] = [kind];
    const where = [`t.kind = $1`, `t.status <> 'draft'`];
    if (status) {
      params.push(status);
      where.push(`t.status = $${params.length}`);
    }
    if (onlyIds) {
      params.push(onlyIds);
      where.push(`t.id = ANY($${params.length}::uuid[])`);
    }
    const countParams = [...params];
    const filtered = where.join(' AND ');
    if (after) {
      const cursor = decodeCursor(after);
      params.push(cursor.createdAt, cursor.id);
      const id = `$${params.length}::uuid`;
      where.push(`(t.created_at, t.id) > (${exactTime(`c.id = ${id}`, `$${params.length - 1}::timestamptz`)}, ${id})`);
    }
    params.push(first + 1);
    const rows = await sqlRows<AdminTransactionRow>(
      this.history,
      `SELECT t.*, u.email AS user_email, u.username AS user_username, u.fullname AS user_fullname, u.reg_id AS user_reg_id
         FROM transactions t JOIN users u ON u.id = t.user_id
        WHERE ${where.join(' AND ')} ORDER BY t.created_at ASC, t.id ASC LIMIT $${params.length}`,
      params,
    );
    const total = await sqlOne<CountRow>(this.history, `SELECT count(*)::int AS count FROM transactions t WHERE ${filtered}`, countParams);
    return { rows: rows.slice(0, first), hasNextPage: rows.length > first, totalCount: total!.count };
  }

  async adminGet(id: string): Promise<AdminTransactionRow> {
    const row = await sqlOne<AdminTransactionRow>(
      this.db,
      `SELECT t.*, u.email AS user_email, u.username AS user_username, u.fullname AS user_fullname, u.reg_id AS user_reg_id
         FROM transactions t JOIN users u ON u.id = t.user_id WHERE t.id = $1`,
      [id],
    );
    if (!row) throw new TransactionError(TransactionErrorCode.TRANSACTION_NOT_FOUND);
    return row;
  }

  /** One of the user's transactions; someone else's answers as if it did not exist. */
  async getOwn(userId: string, id: string): Promise<TransactionRow> {
    requireUuid(id, 'transaction id');
    const row = await sqlOne<TransactionRow>(this.db, `SELECT * FROM transactions WHERE id = $1 AND user_id = $2 AND status <> 'draft'`, [id, userId]);
    if (!row) throw new TransactionError(TransactionErrorCode.TRANSACTION_NOT_FOUND);
    return row;
  }
}

type OwnerRow = TableRow<'users'>;

/** A transaction with its owner's names: `t.*` and users' columns aliased `user_...`. */
export interface AdminTransactionRow extends TransactionRow {
  user_email: OwnerRow['email'];
  user_username: OwnerRow['username'];
  user_fullname: OwnerRow['fullname'];
  user_reg_id: OwnerRow['reg_id'];
}

export interface AdminTransactionPage {
  rows: AdminTransactionRow[];
  hasNextPage: boolean;
  totalCount: number;
}

interface CountRow {
  count: number;
}
