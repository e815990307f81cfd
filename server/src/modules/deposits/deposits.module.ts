import { Module } from '@nestjs/common';
import { ChainsModule } from '../chains/chains.module';
import { RatesModule } from '../rates/rates.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { UsersModule } from '../users/users.module';
import { DepositWalletsService } from './addresses/deposit-wallets.service';
import { DepositDraftResolver } from './deposit-draft.resolver';
import { DepositQuoteService } from './deposit-quote.service';
import { DepositDraftPaymentResolver, DepositTransactionPaymentResolver } from './deposit-payment.resolver';
import { DepositApprovalService } from './deposit-approval.service';
import { ChainCreditService } from './chain-credit.service';
import { DepositInvoicesService } from './deposit-invoices.service';
import { DepositSearchService } from './deposit-search.service';
import { DepositsController } from './deposits.controller';
import { DepositsResolver } from './deposits.resolver';
import { DepositsService } from './deposits.service';

@Module({
  imports: [UsersModule, RatesModule, ChainsModule, TransactionsModule],
  providers: [
    DepositsService,
    DepositApprovalService,
    DepositsResolver,
    DepositWalletsService,
    DepositDraftResolver,
    DepositQuoteService,
    DepositDraftPaymentResolver,
    DepositTransactionPaymentResolver,
    DepositInvoicesService,
    ChainCreditService,
    DepositSearchService,
  ],
  controllers: [DepositsController],
  exports: [DepositsService, DepositApprovalService, DepositWalletsService, DepositInvoicesService, DepositQuoteService, DepositSearchService],
})
export class DepositsModule {}
