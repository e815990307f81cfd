import { Args, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { StatementModel } from './statement.model';
import { StatementsService } from './statements.service';

@Resolver()
export class StatementsResolver {
  constructor(private readonly statements: StatementsService) {}

  @Query(() => StatementModel, {
    description: "The signed-in user's statement: the same figures as GET /api/statement.csv (dates YYYY-MM-DD, UTC, at most 5 years).",
  })
  statement(@CurrentUser() user: SessionUser, @Args('from') from: string, @Args('to') to: string): Promise<StatementModel> {
    return this.statements.collect({ id: user.id, email: user.email, fullName: user.fullname }, this.statements.range(from, to));
  }
}
