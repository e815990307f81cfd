import { Global, Module } from '@nestjs/common';
import { MetricsPortService } from './metrics-port.service';
import { MetricsService } from './metrics.service';

/** The app's Prometheus registry: every module injects MetricsService and registers its own metrics. */
@Global()
@Module({ providers: [MetricsService, MetricsPortService], exports: [MetricsService] })
export class MetricsModule {}
