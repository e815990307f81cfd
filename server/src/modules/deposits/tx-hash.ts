import { chainOfNetwork } from './addresses/address-derivation';

const HEX_64 = /^[0-9a-f]{64}$/;

/**
 * A blockchain transaction hash in its network's one written form, or null when the text is not a
 * hash of that network. Whitespace anywhere (a pasted line break) is dropped, case is lowered and a
 * leading 0x is taken off; the 32-byte hash must remain (64 hex digits). Ethereum writes it with 0x,
 * Bitcoin and TRON without; a network the platform does not know takes the hash without 0x. One
 * payment then has one spelling, which the once-only index (normalized_txn_id) compares.
 */
export function canonicalTxHash(input: string, network: string | null | undefined): string | null {
  const text = input.replace(/\s+/g, '').toLowerCase();
  const hex = text.startsWith('0x') ? text.slice(2) : text;
  if (!HEX_64.test(hex)) return null;
  return chainOfNetwork(network) === 'ethereum' ? `0x${hex}` : hex;
}
