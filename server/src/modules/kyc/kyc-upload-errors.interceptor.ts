import { CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable, catchError, throwError } from 'rxjs';
import { KycError, KycErrorCode } from './kyc.errors';

/** Words multer's refusals (a file over the limit, an unexpected file field) for the KYC upload. */
@Injectable()
export class KycUploadErrorsInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof HttpException && error.getStatus() === 413) return throwError(() => new KycError(KycErrorCode.FILE_TOO_LARGE));
        if (error instanceof HttpException && /unexpected field|too many files/i.test(error.message)) {
          return throwError(() => new KycError(KycErrorCode.UNKNOWN_FILE_FIELD));
        }
        return throwError(() => error);
      }),
    );
  }
}
