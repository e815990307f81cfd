import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorKind, HTTP_STATUS_BY_KIND } from './domain-error';
import { toDomainError } from './to-domain-error';

/** One REST error shape for every module: {"status":"error","message":…,"code":…} with a fitting status (and `values` when the message names figures). */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception; // GraphQL errors go through formatError
    const res = host.switchToHttp().getResponse<Response>();
    const error = toDomainError(exception);
    if (error.kind === ErrorKind.INTERNAL) this.logger.error(exception as Error);
    if (res.headersSent) return;
    if (error.kind === ErrorKind.UNAVAILABLE) res.setHeader('Retry-After', '2');
    res.status(HTTP_STATUS_BY_KIND[error.kind]).json({
      status: 'error',
      message: error.message,
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
      ...(error.values ? { values: error.values } : {}),
    });
  }
}
