import { Module } from '@nestjs/common';
import { TransactionsController } from './transactions.controller';
import { TransactionsResolver } from './transactions.resolver';
import { TransactionSearchService } from './transaction-search.service';
import { TransactionsService } from './transactions.service';

@Module({
  providers: [TransactionsService, TransactionSearchService, TransactionsResolver],
  controllers: [TransactionsController],
  exports: [TransactionsService, TransactionSearchService],
})
export class TransactionsModule {}
