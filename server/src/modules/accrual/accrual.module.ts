import { Module } from '@nestjs/common';
import { AccrualHealthCheck } from './accrual-health';
import { AccrualHealthController } from './accrual-health.controller';
import { AccrualResolver } from './accrual.resolver';
import { AccrualService } from './accrual.service';
import { AccrualScheduler } from './accrual-scheduler';
import { ClockSync } from './clock-sync.service';

@Module({
  controllers: [AccrualHealthController],
  providers: [AccrualService, AccrualResolver, AccrualScheduler, ClockSync, AccrualHealthCheck],
  exports: [AccrualService, AccrualScheduler],
})
export class AccrualModule {}
