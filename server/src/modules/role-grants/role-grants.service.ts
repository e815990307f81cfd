import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { UserRole } from '../../common/session-user';
import { isUuid } from '../../common/uuid';
import { sqlOne, sqlRows } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { UserAccessService } from '../users/user-access.service';
import { roleRank } from '../users/user-role.model';
import { UsersService } from '../users/users.service';
import { RoleGrantRow, RoleGrantStatus } from './role-grant.model';
import {
  ROLE_GRANT_REASON_MAX,
  ROLE_GRANT_TTL_HOURS,
  ROLE_GRANTS_PAGE_DEFAULT,
  ROLE_GRANTS_PAGE_MAX,
  RoleGrantError,
  RoleGrantErrorCode,
} from './role-grants.errors';

/** The admin acting, and from where (the audit entry's actor and IP). */
export interface RoleGrantActor {
  id: string;
  ip: string | null;
}

export interface RoleGrantFilter {
  status?: RoleGrantStatus | null;
  userId?: string | null;
}

export interface RoleGrantPage {
  rows: RoleGrantRow[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** A pending row past its expiry reads EXPIRED everywhere, before any statement marks it so. */
const COLUMNS = `id, seq::text AS seq, user_id, role, from_role, reason,
  CASE WHEN status = 'pending' AND expires_at <= now() THEN 'expired' ELSE status END AS status,
  requested_by, requested_at, expires_at, decided_by, decided_at, rejection_reason`;

function checkReason(input: unknown): string {
  const reason = typeof input === 'string' ? input.trim() : '';
  if (!reason) throw new RoleGrantError(RoleGrantErrorCode.REASON_REQUIRED);
  if (reason.length > ROLE_GRANT_REASON_MAX) throw new RoleGrantError(RoleGrantErrorCode.REASON_TOO_LONG);
  return reason;
}

function encodeCursor(row: { seq: string }): string {
  return Buffer.from(`role-grants:${row.seq}`).toString('base64url');
}

function decodeCursor(cursor: string): string {
  const seq = /^role-grants:([1-9]\d{0,17})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))?.[1];
  if (!seq || encodeCursor({ seq }) !== cursor) throw new RoleGrantError(RoleGrantErrorCode.INVALID_CURSOR);
  return seq;
}

const state = (row: RoleGrantRow) => ({
  status: row.status,
  ...(row.decided_by ? { decidedBy: row.decided_by } : {}),
  ...(row.rejection_reason ? { rejectionReason: row.rejection_reason } : {}),
});

/**
 * Role grants, maker-checker (owner of `role_grant_requests`): giving a user more power (investor →
 * support or admin, support → admin) is a request one admin makes with a reason; it changes no role
 * until a different admin approves it within ROLE_GRANT_TTL_HOURS, and only while the user still has
 * the role they had when it was asked for (else it lapses: EXPIRED). The approval runs in one
 * transaction with the request row and the approver's, the requester's and the user's rows locked
 * (users in id order): both admins must be active admins then, not just when they signed in. Taking
 * power away is one step (AccountActionsService.setRole). Every step is audited.
 */
