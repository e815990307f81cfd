import { Module } from '@nestjs/common';
import { DepositsModule } from '../deposits/deposits.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { WithdrawalsModule } from '../withdrawals/withdrawals.module';
import { AdminMoneyResolver } from './admin-money.resolver';
import { AdminPlansResolver } from './admin-plans.resolver';
import { PlansModule } from '../plans/plans.module';
import { ContentModule } from '../content/content.module';
import { AdminContentResolver } from './admin-content.resolver';
import { AdminDepositWalletsResolver } from './admin-deposit-wallets.resolver';

/** Owns no tables: resolvers behind the admin role that call other modules' services. */
@Module({ imports: [DepositsModule, WithdrawalsModule, TransactionsModule, PlansModule, ContentModule], providers: [AdminMoneyResolver, AdminPlansResolver, AdminContentResolver, AdminDepositWalletsResolver] })
export class AdminModule {}
