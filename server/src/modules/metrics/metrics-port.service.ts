import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { metricsPortHandler } from './metrics-endpoint';
import { MetricsService } from './metrics.service';

/** METRICS_PORT: /metrics on a port of its own (kept off the public load balancer), instead of the main one. */
@Injectable()
export class MetricsPortService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsPortService.name);
  private server?: Server;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: MetricsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.metricsPort === null) return;
    const server = createServer(metricsPortHandler(this.config, this.metrics));
    const port = this.config.metricsPort;
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) => reject(new Error(`METRICS_PORT ${port} cannot be used: ${error.message}`)));
      server.listen(port, () => resolve());
    });
    this.server = server;
    this.logger.log(`metrics on port ${(server.address() as AddressInfo).port}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
