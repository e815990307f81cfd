import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SessionData } from 'express-session';
import { DataSource } from 'typeorm';
import { badInput, notFound } from '../../../common/errors/domain-error';
import { ActivityKind } from '../../activity/activity-kind';
import { ActivityService } from '../../activity/activity.service';
import { ClientInfo, describeDevice } from '../../activity/client-info';
import { publicSessionId, PUBLIC_SESSION_ID } from './session-id';
import { SessionInfoModel } from './session-info.model';

interface SessionRow {
  sid: string;
  sess: SessionData;
  expire: Date;
}

/** How long a session lives (the cookie's max age); a session without its sign-in time is dated from it. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A user's signed-in sessions (rows of `sessions`, which auth owns): listed, ended one by one or all but this one. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
  ) {}

  async list(userId: string, currentSid: string): Promise<SessionInfoModel[]> {
    const rows: SessionRow[] = await this.db.query(
      `SELECT sid, sess, expire FROM sessions WHERE sess->'passport'->>'user' = $1 AND expire >= now()`,
      [userId],
    );
    return rows
      .map((row) => {
        const meta = row.sess.meta;
        const createdAt = new Date(meta?.createdAt ?? row.expire.getTime() - SESSION_TTL_MS);
        return {
          id: publicSessionId(row.sid),
          current: row.sid === currentSid,
          device: describeDevice(meta?.userAgent),
          ip: meta?.ip ?? null,
          createdAt,
          lastSeenAt: new Date(meta?.lastSeenAt ?? createdAt.getTime()),
        };
      })
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
  }

  /** Ends one of the user's own sessions; any other id is NOT_FOUND, whoever it belongs to. */
  async end(userId: string, id: string, client: ClientInfo): Promise<void> {
    if (typeof id !== 'string' || !PUBLIC_SESSION_ID.test(id)) throw badInput('The session id is not valid.');
    const rows: Array<{ sid: string }> = await this.db.query(`SELECT sid FROM sessions WHERE sess->'passport'->>'user' = $1`, [userId]);
    const target = rows.find((row) => publicSessionId(row.sid) === id);
    if (!target) throw notFound('That session does not exist or has already ended.');
    await this.db.transaction(async (manager) => {
      await manager.query(`DELETE FROM sessions WHERE sid = $1 AND sess->'passport'->>'user' = $2`, [target.sid, userId]);
      await this.activity.record(userId, ActivityKind.SESSION_ENDED, client, manager);
    });
  }

  /** Ends every session of the user but `currentSid`; returns how many ended. */
  async endOthers(userId: string, currentSid: string, client: ClientInfo): Promise<number> {
    return this.db.transaction(async (manager) => {
      const [, count]: [unknown[], number] = await manager.query(
        `DELETE FROM sessions WHERE sess->'passport'->>'user' = $1 AND sid <> $2`,
        [userId, currentSid],
      );
      if (count > 0) await this.activity.record(userId, ActivityKind.SESSION_ENDED, client, manager);
      return count;
    });
  }
}
