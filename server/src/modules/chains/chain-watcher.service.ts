import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { createPublicClient, http, type PublicClient } from 'viem';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { evmAddressBalance, utxoAddressBalance, type AddressBalance } from './address-balances';
import { sqlRows } from '../../database/sql';
import { ChainScanner, type ScanStep } from './chain-scanner';
import { UtxoRpc } from './utxo-rpc';
import { NodeRefusedError, UtxoScanner } from './utxo-scanner';
import {
  CHAIN_NETWORKS,
  UTXO_NETWORKS,
  WATCHED_ADDRESS_SOURCE,
  isUtxoNetwork,
  type ChainAsset,
  type WatchedAddressSource,
  type WatchedNetwork,
} from './watched-addresses';

/** A configured network more than this far behind its node makes GET /api/health/chains answer 503. */
export const CHAIN_BEHIND_LIMIT_MS = 10 * 60_000;

/** Wait after the n-th failure in a row: the poll interval doubling, at most 5 minutes. */
export function chainRetryDelayMs(pollMs: number, failures: number): number {
  return Math.min(5 * 60_000, pollMs * 2 ** Math.min(failures, 16));
}

/** What runs after a committed scan step (the deposits module settles its invoices). */
export type ScannedListener = (network: WatchedNetwork, step: ScanStep) => Promise<void>;

/** What a loop drives: the EVM scanner or the UTXO (Bitcoin, Litecoin) one. */
interface NetworkScanner {
  readonly network: WatchedNetwork;
  scanToHead(shouldStop: () => boolean, afterStep: (step: ScanStep) => Promise<void>): Promise<ScanStep>;
}

export interface ChainNetworkHealth {
  network: WatchedNetwork;
  /** The node's height when last asked, or null before the first scan. */
  height: string | null;
  /** The last block scanned. */
  scannedBlock: string | null;
  /** height − scannedBlock. */
  lagBlocks: string | null;
  /** When the watcher last reached the node's head. */
  caughtUpAt: Date | null;
  /** More than 10 minutes since it last reached the head (or never, 10 minutes after start). */
  behind: boolean;
}

/**
 * Runs one scan loop per network that has an RPC URL: scan to the head, wait CHAIN_POLL_SECONDS,
 * again. A failed scan (node down, garbage answer, database error) is logged and retried with
 * backoff; it committed nothing, so nothing is lost. Every instance runs the loop; the scanner's
 * advisory lock lets one scan a network at a time, and any takes over when that one stops.
 */
