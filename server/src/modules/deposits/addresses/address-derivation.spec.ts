import { sha256 } from '@noble/hashes/sha2';
import { base58check } from '@scure/base';
import {
  addressAt,
  checkStaticAddress,
  chainOfNetwork,
  nodeAccountKey,
  parseAccountKey,
  receiveChain,
  receiveDescriptor,
  toChecksumAddress,
} from './address-derivation';

// BIP84 test vectors: mnemonic "abandon ×11 about", account 0 = m/84'/0'/0' (its zpub, neutered from the published zprv).
const BIP84_ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
// The same published test mnemonic at m/44'/60'/0' and m/44'/195'/0'.
const ETH_XPUB = 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt';
const TRON_XPUB = 'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd';
/** The same key announced with other SLIP-0132 version bytes (to make a testnet key). */
function withVersion(key: string, version: number): string {
  const codec = base58check(sha256);
  const payload = codec.decode(key);
  new DataView(payload.buffer, payload.byteOffset).setUint32(0, version);
  return codec.encode(payload);
}
const BIP84_ZPRV = 'zprvAdG4iTXWBoARxkkzNpNh8r6Qag3irQB8PzEMkAFeTRXxHpbF9z4QgEvBRmfvqWvGp42t42nvgGpNgYSJA9iefm1yYNZKEm7z6qUWCroSQnE';

