import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { KycModule } from '../kyc/kyc.module';
import { UsersModule } from '../users/users.module';
import { WithdrawalApprovalService } from './withdrawal-approval.service';
import { WithdrawalsController } from './withdrawals.controller';
import { WithdrawalsResolver } from './withdrawals.resolver';
import { WithdrawalsService } from './withdrawals.service';

@Module({
  imports: [KycModule, AuthModule, UsersModule],
  providers: [WithdrawalsService, WithdrawalApprovalService, WithdrawalsResolver],
  controllers: [WithdrawalsController],
  exports: [WithdrawalsService, WithdrawalApprovalService],
})
export class WithdrawalsModule {}
