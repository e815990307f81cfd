import type { AddressChain } from './address-derivation';

/** What a deposit wallet receives: the asset, on its network (deposit_wallets.asset, deposit_wallets.chain). */
export type WalletAsset = 'USDT' | 'ETH' | 'BTC' | 'LTC';

export const WALLET_ASSETS: readonly WalletAsset[] = ['USDT', 'ETH', 'BTC', 'LTC'];

/** The networks each asset is offered on: USDT as ERC-20 and TRC-20, ETH on Ethereum, BTC on Bitcoin, LTC on Litecoin. */
export const ASSET_NETWORKS: Record<WalletAsset, readonly AddressChain[]> = {
  USDT: ['ethereum', 'tron'],
  ETH: ['ethereum'],
  BTC: ['bitcoin'],
  LTC: ['litecoin'],
};

export function isWalletAsset(value: unknown): value is WalletAsset {
  return typeof value === 'string' && (WALLET_ASSETS as readonly string[]).includes(value);
}

export function assetOnNetwork(asset: WalletAsset, network: AddressChain): boolean {
  return ASSET_NETWORKS[asset].includes(network);
}

/**
 * The asset of a wallet saved without one (clients from before explicit assets), read as the
 * migration backfilled existing wallets: bitcoin → BTC; litecoin → LTC; TRON, or a name or label mentioning
 * USDT/Tether → USDT; else ETH.
 */
export function inferWalletAsset(network: AddressChain, walletName: string, label: string): WalletAsset {
  if (network === 'bitcoin') return 'BTC';
  if (network === 'litecoin') return 'LTC';
  const text = `${label} ${walletName}`.toUpperCase();
  if (network === 'tron' || text.includes('USDT') || text.includes('TETHER')) return 'USDT';
  return 'ETH';
}
