import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/decorators/access.decorators';
import { PlanModel, toPlanModel } from './plan.model';
import { PlansService } from './plans.service';

@Resolver()
export class PlansResolver {
  constructor(private readonly catalog: PlansService) {}

  @Public()
  @Query(() => [PlanModel], { description: 'The active plans, smallest first.' })
  async plans(): Promise<PlanModel[]> {
    return (await this.catalog.listActive()).map(toPlanModel);
  }
}
