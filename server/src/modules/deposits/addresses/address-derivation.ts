import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';
import { base58check as base58checkFor, bech32, bech32m } from '@scure/base';
import { HDKey } from '@scure/bip32';

/** The chains whose addresses the platform can derive from an account's extended public key. */
export type AddressChain = 'bitcoin' | 'ethereum' | 'tron';
export const ADDRESS_CHAINS: AddressChain[] = ['bitcoin', 'ethereum', 'tron'];

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
};

/** The chain a wallet's network label stands for, or null (such a wallet takes a static address only). */
export function chainOfNetwork(network: string | null | undefined): AddressChain | null {
  const label = (network ?? '').trim().toUpperCase();
  if (['BTC', 'BITCOIN'].includes(label)) return 'bitcoin';
  if (['ERC20', 'ETH', 'ETHEREUM'].includes(label)) return 'ethereum';
  if (['TRC20', 'TRX', 'TRON'].includes(label)) return 'tron';
  return null;
}

const ACCOUNT_PATH: Record<AddressChain, string> = { bitcoin: "m/84'/0'/0'", ethereum: "m/44'/60'/0'", tron: "m/44'/195'/0'" };
const EXPECTED_PREFIX: Record<AddressChain, string> = { bitcoin: 'zpub', ethereum: 'xpub', tron: 'xpub' };
const CHAIN_NAME: Record<AddressChain, string> = { bitcoin: 'Bitcoin', ethereum: 'Ethereum', tron: 'TRON' };

/**
 * Reads an operator's account-level extended public key for a chain, or refuses it with the reason.
 * Bitcoin takes a BIP84 zpub (native SegWit); Ethereum and TRON take a BIP44 xpub. Private keys,
 * testnet keys and keys of another script type are refused; so is a key that is not at account depth.
 */
export function parseAccountKey(chain: AddressChain, input: string): HDKey {
  const text = input.trim();
  const expected = EXPECTED_PREFIX[chain];
  const where = `${CHAIN_NAME[chain]} needs the account's ${expected} (${ACCOUNT_PATH[chain]})`;
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
  if (kind.testnet) throw new AddressConfigError(`This is a testnet key (${kind.prefix}); this wallet is on ${CHAIN_NAME[chain]} mainnet and ${where}.`);
  if (kind.prefix !== expected) {
    throw new AddressConfigError(
      chain === 'bitcoin'
        ? `Bitcoin deposits use native SegWit (BIP84, bc1q… addresses): enter the account's zpub (${ACCOUNT_PATH.bitcoin}), not a ${kind.prefix}.`
        : `A ${kind.prefix} is a Bitcoin key; ${where}.`,
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

/** The address of child `index` on a receive chain (see receiveChain). */
export function addressAt(chain: AddressChain, receive: HDKey, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) throw new RangeError(`derivation index ${index} is out of range`);
  const publicKey = receive.deriveChild(index).publicKey;
  if (!publicKey) throw new Error('derived key has no public key');
  switch (chain) {
    case 'bitcoin':
      return bech32.encode('bc', [0, ...bech32.toWords(hash160(publicKey))]);
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

/** Checks a single (static) address for a chain and returns it as stored; null chain = any text. */
export function checkStaticAddress(chain: AddressChain | null, input: string): string {
  const address = input.trim();
  if (!address || address.length > 200 || /\s/.test(address))
    throw new AddressConfigError('Enter the deposit address without spaces (at most 200 characters).');
  if (chain === 'bitcoin') {
    if (/^bc1/i.test(address)) {
      const lower = address.toLowerCase();
      if (address !== lower && address !== address.toUpperCase()) throw new AddressConfigError('This Bitcoin address mixes upper and lower case.');
      for (const codec of [bech32, bech32m]) {
        try {
          const { prefix, words } = codec.decode(lower as `${string}1${string}`);
          if (prefix === 'bc' && words.length > 0 && (words[0] === 0) === (codec === bech32)) return lower;
        } catch {
          /* try the other encoding */
        }
      }
      throw new AddressConfigError('This is not a valid Bitcoin address (bech32 checksum).');
    }
    try {
      const payload = base58check.decode(address);
      if (payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05)) return address;
    } catch {
      /* refused below */
    }
    throw new AddressConfigError('This is not a valid Bitcoin mainnet address.');
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
