import { Module } from '@nestjs/common';
import { AccrualResolver } from './accrual.resolver';
import { AccrualService } from './accrual.service';

@Module({ providers: [AccrualService, AccrualResolver], exports: [AccrualService] })
export class AccrualModule {}
