import { Module } from '@nestjs/common';
import { RatesModule } from '../rates/rates.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { UsersModule } from '../users/users.module';
import { DepositWalletsService } from './addresses/deposit-wallets.service';
import { DepositDraftResolver } from './deposit-draft.resolver';
import { DepositQuoteService } from './deposit-quote.service';
import { DepositDraftPaymentResolver, DepositTransactionPaymentResolver } from './deposit-payment.resolver';
import { DepositApprovalService } from './deposit-approval.service';
import { DepositsController } from './deposits.controller';
import { DepositsResolver } from './deposits.resolver';
import { DepositsService } from './deposits.service';

@Module({
  imports: [UsersModule, RatesModule, TransactionsModule],
  providers: [
    DepositsService,
    DepositApprovalService,
    DepositsResolver,
    DepositWalletsService,
    DepositDraftResolver,
    DepositQuoteService,
    DepositDraftPaymentResolver,
    DepositTransactionPaymentResolver,
  ],
  controllers: [DepositsController],
  exports: [DepositsService, DepositApprovalService, DepositWalletsService, DepositQuoteService],
})
export class DepositsModule {}
