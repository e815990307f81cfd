import { NestExpressApplication } from '@nestjs/platform-express';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { Logger } from 'nestjs-pino';
import passport from 'passport';
import { Pool } from 'pg';
import { ShutdownHooks } from '../common/shutdown-hooks';
import { closePool } from '../database/close-pool';
import { AppConfig } from '../config/env';
import { SESSION_COOKIE } from '../common/session-cookie';
import { SESSION_USER_ROW } from '../modules/auth/session.serializer';
import { SESSION_USER_COLUMNS, SessionUserRow } from '../modules/users/users.service';
import { SESSION_TTL_MS } from '../modules/auth/sessions/sessions.service';

/** The session row and its signed-in user's (all nulls when there is none). */
type SessionAndUserRow = { sess: string | (session.SessionData & { passport?: object }) } & SessionUserRow;

/** A session (unexpired) and the user its passport names, in one statement. */
const SESSION_AND_USER = `SELECT s.sess, ${SESSION_USER_COLUMNS}
   FROM sessions s
   LEFT JOIN users u ON u.id = CASE WHEN s.sess #>> '{passport,user}' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                                    THEN (s.sess #>> '{passport,user}')::uuid END
  WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`;

/**
 * A store read's failure as express-session must see it. It treats an error whose code is
 * `ENOENT` as "no such session" and goes on signed out, and a connect to a Unix-domain socket
 * that a stopped Postgres removed fails with exactly that code: a signed-in request would be
 * answered 401 while the database restarts. Wrapped, it stays a connection error (503).
 */
export function storeError(error: unknown): unknown {
  if ((error as { code?: unknown } | null)?.code !== 'ENOENT') return error;
  return Object.assign(new Error(`session store unreachable: ${(error as Error).message}`), { driverError: error });
}

/**
 * The session cookie over the `sessions` table (its own small pool, closed at shutdown) and
 * passport on top: what HTTP requests and graphql-ws upgrades both run to find the user.
 */
export function sessionMiddlewares(app: NestExpressApplication, config: AppConfig, databaseUrl: string): RequestHandler[] {
  const sessionPool = new Pool({ connectionString: databaseUrl, max: 10 });
  const namedStatements = config.databasePoolMode === 'session';
  // An idle connection dropped by the server (restart, shutdown) must not crash the process.
  sessionPool.on('error', (error) => app.get(Logger).warn(`session store connection lost: ${error.message}`));
  // Closed for real before the embedded Postgres stops, so the server never cuts one of them.
  app.get(ShutdownHooks).add(() => closePool(sessionPool));
  const PgStore = connectPgSimple(session);
  /**
   * connect-pg-simple's store whose read also joins the session's signed-in user: one statement
   * per signed-in request instead of two. The row rides on the session's `passport` object under
   * a symbol (never serialized or saved); the serializer makes the SessionUser from it.
   */
  class SessionAndUserStore extends PgStore {
    override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
      const values = [sid, Math.ceil(Date.now() / 1000)];
      // Prepared (parsed and planned once per connection: the plan cost more than the read); a
      // connection whose plan no longer fits the users table's columns reads unprepared. Behind a
      // transaction pooler never named: the next statement may land on another server connection.
      sessionPool
        .query<SessionAndUserRow>(namedStatements ? { name: 'session-and-user', text: SESSION_AND_USER, values } : { text: SESSION_AND_USER, values })
        .catch((error: { code?: string }) => {
          if (error.code === '0A000') return sessionPool.query<SessionAndUserRow>(SESSION_AND_USER, values);
          throw error;
        })
        // The callback runs outside the promise (as connect-pg-simple's own get does): a throw in
        // express-session's code must not become an unhandled rejection.
        .then(
          ({ rows: [row] }) => {
            if (!row) return process.nextTick(callback, null, null);
            const { sess, ...user } = row;
            let data: session.SessionData & { passport?: object };
            try {
              data = typeof sess === 'string' ? JSON.parse(sess) : sess;
            } catch {
              return this.destroy(sid, (error) => process.nextTick(callback, error));
            }
            if (user.id && data.passport && typeof data.passport === 'object') Object.defineProperty(data.passport, SESSION_USER_ROW, { value: user });
            process.nextTick(callback, null, data);
          },
          (error: unknown) => process.nextTick(callback, storeError(error)),
        );
    }
  }
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new SessionAndUserStore({
      pool: sessionPool,
      tableName: 'sessions',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      disableTouch: true,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.httpsOnly, maxAge: SESSION_TTL_MS, path: '/' },
  });
  return [sessionMiddleware, passport.initialize(), passport.session()];
}
