import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';
import { base58check as base58checkFor, bech32, bech32m } from '@scure/base';
import { HDKey } from '@scure/bip32';

/** The chains whose addresses the platform can derive from an account's extended public key. */
export type AddressChain = 'bitcoin' | 'ethereum' | 'tron' | 'litecoin';
export const ADDRESS_CHAINS: AddressChain[] = ['bitcoin', 'ethereum', 'tron', 'litecoin'];

/** The UTXO coins: native SegWit (BIP84) addresses, keys and prefixes by network (BITCOIN_NETWORK, LITECOIN_NETWORK). */
export type UtxoChain = 'bitcoin' | 'litecoin';
export type UtxoMode = 'mainnet' | 'testnet' | 'regtest';

export function isUtxoChain(chain: string): chain is UtxoChain {
  return chain === 'bitcoin' || chain === 'litecoin';
}

/** The bech32 human-readable part of each UTXO coin's addresses, per network. */
const BECH32_PREFIX: Record<UtxoChain, Record<UtxoMode, string>> = {
  bitcoin: { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' },
  litecoin: { mainnet: 'ltc', testnet: 'tltc', regtest: 'rltc' },
};

/** Base58 version bytes of legacy (P2PKH, P2SH) addresses a static wallet may hold, per network. */
const BASE58_VERSIONS: Record<UtxoChain, Record<UtxoMode, number[]>> = {
  bitcoin: { mainnet: [0x00, 0x05], testnet: [0x6f, 0xc4], regtest: [0x6f, 0xc4] },
  litecoin: { mainnet: [0x30, 0x32, 0x05], testnet: [0x6f, 0x3a, 0xc4], regtest: [0x6f, 0x3a, 0xc4] },
};

/** Extended public key versions a node's descriptors take (Bitcoin Core and Litecoin Core alike): xpub on mainnet, tpub on the test networks. */
const NODE_KEY_VERSION: Record<UtxoMode, number> = { mainnet: 0x0488b21e, testnet: 0x043587cf, regtest: 0x043587cf };

/** Why a key or an address was refused, in words an operator can act on. */
export class AddressConfigError extends Error {}

const base58check = base58checkFor(sha256);

/** SLIP-0132 version bytes: what kind of key a prefix announces. */
const KEY_VERSIONS: Record<number, { prefix: string; private: boolean; testnet: boolean; script: 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh' }> = {
  0x0488b21e: { prefix: 'xpub', private: false, testnet: false, script: 'p2pkh' },
  0x049d7cb2: { prefix: 'ypub', private: false, testnet: false, script: 'p2sh-p2wpkh' },
  0x04b24746: { prefix: 'zpub', private: false, testnet: false, script: 'p2wpkh' },
  0x043587cf: { prefix: 'tpub', private: false, testnet: true, script: 'p2pkh' },
  0x044a5262: { prefix: 'upub', private: false, testnet: true, script: 'p2sh-p2wpkh' },
  0x045f1cf6: { prefix: 'vpub', private: false, testnet: true, script: 'p2wpkh' },
  0x0488ade4: { prefix: 'xprv', private: true, testnet: false, script: 'p2pkh' },
  0x049d7878: { prefix: 'yprv', private: true, testnet: false, script: 'p2sh-p2wpkh' },
  0x04b2430c: { prefix: 'zprv', private: true, testnet: false, script: 'p2wpkh' },
  0x04358394: { prefix: 'tprv', private: true, testnet: true, script: 'p2pkh' },
  0x044a4e28: { prefix: 'uprv', private: true, testnet: true, script: 'p2sh-p2wpkh' },
  0x045f18bc: { prefix: 'vprv', private: true, testnet: true, script: 'p2wpkh' },
  // Litecoin's own BIP44 (Ltub) and BIP49 (Mtub) account keys: known, so that they are refused with the reason
  0x019da462: { prefix: 'Ltub', private: false, testnet: false, script: 'p2pkh' },
  0x01b26ef6: { prefix: 'Mtub', private: false, testnet: false, script: 'p2sh-p2wpkh' },
  0x019d9cfe: { prefix: 'Ltpv', private: true, testnet: false, script: 'p2pkh' },
  0x01b26792: { prefix: 'Mtpv', private: true, testnet: false, script: 'p2sh-p2wpkh' },
};

/** The chain a wallet's network label stands for, or null (such a wallet takes a static address only). */
export function chainOfNetwork(network: string | null | undefined): AddressChain | null {
  const label = (network ?? '').trim().toUpperCase();
  if (['BTC', 'BITCOIN'].includes(label)) return 'bitcoin';
  if (['ERC20', 'ETH', 'ETHEREUM'].includes(label)) return 'ethereum';
  if (['TRC20', 'TRX', 'TRON'].includes(label)) return 'tron';
  if (['LTC', 'LITECOIN'].includes(label)) return 'litecoin';
  return null;
}

const ACCOUNT_PATH: Record<AddressChain, string> = { bitcoin: "m/84'/0'/0'", ethereum: "m/44'/60'/0'", tron: "m/44'/195'/0'", litecoin: "m/84'/2'/0'" };
const CHAIN_NAME: Record<AddressChain, string> = { bitcoin: 'Bitcoin', ethereum: 'Ethereum', tron: 'TRON', litecoin: 'Litecoin' };

/** The key prefix a chain's deposit wallet takes: BIP84 zpub (vpub on the test networks) for the UTXO coins, xpub for the EVM ones. */
function expectedPrefix(chain: AddressChain, mode: UtxoMode): string {
  if (!isUtxoChain(chain)) return 'xpub';
  return mode === 'mainnet' ? 'zpub' : 'vpub';
}

function accountPath(chain: AddressChain, mode: UtxoMode): string {
  return isUtxoChain(chain) && mode !== 'mainnet' ? "m/84'/1'/0'" : ACCOUNT_PATH[chain];
}

/**
 * Reads an operator's account-level extended public key for a chain, or refuses it with the reason.
 * Bitcoin and Litecoin take a BIP84 zpub (native SegWit; a vpub when the coin's node is on testnet
 * or regtest: `mode`); Ethereum and TRON take a BIP44 xpub. Private keys, keys of the other network
 * (testnet on mainnet, and the reverse) and keys of another script type are refused; so is a key
 * that is not at account depth. (A Bitcoin zpub and a Litecoin zpub carry the same version bytes:
 * which coin's account it is cannot be read from the key.)
 */
export function parseAccountKey(chain: AddressChain, input: string, mode: UtxoMode = 'mainnet'): HDKey {
  const text = input.trim();
  const utxoMode: UtxoMode = isUtxoChain(chain) ? mode : 'mainnet';
  const expected = expectedPrefix(chain, utxoMode);
  const where = `${CHAIN_NAME[chain]} needs the account's ${expected} (${accountPath(chain, utxoMode)})`;
  let payload: Uint8Array;
  try {
    payload = base58check.decode(text);
  } catch {
    throw new AddressConfigError(`This is not a valid extended public key (the checksum or characters are wrong); ${where}.`);
  }
  if (payload.length !== 78) throw new AddressConfigError(`This is not a valid extended public key (wrong length); ${where}.`);
  const version = ((payload[0] << 24) | (payload[1] << 16) | (payload[2] << 8) | payload[3]) >>> 0;
  const kind = KEY_VERSIONS[version];
  if (!kind) throw new AddressConfigError(`This extended key has an unknown prefix; ${where}.`);
  if (kind.private) throw new AddressConfigError(`This is a private key (${kind.prefix}). Never enter it here: ${where}, which is public.`);
  if (kind.testnet && utxoMode === 'mainnet')
    throw new AddressConfigError(`This is a testnet key (${kind.prefix}); this wallet is on ${CHAIN_NAME[chain]} mainnet and ${where}.`);
  if (!kind.testnet && utxoMode !== 'mainnet') {
    throw new AddressConfigError(`This is a mainnet key (${kind.prefix}); the ${CHAIN_NAME[chain]} node is on ${utxoMode} and ${where}.`);
  }
  if (kind.prefix !== expected) {
    throw new AddressConfigError(
      isUtxoChain(chain)
        ? `${CHAIN_NAME[chain]} deposits use native SegWit (BIP84, ${BECH32_PREFIX[chain][utxoMode]}1q… addresses): enter the account's ${expected} (${accountPath(chain, utxoMode)}), not a ${kind.prefix}.`
        : `A ${kind.prefix} is a ${kind.prefix.startsWith('L') || kind.prefix.startsWith('M') ? 'Litecoin' : 'Bitcoin'} key; ${where}.`,
    );
  }
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(text, { private: 0, public: version });
  } catch {
    throw new AddressConfigError(`This extended public key does not hold a valid public key; ${where}.`);
  }
  if (key.depth !== 3) throw new AddressConfigError(`This key is at depth ${key.depth}, not an account key (depth 3); ${where}.`);
  return key;
}

