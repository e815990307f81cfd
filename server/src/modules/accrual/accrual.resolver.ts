import { Args, GraphQLISODateTime, Int, Mutation, Resolver } from '@nestjs/graphql';
import { Inject } from '@nestjs/common';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { APP_CONFIG, AppConfig } from '../../config/env';
import type { SessionUser } from '../../common/session-user';
import { AccrualError, AccrualErrorCode } from './accrual.errors';
import { AccrualService } from './accrual.service';
import { ClockSync } from './clock-sync.service';

@Roles('admin')
@Resolver()
export class AccrualResolver {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accrual: AccrualService,
    private readonly clockSync: ClockSync,
  ) {}

  @Mutation(() => Int, { description: 'Admins: runs the daily accrual now; returns how many daily credits it made.' })
  runAccrual(): Promise<number> {
    return this.accrual.run();
  }

  @Mutation(() => GraphQLISODateTime, { description: 'Admins, outside production: moves the app clock (demos and tests).' })
  setClock(@Args('now', { type: () => GraphQLISODateTime }) now: Date, @CurrentUser() admin: SessionUser): Promise<Date> {
    if (this.config.isProduction) throw new AccrualError(AccrualErrorCode.CLOCK_FIXED_IN_PRODUCTION);
    return this.clockSync.set(now, admin.id);
  }
}
