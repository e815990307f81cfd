/** The networks the EVM chain watcher knows, and the assets it detects on them. */
export const CHAIN_NETWORKS = ['ethereum', 'tron'] as const;
export type ChainNetwork = (typeof CHAIN_NETWORKS)[number];
export type ChainAsset = 'USDT' | 'ETH';

/** Decimals of each asset's smallest unit (USDT on Ethereum and TRON: 6; ether: 18). */
export const ASSET_DECIMALS: Record<ChainAsset, number> = { USDT: 6, ETH: 18 };

/** An address to watch, in its network's own form (0x… on Ethereum, T… on TRON), and what it expects. */
export interface WatchedAddress {
  address: string;
  asset: ChainAsset;
}

/**
 * Where the watcher learns which addresses to look for: the deposits module implements it (the
 * addresses of open deposits); until then nothing is watched.
 */
export interface WatchedAddressSource {
  openAddresses(network: ChainNetwork): Promise<WatchedAddress[]>;
}

export const WATCHED_ADDRESS_SOURCE = Symbol('WATCHED_ADDRESS_SOURCE');

/** The default source: no address is watched yet (the watcher only follows the chain's height). */
export class NoWatchedAddresses implements WatchedAddressSource {
  openAddresses(): Promise<WatchedAddress[]> {
    return Promise.resolve([]);
  }
}
