import { Global, Module } from '@nestjs/common';
import { AuditService } from './audit.service';
import { IdempotencyService } from './idempotency.service';
import { LedgerResolver } from './ledger.resolver';
import { LedgerService } from './ledger.service';

@Global()
@Module({
  providers: [LedgerService, AuditService, IdempotencyService, LedgerResolver],
  exports: [LedgerService, AuditService, IdempotencyService],
})
export class LedgerModule {}
