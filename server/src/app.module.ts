import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Global, Module, RequestMethod, ValidationPipe } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { InvalidTextPipe } from './common/invalid-text';
import { GraphQLModule } from '@nestjs/graphql';
import type { ExecutionResult, GraphQLError } from 'graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import type { IncomingMessage } from 'node:http';
import { Clock } from './common/clock';
import { ShutdownHooks } from './common/shutdown-hooks';
import { sameOrigin, WsAuth } from './common/ws-auth';
import { badInput } from './common/errors/domain-error';
import { validationCode } from './common/errors/validation-codes';
import { formatGraphqlError } from './common/errors/format-graphql-error';
import { RestExceptionFilter } from './common/errors/rest-exception.filter';
import { GRAPHQL_PARSE_OPTIONS, graphqlArmor } from './common/graphql-armor';
import { adminOnlyIntrospection } from './common/introspection-guard.plugin';
import { withoutSuggestionsFormatted } from './common/errors/no-suggestions';
import { AccessGuard } from './common/guards/access.guard';
import { GraphQLUpload } from './common/scalars/upload.scalar';
import { APP_CONFIG, AppConfig, DATABASE_URL, DIRECT_DATABASE_URL } from './config/env';
import { dataSourceOptions } from './database/data-source';
import { READ_DB, readReplicaProvider } from './database/read-replica';
import { requestLogLevel } from './app/request-log';
import { requestIdLogField, requestIdOf } from './common/request-context';
import { DemoSeeder } from './database/seed/demo-seeder';
import { AuthModule } from './modules/auth/auth.module';
import { ContactModule } from './modules/contact/contact.module';
import { CsrfModule } from './modules/csrf/csrf.module';
import { HealthModule } from './modules/health/health.module';
import { MailModule } from './modules/mail/mail.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { RateLimitModule } from './modules/rate-limit/rate-limit.module';
import { StorageModule } from './modules/storage/storage.module';
import { UsersModule } from './modules/users/users.module';
import { AdminModule } from './modules/admin/admin.module';
import { DepositsModule } from './modules/deposits/deposits.module';
import { LedgerModule } from './modules/ledger/ledger.module';
import { MoneyEventsModule } from './modules/money-events/money-events.module';
import { AuditModule } from './modules/audit/audit.module';
import { IdempotencyModule } from './modules/idempotency/idempotency.module';
import { TransactionsModule } from './modules/transactions/transactions.module';
import { WithdrawalsModule } from './modules/withdrawals/withdrawals.module';
import { InvestmentsModule } from './modules/investments/investments.module';
import { PlansModule } from './modules/plans/plans.module';
import { AccrualModule } from './modules/accrual/accrual.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { EventsModule } from './modules/events/events.module';
import { ContentModule } from './modules/content/content.module';
import { KycModule } from './modules/kyc/kyc.module';
import { ActivityModule } from './modules/activity/activity.module';
import { StatementsModule } from './modules/statements/statements.module';
import { ApiTokensModule } from './modules/api-tokens/api-tokens.module';
import { CorrectionsModule } from './modules/corrections/corrections.module';
import { RoleGrantsModule } from './modules/role-grants/role-grants.module';
import { RatesModule } from './modules/rates/rates.module';
import { ChainsModule } from './modules/chains/chains.module';
import { graphqlMetrics } from './modules/metrics/graphql-metrics.plugin';
import { MetricsModule } from './modules/metrics/metrics.module';
import { MetricsService } from './modules/metrics/metrics.service';
import { LiabilitiesModule } from './modules/liabilities/liabilities.module';

/** Depth, cost, alias, directive and token limits for every GraphQL operation (see graphql-armor.ts). */
const GRAPHQL_ARMOR = graphqlArmor();

export const REDACTED_PATHS = ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers.authorization', 'res.headers["set-cookie"]'];

@Global()
@Module({})
class CoreModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE_URL, useValue: databaseUrl },
        // LISTEN, pg-boss and migrations: past a transaction pooler when there is one.
        { provide: DIRECT_DATABASE_URL, useValue: config.databaseDirectUrl ?? databaseUrl },
        readReplicaProvider,
        Clock,
        ShutdownHooks,
        WsAuth,
      ],
      exports: [APP_CONFIG, DATABASE_URL, DIRECT_DATABASE_URL, READ_DB, Clock, ShutdownHooks, WsAuth],
    };
  }
}

/** Domain modules: the features of the API. */
export const DOMAIN_MODULES = [
  AuthModule,
  UsersModule,
  ContactModule,
  TransactionsModule,
  DepositsModule,
  WithdrawalsModule,
  AdminModule,
  PlansModule,
  InvestmentsModule,
  AccrualModule,
  DashboardModule,
  EventsModule,
  ContentModule,
  KycModule,
  ActivityModule,
  StatementsModule,
  ApiTokensModule,
  CorrectionsModule,
  RoleGrantsModule,
  RatesModule,
  LiabilitiesModule,
];

