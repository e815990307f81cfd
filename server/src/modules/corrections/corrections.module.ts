import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { UsersModule } from '../users/users.module';
import { BalanceCorrectionsResolver } from './balance-corrections.resolver';
import { BalanceCorrectionsService } from './balance-corrections.service';

/** Owns `balance_corrections`: admins' corrections of a user balance, posted to the ledger only after a second admin approves. */
@Module({
  imports: [UsersModule, AuditModule],
  providers: [BalanceCorrectionsService, BalanceCorrectionsResolver],
  exports: [BalanceCorrectionsService],
})
export class CorrectionsModule {}