describe('address derivation', () => {
  it('derives the BIP84 test-vector receive addresses from the account zpub', () => {
    const receive = receiveChain(parseAccountKey('bitcoin', BIP84_ZPUB));
    expect(addressAt('bitcoin', receive, 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(addressAt('bitcoin', receive, 1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
    // and the first change address, to show the chain index is the one BIP84 means
    expect(addressAt('bitcoin', parseAccountKey('bitcoin', BIP84_ZPUB).deriveChild(1), 0)).toBe('bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el');
  });

  it('derives EIP-55 Ethereum addresses (the test mnemonic’s well-known first address)', () => {
    const receive = receiveChain(parseAccountKey('ethereum', ETH_XPUB));
    expect(addressAt('ethereum', receive, 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
  });

  it('derives TRON base58check T-addresses', () => {
    const receive = receiveChain(parseAccountKey('tron', TRON_XPUB));
    expect(addressAt('tron', receive, 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it('checksums the EIP-55 examples', () => {
    for (const example of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '0xde709f2102306220921060314715629080e2fb77',
    ]) {
      expect(toChecksumAddress(example.toLowerCase())).toBe(example);
    }
  });

  it.each([
    ['bitcoin', ETH_XPUB, /native SegWit .*zpub.*not a xpub/],
    ['ethereum', BIP84_ZPUB, /zpub is a Bitcoin key/],
    ['bitcoin', BIP84_ZPRV, /private key/],
    ['bitcoin', BIP84_ZPUB.slice(0, -1) + 't', /checksum/],
    ['tron', 'not a key', /not a valid extended public key/],
    ['bitcoin', withVersion(BIP84_ZPUB, 0x045f1cf6), /testnet key \(vpub\)/],
    ['tron', withVersion(TRON_XPUB, 0x043587cf), /testnet key \(tpub\)/],
  ] as const)('refuses a %s key that does not fit (%#)', (chain, key, message) => {
    expect(() => parseAccountKey(chain, key)).toThrow(message);
  });

  it('refuses a key that is not at account depth', () => {
    const receive = receiveChain(parseAccountKey('ethereum', ETH_XPUB));
    expect(() => parseAccountKey('ethereum', receive.publicExtendedKey)).toThrow(/depth 4/);
  });

  it('checks static addresses per chain', () => {
    expect(checkStaticAddress('bitcoin', ' bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu ')).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(() => checkStaticAddress('bitcoin', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv')).toThrow(/checksum/);
    expect(checkStaticAddress('ethereum', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(() => checkStaticAddress('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toThrow(/EIP-55/);
    expect(checkStaticAddress('tron', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    expect(() => checkStaticAddress('tron', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdh')).toThrow(/TRON/);
    expect(checkStaticAddress(null, 'anything-goes')).toBe('anything-goes');
  });

  it('maps network labels to chains', () => {
    expect(chainOfNetwork('BTC')).toBe('bitcoin');
    expect(chainOfNetwork('erc20')).toBe('ethereum');
    expect(chainOfNetwork('TRC20')).toBe('tron');
    expect(chainOfNetwork('BEP20')).toBeNull();
    expect(chainOfNetwork('LTC')).toBe('litecoin');
  });
});

// The same published test mnemonic at BIP84 Litecoin m/84'/2'/0' (the demo wallet's zpub).
const LTC_ZPUB = 'zpub6rPo5mF47z5coVm5rvWv7fv181awb7Vckn5Cf3xQXBVKu18kuBHDhNi1Jrb4br6vVD3ZbrnXemEsWJoR18mZwkUdzwD8TQnHDUCGxqZ6swA';

describe('Litecoin and the UTXO networks', () => {
  it("derives the test mnemonic's well-known BIP84 Litecoin addresses (ltc1…)", () => {
    const receive = receiveChain(parseAccountKey('litecoin', LTC_ZPUB));
    expect(addressAt('litecoin', receive, 0)).toBe('ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh');
  });

  it('writes regtest and testnet addresses with their own prefixes, from a vpub', () => {
    const vpub = withVersion(LTC_ZPUB, 0x045f1cf6);
    expect(addressAt('litecoin', receiveChain(parseAccountKey('litecoin', vpub, 'regtest')), 0, 'regtest')).toMatch(/^rltc1q/);
    expect(addressAt('bitcoin', receiveChain(parseAccountKey('bitcoin', vpub, 'testnet')), 0, 'testnet')).toMatch(/^tb1q/);
    expect(addressAt('bitcoin', receiveChain(parseAccountKey('bitcoin', vpub, 'regtest')), 0, 'regtest')).toMatch(/^bcrt1q/);
  });

  it.each([
    ['litecoin', withVersion(LTC_ZPUB, 0x045f1cf6), 'mainnet', /testnet key \(vpub\); this wallet is on Litecoin mainnet/],
    ['litecoin', LTC_ZPUB, 'regtest', /mainnet key \(zpub\); the Litecoin node is on regtest/],
    ['litecoin', withVersion(LTC_ZPUB, 0x019da462), 'mainnet', /native SegWit .*ltc1q.*zpub \(m\/84'\/2'\/0'\), not a Ltub/],
    ['ethereum', withVersion(LTC_ZPUB, 0x01b26ef6), 'mainnet', /Mtub is a Litecoin key/],
    ['litecoin', ETH_XPUB, 'mainnet', /native SegWit/],
  ] as const)('refuses a %s key of the wrong network or kind (%#)', (chain, key, mode, message) => {
    expect(() => parseAccountKey(chain, key, mode)).toThrow(message);
  });

  it("re-encodes the account key as the node's descriptors take it (xpub on mainnet, tpub on the test networks)", () => {
    expect(nodeAccountKey('litecoin', LTC_ZPUB, 'mainnet')).toMatch(/^xpub/);
    expect(nodeAccountKey('bitcoin', withVersion(BIP84_ZPUB, 0x045f1cf6), 'regtest')).toMatch(/^tpub/);
    expect(receiveDescriptor('bitcoin', BIP84_ZPUB, 'mainnet')).toMatch(/^wpkh\(xpub[1-9A-HJ-NP-Za-km-z]+\/0\/\*\)$/);
  });

  it('checks static Litecoin addresses: bech32 checksum, network and legacy prefixes; a Bitcoin address is refused', () => {
    expect(checkStaticAddress('litecoin', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh')).toBe('ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh');
    expect(() => checkStaticAddress('litecoin', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wj')).toThrow(/Litecoin address \(bech32 checksum\)/);
    expect(() => checkStaticAddress('litecoin', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toThrow(/not a Litecoin mainnet address \(ltc1/);
    expect(() => checkStaticAddress('bitcoin', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh')).toThrow(/not a Bitcoin mainnet address \(bc1/);
    expect(() => checkStaticAddress('litecoin', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh', 'regtest')).toThrow(/rltc1/);
    expect(() => checkStaticAddress('litecoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toThrow(/not a valid Litecoin mainnet address/);
  });
});
