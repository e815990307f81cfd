/** The networks the EVM chain watcher knows, and the assets it detects on them. */
export const CHAIN_NETWORKS = ['ethereum', 'tron'] as const;
export type ChainNetwork = (typeof CHAIN_NETWORKS)[number];

/** The UTXO networks, watched through a node's watch-only wallets (utxo-scanner.ts). */
export const UTXO_NETWORKS = ['bitcoin', 'litecoin'] as const;
export type UtxoNetwork = (typeof UTXO_NETWORKS)[number];

/** Every network the watcher may follow. */
export type WatchedNetwork = ChainNetwork | UtxoNetwork;

export function isUtxoNetwork(network: string): network is UtxoNetwork {
  return (UTXO_NETWORKS as readonly string[]).includes(network);
}

export type ChainAsset = 'USDT' | 'ETH' | 'BTC' | 'LTC';

/** Decimals of each asset's smallest unit (USDT on Ethereum and TRON: 6; ether: 18; bitcoin and litecoin: 8). */
export const ASSET_DECIMALS: Record<ChainAsset, number> = { USDT: 6, ETH: 18, BTC: 8, LTC: 8 };

/** The coin a UTXO network's payments are in. */
export const UTXO_ASSET: Record<UtxoNetwork, ChainAsset> = { bitcoin: 'BTC', litecoin: 'LTC' };

/** An address to watch, in its network's own form (0x… on Ethereum, T… on TRON, bech32 on Bitcoin and Litecoin), and what it expects. */
export interface WatchedAddress {
  address: string;
  asset: ChainAsset;
}

/**
 * Where the watcher learns which addresses to look for: the deposits module implements it (the
 * addresses of open deposits); until then nothing is watched.
 */
export interface WatchedAddressSource {
  openAddresses(network: WatchedNetwork): Promise<WatchedAddress[]>;
  /**
   * The UTXO networks only: what the node's watch-only wallets must hold, one entry per deposit
   * wallet — a ranged descriptor of its receive branch (without checksum) and the next index it
   * gives out (the import's range follows it, plus a gap), or a static address as `addr(…)`.
   */
  receiveDescriptors?(network: UtxoNetwork): Promise<ReceiveDescriptor[]>;
}

/** A deposit wallet as a node's watch-only wallet sees it (see WatchedAddressSource.receiveDescriptors). */
export interface ReceiveDescriptor {
  /** `wpkh(<xpub or tpub>/0/*)` (ranged) or `addr(<address>)`, without checksum. */
  descriptor: string;
  ranged: boolean;
  /** The next derivation index the deposit wallet gives out (0 for a static address). */
  nextIndex: number;
}

export const WATCHED_ADDRESS_SOURCE = Symbol('WATCHED_ADDRESS_SOURCE');

/** The default source: no address is watched yet (the watcher only follows the chain's height). */
export class NoWatchedAddresses implements WatchedAddressSource {
  openAddresses(): Promise<WatchedAddress[]> {
    return Promise.resolve([]);
  }

  receiveDescriptors(): Promise<ReceiveDescriptor[]> {
    return Promise.resolve([]);
  }
}
