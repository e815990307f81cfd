import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../../common/decorators/access.decorators';
import { toMoney } from '../../common/money';
import { isUuid } from '../../common/uuid';
import { DataSource } from 'typeorm';
import { InjectDataSource } from '@nestjs/typeorm';
import { ActivityService } from '../activity/activity.service';
import { SessionsService } from '../auth/sessions/sessions.service';
import { toInvestmentModel } from '../investments/investment.model';
import { InvestmentsService } from '../investments/investments.service';
import { balancesOf } from '../ledger/ledger-accounts';
import { TransactionFilter, toTransactionModel } from '../transactions/transaction.model';
import { TransactionsService } from '../transactions/transactions.service';
import { UserAccessService } from '../users/user-access.service';
import { UserDirectoryService } from '../users/user-directory.service';
import { AdminUserConnection, AdminUserDetail } from './admin-user-detail.model';
import { toAdminUser } from './admin-user.model';
import { AdminUserError, AdminUserErrorCode, USERS_PAGE_DEFAULT, USERS_PAGE_MAX, USERS_SEARCH_MAX } from './admin-users.errors';

const RECENT = 20;

export function encodeUserCursor(row: { id: string }): string {
  return Buffer.from(`users:${row.id}`).toString('base64url');
}

/** The user id of a cursor exactly as encodeUserCursor wrote it, else INVALID_CURSOR (400). */
export function decodeUserCursor(cursor: string): string {
  const id = /^users:(.+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))?.[1];
  if (!id || !isUuid(id) || encodeUserCursor({ id }) !== cursor) throw new AdminUserError(AdminUserErrorCode.INVALID_CURSOR);
  return id;
}

/** Admins find users (name, email, username, account number) and read one user's page. */
@Roles('admin')
@Resolver()
export class AdminUsersDirectoryResolver {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly directory: UserDirectoryService,
    private readonly access: UserAccessService,
    private readonly transactions: TransactionsService,
    private readonly investments: InvestmentsService,
    private readonly sessions: SessionsService,
    private readonly activity: ActivityService,
  ) {}

  @Query(() => AdminUserConnection, {
    description:
      'Admins: users newest first in cursor pages (first 1..100, default 50); search (trimmed, case-insensitive, at most 100 characters) keeps those whose name, email, username or account number contains it.',
  })
  async adminUsers(
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ): Promise<AdminUserConnection> {
    const size = first ?? USERS_PAGE_DEFAULT;
    if (!Number.isInteger(size) || size < 1 || size > USERS_PAGE_MAX) throw new AdminUserError(AdminUserErrorCode.INVALID_PAGE_SIZE);
    const term = search?.trim() || null;
    if (term !== null && term.length > USERS_SEARCH_MAX) throw new AdminUserError(AdminUserErrorCode.SEARCH_TOO_LONG);
    const afterId = after != null ? decodeUserCursor(after) : null;
    if (afterId !== null && !(await this.directory.exists(afterId))) throw new AdminUserError(AdminUserErrorCode.INVALID_CURSOR);
    const page = await this.directory.search(term, size, afterId);
    const last = page.rows.at(-1);
    return { nodes: page.rows.map(toAdminUser), pageInfo: { hasNextPage: page.hasNextPage, endCursor: last ? encodeUserCursor(last) : null } };
  }

  @Query(() => AdminUserDetail, {
    description: "Admins: one user's page: balances, the newest transactions, investments, KYC, sessions, activity and referrals.",
  })
  async adminUser(@Args('id', { type: () => ID }) id: string): Promise<AdminUserDetail> {
    if (!isUuid(id)) throw new AdminUserError(AdminUserErrorCode.INVALID_USER_ID);
    const row = await this.access.accessOf(this.db, id);
    if (!row) throw new AdminUserError(AdminUserErrorCode.USER_NOT_FOUND);
    const [balances, transactions, investments, sessions, activity, referralsCount] = await Promise.all([
      balancesOf(this.db, id),
      this.transactions.list(id, TransactionFilter.ALL, undefined, RECENT),
      this.investments.summary(id),
      this.sessions.list(id, ''),
      this.activity.list(id, RECENT),
      this.directory.referralCount(id),
    ]);
    return {
      user: toAdminUser(row),
      balances: { main: toMoney(balances.main), profit: toMoney(balances.profit), withdrawable: toMoney(balances.withdrawable) },
      transactions: transactions.rows.map(toTransactionModel),
      transactionCount: transactions.totalCount,
      investments: {
        currentlyInvested: investments.currentlyInvested,
        approxProfit: investments.approxProfit,
        investments: investments.rows.map(toInvestmentModel),
      },
      sessions,
      activity,
      referralsCount,
    };
  }
}
