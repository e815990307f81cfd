/** The assets a reserve address may hold, in the order the dialog offers them. */
export const RESERVE_ASSETS = ['USDT', 'ETH', 'BTC', 'LTC'] as const;
export type ReserveAsset = (typeof RESERVE_ASSETS)[number];

/** The networks (deposit_wallets.chain names) each asset is held on; the server refuses any other pair. */
const PAIRS: Record<ReserveAsset, readonly string[]> = {
  USDT: ['ethereum', 'tron'],
  ETH: ['ethereum'],
  BTC: ['bitcoin'],
  LTC: ['litecoin'],
};

export function isReserveAsset(value: string): value is ReserveAsset {
  return (RESERVE_ASSETS as readonly string[]).includes(value);
}

/** The networks offered once `asset` is chosen (none before). */
export function reserveNetworksOf(asset: string): readonly string[] {
  return isReserveAsset(asset) ? PAIRS[asset] : [];
}

/** The network kept when the asset changes: the chosen one if it still fits, else the only one, else none. */
export function networkAfterAssetChange(asset: string, network: string): string {
  const networks = reserveNetworksOf(asset);
  if (networks.includes(network)) return network;
  return networks.length === 1 ? networks[0] : '';
}
