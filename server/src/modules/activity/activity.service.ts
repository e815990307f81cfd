import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { sqlExec, sqlRows, type TableRow } from '../../database/sql';
import { ACTIVITY_PAGE_MAX, ActivityError, ActivityErrorCode } from './activity.errors';
import { ActivityKind } from './activity-kind';
import { ActivityEventModel } from './activity.model';
import type { ClientInfo } from '../../common/actor';
import { describeDevice } from './client-info';
import { UUID } from '../../common/uuid';

/** account_activity's kind is free text in the table (no CHECK list): the app writes only ActivityKind values. */
type ActivityRow = Pick<TableRow<'account_activity'>, 'id' | 'at' | 'ip' | 'user_agent'> & { kind: ActivityKind };

/** The account's security log (owner of account_activity): what happened, when, from where. */
@Injectable()
export class ActivityService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Records one event; pass the caller's transaction so the event commits with the change it tells of. */
  async record(userId: string, kind: ActivityKind, client: ClientInfo, manager?: EntityManager): Promise<void> {
    await sqlExec(manager ?? this.db, `INSERT INTO account_activity (user_id, kind, ip, user_agent) VALUES ($1, $2, $3, $4)`, [
      userId,
      kind,
      client.ip,
      client.userAgent,
    ]);
  }

  /** Newest first; `after` is the id of the last event the caller already has. */
  async list(userId: string, first = 20, after?: string | null): Promise<ActivityEventModel[]> {
    if (!Number.isInteger(first) || first < 1 || first > ACTIVITY_PAGE_MAX) {
      throw new ActivityError(ActivityErrorCode.INVALID_PAGE_SIZE);
    }
    if (after != null && !UUID.test(after)) throw new ActivityError(ActivityErrorCode.INVALID_CURSOR);
    const rows = await sqlRows<ActivityRow>(
      this.db,
      `SELECT id, kind, at, ip, user_agent FROM account_activity a
        WHERE user_id = $1
          AND ($3::uuid IS NULL OR (at, id) < (SELECT at, id FROM account_activity WHERE id = $3 AND user_id = $1))
        ORDER BY at DESC, id DESC
        LIMIT $2`,
      [userId, first, after ?? null],
    );
    return rows.map((row) => ({ id: row.id, kind: row.kind, at: row.at, ip: row.ip, device: describeDevice(row.user_agent) }));
  }

  /** Whether the user has signed in before from this kind of device (a new one gets a notice mail). */
  async knownDevice(userId: string, device: string | null): Promise<{ firstSignIn: boolean; known: boolean }> {
    const rows = await sqlRows<Pick<ActivityRow, 'user_agent'>>(
      this.db,
      `SELECT DISTINCT user_agent FROM account_activity WHERE user_id = $1 AND kind = $2 ORDER BY user_agent LIMIT 200`,
      [userId, ActivityKind.SIGN_IN],
    );
    return { firstSignIn: rows.length === 0, known: rows.some((row) => describeDevice(row.user_agent) === device) };
  }
}