@Injectable()
export class RoleGrantsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: UserAccessService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  async request(admin: RoleGrantActor, input: { userId: unknown; role: UserRole; reason: unknown }): Promise<RoleGrantRow> {
    if (!isUuid(input.userId)) throw new RoleGrantError(RoleGrantErrorCode.INVALID_USER_ID);
    const userId = input.userId;
    const reason = checkReason(input.reason);
    if (input.role !== 'admin' && input.role !== 'support') throw new RoleGrantError(RoleGrantErrorCode.NOT_A_GRANT);
    if (userId === admin.id) throw new RoleGrantError(RoleGrantErrorCode.OWN_ROLE);
    return this.db.transaction(async (manager) => {
      const rows = await this.access.requireActiveAdmins(manager, { approver: admin.id, others: [userId] }, 'update');
      const user = rows.get(userId);
      if (!user) throw new RoleGrantError(RoleGrantErrorCode.USER_NOT_FOUND);
      if (roleRank(input.role) <= roleRank(user.role)) throw new RoleGrantError(RoleGrantErrorCode.NOT_A_GRANT);
      // Under the user's row lock: an earlier request that has lapsed (too old, or made for a role the user no longer has) is closed.
      await this.lapse(manager, `user_id = $1 AND status = 'pending' AND (expires_at <= now() OR from_role <> $2)`, [userId, user.role]);
      const pending = await sqlOne<{ id: string }>(manager, `SELECT id FROM role_grant_requests WHERE user_id = $1 AND status = 'pending'`, [userId]);
      if (pending) throw new RoleGrantError(RoleGrantErrorCode.ALREADY_PENDING);
      const row = (await sqlOne<RoleGrantRow>(
        manager,
        `INSERT INTO role_grant_requests (user_id, role, from_role, reason, requested_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6)) RETURNING ${COLUMNS}`,
        [userId, input.role, user.role, reason, admin.id, ROLE_GRANT_TTL_HOURS],
      ))!;
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'role_grant.requested',
        details: { grantId: row.id, userId, reason, before: { role: user.role }, after: { role: user.role, requested: row.role, expiresAt: row.expires_at } },
        ip: admin.ip,
      });
      return row;
    });
  }

  async approve(admin: RoleGrantActor, idInput: unknown): Promise<RoleGrantRow> {
    const id = this.checkId(idInput);
    const outcome = await this.db.transaction(async (manager): Promise<RoleGrantRow | RoleGrantErrorCode> => {
      const before = await this.lockPending(manager, id);
      if (before.requested_by === admin.id) throw new RoleGrantError(RoleGrantErrorCode.OWN_REQUEST);
      if (before.user_id === admin.id) throw new RoleGrantError(RoleGrantErrorCode.OWN_ROLE);
      // The four eyes are checked now, under the locks: an approver or a requester demoted or frozen since does not count.
      const rows = await this.access.requireActiveAdmins(manager, { approver: admin.id, requester: before.requested_by, others: [before.user_id] }, 'update');
      const user = rows.get(before.user_id)!;
      const lapsed = before.status === RoleGrantStatus.EXPIRED ? RoleGrantErrorCode.EXPIRED : user.role !== before.from_role ? RoleGrantErrorCode.STALE : null;
      if (lapsed) {
        await this.lapse(manager, `id = $1`, [id]);
        return lapsed;
      }
      const changed = await this.access.setRole(manager, before.user_id, before.role);
      const after = (await sqlOne<RoleGrantRow>(
        manager,
        `UPDATE role_grant_requests SET status = 'approved', decided_by = $2, decided_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, admin.id],
      ))!;
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'role_grant.approved',
        details: { grantId: id, userId: before.user_id, requestedBy: before.requested_by, before: state(before), after: state(after) },
        ip: admin.ip,
      });
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'user.role_changed',
        details: {
          userId: before.user_id,
          reason: before.reason,
          grantId: id,
          requestedBy: before.requested_by,
          before: { role: user.role },
          after: { role: changed.role },
        },
        ip: admin.ip,
      });
      return after;
    });
    // The lapse is committed (the row reads EXPIRED from now on); the caller is told why nothing changed.
    if (typeof outcome === 'string') throw new RoleGrantError(outcome);
    return outcome;
  }

  /** Any admin may reject, the requester too (withdrawing their own request): a rejection changes no role. */
  async reject(admin: RoleGrantActor, idInput: unknown, reasonInput: unknown): Promise<RoleGrantRow> {
    const id = this.checkId(idInput);
    const reason = checkReason(reasonInput);
    return this.db.transaction(async (manager) => {
      const before = await this.lockPending(manager, id, true);
      const after = (await sqlOne<RoleGrantRow>(
        manager,
        `UPDATE role_grant_requests SET status = 'rejected', decided_by = $2, decided_at = now(), rejection_reason = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, admin.id, reason],
      ))!;
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'role_grant.rejected',
        details: { grantId: id, userId: before.user_id, role: before.role, reason, before: state(before), after: state(after) },
        ip: admin.ip,
      });
      return after;
    });
  }

  /** Newest first, in cursor pages, optionally of one status and one user (ordered by the bigint column, not the text the rows answer). */
  async list(filter: RoleGrantFilter, firstInput: number | null, after: string | null): Promise<RoleGrantPage> {
    const first = firstInput ?? ROLE_GRANTS_PAGE_DEFAULT;
    if (!Number.isInteger(first) || first < 1 || first > ROLE_GRANTS_PAGE_MAX) throw new RoleGrantError(RoleGrantErrorCode.INVALID_PAGE_SIZE);
    if (filter.userId != null && !isUuid(filter.userId)) throw new RoleGrantError(RoleGrantErrorCode.INVALID_USER_ID);
    const beforeSeq = after != null ? decodeCursor(after) : null;
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filter.status === RoleGrantStatus.PENDING) where.push(`status = 'pending' AND expires_at > now()`);
    else if (filter.status === RoleGrantStatus.EXPIRED) where.push(`(status = 'expired' OR (status = 'pending' AND expires_at <= now()))`);
    else if (filter.status) add((p) => `status = ${p}`, filter.status);
    if (filter.userId) add((p) => `user_id = ${p}::uuid`, filter.userId);
    if (beforeSeq) add((p) => `seq < ${p}::bigint`, beforeSeq);
    params.push(first + 1);
    const rows = await sqlRows<RoleGrantRow>(
      this.db,
      `SELECT ${COLUMNS} FROM role_grant_requests ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY role_grant_requests.seq DESC LIMIT $${params.length}`,
      params,
    );
    const page = rows.slice(0, first);
    return { rows: page, hasNextPage: rows.length > first, endCursor: page.length ? encodeCursor(page[page.length - 1]) : null };
  }

  /** The emails of everyone a page names (users, requesters, deciders). */
  emailsFor(rows: RoleGrantRow[]): Promise<Map<string, string>> {
    return this.users.emailsOf(rows.flatMap((row) => [row.user_id, row.requested_by, ...(row.decided_by ? [row.decided_by] : [])]));
  }

  private checkId(input: unknown): string {
    if (!isUuid(input)) throw new RoleGrantError(RoleGrantErrorCode.INVALID_ID);
    return input;
  }

  /**
   * The request row locked FOR UPDATE and still pending (of two decisions at once, the second waits and
   * then gets ALREADY_DECIDED). A pending row past its expiry comes back as EXPIRED for the approval to
   * close; a rejection may still close it (`expiredToo`).
   */
  private async lockPending(manager: EntityManager, id: string, expiredToo = false): Promise<RoleGrantRow> {
    const row = await sqlOne<RoleGrantRow & { stored: string }>(
      manager,
      `SELECT ${COLUMNS}, status AS stored FROM role_grant_requests WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw new RoleGrantError(RoleGrantErrorCode.NOT_FOUND);
    if (row.stored !== 'pending') throw new RoleGrantError(RoleGrantErrorCode.ALREADY_DECIDED);
    const { stored: _stored, ...grant } = row;
    if (expiredToo) return { ...grant, status: RoleGrantStatus.PENDING };
    return grant;
  }

  private async lapse(manager: EntityManager, where: string, params: unknown[]): Promise<void> {
    await sqlRows(manager, `UPDATE role_grant_requests SET status = 'expired' WHERE ${where} RETURNING id`, params);
  }
}
