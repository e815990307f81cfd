import type { AddressChain } from './addresses/address-derivation';
import type { WalletAsset } from './addresses/wallet-asset';

export interface PaymentUriInput {
  asset: WalletAsset;
  network: AddressChain;
  /** The deposit's address in the network's own form. */
  address: string;
  /** The exact amount in the asset's units ("0.5", "6000"). */
  amount: string;
  /** The same amount in the asset's smallest unit (wei, USDT's 10^-6, satoshi), an integer string. */
  baseUnits: string;
  /** The USDT contract on the network (Ethereum 0x…, TRON T…). */
  usdtContract: string;
  /** The EIP-155 chain id for Ethereum URIs (1: mainnet). */
  ethereumChainId: number;
}

/**
 * The URI a wallet app reads from the deposit's QR code, with the amount in it:
 * - Ethereum (EIP-681): ETH `ethereum:<address>@<chain id>?value=<wei>`; USDT, a call of the token's
 *   transfer: `ethereum:<contract>@<chain id>/transfer?address=<address>&uint256=<base units>`.
 *   Amounts are written as plain integers (EIP-681 also allows 1.5e18; not every wallet reads it).
 * - TRON: there is no standard; `tron:<address>?amount=<decimal>&token=<contract>` is the form TRON
 *   wallets commonly read (the amount in the token's units, the TRC-20 contract as `token`).
 * - Bitcoin (BIP-21): `bitcoin:<address>?amount=<decimal BTC>`; Litecoin the same with `litecoin:`.
 */
export function paymentUri(input: PaymentUriInput): string {
  const { asset, network, address, amount, baseUnits } = input;
  if (network === 'ethereum') {
    if (asset === 'ETH') return `ethereum:${address}@${input.ethereumChainId}?value=${baseUnits}`;
    return `ethereum:${input.usdtContract}@${input.ethereumChainId}/transfer?address=${address}&uint256=${baseUnits}`;
  }
  if (network === 'tron') return `tron:${address}?amount=${amount}&token=${input.usdtContract}`;
  if (network === 'litecoin') return `litecoin:${address}?amount=${amount}`;
  return `bitcoin:${address}?amount=${amount}`;
}
