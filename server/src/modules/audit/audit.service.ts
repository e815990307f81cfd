import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { currentRequestId } from '../../common/request-context';
import { isUuid } from '../../common/uuid';
import { sqlExec, sqlRows } from '../../database/sql';
import { AUDIT_ACTION_MAX_LENGTH, AUDIT_PAGE_MAX, AuditError, AuditErrorCode } from './audit.errors';
import type { AuditRow } from './audit.model';

export interface AuditRecord {
  actorId: string | null;
  actorRole: 'user' | 'admin' | 'system';
  action: string;
  transactionId?: string | null;
  amount?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
  /**
   * The user the entry is about. When left out: `details.userId` (a uuid), else the transaction's
   * user, else the actor when a user acted; null for entries about no user (site texts, wallets).
   */
  subjectUserId?: string | null;
  /** The HTTP request that did it (X-Request-Id); left out: the request this runs for, null in background work. */
  requestId?: string | null;
}

export interface AuditFilter {
  action?: string | null;
  actorId?: string | null;
  userId?: string | null;
  /** A user the entry was done by or is about (the email filter, resolved to an id by the caller). */
  personId?: string | null;
}

export interface AuditPage {
  rows: AuditRow[];
  hasNextPage: boolean;
}

/** A page's last entry as the opaque `after` of the next page. */
export function encodeAuditCursor(row: { id: string }): string {
  return Buffer.from(`audit:${row.id}`).toString('base64url');
}

const CURSOR = /^audit:([1-9]\d{0,17})$/;

export function decodeAuditCursor(cursor: string): string {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  // base64url decoding ignores stray characters: the cursor must be exactly what encodeAuditCursor wrote.
  if (!match || encodeAuditCursor({ id: match[1] }) !== cursor) throw new AuditError(AuditErrorCode.INVALID_CURSOR);
  return match[1];
}

/**
 * The user an entry is about: the one named, else `details.userId` (a uuid); with a transaction
 * and no subject named, null (the table's trigger, audit_log_subject_user, fills in the
 * transaction's user); else the actor when a user acted.
 */
function subjectOf(record: AuditRecord): string | null {
  const fromDetails = record.details?.userId;
  const named = record.subjectUserId ?? (isUuid(fromDetails) ? fromDetails : null);
  return named ?? (record.transactionId ? null : record.actorRole === 'user' ? record.actorId : null);
}

/** The entry's request id: the one named, else the request this runs for (null in background work). */
function requestIdOf(record: AuditRecord): string | null {
  return record.requestId !== undefined ? record.requestId : currentRequestId();
}

/** An action name as callers write them: "deposit.approved", "site_content.updated". */
const ACTION = /^[a-z0-9_.:-]+$/i;

/**
 * The statement of one page (one row more than `first`, to know whether another follows), checked
 * first: page size, action, ids (well formed; whether they name a user is the caller's check) and
 * cursor. Each filter has its index (`audit_log_*_idx` on (column, id DESC)); the unfiltered list
 * walks the primary key. The order names the table's id: the output column `id` is text.
 */
