import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { BalanceCorrectionsResolver } from './balance-corrections.resolver';
import { BalanceCorrectionsService } from './balance-corrections.service';

/** Owns `balance_corrections`: admins' corrections of a user balance, posted to the ledger only after a second admin approves. */
@Module({
  imports: [UsersModule],
  providers: [BalanceCorrectionsService, BalanceCorrectionsResolver],
  exports: [BalanceCorrectionsService],
})
export class CorrectionsModule {}
