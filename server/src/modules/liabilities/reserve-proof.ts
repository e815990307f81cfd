import { bech32 } from '@scure/base';
import { concat, getAddress, isAddress, keccak256, recoverAddress, recoverMessageAddress, toBytes, type Hex } from 'viem';
import type { UtxoNetworkMode } from '../../config/env';
import { hexToTron, tronToHex } from '../chains/tron-address';
import { verifyBip322P2wpkh } from './bip322';
import { ReserveError, ReserveErrorCode } from './reserves.errors';

export const RESERVE_NETWORKS = ['ethereum', 'tron', 'bitcoin', 'litecoin'] as const;
export type ReserveNetwork = (typeof RESERVE_NETWORKS)[number];
export const RESERVE_ASSETS = ['USDT', 'ETH', 'BTC', 'LTC'] as const;
export type ReserveAsset = (typeof RESERVE_ASSETS)[number];

/** Which platform asset each network holds (the deposit assets: TRX is not one). */
export const NETWORK_ASSETS: Record<ReserveNetwork, readonly ReserveAsset[]> = {
  ethereum: ['ETH', 'USDT'],
  tron: ['USDT'],
  bitcoin: ['BTC'],
  litecoin: ['LTC'],
};

/** Decimals of each asset's on-chain unit. */
export const RESERVE_DECIMALS: Record<ReserveAsset, number> = { USDT: 6, ETH: 18, BTC: 8, LTC: 8 };

const BECH32_PREFIX: Record<'bitcoin' | 'litecoin', Record<UtxoNetworkMode, string>> = {
  bitcoin: { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' },
  litecoin: { mainnet: 'ltc', testnet: 'tltc', regtest: 'rltc' },
};

/** How many days back the message's date may be. */
export const RESERVE_MESSAGE_MAX_AGE_DAYS = 30;

export const isReserveNetwork = (value: string): value is ReserveNetwork => (RESERVE_NETWORKS as readonly string[]).includes(value);
export const isReserveAsset = (value: string): value is ReserveAsset => (RESERVE_ASSETS as readonly string[]).includes(value);

/**
 * The text an admin signs for a reserve address: fixed by the platform so a signature made for
 * another site, address, network or month cannot be reused here.
 * `<host> reserves: I control <address> (<network>) as of <YYYY-MM-DD>`, where host is PUBLIC_URL's
 * host and the address is in its normal form (EIP-55 for Ethereum, lower case for bech32).
 */
export function reserveMessage(host: string, address: string, network: ReserveNetwork, date: string): string {
  return `${host} reserves: I control ${address} (${network}) as of ${date}`;
}

/** The address in its normal form, or RESERVE_ADDRESS_INVALID. Bitcoin and Litecoin: P2WPKH bech32 of the configured network only. */
export function normalizeReserveAddress(network: ReserveNetwork, input: string, modes: Record<'bitcoin' | 'litecoin', UtxoNetworkMode>): string {
  const address = input.trim();
  const invalid = () => new ReserveError(ReserveErrorCode.RESERVE_ADDRESS_INVALID);
  switch (network) {
    case 'ethereum':
      if (!isAddress(address, { strict: true })) throw invalid();
      return getAddress(address);
    case 'tron':
      try {
        return hexToTron(tronToHex(address));
      } catch {
        throw invalid();
      }
    case 'bitcoin':
    case 'litecoin': {
      const lower = address.toLowerCase();
      if (lower !== address && address.toUpperCase() !== address) throw invalid();
      try {
        const { prefix, words } = bech32.decode(lower as `${string}1${string}`);
        if (prefix !== BECH32_PREFIX[network][modes[network]] || words[0] !== 0 || bech32.fromWords(words.slice(1)).length !== 20) throw invalid();
      } catch {
        throw invalid();
      }
      return lower;
    }
  }
}

/** The message's date if the message is exactly the platform's text for this address, else RESERVE_MESSAGE_INVALID. */
export function checkReserveMessage(message: string, host: string, address: string, network: ReserveNetwork, now: Date): string {
  const invalid = new ReserveError(ReserveErrorCode.RESERVE_MESSAGE_INVALID);
  const date = /(\d{4}-\d{2}-\d{2})$/.exec(message)?.[1];
  if (!date || message !== reserveMessage(host, address, network, date)) throw invalid;
  const day = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== date) throw invalid;
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  // One day ahead is allowed: an admin east of UTC signs with their own date.
  if (day > today + 86_400_000 || day < today - RESERVE_MESSAGE_MAX_AGE_DAYS * 86_400_000) throw invalid;
  return date;
}

/** TRON's own signed-message prefix (TronWeb's signMessageV2), EIP-191's format with "TRON" in place of "Ethereum". */
function tronMessageHash(message: string): Hex {
  const bytes = toBytes(message);
  return keccak256(concat([toBytes(`\x19TRON Signed Message:\n${bytes.length}`), bytes]));
}

/**
 * Checks that `signature` proves control of `address` (normal form) for `message`, or throws
 * RESERVE_SIGNATURE_INVALID.
 * - ethereum: EIP-191 personal_sign (65 bytes, 0x-hex), the recovered signer is the address.
 * - tron: the same recovery, the signer's 20-byte key hash as a T… address; both the Ethereum
 *   prefix (personal_sign from an EVM wallet of the same key) and TRON's own prefix (TronWeb
 *   signMessageV2, TronLink) are accepted.
 * - bitcoin, litecoin: BIP-322 simple signature of a P2WPKH address (`smp` prefix optional).
 */
export async function verifyReserveSignature(network: ReserveNetwork, address: string, message: string, signature: string): Promise<void> {
  const invalid = () => new ReserveError(ReserveErrorCode.RESERVE_SIGNATURE_INVALID);
  const sig = signature.trim();
  if (network === 'ethereum' || network === 'tron') {
    if (!/^0x[0-9a-fA-F]{130}$/.test(sig)) throw invalid();
    const signers: string[] = [];
    try {
      signers.push(await recoverMessageAddress({ message, signature: sig as Hex }));
      if (network === 'tron') signers.push(await recoverAddress({ hash: tronMessageHash(message), signature: sig as Hex }));
    } catch {
      throw invalid();
    }
    const expected = network === 'ethereum' ? address.toLowerCase() : tronToHex(address);
    if (!signers.some((signer) => signer.toLowerCase() === expected)) throw invalid();
    return;
  }
  const program = bech32.fromWords(bech32.decode(address as `${string}1${string}`).words.slice(1));
  let ok = false;
  try {
    ok = verifyBip322P2wpkh(Uint8Array.from(program), message, sig);
  } catch {
    ok = false;
  }
  if (!ok) throw invalid();
}
