import { Module } from '@nestjs/common';
import { AccrualResolver } from './accrual.resolver';
import { AccrualService } from './accrual.service';
import { AccrualScheduler } from './accrual-scheduler';
import { ClockSync } from './clock-sync.service';

@Module({ providers: [AccrualService, AccrualResolver, AccrualScheduler, ClockSync], exports: [AccrualService, AccrualScheduler] })
export class AccrualModule {}
