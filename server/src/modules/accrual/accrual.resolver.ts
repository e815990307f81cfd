import { Args, GraphQLISODateTime, Int, Mutation, Resolver } from '@nestjs/graphql';
import { Inject } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { Roles } from '../../common/decorators/access.decorators';
import { forbidden } from '../../common/errors/domain-error';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { AccrualService } from './accrual.service';

@Roles('admin')
@Resolver()
export class AccrualResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accrual: AccrualService,
    private readonly clock: Clock,
  ) {}

  @Mutation(() => Int, { description: 'Admins: runs the daily accrual now; returns how many daily credits it made.' })
  runAccrual(): Promise<number> {
    return this.accrual.run();
  }

  @Mutation(() => GraphQLISODateTime, { description: 'Admins, outside production: moves the app clock (demos and tests).' })
  setClock(@Args('now', { type: () => GraphQLISODateTime }) now: Date): Date {
    if (this.config.isProduction) throw forbidden('The clock cannot be moved in production.');
    return this.clock.setNow(now);
  }
}
