import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../../common/decorators/access.decorators';
import { CreatePlanInput, UpdatePlanInput } from '../plans/dto/plan.inputs';
import { PlanModel, toPlanModel } from '../plans/plan.model';
import { PlansService } from '../plans/plans.service';

/** Admins manage plans; a change applies to new investments only. */
@Roles('admin')
@Resolver()
export class AdminPlansResolver {
  constructor(private readonly catalog: PlansService) {}

  @Query(() => [PlanModel], { description: 'Admins: every plan, active or not.' })
  async adminPlans(): Promise<PlanModel[]> {
    return (await this.catalog.listAll()).map(toPlanModel);
  }

  @Mutation(() => PlanModel)
  async createPlan(@Args('input') input: CreatePlanInput): Promise<PlanModel> {
    return toPlanModel(await this.catalog.create(input));
  }

  @Mutation(() => PlanModel, { description: 'Existing investments keep the terms they were made with.' })
  async updatePlan(@Args('uniqId') uniqId: string, @Args('input') input: UpdatePlanInput): Promise<PlanModel> {
    return toPlanModel(await this.catalog.update(uniqId, input));
  }

  @Mutation(() => PlanModel)
  async setPlanActive(@Args('uniqId') uniqId: string, @Args('active') active: boolean): Promise<PlanModel> {
    return toPlanModel(await this.catalog.setActive(uniqId, active));
  }
}
