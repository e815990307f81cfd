import { NestExpressApplication } from '@nestjs/platform-express';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { Logger } from 'nestjs-pino';
import passport from 'passport';
import { Pool } from 'pg';
import { ShutdownHooks } from '../common/shutdown-hooks';
import { AppConfig } from '../config/env';
import { SESSION_COOKIE } from '../modules/auth/logout';
import { SESSION_TTL_MS } from '../modules/auth/sessions/sessions.service';

/**
 * The session cookie over the `sessions` table (its own small pool, closed at shutdown) and
 * passport on top: what HTTP requests and graphql-ws upgrades both run to find the user.
 */
export function sessionMiddlewares(app: NestExpressApplication, config: AppConfig, databaseUrl: string): RequestHandler[] {
  const sessionPool = new Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process.
  sessionPool.on('error', (error) => app.get(Logger).warn(`session store connection lost: ${error.message}`));
  app.get(ShutdownHooks).add(() => sessionPool.end());
  const PgStore = connectPgSimple(session);
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new PgStore({ pool: sessionPool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60, disableTouch: true }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.httpsOnly, maxAge: SESSION_TTL_MS, path: '/' },
  });
  return [sessionMiddleware, passport.initialize(), passport.session()];
}
