import { hexToTron, TronAddressError, tronToHex } from './tron-address';

/**
 * Published pairs of the same address in both forms:
 * - USDT's TRC-20 contract TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t (Tether's list of USDt contracts and
 *   Tronscan); its 41-hex form 41a614f803b6fd780986a42c78ec9c7f77e6ded13c as TRON's HTTP API reports it.
 * - TBhCfAytTEh52WFL6HYr64i2nmc3u3TCUp ↔ 4112e94f…6d29: the example of TRON's wallet-cli `encoding convert`
 *   documentation (tronprotocol.github.io).
 * - THHRK1bA7YRPZBcLnTP1SZy9ipUpsRwpo6 ↔ 0x503aa4ad…6986: Dune's from_tron_address() documentation.
 * - TQHgMpVzWkhSsRB4BzZgmV8uW4cFL8eaBr ↔ 419D1015…9979: the CryptoTron::AddrTools synopsis (metacpan).
 */
const VECTORS: [string, string][] = [
  ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', '0xa614f803b6fd780986a42c78ec9c7f77e6ded13c'],
  ['TBhCfAytTEh52WFL6HYr64i2nmc3u3TCUp', '0x12e94f5a3c88b17d2f6e0b9a45cd310f8e7a6d29'],
  ['THHRK1bA7YRPZBcLnTP1SZy9ipUpsRwpo6', '0x503aa4ad108bd3a89ba0310e23b49fb654cd6986'],
  ['TQHgMpVzWkhSsRB4BzZgmV8uW4cFL8eaBr', '0x9d1015e669c2df831003c5c54ceb48da613d9979'],
];

describe('TRON address conversion', () => {
  it.each(VECTORS)('%s ↔ %s', (base58, hex) => {
    expect(tronToHex(base58)).toBe(hex);
    expect(hexToTron(hex)).toBe(base58);
    expect(hexToTron(hex.toUpperCase().replace('0X', '0x'))).toBe(base58);
    expect(hexToTron(`41${hex.slice(2)}`)).toBe(base58);
  });

  it('refuses a broken checksum, another prefix and bad hex', () => {
    expect(() => tronToHex('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T')).toThrow(TronAddressError);
    expect(() => tronToHex('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toThrow(TronAddressError);
    expect(() => hexToTron('0x1234')).toThrow(TronAddressError);
    expect(() => hexToTron(`42${'ab'.repeat(20)}`)).toThrow(TronAddressError);
  });
});
