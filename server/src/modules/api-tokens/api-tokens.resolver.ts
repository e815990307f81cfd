import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, SessionOnly } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { RequiresStepUp } from '../../common/decorators/step-up.decorator';
import type { SessionUser } from '../../common/session-user';
import { ApiTokenModel, NewApiTokenModel } from './api-token.model';
import { ApiTokensService } from './api-tokens.service';
import { CreateApiTokenArgs } from './dto/create-api-token.args';

/** Managing tokens needs a signed-in session: a token cannot mint or revoke tokens (a leaked one could otherwise entrench itself). */
@SessionOnly()
@Resolver()
export class ApiTokensResolver {
  constructor(private readonly tokens: ApiTokensService) {}

  @Query(() => [ApiTokenModel], { description: "The signed-in user's API tokens that are not revoked, newest first (expired ones too)." })
  apiTokens(@CurrentUser() user: SessionUser): Promise<ApiTokenModel[]> {
    return this.tokens.list(user.id);
  }

  // A token outlives the session that made it: a stolen cookie must not mint one without the password.
  @RequiresStepUp()
  @Mutation(() => NewApiTokenModel, {
    description:
      'Creates an API token; the answer holds the token, shown this once. admin:read is for staff (admins, support), admin:write for admins. Needs a confirmed password (confirmIdentity).',
  })
  createApiToken(@Args() args: CreateApiTokenArgs, @CurrentUser() user: SessionUser, @Actor() actor: Actor): Promise<NewApiTokenModel> {
    return this.tokens.create(user, args, actor);
  }

  @Mutation(() => ApiTokenModel, { description: "Revokes one of your API tokens: it stops working at once (another user's id is NOT_FOUND)." })
  revokeApiToken(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: SessionUser, @Actor() actor: Actor): Promise<ApiTokenModel> {
    return this.tokens.revoke(user.id, id, actor);
  }
}
