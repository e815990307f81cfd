import { bech32 } from '@scure/base';
import { bip322MessageHash, bip322Txids, decodeSimpleSignature, p2wpkhScript, signBip322P2wpkh, verifyBip322P2wpkh } from './bip322';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const reversedHex = (bytes: Uint8Array) => Buffer.from(bytes).reverse().toString('hex');
const programOf = (address: string) => Uint8Array.from(bech32.fromWords(bech32.decode(address as `${string}1${string}`).words.slice(1)));

// BIP-322's own vectors (bitcoin/bips, bip-0322/basic-test-vectors.json).
const ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const VECTORS = {
  '': {
    messageHash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    signatures: [
      'smpAkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'smpAkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  'Hello World': {
    messageHash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    signatures: [
      'smpAkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'smpAkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
};

describe('BIP-322 simple signatures, P2WPKH', () => {
  it("matches the BIP's message hashes and virtual transaction ids", () => {
    const script = p2wpkhScript(programOf(ADDRESS));
    for (const [message, vector] of Object.entries(VECTORS)) {
      expect(hex(bip322MessageHash(message))).toBe(vector.messageHash);
      const { toSpend, toSign } = bip322Txids(message, script);
      expect(reversedHex(toSpend)).toBe(vector.toSpend);
      expect(reversedHex(toSign)).toBe(vector.toSign);
    }
    expect(hex(bip322MessageHash('UTF-8 support: öäüéàè 测试文本 😄'))).toBe('43936b237ea38c7794eb5d755e0d220b6db92ebfc5c8f482759d22b1286376d7');
  });

  it("verifies the BIP's signatures, with and without the smp prefix", () => {
    for (const [message, vector] of Object.entries(VECTORS)) {
      for (const signature of vector.signatures) {
        expect(verifyBip322P2wpkh(programOf(ADDRESS), message, signature)).toBe(true);
        expect(verifyBip322P2wpkh(programOf(ADDRESS), message, signature.slice(3))).toBe(true);
      }
    }
  });

  it("refuses the BIP's error cases: another message, another address, an empty stack, bad base64", () => {
    const [signature] = VECTORS[''].signatures;
    expect(verifyBip322P2wpkh(programOf(ADDRESS), 'Wrong message that was not signed', signature)).toBe(false);
    expect(verifyBip322P2wpkh(programOf(ADDRESS), 'Hello World', signature)).toBe(false);
    expect(verifyBip322P2wpkh(new Uint8Array(20).fill(7), '', signature)).toBe(false);
    expect(verifyBip322P2wpkh(programOf(ADDRESS), '', 'smpAA==')).toBe(false);
    expect(() => verifyBip322P2wpkh(programOf(ADDRESS), '', 'not-valid-base64!!!')).toThrow('not base64');
    expect(() => verifyBip322P2wpkh(programOf(ADDRESS), '', '')).toThrow('cut short');
    expect(() => decodeSimpleSignature('smpAkcw')).toThrow();
  });

  it('refuses a flipped bit anywhere in the signature (DER, sighash type, public key)', () => {
    const [signature] = VECTORS['Hello World'].signatures;
    const bytes = Buffer.from(signature.slice(3), 'base64');
    for (let i = 0; i < bytes.length; i += 1) {
      const tampered = Buffer.from(bytes);
      tampered[i] ^= 0x01;
      let ok: boolean;
      try {
        ok = verifyBip322P2wpkh(programOf(ADDRESS), 'Hello World', tampered.toString('base64'));
      } catch {
        ok = false;
      }
      expect(ok).toBe(false);
    }
  });

  it('signs and verifies for a Litecoin regtest key of our own', () => {
    const key = Uint8Array.from(Buffer.from('11'.repeat(32), 'hex'));
    const message = 'Example reserves: I control rltc1… (litecoin) as of 2026-11-29';
    const { signature, program } = signBip322P2wpkh(key, message);
    const address = bech32.encode('rltc', [0, ...bech32.toWords(program)]);
    expect(address).toMatch(/^rltc1q/);
    expect(verifyBip322P2wpkh(programOf(address), message, signature)).toBe(true);
    expect(verifyBip322P2wpkh(programOf(address), `${message}.`, signature)).toBe(false);
  });
});
