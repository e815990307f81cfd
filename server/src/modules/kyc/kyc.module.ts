import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { KycAdminResolver } from './kyc-admin.resolver';
import { KycController } from './kyc.controller';
import { KycResolver } from './kyc.resolver';
import { KycReviewService } from './kyc-review.service';
import { KycService } from './kyc.service';

@Module({
  imports: [UsersModule],
  providers: [KycService, KycReviewService, KycResolver, KycAdminResolver],
  controllers: [KycController],
  exports: [KycService],
})
export class KycModule {}
