import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ContentModule } from '../content/content.module';
import { KycModule } from '../kyc/kyc.module';
import { UsersModule } from '../users/users.module';
import { WithdrawalApprovalService } from './withdrawal-approval.service';
import { WithdrawalsController } from './withdrawals.controller';
import { WithdrawalsResolver } from './withdrawals.resolver';
import { WithdrawalsService } from './withdrawals.service';
import { WithdrawalOptionsService } from './withdrawal-options.service';

@Module({
  imports: [KycModule, AuthModule, UsersModule, ContentModule],
  providers: [WithdrawalsService, WithdrawalApprovalService, WithdrawalOptionsService, WithdrawalsResolver],
  controllers: [WithdrawalsController],
  exports: [WithdrawalsService, WithdrawalApprovalService],
})
export class WithdrawalsModule {}
