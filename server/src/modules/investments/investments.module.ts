import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module';
import { UsersModule } from '../users/users.module';
import { InvestmentsController } from './investments.controller';
import { InvestmentsResolver } from './investments.resolver';
import { InvestmentsService } from './investments.service';

@Module({
  imports: [PlansModule, UsersModule],
  providers: [InvestmentsService, InvestmentsResolver],
  controllers: [InvestmentsController],
  exports: [InvestmentsService],
})
export class InvestmentsModule {}
