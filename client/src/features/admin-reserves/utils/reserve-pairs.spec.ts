import { describe, expect, it } from 'vitest';
import { networkAfterAssetChange, RESERVE_ASSETS, reserveNetworksOf } from './reserve-pairs';

describe('reserve asset and network pairs', () => {
  it('offers only the pairs the server takes', () => {
    expect(RESERVE_ASSETS).toEqual(['USDT', 'ETH', 'BTC', 'LTC']);
    expect(reserveNetworksOf('USDT')).toEqual(['ethereum', 'tron']);
    expect(reserveNetworksOf('ETH')).toEqual(['ethereum']);
    expect(reserveNetworksOf('BTC')).toEqual(['bitcoin']);
    expect(reserveNetworksOf('LTC')).toEqual(['litecoin']);
  });

  it('offers no network before an asset is chosen, or for an unknown one', () => {
    expect(reserveNetworksOf('')).toEqual([]);
    expect(reserveNetworksOf('DOGE')).toEqual([]);
    expect(reserveNetworksOf('usdt')).toEqual([]);
  });

  it('keeps the network when it still fits, picks the only one, else clears it', () => {
    expect(networkAfterAssetChange('USDT', 'tron')).toBe('tron');
    expect(networkAfterAssetChange('ETH', 'tron')).toBe('ethereum');
    expect(networkAfterAssetChange('BTC', 'ethereum')).toBe('bitcoin');
    expect(networkAfterAssetChange('USDT', 'bitcoin')).toBe('');
    expect(networkAfterAssetChange('', 'bitcoin')).toBe('');
  });
});
