import { Module } from '@nestjs/common';
import { AccrualResolver } from './accrual.resolver';
import { AccrualService } from './accrual.service';
import { AccrualScheduler } from './accrual-scheduler';

@Module({ providers: [AccrualService, AccrualResolver, AccrualScheduler], exports: [AccrualService, AccrualScheduler] })
export class AccrualModule {}
