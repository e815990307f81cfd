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
import { AuthModule } from '../auth/auth.module';
import { SessionsModule } from '../auth/sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AccountActionsService } from './account-actions.service';
import { AdminUsersResolver } from './admin-users.resolver';
import { AdminUsersDirectoryResolver } from './admin-users-directory.resolver';
import { InvestmentsModule } from '../investments/investments.module';
import { ActivityModule } from '../activity/activity.module';
import { AccrualModule } from '../accrual/accrual.module';
import { KycModule } from '../kyc/kyc.module';
import { AdminOverviewResolver } from './admin-overview.resolver';
import { AdminOverviewService } from './admin-overview.service';
import { AdminTransactionPaymentResolver } from './admin-transaction-payment.resolver';

/** Owns no tables: resolvers behind the admin role that call other modules' services. */
@Module({
  imports: [
    DepositsModule,
    WithdrawalsModule,
    TransactionsModule,
    PlansModule,
    ContentModule,
    UsersModule,
    SessionsModule,
    AuthModule,
    AccrualModule,
    KycModule,
    InvestmentsModule,
    ActivityModule,
  ],
  providers: [
    AdminMoneyResolver,
    AdminPlansResolver,
    AdminContentResolver,
    AdminDepositWalletsResolver,
    AdminUsersResolver,
    AdminUsersDirectoryResolver,
    AccountActionsService,
    AdminOverviewResolver,
    AdminOverviewService,
    AdminTransactionPaymentResolver,
  ],
})
export class AdminModule {}