export function auditListStatement(filter: AuditFilter, first: number, after: string | null): { text: string; params: unknown[] } {
  if (!Number.isInteger(first) || first < 1 || first > AUDIT_PAGE_MAX) throw new AuditError(AuditErrorCode.INVALID_PAGE_SIZE);
  const action = filter.action?.trim() || null;
  if (action !== null && (action.length > AUDIT_ACTION_MAX_LENGTH || !ACTION.test(action))) throw new AuditError(AuditErrorCode.INVALID_ACTION);
  if (filter.actorId != null && !isUuid(filter.actorId)) throw new AuditError(AuditErrorCode.INVALID_ACTOR_ID);
  if (filter.userId != null && !isUuid(filter.userId)) throw new AuditError(AuditErrorCode.INVALID_USER_ID);
  const before = after != null ? decodeAuditCursor(after) : null;

  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (param: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (action !== null) add((p) => `a.action = ${p}`, action);
  if (filter.actorId != null) add((p) => `a.actor_id = ${p}::uuid`, filter.actorId);
  if (filter.userId != null) add((p) => `a.subject_user_id = ${p}::uuid`, filter.userId);
  // Two indexed reads (actor, subject) merged by a bitmap OR.
  if (filter.personId != null) add((p) => `(a.actor_id = ${p}::uuid OR a.subject_user_id = ${p}::uuid)`, filter.personId);
  if (before !== null) add((p) => `a.id < ${p}::bigint`, before);
  params.push(first + 1);
  return {
    text: `SELECT a.id::text AS id, a.created_at, a.actor_id, a.actor_role, a.action, a.transaction_id, a.amount::text AS amount, a.details, a.ip, a.subject_user_id, a.request_id
             FROM audit_log a ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
            ORDER BY a.id DESC
            LIMIT $${params.length}`,
    params,
  };
}

/**
 * Who did what to money and when; the table refuses updates and deletes. Modules write `audit_log` only through
 * here (record on their transaction, rowFor in a one-statement caller such as the withdrawal request; the SQL
 * function accrue() writes its own `investment.completed` rows); the console reads it here.
 */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async record(manager: EntityManager, record: AuditRecord): Promise<void> {
    const subject = subjectOf(record);
    await sqlExec(
      manager,
      `INSERT INTO audit_log (actor_id, actor_role, action, transaction_id, amount, details, ip, subject_user_id, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        record.actorId,
        record.actorRole,
        record.action,
        record.transactionId ?? null,
        record.amount ?? null,
        JSON.stringify(record.details ?? {}),
        record.ip ?? null,
        subject,
        requestIdOf(record),
      ],
    );
  }

  /**
   * As record, as a CTE body of a caller's one statement: the row is written once the statement's
   * row `source` (a CTE) exists, its parameters numbered by `p`. `computed` gives details the
   * statement computes, as SQL over `source` (each beside `record.details`). Name the subject
   * (`subjectUserId`): the table's trigger cannot read a transaction written in the same statement.
   */
  rowFor(record: AuditRecord, source: string, p: (value: unknown) => string, computed: Record<string, string> = {}): string {
    const pairs = Object.entries(computed).map(([key, sql]) => `${p(key)}::text, ${sql}`);
    const details = `${p(JSON.stringify(record.details ?? {}))}::jsonb${pairs.length ? ` || jsonb_build_object(${pairs.join(', ')})` : ''}`;
    return `INSERT INTO audit_log (actor_id, actor_role, action, transaction_id, amount, details, ip, subject_user_id, request_id)
            SELECT ${p(record.actorId)}::uuid, ${p(record.actorRole)}::text, ${p(record.action)}::text, ${p(record.transactionId ?? null)}::uuid,
                   ${p(record.amount ?? null)}::numeric, ${details}, ${p(record.ip ?? null)}::text, ${p(subjectOf(record))}::uuid,
                   ${p(requestIdOf(record))}::text
              FROM ${source}
            RETURNING 1`;
  }

  /**
   * Every action name the log holds, sorted: a skip scan over audit_log_action_idx (one index probe
   * per distinct action, however long the log), for the console's action picker.
   */
  async actions(): Promise<string[]> {
    const rows = await sqlRows<{ action: string }>(
      this.db,
      `WITH RECURSIVE names(action) AS (
         (SELECT action FROM audit_log ORDER BY action LIMIT 1)
         UNION ALL
         SELECT (SELECT a.action FROM audit_log a WHERE a.action > names.action ORDER BY a.action LIMIT 1) FROM names WHERE names.action IS NOT NULL
       )
       SELECT action FROM names WHERE action IS NOT NULL`,
    );
    return rows.map((row) => row.action);
  }

  /**
   * Entries newest first (by id: the order they were written), `first` of them after the cursor,
   * filtered by action, actor and the user they are about.
   */
  async list(filter: AuditFilter, first: number, after: string | null): Promise<AuditPage> {
    const statement = auditListStatement(filter, first, after);
    const rows = await sqlRows<AuditRow>(this.db, statement.text, statement.params);
    return { rows: rows.slice(0, first), hasNextPage: rows.length > first };
  }
}
