import { AuthResolver } from './modules/auth/auth.resolver';
import { ContactResolver } from './modules/contact/contact.resolver';
import { UsersResolver } from './modules/users/users.resolver';
import { MailResolver } from './modules/mail/mail.resolver';
import { AdminMoneyResolver } from './modules/admin/admin-money.resolver';
import { DepositsResolver } from './modules/deposits/deposits.resolver';
import { DepositDraftResolver } from './modules/deposits/deposit-draft.resolver';
import { AdminDepositWalletsResolver } from './modules/admin/admin-deposit-wallets.resolver';
import { LedgerResolver } from './modules/ledger/ledger.resolver';
import { TransactionsResolver } from './modules/transactions/transactions.resolver';
import { WithdrawalsResolver } from './modules/withdrawals/withdrawals.resolver';
import { InvestmentsResolver } from './modules/investments/investments.resolver';
import { PlansResolver } from './modules/plans/plans.resolver';
import { AccrualResolver } from './modules/accrual/accrual.resolver';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver';
import { AccountEventsResolver } from './modules/events/account-events.resolver';
import { AdminPlansResolver } from './modules/admin/admin-plans.resolver';
import { ContentResolver } from './modules/content/content.resolver';
import { AdminContentResolver } from './modules/admin/admin-content.resolver';
import { KycResolver } from './modules/kyc/kyc.resolver';
import { KycAdminResolver } from './modules/kyc/kyc-admin.resolver';
import { ActivityResolver } from './modules/activity/activity.resolver';
import { TwoFactorResolver } from './modules/auth/two-factor/two-factor.resolver';
import { SessionsResolver } from './modules/auth/sessions/sessions.resolver';
import { AccountSecurityResolver } from './modules/auth/account-security.resolver';
import { StatementsResolver } from './modules/statements/statements.resolver';

/** Every resolver class, for printing schema.graphql without a database. A test checks the print matches the running app. */
export const GRAPHQL_RESOLVERS = [
  AuthResolver,
  UsersResolver,
  ContactResolver,
  MailResolver,
  TransactionsResolver,
  DepositsResolver,
  DepositDraftResolver,
  AdminDepositWalletsResolver,
  WithdrawalsResolver,
  AdminMoneyResolver,
  LedgerResolver,
  PlansResolver,
  InvestmentsResolver,
  AccrualResolver,
  DashboardResolver,
  AccountEventsResolver,
  AdminPlansResolver,
  ContentResolver,
  AdminContentResolver,
  KycResolver,
  KycAdminResolver,
  ActivityResolver,
  TwoFactorResolver,
  SessionsResolver,
  AccountSecurityResolver,
  StatementsResolver,
];
