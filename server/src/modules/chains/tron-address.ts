import { sha256 } from '@noble/hashes/sha2';
import { base58check as base58checkFor } from '@scure/base';

const base58check = base58checkFor(sha256);

/** TRON's address prefix byte: a TRON address is 0x41 followed by the 20 bytes an Ethereum address has. */
const TRON_PREFIX = 0x41;

export class TronAddressError extends Error {}

/** 'T…' (base58check of 0x41 + 20 bytes) → the 0x-hex form TRON's Ethereum-compatible JSON-RPC speaks (lower case). */
export function tronToHex(address: string): `0x${string}` {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address.trim());
  } catch {
    throw new TronAddressError(`not a TRON address (base58check): ${address}`);
  }
  if (payload.length !== 21 || payload[0] !== TRON_PREFIX) throw new TronAddressError(`not a TRON address (0x41 + 20 bytes): ${address}`);
  return `0x${Buffer.from(payload.subarray(1)).toString('hex')}`;
}

/** A 20-byte address as 0x-hex, or TRON's 21-byte hex form with its 41 prefix → 'T…'. */
export function hexToTron(hex: string): string {
  const digits = hex.trim().replace(/^0x/i, '');
  const body = /^41[0-9a-f]{40}$/i.test(digits) ? digits.slice(2) : digits;
  if (!/^[0-9a-f]{40}$/i.test(body)) throw new TronAddressError(`not a 20-byte hex address: ${hex}`);
  const payload = new Uint8Array(21);
  payload[0] = TRON_PREFIX;
  payload.set(Buffer.from(body, 'hex'), 1);
  return base58check.encode(payload);
}
