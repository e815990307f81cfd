import { Module } from '@nestjs/common';
import { ChainMetrics } from './chain-metrics.service';
import { ChainWatcherService } from './chain-watcher.service';
import { ChainsHealthController } from './chains.controller';
import { NoWatchedAddresses, WATCHED_ADDRESS_SOURCE } from './watched-addresses';

/**
 * The EVM chain watcher (issue 26): payments to watched addresses on Ethereum and TRON, stored in
 * chain_payments. It credits nothing yet; the deposits module will provide the watched addresses
 * (WATCHED_ADDRESS_SOURCE) and act on the payments.
 */
@Module({
  controllers: [ChainsHealthController],
  providers: [ChainWatcherService, ChainMetrics, { provide: WATCHED_ADDRESS_SOURCE, useClass: NoWatchedAddresses }],
  exports: [ChainWatcherService],
})
export class ChainsModule {}
