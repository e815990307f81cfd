import { DomainError, ErrorKind } from '../../common/errors/domain-error';
import { API_TOKEN_PREFIX } from './api-token-secret';

/** Every way creating, using or revoking an API token can fail, each with its kind (HTTP status) and a message safe to show. */
export enum ApiTokenErrorCode {
  NAME_REQUIRED = 'NAME_REQUIRED',
  NAME_TOO_LONG = 'NAME_TOO_LONG',
  NAME_INVALID = 'NAME_INVALID',
  SCOPES_REQUIRED = 'SCOPES_REQUIRED',
  ADMIN_SCOPE_FORBIDDEN = 'ADMIN_SCOPE_FORBIDDEN',
  EXPIRY_IN_PAST = 'EXPIRY_IN_PAST',
  TOO_MANY_TOKENS = 'TOO_MANY_TOKENS',
  NOT_FOUND = 'API_TOKEN_NOT_FOUND',
  /** The Authorization header is there but is not `Bearer <token>`. */
  NOT_BEARER = 'NOT_BEARER',
  WRONG_PREFIX = 'TOKEN_WRONG_PREFIX',
  MALFORMED = 'TOKEN_MALFORMED',
  UNKNOWN = 'TOKEN_UNKNOWN',
  REVOKED = 'TOKEN_REVOKED',
  EXPIRED = 'TOKEN_EXPIRED',
  ACCOUNT_FROZEN = 'ACCOUNT_FROZEN',
  RATE_LIMITED = 'TOKEN_RATE_LIMITED',
}

export const MAX_TOKEN_NAME_LENGTH = 100;
/** Live (not revoked, not expired) tokens one user may hold. */
export const MAX_LIVE_TOKENS = 25;

const KIND: Record<ApiTokenErrorCode, ErrorKind> = {
  [ApiTokenErrorCode.NAME_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [ApiTokenErrorCode.NAME_TOO_LONG]: ErrorKind.BAD_USER_INPUT,
  [ApiTokenErrorCode.NAME_INVALID]: ErrorKind.BAD_USER_INPUT,
  [ApiTokenErrorCode.SCOPES_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [ApiTokenErrorCode.ADMIN_SCOPE_FORBIDDEN]: ErrorKind.FORBIDDEN,
  [ApiTokenErrorCode.EXPIRY_IN_PAST]: ErrorKind.BAD_USER_INPUT,
  [ApiTokenErrorCode.TOO_MANY_TOKENS]: ErrorKind.CONFLICT,
  [ApiTokenErrorCode.NOT_FOUND]: ErrorKind.NOT_FOUND,
  [ApiTokenErrorCode.NOT_BEARER]: ErrorKind.UNAUTHENTICATED,
  [ApiTokenErrorCode.WRONG_PREFIX]: ErrorKind.UNAUTHENTICATED,
  [ApiTokenErrorCode.MALFORMED]: ErrorKind.UNAUTHENTICATED,
  [ApiTokenErrorCode.UNKNOWN]: ErrorKind.UNAUTHENTICATED,
  [ApiTokenErrorCode.REVOKED]: ErrorKind.UNAUTHENTICATED,
  [ApiTokenErrorCode.EXPIRED]: ErrorKind.UNAUTHENTICATED,
  [ApiTokenErrorCode.ACCOUNT_FROZEN]: ErrorKind.FORBIDDEN,
  [ApiTokenErrorCode.RATE_LIMITED]: ErrorKind.RATE_LIMITED,
};

const MESSAGE: Record<ApiTokenErrorCode, string> = {
  [ApiTokenErrorCode.NAME_REQUIRED]: 'Give the token a name, so you can tell it apart later.',
  [ApiTokenErrorCode.NAME_TOO_LONG]: `The token's name must be at most ${MAX_TOKEN_NAME_LENGTH} characters.`,
  [ApiTokenErrorCode.NAME_INVALID]: "The token's name cannot contain control characters such as line breaks or tabs.",
  [ApiTokenErrorCode.SCOPES_REQUIRED]: 'Choose at least one scope for the token.',
  [ApiTokenErrorCode.ADMIN_SCOPE_FORBIDDEN]: 'The admin:read scope is for admins and support staff, admin:write for admins only.',
  [ApiTokenErrorCode.EXPIRY_IN_PAST]: 'The expiry date must be in the future.',
  [ApiTokenErrorCode.TOO_MANY_TOKENS]: `You can hold at most ${MAX_LIVE_TOKENS} active API tokens: revoke one you no longer use first.`,
  [ApiTokenErrorCode.NOT_FOUND]: 'API token not found.',
  [ApiTokenErrorCode.NOT_BEARER]: 'The Authorization header must be "Bearer <token>".',
  [ApiTokenErrorCode.WRONG_PREFIX]: `This is not an API token of this platform: tokens start with "${API_TOKEN_PREFIX}".`,
  [ApiTokenErrorCode.MALFORMED]: 'The API token is incomplete or altered (truncated?): copy the whole token.',
  [ApiTokenErrorCode.UNKNOWN]: 'This API token is not known: it may have been mistyped or the account deleted.',
  [ApiTokenErrorCode.REVOKED]: 'This API token has been revoked.',
  [ApiTokenErrorCode.EXPIRED]: 'This API token has expired.',
  [ApiTokenErrorCode.ACCOUNT_FROZEN]: "This token's account is frozen: its API tokens do not work. Please contact support.",
  [ApiTokenErrorCode.RATE_LIMITED]: 'Too many requests with this API token. Please slow down.',
};

export class ApiTokenError extends DomainError {
  /** For RATE_LIMITED: when the token's next request will be taken (the Retry-After header). */
  retryAfterSeconds?: number;

  constructor(code: ApiTokenErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
  }
}
