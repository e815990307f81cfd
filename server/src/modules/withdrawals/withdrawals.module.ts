import { Module } from '@nestjs/common';
import { WithdrawalApprovalService } from './withdrawal-approval.service';
import { WithdrawalsController } from './withdrawals.controller';
import { WithdrawalsResolver } from './withdrawals.resolver';
import { WithdrawalsService } from './withdrawals.service';

@Module({
  providers: [WithdrawalsService, WithdrawalApprovalService, WithdrawalsResolver],
  controllers: [WithdrawalsController],
  exports: [WithdrawalsService, WithdrawalApprovalService],
})
export class WithdrawalsModule {}
