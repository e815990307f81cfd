import { Module } from '@nestjs/common';
import { DepositsModule } from '../deposits/deposits.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { WithdrawalsModule } from '../withdrawals/withdrawals.module';
import { AdminMoneyResolver } from './admin-money.resolver';

/** Owns no tables: resolvers behind the admin role that call other modules' services. */
@Module({ imports: [DepositsModule, WithdrawalsModule, TransactionsModule], providers: [AdminMoneyResolver] })
export class AdminModule {}
