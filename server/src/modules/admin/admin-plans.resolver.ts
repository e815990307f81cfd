import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import type { SessionUser } from '../../common/session-user';
import { CreatePlanInput, UpdatePlanInput } from '../plans/dto/plan.inputs';
import { PlanModel, toPlanModel } from '../plans/plan.model';
import { PlansService } from '../plans/plans.service';

/** Admins manage plans; a change applies to new investments only, and each one is audited. */
@Roles('admin')
@Resolver()
export class AdminPlansResolver {
  constructor(private readonly catalog: PlansService) {}

  @Query(() => [PlanModel], { description: 'Admins: every plan, active or not.' })
  async adminPlans(): Promise<PlanModel[]> {
    return (await this.catalog.listAll()).map(toPlanModel);
  }

  @Mutation(() => PlanModel)
  async createPlan(@Args('input') input: CreatePlanInput, @CurrentUser() admin: SessionUser, @Actor() actor: Actor): Promise<PlanModel> {
    return toPlanModel(await this.catalog.create({ id: admin.id, ip: actor.ip }, input));
  }

  @Mutation(() => PlanModel, { description: 'Existing investments keep the terms they were made with.' })
  async updatePlan(
    @Args('uniqId') uniqId: string,
    @Args('input') input: UpdatePlanInput,
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
  ): Promise<PlanModel> {
    return toPlanModel(await this.catalog.update({ id: admin.id, ip: actor.ip }, uniqId, input));
  }

  @Mutation(() => PlanModel)
  async setPlanActive(
    @Args('uniqId') uniqId: string,
    @Args('active') active: boolean,
    @CurrentUser() admin: SessionUser,
    @Actor() actor: Actor,
  ): Promise<PlanModel> {
    return toPlanModel(await this.catalog.setActive({ id: admin.id, ip: actor.ip }, uniqId, active));
  }
}
