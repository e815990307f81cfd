import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils';
import { base64 } from '@scure/base';

/**
 * BIP-322 "simple" signatures for P2WPKH (native segwit v0, 20-byte program) addresses, verified
 * from the BIP's construction:
 *
 * - `message_hash` = SHA-256(SHA-256(tag) ‖ SHA-256(tag) ‖ message), tag "BIP0322-signed-message".
 * - `to_spend`: version 0, one input spending 000…000:0xFFFFFFFF with scriptSig OP_0 PUSH32
 *   message_hash and nSequence 0, one output of 0 paying the address's scriptPubKey, locktime 0.
 * - `to_sign`: version 0, one input spending to_spend:0 with an empty scriptSig and nSequence 0,
 *   one output of 0 to OP_RETURN, locktime 0; its witness is the signature.
 * - The signature is that witness (count, then each item, Bitcoin varint lengths), base64, with
 *   the BIP's "smp" prefix or without it (wallets made before the prefix existed send none). For
 *   P2WPKH it is exactly two items: a strict-DER low-S ECDSA signature with SIGHASH_ALL, and the
 *   33-byte compressed public key whose HASH160 is the address's program.
 * - The ECDSA message is the BIP-143 segwit v0 sighash of to_sign's input 0 (amount 0, script
 *   code the P2PKH script of the key hash).
 *
 * Litecoin has no message format of its own for segwit addresses; the same construction is used
 * with its scriptPubKey (the program is the same shape, only the address's prefix differs).
 */

const TAG = sha256(utf8ToBytes('BIP0322-signed-message'));
const SIGHASH_ALL = 0x01;

export class Bip322Error extends Error {}

const dsha256 = (bytes: Uint8Array) => sha256(sha256(bytes));
export const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes));

export function bip322MessageHash(message: string): Uint8Array {
  return sha256(concatBytes(TAG, TAG, utf8ToBytes(message)));
}

function u32le(n: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n >>> 0, true);
  return out;
}

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return concatBytes(Uint8Array.of(0xfe), u32le(n));
}

const ZERO_VALUE = new Uint8Array(8);
const withLength = (bytes: Uint8Array) => concatBytes(varint(bytes.length), bytes);

/** The P2WPKH scriptPubKey: OP_0 PUSH20 program. */
export function p2wpkhScript(program: Uint8Array): Uint8Array {
  if (program.length !== 20) throw new Bip322Error('a P2WPKH program is 20 bytes');
  return concatBytes(Uint8Array.of(0x00, 0x14), program);
}

/** to_spend without witness (it has none), as hashed for its txid. */
function toSpendBytes(messageHash: Uint8Array, scriptPubKey: Uint8Array): Uint8Array {
  return concatBytes(
    u32le(0),
    varint(1),
    new Uint8Array(32),
    u32le(0xffffffff),
    withLength(concatBytes(Uint8Array.of(0x00, 0x20), messageHash)),
    u32le(0),
    varint(1),
    ZERO_VALUE,
    withLength(scriptPubKey),
    u32le(0),
  );
}

const OP_RETURN_OUTPUT = concatBytes(ZERO_VALUE, withLength(Uint8Array.of(0x6a)));

/** to_sign without its witness (the txid's serialization). */
function toSignBytes(toSpendTxid: Uint8Array): Uint8Array {
  return concatBytes(u32le(0), varint(1), toSpendTxid, u32le(0), varint(0), u32le(0), varint(1), OP_RETURN_OUTPUT, u32le(0));
}

/** The two virtual transactions' ids in internal byte order (reverse them for the usual hex display). */
export function bip322Txids(message: string, scriptPubKey: Uint8Array): { toSpend: Uint8Array; toSign: Uint8Array } {
  const toSpend = dsha256(toSpendBytes(bip322MessageHash(message), scriptPubKey));
  return { toSpend, toSign: dsha256(toSignBytes(toSpend)) };
}

