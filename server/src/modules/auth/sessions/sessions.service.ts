import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SessionData } from 'express-session';
import { DataSource } from 'typeorm';
import { Db, sqlExec, sqlOne, sqlRows } from '../../../database/sql';
import { ActivityKind } from '../../activity/activity-kind';
import { ActivityService } from '../../activity/activity.service';
import type { ClientInfo } from '../../../common/actor';
import { describeDevice } from '../../activity/client-info';
import { SessionError, SessionErrorCode } from './sessions.errors';
import { publicSessionId, PUBLIC_SESSION_ID } from './session-id';
import { SessionInfoModel } from './session-info.model';

interface SessionRow {
  sid: string;
  sess: SessionData;
  expire: Date;
}

/** How long a session lives (the cookie's max age); a session without its sign-in time is dated from it. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Owner of `sessions` (the rows connect-pg-simple stores): the only module that reads or writes
 * them in SQL. Others call these functions, passing their transaction where they are in one.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activity: ActivityService,
  ) {}

  /** The user a live (unexpired, signed-in) session belongs to, or null. */
  async userIdOf(sid: string): Promise<string | null> {
    const row = await sqlOne<{ user_id: string | null }>(
      this.db,
      `SELECT sess->'passport'->>'user' AS user_id FROM sessions WHERE sid = $1 AND expire >= now()`,
      [sid],
    );
    return row?.user_id ?? null;
  }

  async list(userId: string, currentSid: string): Promise<SessionInfoModel[]> {
    const rows = await sqlRows<SessionRow>(this.db, `SELECT sid, sess, expire FROM sessions WHERE sess->'passport'->>'user' = $1 AND expire >= now()`, [
      userId,
    ]);
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
    if (typeof id !== 'string' || !PUBLIC_SESSION_ID.test(id)) throw new SessionError(SessionErrorCode.INVALID_SESSION_ID);
    const rows = await sqlRows<{ sid: string }>(this.db, `SELECT sid FROM sessions WHERE sess->'passport'->>'user' = $1`, [userId]);
    const target = rows.find((row) => publicSessionId(row.sid) === id);
    if (!target) throw new SessionError(SessionErrorCode.SESSION_NOT_FOUND);
    await this.db.transaction(async (manager) => {
      await sqlExec(manager, `DELETE FROM sessions WHERE sid = $1 AND sess->'passport'->>'user' = $2`, [target.sid, userId]);
      await this.activity.record(userId, ActivityKind.SESSION_ENDED, client, manager);
    });
  }

  /** Ends every session of the user but `currentSid`; returns how many ended. */
  async endOthers(userId: string, currentSid: string, client: ClientInfo): Promise<number> {
    return this.db.transaction(async (manager) => {
      const count = await this.endAllOf(manager, userId, currentSid);
      if (count > 0) await this.activity.record(userId, ActivityKind.SESSION_ENDED, client, manager);
      return count;
    });
  }

  /**
   * Signs the user out everywhere (but `exceptSid`, when given) inside the caller's transaction;
   * answers how many ended. Sign-ins half done (the password passed, the authenticator code still
   * awaited) end too: a password reset must not leave one that an attacker could complete.
   */
  endAllOf(db: Db, userId: string, exceptSid?: string): Promise<number> {
    const ofUser = `(sess->'passport'->>'user' = $1 OR sess->'twoFactorPending'->>'userId' = $1)`;
    return exceptSid === undefined
      ? sqlExec(db, `DELETE FROM sessions WHERE ${ofUser}`, [userId])
      : sqlExec(db, `DELETE FROM sessions WHERE ${ofUser} AND sid <> $2`, [userId, exceptSid]);
  }

  /**
   * Takes the captcha answer out of the stored session in one statement, if it is still `answer`.
   * Each request works on its own copy of the session, so without this, submissions sent at the
   * same time would all find the answer and all pass; the row lock lets exactly one remove it.
   */
  async spendCaptchaAnswer(sid: string, answer: string, db: Db = this.db): Promise<boolean> {
    const spent = await sqlExec(
      db,
      `UPDATE sessions SET sess = (sess::jsonb - 'captchaAnswer')::json
        WHERE sid = $1 AND sess->>'captchaAnswer' = $2`,
      [sid, answer],
    );
    return spent === 1;
  }
}
