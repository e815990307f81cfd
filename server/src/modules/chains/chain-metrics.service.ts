import { Injectable } from '@nestjs/common';
import { MetricsService } from '../metrics/metrics.service';
import { ChainWatcherService } from './chain-watcher.service';

/**
 * The watcher's lag per configured network, read at each scrape from chain_cursors through the
 * watcher's own health(): blocks between the node's head (when last asked) and the last block
 * scanned, and seconds since the watcher last reached the head. The same on every instance.
 */
@Injectable()
export class ChainMetrics {
  constructor(metrics: MetricsService, watcher: ChainWatcherService) {
    let last: Promise<Awaited<ReturnType<ChainWatcherService['health']>>> | null = null;
    // Both gauges are collected in one scrape: one read of the cursors serves them.
    const health = () => (last ??= watcher.health().finally(() => setTimeout(() => (last = null), 1000).unref()));
    metrics.gauge({
      name: 'chain_watcher_lag_blocks',
      help: "Blocks between a watched network's head (at the last scan) and the last block scanned.",
      labelNames: ['network'],
      async collect(gauge) {
        gauge.reset();
        for (const network of await health().catch(() => []))
          if (network.lagBlocks !== null) gauge.set({ network: network.network }, Number(network.lagBlocks));
      },
    });
    metrics.gauge({
      name: 'chain_watcher_seconds_since_head',
      help: 'Seconds since the watcher last reached the network head (absent before it first did).',
      labelNames: ['network'],
      async collect(gauge) {
        gauge.reset();
        const now = Date.now();
        for (const network of await health().catch(() => [])) {
          if (network.caughtUpAt) gauge.set({ network: network.network }, Math.max(0, (now - network.caughtUpAt.getTime()) / 1000));
        }
      },
    });
  }
}
