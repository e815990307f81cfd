import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import connectPgSimple from 'connect-pg-simple';
import express, { Request, RequestHandler } from 'express';
import session from 'express-session';
import { Logger } from 'nestjs-pino';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import passport from 'passport';
import { Pool } from 'pg';
import { AppModule } from './app.module';
import { ShutdownHooks } from './common/shutdown-hooks';
import { WsAuth } from './common/ws-auth';
import { refuseInvalidText } from './common/invalid-text';
import { SAFE_HOST } from './common/safe-host';
import { HTTP_STATUS_BY_KIND } from './common/errors/domain-error';
import { toDomainError } from './common/errors/to-domain-error';
import { AppConfig } from './config/env';
import { SESSION_COOKIE } from './modules/auth/logout';
import { SESSION_TTL_MS } from './modules/auth/sessions/sessions.service';
import { touchSession } from './modules/auth/sessions/touch-session';
import { DemoSeeder } from './database/seed/demo-seeder';
import { SITE_FILE_PATHS } from './modules/content/site-files.controller';
import { DEFAULT_LOCALE, SiteLocale, toSiteLocale } from './modules/content/site-content.types';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const graphqlUploadExpress = require('graphql-upload/graphqlUploadExpress.mjs').default;

/** Largest file any upload accepts (deposit screenshots); each use checks its own, smaller limit too. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Runs a middleware and answers its errors (bad JSON, too large) in the API's error shape. */
function guarded(middleware: RequestHandler): RequestHandler {
  return (req, res, next) =>
    middleware(req, res, (error?: unknown) => {
      if (!error) return next();
      const domain = toDomainError(error);
      res.status(HTTP_STATUS_BY_KIND[domain.kind]).json({ status: 'error', message: domain.message, code: domain.code });
    });
}

/** Deeper bodies than any form of ours are refused before anything walks them (recursion limits). */
export const MAX_BODY_DEPTH = 32;

function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    if (node && typeof node === 'object') for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

const limitBodyDepth: RequestHandler = (req, res, next) => {
  if (req.body && typeof req.body === 'object' && depthOf(req.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    res.status(400).json({ status: 'error', message: 'The request body is nested too deeply.', code: 'BAD_USER_INPUT' });
    return;
  }
  next();
};

function securityHeaders(httpsOnly: boolean): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'same-origin');
    if (httpsOnly) res.setHeader('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
    next();
  };
}

/**
 * The policy of the client's HTML pages. Scripts come only from our own /assets (Vite emits no
 * inline script); MUI/emotion inject <style> tags, hence 'unsafe-inline' for styles only. The
 * public pages frame TradingView widgets and an OpenStreetMap map, and probe those hosts with a
 * hidden <object> (its error event stays silent when offline). graphql-ws connects to this host:
 * CSP 3 lets 'self' match ws:/wss: of the page's host, and the explicit origin covers browsers
 * that predate that rule.
 */
export function contentSecurityPolicy(req: Request): string {
  const host = req.host;
  const socket = host && SAFE_HOST.test(host) ? ` ${req.protocol === 'https' ? 'wss' : 'ws'}://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${socket}`,
    'frame-src https://s.tradingview.com https://www.tradingview-widget.com https://www.openstreetmap.org',
    'object-src https://s.tradingview.com https://www.openstreetmap.org',
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Paths the server answers itself even where the client is served (robots.txt, sitemap.xml, the API). */
const serverPath = (path: string) => path.startsWith('/api/') || path === '/api' || path.startsWith('/graphql') || SITE_FILE_PATHS.includes(path);

/** `tag` as a site language, or undefined when it names none (English only when asked for). */
function siteLanguage(tag: string): SiteLocale | undefined {
  const locale = toSiteLocale(tag);
  return locale !== DEFAULT_LOCALE || /^en\b/i.test(tag.trim()) ? locale : undefined;
}

/**
 * The visitor's language for a prerendered page, chosen as the client chooses it: the picker's
 * choice (the `lang` cookie it writes beside localStorage), else the browser's languages. The
 * pages are prerendered in the site's languages (client/scripts/prerender.mjs).
 */
export function pageLanguage(req: Request): SiteLocale {
  const chosen = /(?:^|;\s*)lang=([A-Za-z-]+)/.exec(req.headers.cookie ?? '')?.[1];
  const fromCookie = chosen && siteLanguage(chosen);
  if (fromCookie) return fromCookie;
  for (const part of (req.headers['accept-language'] ?? '').split(',')) {
    const language = siteLanguage(part.split(';')[0]);
    if (language) return language;
  }
  return DEFAULT_LOCALE;
}

/** The prerendered pages of a build, as "<language>/<page>", read once at start. */
function prerenderedPages(dir: string): Set<string> {
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((language) => readdirSync(join(dir, language.name)).map((file) => `${language.name}/${file.replace(/\.html$/, '')}`)),
  );
}

