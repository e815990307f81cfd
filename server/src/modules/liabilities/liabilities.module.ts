import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ChainsModule } from '../chains/chains.module';
import { RatesModule } from '../rates/rates.module';
import { UsersModule } from '../users/users.module';
import { LiabilitiesController } from './liabilities.controller';
import { LiabilitiesResolver } from './liabilities.resolver';
import { LiabilitiesScheduler } from './liabilities-scheduler';
import { LiabilitiesService } from './liabilities.service';
import { ReservesResolver } from './reserves.resolver';
import { ReservesService } from './reserves.service';

/**
 * Proof of liabilities (issue 30): Merkle sum tree snapshots of what users are owed, their publication and each user's proof;
 * beside it, the reserves: addresses declared with a signed proof of control, their balances read through the chain watcher.
 */
@Module({
  imports: [UsersModule, AuditModule, ChainsModule, RatesModule],
  providers: [LiabilitiesService, LiabilitiesScheduler, LiabilitiesResolver, ReservesService, ReservesResolver],
  controllers: [LiabilitiesController],
  exports: [LiabilitiesService, ReservesService],
})
export class LiabilitiesModule {}
