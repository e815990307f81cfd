import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { UserRole } from '../../common/session-user';
import { isUuid } from '../../common/uuid';
import { ActivityKind } from '../activity/activity-kind';
import { ActivityService } from '../activity/activity.service';
import { AuditService } from '../audit/audit.service';
import { SessionsService } from '../auth/sessions/sessions.service';
import { TwoFactorService } from '../auth/two-factor/two-factor.service';
import { SecurityMailService } from '../mail/security-mail.service';
import { isActiveAdmin, UserAccessRow, UserAccessService } from '../users/user-access.service';
import { roleRank } from '../users/user-role.model';
import { AdminUserError, AdminUserErrorCode, FREEZE_REASON_MAX } from './admin-users.errors';

/** The admin acting, and from where (the audit entry's actor and IP). */
export interface AdminCaller {
  id: string;
  ip: string | null;
}

/** The user's activity log shows that an admin acted, not the admin's address or browser. */
const BY_ADMIN = { ip: null, userAgent: null };

function checkReason(input: unknown): string {
  const reason = typeof input === 'string' ? input.trim() : '';
  if (!reason) throw new AdminUserError(AdminUserErrorCode.REASON_REQUIRED);
  if (reason.length > FREEZE_REASON_MAX) throw new AdminUserError(AdminUserErrorCode.REASON_TOO_LONG);
  return reason;
}

function checkUserId(userId: unknown): string {
  if (!isUuid(userId)) throw new AdminUserError(AdminUserErrorCode.INVALID_USER_ID);
  return userId;
}

const freezeState = (row: UserAccessRow) => ({ frozenAt: row.frozen_at, frozenReason: row.frozen_reason, frozenBy: row.frozen_by });

/**
 * An admin's actions on a user's access: freeze (no sign-in, no money movement, every session
 * ended in the same transaction), unfreeze, and turning off 2FA. Each runs in one transaction
 * with the user row locked, audited (actor, before, after, IP) and told in the user's activity.
 */