/**
 * Serves the built client: hashed assets cached for a year, public pages prerendered in the
 * visitor's language, and index.html for every other client route.
 */
function clientApp(dist: string): RequestHandler | undefined {
  if (!existsSync(join(dist, 'index.html'))) return undefined;
  const files = express.static(dist, {
    index: false,
    maxAge: '1h',
    setHeaders: (res, path) => {
      if (path.endsWith('.html')) res.setHeader('Content-Security-Policy', contentSecurityPolicy(res.req));
      // Vite puts a content hash in every asset's name: a changed file is a new URL.
      if (path.includes(`${join(dist, 'assets')}/`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const prerendered = join(dist, 'prerendered');
  const pages = prerenderedPages(prerendered);
  return (req, res, next) => {
    if (serverPath(req.path) || req.path.startsWith('/prerendered/')) return next();
    files(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(req));
      const page = `${pageLanguage(req)}/${req.path === '/' ? 'index' : req.path.slice(1)}`;
      if (pages.has(page)) {
        res.setHeader('Vary', 'Cookie, Accept-Language');
        return res.sendFile(join(prerendered, `${page}.html`));
      }
      res.sendFile(join(dist, 'index.html'));
    });
  };
}

/** Builds the whole app (used by main.ts, tests and benchmarks alike). */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  // robots.txt and sitemap.xml live at the root, like crawlers expect.
  app.setGlobalPrefix('api', { exclude: SITE_FILE_PATHS.map((path) => ({ path: path.slice(1), method: RequestMethod.GET })) });

  const sessionPool = new Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process.
  sessionPool.on('error', (error) => app.get(Logger).warn(`session store connection lost: ${error.message}`));
  const PgStore = connectPgSimple(session);
  app.use(securityHeaders(config.httpsOnly));
  app.use(compression());
  app.use(guarded(express.json({ limit: '100kb' })));
  app.use(guarded(express.urlencoded({ extended: false, limit: '100kb' })));
  app.use(limitBodyDepth);
  const sessionMiddleware = session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store: new PgStore({ pool: sessionPool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60, disableTouch: true }),
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.httpsOnly, maxAge: SESSION_TTL_MS, path: '/' },
  });
  const passportMiddlewares = [passport.initialize(), passport.session()];
  app.use(sessionMiddleware, ...passportMiddlewares, touchSession);
  app.get(WsAuth).use(sessionMiddleware, ...passportMiddlewares);
  app.use('/graphql', guarded(graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 3 })));
  // NUL and lone surrogates in any text (bodies, query strings, multipart operations): 400 before any handler.
  app.use(refuseInvalidText);
  const client = clientApp(config.clientDist);
  if (client) app.use(client);

  const openApi = new DocumentBuilder()
    .setTitle('Investment platform REST API')
    .setDescription('The REST compatibility layer. Every state-changing call needs the X-CSRF-Token header from GET /api/middleware/csrf-token.')
    .setVersion('1')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));

  app.get(ShutdownHooks).add(() => sessionPool.end());
  return app;
}

/** Seeds demo data (once) and ensures the configured admin; run at start after migrations. */
export async function seed(app: NestExpressApplication): Promise<void> {
  const seeder = app.get(DemoSeeder);
  await seeder.ensureAdmin();
  await seeder.seedDemo();
}
