import { canonicalTxHash } from './tx-hash';

const HASH = '9f2c4e1b7a' + 'ab'.repeat(27);

describe('canonicalTxHash', () => {
  it.each([
    [HASH, 'BTC', HASH],
    [HASH.toUpperCase(), 'Bitcoin', HASH],
    [`0x${HASH}`, 'TRC20', HASH],
    [`  0X${HASH.toUpperCase()}\n`, 'TRON', HASH],
    [HASH, 'ERC20', `0x${HASH}`],
    [`0X${HASH.toUpperCase()}`, 'ethereum', `0x${HASH}`],
    [`${HASH.slice(0, 32)} \n ${HASH.slice(32)}`, 'ETH', `0x${HASH}`],
    [`0x${HASH}`, 'USDT BEP20', HASH],
    [HASH, null, HASH],
  ])('%j on %s → %s', (input, network, expected) => {
    expect(canonicalTxHash(input, network)).toBe(expected);
  });

  it.each([
    ['TXN-ABCDEFGHIJ', 'BTC'],
    ['txn-abcdefghij', 'BTC'],
    [HASH.slice(1), 'BTC'],
    [`${HASH}0`, 'ERC20'],
    [`0x0x${HASH}`, 'ERC20'],
    [`${HASH.slice(1)}g`, 'TRC20'],
    ['', 'BTC'],
    [`0x${HASH.slice(0, 40)}`, 'ERC20'],
  ])('refuses %j on %s', (input, network) => {
    expect(canonicalTxHash(input, network)).toBeNull();
  });
});