@Injectable()
export class ChainWatcherService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ChainWatcherService.name);
  private readonly startedAt = Date.now();
  private stopped = false;
  private readonly loops: Promise<void>[] = [];
  private readonly wakers = new Set<() => void>();
  private readonly scannedListeners: ScannedListener[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(WATCHED_ADDRESS_SOURCE) private source: WatchedAddressSource,
  ) {}

  /**
   * The module that knows which addresses are open (deposits/) replaces the default source at
   * start-up (onModuleInit), before the loops start; chains/ then depends on no deposit code.
   */
  useAddressSource(source: WatchedAddressSource): void {
    this.source = source;
  }

  /**
   * Called after every committed scan step of a network in the instance that made it, new blocks or
   * not (so time-driven changes such as a quote's expiry happen while no block arrives). A listener's
   * failure is logged and does not stop the scan; the next step calls it again.
   */
  onScanned(listener: ScannedListener): void {
    this.scannedListeners.push(listener);
  }

  configuredNetworks(): WatchedNetwork[] {
    return [...CHAIN_NETWORKS.filter((n) => this.config.chains[n].rpcUrl), ...UTXO_NETWORKS.filter((n) => this.config.utxoChains[n].rpcUrl)];
  }

  /**
   * Starts a loop per configured network. A Bitcoin / Litecoin node that answers but cannot serve
   * the watcher (no wallet support, another network, too old) stops the start with one line; one
   * that does not answer yet is checked again before its first scan.
   */
  async onApplicationBootstrap() {
    const scanners: NetworkScanner[] = [];
    for (const network of CHAIN_NETWORKS) {
      const chain = this.config.chains[network];
      if (!chain.rpcUrl) continue;
      const client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 20_000, retryCount: 2 }) }) as PublicClient;
      scanners.push(new ChainScanner(this.db, client, this.source, { network, usdtContract: chain.usdtContract, confirmations: chain.confirmations }));
    }
    for (const network of UTXO_NETWORKS) {
      const chain = this.config.utxoChains[network];
      if (!chain.rpcUrl) continue;
      const scanner = new UtxoScanner(this.db, new UtxoRpc(chain.rpcUrl), this.source, { network, mode: chain.network, confirmations: chain.confirmations });
      try {
        await scanner.verify();
      } catch (error) {
        if (error instanceof NodeRefusedError) throw error;
        this.logger.warn(`${network}: the node does not answer yet (${(error as Error).message}); it is checked again before the first scan`);
      }
      scanners.push(scanner);
    }
    for (const scanner of scanners) this.loops.push(this.loop(scanner));
  }

  async onApplicationShutdown() {
    this.stopped = true;
    for (const wake of this.wakers) wake();
    await Promise.all(this.loops);
  }

  private async loop(scanner: NetworkScanner) {
    const pollMs = this.config.chainPollSeconds * 1000;
    let failures = 0;
    while (!this.stopped) {
      try {
        await scanner.scanToHead(
          () => this.stopped,
          (step) => this.scanned(scanner.network, step),
        );
        if (failures) this.logger.log(`${scanner.network}: scanning again after ${failures} failed attempt(s)`);
        failures = 0;
      } catch (error) {
        failures++;
        this.logger.warn(
          `${scanner.network}: scan failed (attempt ${failures}), retrying in ${chainRetryDelayMs(pollMs, failures) / 1000} s: ${(error as Error).message}`,
        );
      }
      await this.sleep(failures ? chainRetryDelayMs(pollMs, failures) : pollMs);
    }
  }

  private async scanned(network: WatchedNetwork, step: ScanStep): Promise<void> {
    if (step.busy) return;
    for (const listener of this.scannedListeners) {
      try {
        await listener(network, step);
      } catch (error) {
        this.logger.error(`${network}: a listener after the scan step failed: ${(error as Error).message}`, (error as Error).stack);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }

  /**
   * One address's balance of `asset` on `network` through that network's node (proof of reserves):
   * EVM at the last confirmed block, Bitcoin / Litecoin from the node's watch-only wallet with the
   * network's confirmations. Null when the network has no node configured (not read, never 0); a
   * node that fails throws.
   */
  async readAddressBalance(network: WatchedNetwork, asset: ChainAsset, address: string): Promise<AddressBalance | null> {
    if (isUtxoNetwork(network)) {
      const chain = this.config.utxoChains[network];
      if (!chain.rpcUrl) return null;
      return utxoAddressBalance(new UtxoRpc(chain.rpcUrl), address, chain.confirmations);
    }
    const chain = this.config.chains[network];
    if (!chain.rpcUrl) return null;
    const client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 20_000, retryCount: 2 }) }) as PublicClient;
    return evmAddressBalance(client, network, asset, address, chain);
  }

  /** Each configured network's progress, from Postgres (whichever instance scanned it). */
  async health(): Promise<ChainNetworkHealth[]> {
    const networks = this.configuredNetworks();
    if (!networks.length) return [];
    const rows = await sqlRows<{ network: WatchedNetwork; head_number: string; block_number: string; caught_up_at: Date | null }>(
      this.db,
      `SELECT network, head_number, block_number, caught_up_at FROM chain_cursors WHERE network = ANY($1)`,
      [networks],
    );
    const now = Date.now();
    return networks.map((network) => {
      const row = rows.find((r) => r.network === network);
      const since = row?.caught_up_at?.getTime() ?? this.startedAt;
      return {
        network,
        height: row?.head_number ?? null,
        scannedBlock: row?.block_number ?? null,
        lagBlocks: row ? (BigInt(row.head_number) - BigInt(row.block_number)).toString() : null,
        caughtUpAt: row?.caught_up_at ?? null,
        behind: now - since > CHAIN_BEHIND_LIMIT_MS,
      };
    });
  }
}
