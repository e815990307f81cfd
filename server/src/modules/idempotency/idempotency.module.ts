import { Global, Module } from '@nestjs/common';
import { IdempotencyService } from './idempotency.service';

/** At-most-once money mutations per (user, key) (`idempotency_keys`). */
@Global()
@Module({ providers: [IdempotencyService], exports: [IdempotencyService] })
export class IdempotencyModule {}
