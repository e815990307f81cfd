import { ModulesContainer } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { OperationObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { requiredScope } from '../common/bearer-auth';
import { IS_PUBLIC, ROLES, SESSION_ONLY, STATE_CHANGING } from '../common/decorators/access.decorators';
import { DomainError, ErrorKind, forbidden, unauthenticated } from '../common/errors/domain-error';
import { INTERNAL_MESSAGE, UNAVAILABLE_MESSAGE } from '../common/errors/to-domain-error';
import { ACCESS_MESSAGE, AccessErrorCode } from '../common/guards/access.errors';
import { SIGN_IN_MESSAGE } from '../common/guards/access.guard';
import { API_ERRORS, DocumentedError, documented, errorsOf } from '../common/openapi/api-errors';
import { VALIDATION_CODES, VALIDATION_FAILED } from '../common/errors/validation-codes';
import { ApiTokenError, ApiTokenErrorCode as T } from '../modules/api-tokens/api-tokens.errors';
import { SESSION_COOKIE } from '../common/session-cookie';

/** The names of the security schemes in components.securitySchemes. */
export const SECURITY = { session: 'session', csrf: 'csrf', bearer: 'bearer' } as const;
export const ERROR_BODY = 'ErrorBody';

const SAFE_METHODS = new Set(['get', 'head', 'options']);

interface HandlerAccess {
  isPublic: boolean;
  sessionOnly: boolean;
  stateChanging: boolean;
  roles: string[];
  errors: DocumentedError[];
}

/** Every controller method's access metadata (the guard's own decorators), keyed like the operationIds. */
function handlerAccess(app: NestExpressApplication): Map<string, (method: string) => HandlerAccess> {
  const byOperation = new Map<string, (method: string) => HandlerAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!type?.prototype) continue;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const read = <T>(key: string): T | undefined => Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, type);
        byOperation.set(`${type.name}_${name}`, (method) => ({
          isPublic: !!read<boolean>(IS_PUBLIC),
          sessionOnly: !!read<boolean>(SESSION_ONLY),
          stateChanging: !SAFE_METHODS.has(method) || !!Reflect.getMetadata(STATE_CHANGING, handler),
          roles: read<string[]>(ROLES) ?? [],
          errors: Reflect.getMetadata(API_ERRORS, handler) ?? [],
        }));
      }
    }
  }
  return byOperation;
}

/** The API token scope a path needs (the guard's own rule), or null where no token is taken (public or session-only paths). */
function bearerScope(access: HandlerAccess): string | null {
  return access.isPublic || access.sessionOnly ? null : requiredScope(access.stateChanging, access.roles.includes('admin'));
}

/** The errors every path of its kind can answer, whatever its module says (the guard's, the pipes', an outage). */
function sharedErrors(access: HandlerAccess, operation: OperationObject): DocumentedError[] {
  const errors: DomainError[] = [];
  if (operation.requestBody || operation.parameters?.length) errors.push(new DomainError(ErrorKind.BAD_USER_INPUT, 'A value in the request is not valid.'));
  // A field the global ValidationPipe refuses answers the code of its constraint (common/errors/validation-codes.ts).
  if (operation.requestBody || operation.parameters?.length) {
    for (const code of [...Object.values(VALIDATION_CODES), VALIDATION_FAILED])
      errors.push(new DomainError(ErrorKind.BAD_USER_INPUT, 'A value in the request is not valid.', code));
  }
  if (operation.requestBody) errors.push(new DomainError(ErrorKind.PAYLOAD_TOO_LARGE, 'The request is too large.'));
  if (!access.isPublic) errors.push(unauthenticated(SIGN_IN_MESSAGE));
  if (access.stateChanging) errors.push(forbidden('Invalid or missing CSRF token. Refresh the page and try again.', 'CSRF'));
  if (access.roles.length) errors.push(forbidden());
  if (access.roles.includes('admin') && access.stateChanging) {
    errors.push(forbidden(ACCESS_MESSAGE[AccessErrorCode.SUPPORT_READ_ONLY], AccessErrorCode.SUPPORT_READ_ONLY));
  }
  if (access.sessionOnly) errors.push(forbidden('API tokens cannot do this: sign in to the web app.', 'SESSION_REQUIRED'));
  const scope = bearerScope(access);
  if (scope) errors.push(forbidden(`This API token lacks the ${scope} scope this call needs.`, 'INSUFFICIENT_SCOPE'));
  errors.push(new DomainError(ErrorKind.INTERNAL, INTERNAL_MESSAGE), new DomainError(ErrorKind.UNAVAILABLE, UNAVAILABLE_MESSAGE));
  const tokenErrors = scope
    ? errorsOf(ApiTokenError, T.NOT_BEARER, T.WRONG_PREFIX, T.MALFORMED, T.UNKNOWN, T.REVOKED, T.EXPIRED, T.ACCOUNT_FROZEN, T.RATE_LIMITED)
    : [];
  return [...errors.map(documented), ...tokenErrors];
}

