import { Global, Module } from '@nestjs/common';
import { LedgerResolver } from './ledger.resolver';
import { LedgerService } from './ledger.service';

@Global()
@Module({
  providers: [LedgerService, LedgerResolver],
  exports: [LedgerService],
})
export class LedgerModule {}
