import { SetMetadata } from '@nestjs/common';
import { DomainError, HTTP_STATUS_BY_KIND } from '../errors/domain-error';

/** Handler metadata read by the OpenAPI document (app/open-api.ts): the domain errors a path can answer. */
export const API_ERRORS = 'openapi:errors';

/** One documented error answer: the HTTP status, the `code` and an example `message`. */
export interface DocumentedError {
  status: number;
  code: string;
  message: string;
}

export const documented = (error: DomainError): DocumentedError => ({ status: HTTP_STATUS_BY_KIND[error.kind], code: error.code, message: error.message });

/** The errors of one module's enum, built through the module's own error class (so status and message are the real ones). */
export function errorsOf<C extends string>(type: new (code: C) => DomainError, ...codes: C[]): DocumentedError[] {
  return codes.map((code) => documented(new type(code)));
}

/**
 * The error codes a REST path answers besides the ones every path shares (validation, session,
 * CSRF, role, outage: added by the document itself). Takes `errorsOf(Module Error, Code.A, ...)`
 * groups or single error instances.
 */
export const ApiErrors = (...errors: Array<DocumentedError[] | DomainError>) =>
  SetMetadata(
    API_ERRORS,
    errors.flatMap((entry) => (entry instanceof DomainError ? [documented(entry)] : entry)),
  );
