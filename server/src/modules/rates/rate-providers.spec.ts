import { parseProviderRate } from './rate-providers';
import { MARKET_ASSETS, RATE_ASSET_NAMES } from './rate-assets';
import { displayRate } from './rates.service';

describe('parseProviderRate', () => {
  it.each([
    ['3012.45000', '3012.45'],
    ['95000.1', '95000.1'],
    ['0.00000000001', null], // rounds to 0 at 10 decimals: not a positive rate
    ['1.123456789012', '1.123456789'],
  ])('takes %j as %j', (input, expected) => {
    expect(parseProviderRate(input)).toBe(expected);
  });

  it.each([
    [0],
    [3012.45],
    ['0'],
    ['0.000'],
    ['-1'],
    ['1e5'],
    [' 12'],
    ['12 '],
    ['NaN'],
    ['Infinity'],
    [''],
    ['１２'],
    [null],
    [undefined],
    [{}],
    [['1']],
    ['123456789012345678901'],
  ])('refuses %j', (input) => {
    expect(parseProviderRate(input)).toBeNull();
  });
});

describe('displayRate', () => {
  it.each([
    ['3000.0000000000', '3000.00'],
    ['1.0000000000', '1.00'],
    ['3012.4567000000', '3012.4567'],
    ['0.5000000000', '0.50'],
  ])('%s reads %s', (stored, shown) => expect(displayRate(stored)).toBe(shown));
});

describe('RATE_ASSETS', () => {
  it('quotes USDT, ETH, BTC and LTC, and asks a provider for ETH, BTC and LTC only (USDT is fixed)', () => {
    expect(RATE_ASSET_NAMES).toEqual(['USDT', 'ETH', 'BTC', 'LTC']);
    expect(MARKET_ASSETS).toEqual(['ETH', 'BTC', 'LTC']);
  });
});
