/** What kind of failure an error is; decides the GraphQL extensions.code and the REST status. */
export enum ErrorKind {
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  INSUFFICIENT_FUNDS = 'INSUFFICIENT_FUNDS',
  RATE_LIMITED = 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNPROCESSABLE = 'UNPROCESSABLE',
  /** The password was right; the sign-in waits for the authenticator code (not signed in yet). */
  TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED',
  /** The database is away for now (restarting, unreachable): retry shortly. */
  UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  INTERNAL = 'INTERNAL_SERVER_ERROR',
}

export const HTTP_STATUS_BY_KIND: Record<ErrorKind, number> = {
  [ErrorKind.BAD_USER_INPUT]: 400,
  [ErrorKind.UNAUTHENTICATED]: 401,
  [ErrorKind.FORBIDDEN]: 403,
  [ErrorKind.NOT_FOUND]: 404,
  [ErrorKind.CONFLICT]: 409,
  [ErrorKind.INSUFFICIENT_FUNDS]: 400,
  [ErrorKind.RATE_LIMITED]: 429,
  [ErrorKind.PAYLOAD_TOO_LARGE]: 413,
  [ErrorKind.UNPROCESSABLE]: 422,
  [ErrorKind.TWO_FACTOR_REQUIRED]: 401,
  [ErrorKind.UNAVAILABLE]: 503,
  [ErrorKind.INTERNAL]: 500,
};

/** An expected failure with a message that is safe to show to the caller as is. */
export class DomainError extends Error {
  /** The input field the failure is about, when it is about one (`extensions.field`: forms show the message beside it). */
  field?: string;

  /**
   * The figures the message names, as plain strings (`{ amount: '500.00' }`), written next to the
   * code (`extensions.values` in GraphQL, `values` in a REST body) so a client can word the refusal
   * in its reader's language without reading numbers out of the English message.
   */
  values?: Record<string, string>;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly code: string = kind,
  ) {
    super(message);
  }

  /** Names the input field this refusal is about (`extensions.field`); answers the error, to throw. */
  about(field: string | undefined): this {
    this.field = field;
    return this;
  }
}

export const badInput = (message: string, code?: string) => new DomainError(ErrorKind.BAD_USER_INPUT, message, code);
export const unauthenticated = (message = 'Your session has expired. Please sign in again.') => new DomainError(ErrorKind.UNAUTHENTICATED, message);
export const forbidden = (message = 'You are not allowed to do this.', code?: string) => new DomainError(ErrorKind.FORBIDDEN, message, code);
export const notFound = (message = 'Not found.') => new DomainError(ErrorKind.NOT_FOUND, message);
export const conflict = (message: string, code?: string) => new DomainError(ErrorKind.CONFLICT, message, code);
export const rateLimited = (message: string) => new DomainError(ErrorKind.RATE_LIMITED, message);
