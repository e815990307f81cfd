import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { DepositWalletsService } from './addresses/deposit-wallets.service';
import { DepositDraftResolver } from './deposit-draft.resolver';
import { DepositApprovalService } from './deposit-approval.service';
import { DepositsController } from './deposits.controller';
import { DepositsResolver } from './deposits.resolver';
import { DepositsService } from './deposits.service';

@Module({
  imports: [UsersModule],
  providers: [DepositsService, DepositApprovalService, DepositsResolver, DepositWalletsService, DepositDraftResolver],
  controllers: [DepositsController],
  exports: [DepositsService, DepositApprovalService, DepositWalletsService],
})
export class DepositsModule {}
