import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { UsersModule } from '../users/users.module';
import { LiabilitiesController } from './liabilities.controller';
import { LiabilitiesResolver } from './liabilities.resolver';
import { LiabilitiesScheduler } from './liabilities-scheduler';
import { LiabilitiesService } from './liabilities.service';

/** Proof of liabilities (issue 30): Merkle sum tree snapshots of what users are owed, their publication and each user's proof. */
@Module({
  imports: [UsersModule, AuditModule],
  providers: [LiabilitiesService, LiabilitiesScheduler, LiabilitiesResolver],
  controllers: [LiabilitiesController],
  exports: [LiabilitiesService],
})
export class LiabilitiesModule {}