/** Every module of ours the app imports (besides the core); graphql-resolvers.ts finds the resolvers in them. */
export const FEATURE_MODULES = [
  MetricsModule,
  RateLimitModule,
  LedgerModule,
  MoneyEventsModule,
  AuditModule,
  IdempotencyModule,
  MailModule,
  WebhooksModule,
  StorageModule,
  HealthModule,
  ChainsModule,
  CsrfModule,
  ...DOMAIN_MODULES,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, databaseUrl),
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            stream: config.logFile ? pino.destination({ dest: config.logFile, sync: true }) : undefined,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            transport:
              config.isProduction || config.logLevel === 'silent' || config.logFile ? undefined : { target: 'pino-pretty', options: { singleLine: true } },
            // The body is never logged: it may hold passwords or messages.
            serializers: {
              req: (req: IncomingMessage & { id?: string; raw?: IncomingMessage }) => ({
                id: req.id,
                method: req.method,
                url: req.url?.split('?')[0],
              }),
            },
            autoLogging: { ignore: (req) => req.url === '/api/health/live' },
            // The request's id (the load balancer's X-Request-Id or a fresh one, common/request-context.ts) rather than a per-process counter,
            // and on every line written in a request's or a job's context (workers too) as `requestId`.
            genReqId: (req) => requestIdOf(req),
            mixin: requestIdLogField,
            customLogLevel: requestLogLevel,
          },
        }),
        TypeOrmModule.forRoot(dataSourceOptions(databaseUrl, config.databasePoolMode)),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [WsAuth, MetricsService],
          useFactory: (wsAuth: WsAuth, metrics: MetricsService) => ({
            path: '/graphql',
            subscriptions: {
              'graphql-ws': {
                path: '/graphql',
                // The upgrade request carries the session cookie: sign the socket in with it.
                onConnect: async (ctx: { extra: unknown }) => {
                  const { request } = ctx.extra as { request: IncomingMessage };
                  if (!sameOrigin(request)) return false;
                  return !!(await wsAuth.authenticate(request).catch(() => undefined));
                },
                // Validation and variable errors on the socket skip formatError: no "Did you mean …" there either.
                onError: (_ctx: unknown, _id: string, _payload: unknown, errors: readonly GraphQLError[]) => withoutSuggestionsFormatted(errors),
                onNext: (_ctx: unknown, _id: string, _payload: unknown, _args: unknown, result: ExecutionResult) =>
                  result.errors ? { ...result, errors: withoutSuggestionsFormatted(result.errors) } : undefined,
              },
            },
            autoSchemaFile: true,
            sortSchema: true,
            context: (ctx: { req?: unknown; res?: unknown; extra?: { request: unknown } }) =>
              ctx.extra ? { req: ctx.extra.request } : { req: ctx.req, res: ctx.res },
            formatError: formatGraphqlError,
            csrfPrevention: true,
            introspection: true,
            playground: false,
            plugins: [ApolloServerPluginLandingPageDisabled(), adminOnlyIntrospection(config.isProduction), graphqlMetrics(metrics), ...GRAPHQL_ARMOR.plugins],
            validationRules: GRAPHQL_ARMOR.validationRules,
            parseOptions: GRAPHQL_PARSE_OPTIONS,
            resolvers: { Upload: GraphQLUpload },
            includeStacktraceInErrorResponses: false,
          }),
        }),
        ...FEATURE_MODULES,
      ],
      providers: [
        DemoSeeder,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: RestExceptionFilter },
        // Before validation: multer's multipart text fields reach no middleware (see common/invalid-text.ts).
        { provide: APP_PIPE, useClass: InvalidTextPipe },
        {
          provide: APP_PIPE,
          useValue: new ValidationPipe({
            whitelist: true,
            forbidNonWhitelisted: true,
            transform: true,
            validationError: { target: false, value: false },
            exceptionFactory: (errors) => {
              const first = errors[0];
              const constraint = first?.constraints ? Object.values(first.constraints)[0] : undefined;
              const child = first?.children?.[0]?.constraints ? Object.values(first.children[0].constraints)[0] : undefined;
              const code = validationCode(first?.constraints ?? first?.children?.[0]?.constraints);
              const error = badInput(constraint ?? child ?? 'The request is not valid.', code);
              // The field the message is about, so a form can show it beside that field.
              const field = constraint || !child ? first?.property : `${first.property}.${first.children![0].property}`;
              // A body that is not an object (an array) fails on an index ("0"): that names no field.
              error.field = field && /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)?$/.test(field) ? field : undefined;
              return error;
            },
          }),
        },
      ],
    };
  }
}
