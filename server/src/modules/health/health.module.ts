import { Module } from '@nestjs/common';
import { DatabaseMonitor } from './database-monitor';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController], providers: [DatabaseMonitor], exports: [DatabaseMonitor] })
export class HealthModule {}
