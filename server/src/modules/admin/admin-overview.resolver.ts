import { Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../../common/decorators/access.decorators';
import { AdminOverview } from './admin-overview.model';
import { AdminOverviewService } from './admin-overview.service';

@Roles('admin')
@Resolver()
export class AdminOverviewResolver {
  constructor(private readonly overview: AdminOverviewService) {}

  @Query(() => AdminOverview, { description: "Admins: the console's overview figures, read now." })
  adminOverview(): Promise<AdminOverview> {
    return this.overview.overview();
  }
}
