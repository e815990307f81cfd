import { Module } from '@nestjs/common';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';

@Module({ providers: [DashboardService, DashboardResolver], exports: [DashboardService] })
export class DashboardModule {}