/** The external (receive) chain of an account key: m/…/0; cache it, each address is then one step. */
export function receiveChain(account: HDKey): HDKey {
  return account.deriveChild(0);
}

function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes));
}

/** EIP-55: each hex letter upper-cased when the matching nibble of keccak(lower-case hex) is 8 or more. */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase().replace(/^0x/, '');
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i++) out += parseInt(hash[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return out;
}

function ethereumAddressBytes(compressedPublicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.ProjectivePoint.fromHex(compressedPublicKey).toRawBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/**
 * The account key as a Bitcoin Core / Litecoin Core descriptor takes it: the same key re-encoded
 * with the node's extended public key version (xpub on mainnet, tpub on testnet and regtest), as the
 * nodes read neither zpub nor vpub.
 */
export function nodeAccountKey(chain: UtxoChain, input: string, mode: UtxoMode): string {
  const key = parseAccountKey(chain, input, mode);
  const version = NODE_KEY_VERSION[mode];
  return new HDKey({
    versions: { public: version, private: 0 },
    depth: key.depth,
    index: key.index,
    parentFingerprint: key.parentFingerprint,
    chainCode: key.chainCode!,
    publicKey: key.publicKey!,
  }).publicExtendedKey;
}

/** The receive branch of a UTXO deposit wallet as a ranged descriptor (without its checksum): wpkh(<xpub>/0/*). */
export function receiveDescriptor(chain: UtxoChain, input: string, mode: UtxoMode): string {
  return `wpkh(${nodeAccountKey(chain, input, mode)}/0/*)`;
}

/** The address of child `index` on a receive chain (see receiveChain); `mode` picks a UTXO coin's address prefix. */
export function addressAt(chain: AddressChain, receive: HDKey, index: number, mode: UtxoMode = 'mainnet'): string {
  if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) throw new RangeError(`derivation index ${index} is out of range`);
  const publicKey = receive.deriveChild(index).publicKey;
  if (!publicKey) throw new Error('derived key has no public key');
  switch (chain) {
    case 'bitcoin':
    case 'litecoin':
      return bech32.encode(BECH32_PREFIX[chain][mode], [0, ...bech32.toWords(hash160(publicKey))]);
    case 'ethereum':
      return toChecksumAddress(bytesToHex(ethereumAddressBytes(publicKey)));
    case 'tron': {
      const body = new Uint8Array(21);
      body[0] = 0x41;
      body.set(ethereumAddressBytes(publicKey), 1);
      return base58check.encode(body);
    }
  }
}

/** Checks a single (static) address for a chain and returns it as stored; null chain = any text. `mode`: a UTXO coin's network. */
export function checkStaticAddress(chain: AddressChain | null, input: string, mode: UtxoMode = 'mainnet'): string {
  const address = input.trim();
  if (!address || address.length > 200 || /\s/.test(address))
    throw new AddressConfigError('Enter the deposit address without spaces (at most 200 characters).');
  if (chain && isUtxoChain(chain)) {
    const name = CHAIN_NAME[chain];
    const hrp = BECH32_PREFIX[chain][mode];
    const separator = address.lastIndexOf('1');
    if (separator > 0 && Object.values(BECH32_PREFIX).some((byMode) => Object.values(byMode).includes(address.slice(0, separator).toLowerCase()))) {
      const lower = address.toLowerCase();
      if (lower.slice(0, separator) !== hrp) throw new AddressConfigError(`This is not a ${name} ${mode} address (${hrp}1… expected).`);
      if (address !== lower && address !== address.toUpperCase()) throw new AddressConfigError(`This ${name} address mixes upper and lower case.`);
      for (const codec of [bech32, bech32m]) {
        try {
          const { prefix, words } = codec.decode(lower as `${string}1${string}`);
          if (prefix === hrp && words.length > 0 && (words[0] === 0) === (codec === bech32)) return lower;
        } catch {
          /* try the other encoding */
        }
      }
      throw new AddressConfigError(`This is not a valid ${name} address (bech32 checksum).`);
    }
    try {
      const payload = base58check.decode(address);
      if (payload.length === 21 && BASE58_VERSIONS[chain][mode].includes(payload[0])) return address;
    } catch {
      /* refused below */
    }
    throw new AddressConfigError(`This is not a valid ${name} ${mode} address.`);
  }
  if (chain === 'ethereum') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new AddressConfigError('An Ethereum address is 0x followed by 40 hex digits.');
    const body = address.slice(2);
    const mixed = body !== body.toLowerCase() && body !== body.toUpperCase();
    const checksummed = toChecksumAddress(body);
    if (mixed && checksummed !== address) throw new AddressConfigError('This Ethereum address fails its EIP-55 checksum (a letter has the wrong case).');
    return checksummed;
  }
  if (chain === 'tron') {
    try {
      const payload = base58check.decode(address);
      if (payload.length === 21 && payload[0] === 0x41) return address;
    } catch {
      /* refused below */
    }
    throw new AddressConfigError('This is not a valid TRON address (T…, base58 with checksum).');
  }
  return address;
}
