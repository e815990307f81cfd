import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { ActivityEventModel } from './activity.model';
import { ActivityService } from './activity.service';

@Resolver()
export class ActivityResolver {
  constructor(private readonly activity: ActivityService) {}

  @Query(() => [ActivityEventModel], { description: "The signed-in user's security events, newest first." })
  myActivity(
    @CurrentUser() user: SessionUser,
    @Args('first', { type: () => Int, nullable: true }) first?: number,
    @Args('after', { type: () => String, nullable: true }) after?: string,
  ): Promise<ActivityEventModel[]> {
    return this.activity.list(user.id, first ?? 20, after);
  }
}
