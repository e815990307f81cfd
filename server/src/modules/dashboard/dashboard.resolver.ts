import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUser } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { Dashboard } from './dashboard.model';
import { DashboardService } from './dashboard.service';

@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboards: DashboardService) {}

  @Query(() => Dashboard, { description: "The signed-in user's dashboard figures, all computed from their own records." })
  dashboard(@CurrentUser() user: SessionUser): Promise<Dashboard> {
    return this.dashboards.forUser(user.id);
  }
}
