import { Module } from '@nestjs/common';
import { TransactionsController } from './transactions.controller';
import { TransactionsResolver } from './transactions.resolver';
import { TransactionsService } from './transactions.service';

@Module({ providers: [TransactionsService, TransactionsResolver], controllers: [TransactionsController], exports: [TransactionsService] })
export class TransactionsModule {}