@Injectable()
export class AccountActionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: UserAccessService,
    private readonly sessions: SessionsService,
    private readonly twoFactor: TwoFactorService,
    private readonly audit: AuditService,
    private readonly activity: ActivityService,
    private readonly mail: SecurityMailService,
  ) {}

  async freeze(admin: AdminCaller, userIdInput: unknown, reasonInput: unknown): Promise<UserAccessRow> {
    const userId = checkUserId(userIdInput);
    const reason = checkReason(reasonInput);
    if (userId === admin.id) throw new AdminUserError(AdminUserErrorCode.SELF_FREEZE);
    return this.db.transaction(async (manager) => {
      // Two admins freezing each other at once must not leave the console without an active admin.
      const before = await this.lockAsAdmin(manager, admin, userId);
      if (before.frozen_at) throw new AdminUserError(AdminUserErrorCode.ALREADY_FROZEN);
      const after = await this.access.setFrozen(manager, userId, { reason, by: admin.id });
      // Sessions live in Postgres: every instance finds them gone at the user's next request.
      const sessionsEnded = await this.sessions.endAllOf(manager, userId);
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'user.frozen',
        details: { userId, reason, sessionsEnded, before: freezeState(before), after: freezeState(after) },
        ip: admin.ip,
      });
      await this.activity.record(userId, ActivityKind.ACCOUNT_FROZEN, BY_ADMIN, manager);
      return after;
    });
  }

  async unfreeze(admin: AdminCaller, userIdInput: unknown): Promise<UserAccessRow> {
    const userId = checkUserId(userIdInput);
    return this.db.transaction(async (manager) => {
      const before = await this.lockUser(manager, userId);
      if (!before.frozen_at) throw new AdminUserError(AdminUserErrorCode.NOT_FROZEN);
      const after = await this.access.setFrozen(manager, userId, null);
      // A request in flight at the freeze may have saved its session again after the freeze ended it (refused while
      // frozen); it must not come back to life now: the user signs in afresh.
      const sessionsEnded = await this.sessions.endAllOf(manager, userId);
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'user.unfrozen',
        details: { userId, sessionsEnded, before: freezeState(before), after: freezeState(after) },
        ip: admin.ip,
      });
      await this.activity.record(userId, ActivityKind.ACCOUNT_UNFROZEN, BY_ADMIN, manager);
      return after;
    });
  }

  /** Turns the user's 2FA off (a lost authenticator): they sign in with the password alone, and are mailed about it. */
  async resetTwoFactor(admin: AdminCaller, userIdInput: unknown, reasonInput: unknown): Promise<UserAccessRow> {
    const userId = checkUserId(userIdInput);
    const reason = checkReason(reasonInput);
    if (userId === admin.id) throw new AdminUserError(AdminUserErrorCode.SELF_TWO_FACTOR_RESET);
    const after = await this.db.transaction(async (manager) => {
      const before = await this.lockUser(manager, userId);
      if (!before.two_factor_enabled_at) throw new AdminUserError(AdminUserErrorCode.TWO_FACTOR_NOT_ENABLED);
      await this.twoFactor.resetByAdmin(manager, userId);
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'user.two_factor_reset',
        details: { userId, reason, before: { twoFactorEnabledAt: before.two_factor_enabled_at }, after: { twoFactorEnabledAt: null } },
        ip: admin.ip,
      });
      await this.activity.record(userId, ActivityKind.TWO_FACTOR_RESET, BY_ADMIN, manager);
      return (await this.access.accessOf(manager, userId))!;
    });
    await this.mail.twoFactorReset(after);
    return after;
  }

  /**
   * Takes power away in one step: a role that ranks lower (admin → support → investor). Giving more power
   * is a role grant another admin approves (RoleGrantsService). An admin cannot change their own role. Every
   * admin row and the target's are locked in id order and the acting admin must still be an active admin
   * under that lock: of two admins demoting each other at once one succeeds and the other gets 409
   * NO_LONGER_ADMIN, so the platform always keeps an admin. It takes effect at the user's next request
   * (the user row is read per request); the user's sessions stay.
   */
  async setRole(admin: AdminCaller, userIdInput: unknown, role: UserRole, reasonInput: unknown): Promise<UserAccessRow> {
    const userId = checkUserId(userIdInput);
    const reason = checkReason(reasonInput);
    if (userId === admin.id) throw new AdminUserError(AdminUserErrorCode.SELF_ROLE_CHANGE);
    return this.db.transaction(async (manager) => {
      const before = await this.lockAsAdmin(manager, admin, userId);
      if (before.role === role) throw new AdminUserError(AdminUserErrorCode.ROLE_UNCHANGED);
      if (roleRank(role) > roleRank(before.role)) throw new AdminUserError(AdminUserErrorCode.ROLE_GRANT_NEEDS_APPROVAL);
      const after = await this.access.setRole(manager, userId, role);
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'user.role_changed',
        details: { userId, reason, before: { role: before.role }, after: { role: after.role } },
        ip: admin.ip,
      });
      return after;
    });
  }

  /**
   * The target's row and every admin's, locked FOR UPDATE in id order; refuses unless the acting admin is,
   * under that lock, still an active admin (NO_LONGER_ADMIN, 409) and at least one active admin other than
   * the target remains (LAST_ADMIN, 409: implied by the first, kept as the rule itself).
   */
  private async lockAsAdmin(manager: EntityManager, admin: AdminCaller, userId: string): Promise<UserAccessRow> {
    const rows = await this.access.lockAdminsAnd(manager, userId);
    const target = rows.get(userId);
    if (!target) throw new AdminUserError(AdminUserErrorCode.USER_NOT_FOUND);
    if (!isActiveAdmin(rows.get(admin.id))) throw new AdminUserError(AdminUserErrorCode.NO_LONGER_ADMIN);
    const othersActive = [...rows.values()].filter((row) => row.id !== userId && isActiveAdmin(row)).length;
    if (othersActive < 1) throw new AdminUserError(AdminUserErrorCode.LAST_ADMIN);
    return target;
  }

  private async lockUser(manager: EntityManager, userId: string): Promise<UserAccessRow> {
    const row = await this.access.lockAccess(manager, userId);
    if (!row) throw new AdminUserError(AdminUserErrorCode.USER_NOT_FOUND);
    return row;
  }
}
