import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { sqlExec, sqlOne, sqlRows, type TableRow } from '../../database/sql';
import { IdempotencyError, IdempotencyErrorCode } from './idempotency.errors';

/** A used key: the hash of the request it was first used for, and that request's answer. */
interface StoredKeyRow<T> {
  request_hash: TableRow<'idempotency_keys'>['request_hash'];
  response: T;
}

/** Keys are kept at least this long (a sweep removes older ones now and then). */
const KEEP_HOURS = 48;

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Runs a money mutation in one database transaction, at most once per (user, key). The key row is
 * inserted in the same transaction as the movement: a parallel request with the same key waits on
 * that row, then finds it and replays the stored answer. A failed attempt stores nothing.
 */
@Injectable()
export class IdempotencyService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whether this key already holds an answer (a replay that run() will answer without working). */
  async answered(userId: string, key: string | null | undefined): Promise<boolean> {
    if (!key || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) return false;
    const rows = await sqlRows<{ one: number }>(this.db, `SELECT 1 AS one FROM idempotency_keys WHERE user_id = $1 AND key = $2`, [userId, key]);
    return rows.length > 0;
  }

  async run<T>(userId: string, key: string | null | undefined, operation: string, request: unknown, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (key === undefined || key === null || key === '') return this.db.transaction(work);
    if (key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) throw new IdempotencyError(IdempotencyErrorCode.INVALID_IDEMPOTENCY_KEY);
    const hash = createHash('sha256')
      .update(`${operation}\n${stable(request)}`)
      .digest('hex');
    const result = await this.db.transaction(async (manager) => {
      const inserted = await sqlRows<{ key: string }>(
        manager,
        `INSERT INTO idempotency_keys (user_id, key, operation, request_hash, response) VALUES ($1, $2, $3, $4, 'null')
         ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
        [userId, key, operation, hash],
      );
      if (!inserted.length) {
        const row = await sqlOne<StoredKeyRow<T>>(manager, `SELECT request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2`, [
          userId,
          key,
        ]);
        // The conflicting insert waited for the transaction that wrote the row, which committed it.
        if (!row) throw new Error(`idempotency key of user ${userId} conflicted but cannot be read`);
        if (row.request_hash !== hash) throw new IdempotencyError(IdempotencyErrorCode.IDEMPOTENCY_KEY_REUSED);
        return row.response;
      }
      const answer = await work(manager);
      await sqlExec(manager, `UPDATE idempotency_keys SET response = $3 WHERE user_id = $1 AND key = $2`, [userId, key, JSON.stringify(answer)]);
      return answer;
    });
    if (Math.random() < 0.01) {
      await sqlExec(this.db, `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`, [KEEP_HOURS]).catch(() => undefined);
    }
    return result;
  }
}