/** One response per status: the ErrorBody with `code` narrowed to the codes it can carry, one example each. */
function errorResponses(errors: DocumentedError[]): Record<string, ResponseObject> {
  const byStatus = new Map<number, Map<string, DocumentedError>>();
  for (const error of errors) {
    const codes = byStatus.get(error.status) ?? new Map<string, DocumentedError>();
    if (!codes.has(error.code)) codes.set(error.code, error);
    byStatus.set(error.status, codes);
  }
  const responses: Record<string, ResponseObject> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const list = [...codes.values()];
    responses[String(status)] = {
      description: `Error: ${list.map((e) => e.code).join(', ')}.`,
      content: {
        'application/json': {
          schema: {
            allOf: [
              { $ref: `#/components/schemas/${ERROR_BODY}` },
              { type: 'object', properties: { code: { type: 'string', enum: list.map((e) => e.code) } } },
            ],
          },
          examples: Object.fromEntries(list.map((e) => [e.code, { value: { status: 'error', message: e.message, code: e.code } }])),
        },
      },
    };
  }
  return responses;
}

/**
 * Completes what the decorators cannot say by themselves, from the same metadata the access guard
 * reads: each operation's security (public; session cookie, plus the CSRF header when it changes
 * state; or a bearer token) and its error responses (the module's @ApiErrors plus the shared ones).
 */
export function completeOpenApi(document: OpenAPIObject, app: NestExpressApplication): OpenAPIObject {
  const access = handlerAccess(app);
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas[ERROR_BODY] = {
    type: 'object',
    description: 'Every REST error: a message safe to show and a machine-readable code.',
    required: ['status', 'message', 'code'],
    properties: {
      status: { type: 'string', enum: ['error'] },
      message: { type: 'string', example: 'Not found.' },
      code: { type: 'string', example: 'NOT_FOUND' },
      field: {
        type: 'string',
        description: 'The input field the refusal is about, when it is about one (a form shows the message beside it).',
        example: 'email',
      },
      values: {
        type: 'object',
        description: 'The figures the message names, when it names any (e.g. the minimum deposit), for wording it in another language.',
        additionalProperties: { type: 'string' },
        example: { amount: '500.00' },
      },
    },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const of = operation.operationId ? access.get(operation.operationId) : undefined;
      if (!of) throw new Error(`OpenAPI: no handler found for ${method.toUpperCase()} ${path} (${operation.operationId})`);
      const handler = of(method);
      const session: Record<string, string[]> = handler.stateChanging ? { [SECURITY.session]: [], [SECURITY.csrf]: [] } : { [SECURITY.session]: [] };
      // A public call that changes state still needs the (anonymous) session's CSRF token.
      const scope = bearerScope(handler);
      operation.security = handler.isPublic ? (handler.stateChanging ? [session] : []) : scope ? [session, { [SECURITY.bearer]: [] }] : [session];
      const notes = [
        handler.isPublic ? 'Public: no sign-in needed.' : '',
        handler.roles.length ? `Roles: ${handler.roles.join(', ')}.` : '',
        scope ? `API token scope: ${scope}.` : handler.isPublic ? '' : 'Session only: API tokens are refused.',
      ];
      operation.description = [operation.description, ...notes].filter(Boolean).join(' ');
      // Machine-readable beside the prose: OpenAPI 3.0 gives http bearer schemes no scopes.
      const extensions = operation as unknown as Record<string, unknown>;
      if (handler.isPublic) extensions['x-public'] = true;
      if (scope) extensions['x-api-token-scope'] = scope;
      // A status the handler documents itself (the health checks' 503) keeps its own shape.
      for (const [status, response] of Object.entries(errorResponses([...handler.errors, ...sharedErrors(handler, operation)]))) {
        operation.responses[status] ??= response;
      }
    }
  }
  return document;
}

