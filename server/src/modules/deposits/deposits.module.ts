import { Module } from '@nestjs/common';
import { DepositApprovalService } from './deposit-approval.service';
import { DepositsController } from './deposits.controller';
import { DepositsResolver } from './deposits.resolver';
import { DepositsService } from './deposits.service';

@Module({
  providers: [DepositsService, DepositApprovalService, DepositsResolver],
  controllers: [DepositsController],
  exports: [DepositsService, DepositApprovalService],
})
export class DepositsModule {}
