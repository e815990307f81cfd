import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { sqlExec, sqlOne, sqlRows } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { UsersService } from '../users/users.service';
import { KYC_PAGE_MAX, KycError, KycErrorCode, MAX_REASON_LENGTH } from './kyc.errors';
import { KycRequestRow } from './kyc-request.model';
import { KycStatus } from './kyc-status';
import { UUID } from '../../common/uuid';
import { decodeRowCursor } from '../../common/row-cursor';

export interface KycReviewer {
  id: string;
  ip: string | null;
}

/** The most an admin list returns; the review queue is worked oldest first, history newest first. */
export const KYC_LIST_LIMIT = 200;

export const KYC_CURSOR_KIND = 'kyc';

export interface KycRequestPage {
  rows: KycRequestRow[];
  hasNextPage: boolean;
}

const REQUEST_COLUMNS = `k.id, k.user_id, k.document_type, k.document_front, k.document_back, k.selfie, k.status, k.rejection_reason, k.submitted_at, k.reviewed_at`;

/**
 * One page's statement (one row more than `first`): pending submissions oldest first (the queue is
 * worked in order), any other filter newest first, by (submitted_at, id), after the submission
 * `afterId`. `kyc_requests_page_idx` and `kyc_requests_status_page_idx` serve both directions.
 */
export function kycPageStatement(status: KycStatus | null, first: number, afterId: string | null): { text: string; params: unknown[] } {
  const ascending = status === KycStatus.PENDING;
  const where: string[] = [];
  const params: unknown[] = [];
  if (status) {
    params.push(status);
    where.push(`k.status = $${params.length}`);
  }
  if (afterId) {
    params.push(afterId);
    where.push(`(k.submitted_at, k.id) ${ascending ? '>' : '<'} (SELECT c.submitted_at, c.id FROM kyc_requests c WHERE c.id = $${params.length}::uuid)`);
  }
  params.push(first + 1);
  const direction = ascending ? 'ASC' : 'DESC';
  return {
    text: `SELECT ${REQUEST_COLUMNS} FROM kyc_requests k ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
            ORDER BY k.submitted_at ${direction}, k.id ${direction} LIMIT $${params.length}`,
    params,
  };
}

interface LockedRequest {
  id: string;
  status: KycStatus;
  rejection_reason: string | null;
}

export function checkRejectionReason(reason: unknown): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) throw new KycError(KycErrorCode.REASON_REQUIRED);
  if (text.length > MAX_REASON_LENGTH) throw new KycError(KycErrorCode.REASON_TOO_LONG);
  return text;
}

/** Admin decisions on KYC submissions: each acts once on the user's latest, pending submission, audited. */
@Injectable()
export class KycReviewService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** Pending ones oldest first (the queue); any other filter newest first. */
  async list(status: KycStatus | null): Promise<KycRequestRow[]> {
    if (status === KycStatus.NONE) return [];
    const order = status === KycStatus.PENDING ? 'ASC' : 'DESC';
    const rows = await sqlRows<Omit<KycRequestRow, 'user_email'>>(
      this.db,
      `SELECT k.id, k.user_id, k.document_type, k.document_front, k.document_back, k.selfie,
              k.status, k.rejection_reason, k.submitted_at, k.reviewed_at
         FROM kyc_requests k
        WHERE $1::text IS NULL OR k.status = $1
        ORDER BY k.submitted_at ${order}, k.id
        LIMIT ${KYC_LIST_LIMIT}`,
      [status],
    );
    // The submitters' addresses from their owner (users/), one query for the page.
    const emails = await this.users.emailsOf(rows.map((row) => row.user_id));
    return rows.map((row) => ({ ...row, user_email: emails.get(row.user_id) ?? '' }));
  }

  /** One cursor page of submissions (see kycPageStatement); a malformed cursor or one of no submission is refused (400). */
  async page(status: KycStatus | null, first: number, after: string | null): Promise<KycRequestPage> {
    if (!Number.isInteger(first) || first < 1 || first > KYC_PAGE_MAX) throw new KycError(KycErrorCode.INVALID_PAGE_SIZE);
    let afterId: string | null = null;
    if (after != null) {
      afterId = decodeRowCursor(KYC_CURSOR_KIND, after);
      if (!afterId || !(await sqlOne<{ one: number }>(this.db, `SELECT 1 AS one FROM kyc_requests WHERE id = $1`, [afterId]))) {
        throw new KycError(KycErrorCode.INVALID_CURSOR);
      }
    }
    if (status === KycStatus.NONE) return { rows: [], hasNextPage: false };
    const statement = kycPageStatement(status, first, afterId);
    const rows = await sqlRows<Omit<KycRequestRow, 'user_email'>>(this.db, statement.text, statement.params);
    const page = rows.slice(0, first);
    const emails = await this.users.emailsOf(page.map((row) => row.user_id));
    return { rows: page.map((row) => ({ ...row, user_email: emails.get(row.user_id) ?? '' })), hasNextPage: rows.length > first };
  }

  async approve(admin: KycReviewer, userId: string): Promise<void> {
    await this.decide(admin, userId, KycStatus.APPROVED, null);
  }

  async reject(admin: KycReviewer, userId: string, reason: unknown): Promise<void> {
    await this.decide(admin, userId, KycStatus.REJECTED, checkRejectionReason(reason));
  }

  private async decide(admin: KycReviewer, userId: string, status: KycStatus.APPROVED | KycStatus.REJECTED, reason: string | null) {
    if (typeof userId !== 'string' || !UUID.test(userId)) throw new KycError(KycErrorCode.INVALID_USER_ID);
    await this.db.transaction(async (manager) => {
      const request = await this.lockLatest(manager, userId);
      if (request.status !== KycStatus.PENDING) {
        throw new KycError(KycErrorCode.ALREADY_DECIDED, `This identity verification is already ${request.status}.`);
      }
      await sqlExec(manager, `UPDATE kyc_requests SET status = $2, rejection_reason = $3, reviewed_at = now(), reviewed_by = $4 WHERE id = $1`, [
        request.id,
        status,
        reason,
        admin.id,
      ]);
      await this.users.setKycStatus(manager, userId, status, reason);
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: status === KycStatus.APPROVED ? 'kyc.approved' : 'kyc.rejected',
        details: {
          userId,
          requestId: request.id,
          before: { status: request.status, rejectionReason: request.rejection_reason },
          after: { status, rejectionReason: reason },
        },
        ip: admin.ip,
      });
      // Every instance pushes the fresh user record to the user's open pages (accountUpdated).
      await sqlExec(manager, `SELECT pg_notify('account_updated', $1)`, [userId]);
    });
  }

  /** The user's latest submission, locked: of two decisions at once, the second finds it decided. */
  private async lockLatest(manager: EntityManager, userId: string): Promise<LockedRequest> {
    const row = await sqlOne<LockedRequest>(
      manager,
      `SELECT id, status, rejection_reason FROM kyc_requests WHERE user_id = $1 ORDER BY submitted_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [userId],
    );
    if (!row) throw new KycError(KycErrorCode.KYC_REQUEST_NOT_FOUND);
    return row;
  }
}
