import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';

@Module({ imports: [UsersModule], providers: [DashboardService, DashboardResolver], exports: [DashboardService] })
export class DashboardModule {}
