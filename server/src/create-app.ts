import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { clientApp } from './app/client-app';
import { serveOpenApi } from './app/open-api';
import { bodyParsers, graphqlUploads } from './app/request-body';
import { securityHeaders } from './app/security-headers';
import { sessionMiddlewares } from './app/sessions';
import { refuseInvalidText } from './common/invalid-text';
import { requestContextAgain, requestIds } from './common/request-context';
import { WsAuth } from './common/ws-auth';
import { AppConfig } from './config/env';
import { DemoSeeder } from './database/seed/demo-seeder';
import { touchSession } from './modules/auth/sessions/touch-session';
import { BearerAuthService } from './modules/api-tokens/bearer-auth.service';
import { ContentService } from './modules/content/content.service';
import { SITE_FILE_PATHS } from './modules/content/site-files.controller';
import { httpMetrics } from './modules/metrics/http-metrics';
import { metricsOnMainPort } from './modules/metrics/metrics-endpoint';
import { MetricsService } from './modules/metrics/metrics.service';

/**
 * Builds the whole app (used by main.ts, tests and benchmarks alike): the Nest modules, then the
 * Express middleware in order (each concern in its own file under app/).
 */
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

  // Before anything else: the request's id (X-Request-Id), in its logs, rows and jobs (common/request-context.ts).
  app.use(requestIds);
  // Then, to time every request; /metrics (METRICS_TOKEN) before sessions and API tokens read the Authorization header.
  const metrics = app.get(MetricsService);
  app.use(httpMetrics(metrics));
  app.use('/metrics', metricsOnMainPort(config, metrics));
  app.use(securityHeaders(config.httpsOnly));
  app.use(compression());
  app.use(...bodyParsers());
  const sessions = sessionMiddlewares(app, config, databaseUrl);
  app.use(...sessions, touchSession);
  // `Authorization: Bearer <token>` (API tokens) after the cookie, so it can tell whether a session came too.
  app.use(app.get(BearerAuthService).middleware);
  app.get(WsAuth).use(...sessions);
  app.use('/graphql', graphqlUploads());
  // NUL and lone surrogates in any text (bodies, query strings, multipart operations): 400 before any handler.
  app.use(refuseInvalidText);
  const client = clientApp(config.clientDist, app.get(ContentService));
  if (client) app.use(client);
  serveOpenApi(app);
  // Last of these, so the routes (registered after) run in the request's context whatever a middleware above resumed from.
  app.use(requestContextAgain);
  return app;
}

/** Seeds demo data (once) and ensures the configured admin; run at start after migrations. */
export async function seed(app: NestExpressApplication): Promise<void> {
  const seeder = app.get(DemoSeeder);
  await seeder.ensureAdmin();
  await seeder.seedDemo();
}
