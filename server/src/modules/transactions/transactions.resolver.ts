import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { TransactionConnection, TransactionFilter, TransactionModel, toTransactionModel } from './transaction.model';
import { encodeCursor, TransactionsService } from './transactions.service';

@Resolver()
export class TransactionsResolver {
  constructor(private readonly history: TransactionsService) {}

  @Query(() => TransactionConnection, { description: "The signed-in user's history, newest first." })
  async transactions(
    @CurrentUser() user: SessionUser,
    @Args('kind', { type: () => TransactionFilter, defaultValue: TransactionFilter.ALL, description: 'ALL, or one tab of the history.' })
    kind: TransactionFilter,
    @Args('search', {
      type: () => String,
      nullable: true,
      description: 'Case-insensitive text in title, wallet, txn id, status, amount, network, address or payout hash.',
    })
    search: string | null,
    @Args('first', { type: () => Int, defaultValue: 20 }) first: number,
    @Args('after', { type: () => String, nullable: true }) after: string | null,
  ): Promise<TransactionConnection> {
    const page = await this.history.list(user.id, kind, search ?? undefined, first, after ?? undefined);
    const edges = page.rows.map((row) => ({ cursor: encodeCursor(row), node: toTransactionModel(row) }));
    return { edges, totalCount: page.totalCount, pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null } };
  }

  @Query(() => TransactionModel)
  async transaction(@CurrentUser() user: SessionUser, @Args('id', { type: () => ID }) id: string): Promise<TransactionModel> {
    return toTransactionModel(await this.history.getOwn(user.id, id));
  }
}