/** BIP-143 sighash (SIGHASH_ALL) of to_sign's only input for a P2WPKH key hash. */
export function bip322Sighash(message: string, program: Uint8Array): Uint8Array {
  const { toSpend } = bip322Txids(message, p2wpkhScript(program));
  const outpoint = concatBytes(toSpend, u32le(0));
  const scriptCode = withLength(concatBytes(Uint8Array.of(0x76, 0xa9, 0x14), program, Uint8Array.of(0x88, 0xac)));
  return dsha256(
    concatBytes(
      u32le(0),
      dsha256(outpoint),
      dsha256(u32le(0)),
      outpoint,
      scriptCode,
      ZERO_VALUE,
      u32le(0),
      dsha256(OP_RETURN_OUTPUT),
      u32le(0),
      u32le(SIGHASH_ALL),
    ),
  );
}

/** The witness stack of a simple signature (prefix "smp" optional). */
export function decodeSimpleSignature(signature: string): Uint8Array[] {
  let text = signature.trim();
  if (text.startsWith('smp')) text = text.slice(3);
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(text);
  } catch {
    throw new Bip322Error('the signature is not base64');
  }
  let at = 0;
  const readVarint = (): number => {
    if (at >= bytes.length) throw new Bip322Error('the signature is cut short');
    const first = bytes[at++];
    if (first < 0xfd) return first;
    const size = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    if (at + size > bytes.length || size === 8) throw new Bip322Error('the signature is not a witness stack');
    let n = 0;
    for (let i = size - 1; i >= 0; i -= 1) n = n * 256 + bytes[at + i];
    at += size;
    return n;
  };
  const count = readVarint();
  if (count > 100) throw new Bip322Error('the signature is not a witness stack');
  const items: Uint8Array[] = [];
  for (let i = 0; i < count; i += 1) {
    const length = readVarint();
    if (at + length > bytes.length) throw new Bip322Error('the signature is cut short');
    items.push(bytes.subarray(at, at + length));
    at += length;
  }
  if (at !== bytes.length) throw new Bip322Error('the signature has bytes after its witness stack');
  return items;
}

/** Whether `signature` is a valid BIP-322 simple signature of `message` by the key of the P2WPKH `program`. */
export function verifyBip322P2wpkh(program: Uint8Array, message: string, signature: string): boolean {
  const stack = decodeSimpleSignature(signature);
  if (stack.length !== 2) return false;
  const [sigWithType, publicKey] = stack;
  if (publicKey.length !== 33 || (publicKey[0] !== 0x02 && publicKey[0] !== 0x03)) return false;
  if (Buffer.compare(Buffer.from(hash160(publicKey)), Buffer.from(program)) !== 0) return false;
  if (sigWithType.length < 9 || sigWithType[sigWithType.length - 1] !== SIGHASH_ALL) return false;
  const der = sigWithType.subarray(0, -1);
  try {
    // Strict DER: a re-encoding of the parsed signature must give the same bytes.
    const parsed = secp256k1.Signature.fromDER(der);
    if (Buffer.compare(Buffer.from(parsed.toDERRawBytes()), Buffer.from(der)) !== 0) return false;
    return secp256k1.verify(parsed.toCompactRawBytes(), bip322Sighash(message, program), publicKey, { lowS: true, prehash: false, format: 'compact' });
  } catch {
    return false;
  }
}

/** Signs like a wallet does (tests and tools): the simple signature, "smp"-prefixed. */
export function signBip322P2wpkh(privateKey: Uint8Array, message: string): { signature: string; program: Uint8Array } {
  const publicKey = secp256k1.getPublicKey(privateKey, true);
  const program = hash160(publicKey);
  const sig = secp256k1.sign(bip322Sighash(message, program), privateKey, { lowS: true, prehash: false });
  const item = concatBytes(sig.toDERRawBytes(), Uint8Array.of(SIGHASH_ALL));
  const stack = concatBytes(varint(2), withLength(item), withLength(publicKey));
  return { signature: `smp${base64.encode(stack)}`, program };
}
