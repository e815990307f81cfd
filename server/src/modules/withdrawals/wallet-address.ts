/**
 * Plausibility of a payout address for the coin and network chosen: length and character set
 * only (no checksum), enough to catch a pasted wrong-chain or truncated address.
 */
const FORMATS: Record<string, { pattern: RegExp; label: string }> = {
  bitcoin: { pattern: /^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/, label: 'a Bitcoin address (starting with 1, 3 or bc1)' },
  evm: { pattern: /^0x[0-9a-fA-F]{40}$/, label: 'an address of 0x followed by 40 hexadecimal characters' },
  tron: { pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, label: 'a TRON address (T followed by 33 characters)' },
  litecoin: { pattern: /^(ltc1[02-9ac-hj-np-z]{11,71}|[LM3][1-9A-HJ-NP-Za-km-z]{26,33})$/, label: 'a Litecoin address (starting with L, M, 3 or ltc1)' },
  solana: { pattern: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, label: 'a Solana address (32 to 44 base58 characters)' },
  generic: { pattern: /^[A-Za-z0-9:_-]{20,128}$/, label: 'an address of 20 to 128 letters and digits' },
};

const NETWORK_FORMAT: Record<string, string> = {
  BTC: 'bitcoin',
  BITCOIN: 'bitcoin',
  ERC20: 'evm',
  ETH: 'evm',
  ETHEREUM: 'evm',
  BEP20: 'evm',
  BSC: 'evm',
  BNB: 'evm',
  POLYGON: 'evm',
  MATIC: 'evm',
  ARBITRUM: 'evm',
  TRC20: 'tron',
  TRON: 'tron',
  TRX: 'tron',
  LTC: 'litecoin',
  LITECOIN: 'litecoin',
  SOL: 'solana',
  SOLANA: 'solana',
};

const COIN_FORMATS: Record<string, string[]> = {
  BTC: ['bitcoin'],
  BITCOIN: ['bitcoin'],
  ETH: ['evm'],
  ETHEREUM: ['evm'],
  BNB: ['evm'],
  USDT: ['evm', 'tron', 'solana'],
  TETHER: ['evm', 'tron', 'solana'],
  USDC: ['evm', 'tron', 'solana'],
  TRX: ['tron'],
  TRON: ['tron'],
  LTC: ['litecoin'],
  LITECOIN: ['litecoin'],
  SOL: ['solana'],
  SOLANA: ['solana'],
};

const key = (value: string) =>
  value
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/** Returns null when the address is plausible, else a message saying what was expected. */
export function checkWalletAddress(coin: string, network: string | undefined, address: string): string | null {
  const byNetwork = network?.trim() ? NETWORK_FORMAT[key(network)] : undefined;
  const formats = byNetwork ? [byNetwork] : (COIN_FORMATS[key(coin)] ?? ['generic']);
  if (formats.some((f) => FORMATS[f].pattern.test(address))) return null;
  const where = network?.trim() ? `${coin.trim()} on ${network.trim()}` : coin.trim();
  return `This does not look like a ${where} address: expected ${formats.map((f) => FORMATS[f].label).join(' or ')}.`;
}