/** The REST layer's OpenAPI document at /api/docs (JSON at /api/docs-json), built on first request. */
export function serveOpenApi(app: NestExpressApplication): void {
  const openApi = new DocumentBuilder()
    .setTitle('Investment platform REST API')
    .setDescription(
      [
        'The REST compatibility layer (GraphQL at /graphql is the full API). Every answer is JSON; errors are `{"status":"error","message","code"}`.',
        'Authenticate with the session cookie `sid` (POST /api/account/login) and send the `X-CSRF-Token` header from GET /api/middleware/csrf-token on every state-changing call,',
        'or with an API token: `Authorization: Bearer <token>` (no cookie, no CSRF token).',
      ].join(' '),
    )
    .setVersion('1')
    .addCookieAuth(
      SESSION_COOKIE,
      { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by POST /api/account/login.' },
      SECURITY.session,
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'X-CSRF-Token',
        description: "The session's token from GET /api/middleware/csrf-token; needed with the cookie on state-changing calls.",
      },
      SECURITY.csrf,
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: 'An API token (Security page or createApiToken); no cookie and no CSRF token needed.' },
      SECURITY.bearer,
    )
    .build();
  app.use(phoneViewport);
  SwaggerModule.setup(
    'api/docs',
    app,
    () => completeOpenApi(SwaggerModule.createDocument(app, openApi, { operationIdFactory: (controller, method) => `${controller}_${method}` }), app),
    { customSiteTitle: 'Investment platform REST API', customCss: PHONE_CSS },
  );
}

/** The Swagger UI page's own paths (the assets beside them are left alone). */
const DOCS_PAGES = new Set(['/api/docs', '/api/docs/', '/api/docs/index.html']);
export const VIEWPORT_META = '<meta name="viewport" content="width=device-width, initial-scale=1">';

/**
 * Swagger UI's page has no viewport tag, so a phone lays it out 980 px wide and shrinks it to
 * unreadable text: the tag goes in at the top of its <head> (the page is built by @nestjs/swagger).
 */
function phoneViewport(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'GET' && DOCS_PAGES.has(req.path)) {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => send(typeof body === 'string' ? body.replace('<head>', `<head>\n  ${VIEWPORT_META}`) : body);
  }
  next();
}

/** At phone width: less padding, long paths and examples wrap, wide tables scroll inside themselves rather than the page. */
const PHONE_CSS = `
@media (max-width: 600px) {
  .swagger-ui .wrapper { padding: 0 8px; }
  .swagger-ui .info { margin: 16px 0; }
  .swagger-ui .info .title { font-size: 24px; }
  .swagger-ui .opblock .opblock-summary { flex-wrap: wrap; }
  .swagger-ui .opblock .opblock-summary-path { max-width: 100%; word-break: break-all; flex-shrink: 1; }
  .swagger-ui .opblock .opblock-summary-description { flex-basis: 100%; padding-top: 4px; }
  .swagger-ui .opblock-body pre, .swagger-ui .microlight { white-space: pre-wrap !important; word-break: break-word; }
  .swagger-ui table, .swagger-ui table tbody, .swagger-ui table tr, .swagger-ui table td { display: block; width: 100%; }
  .swagger-ui table thead, .swagger-ui .response-col_links { display: none; }
  .swagger-ui table td { padding: 4px 0; }
  .swagger-ui .response-col_status { font-weight: bold; }
  .swagger-ui .scheme-container .schemes { flex-wrap: wrap; gap: 8px; }
  .swagger-ui .dialog-ux .modal-ux { width: 95%; min-width: 0; }
}
`;
