import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { assetOnNetwork, networkTitle } from './networks';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('networkTitle', () => {
  it.each([
    ['ethereum', 'Ethereum'],
    ['tron', 'TRON'],
    ['bitcoin', 'Bitcoin'],
    ['litecoin', 'Litecoin'],
    ['Solana', 'Solana'],
    [null, ''],
  ])('names %j %j', (name, expected) => {
    expect(networkTitle(name)).toBe(expected);
  });
});

describe('assetOnNetwork', () => {
  it.each([
    [{ asset: 'USDT', networkName: 'ethereum', network: 'ERC-20' }, 'USDT · Ethereum (ERC-20)'],
    [{ asset: 'USDT', networkName: 'tron', network: 'TRC20' }, 'USDT · TRON (TRC20)'],
    // A label that repeats the network or the asset adds nothing.
    [{ asset: 'BTC', networkName: 'bitcoin', network: 'BTC' }, 'BTC · Bitcoin'],
    [{ asset: 'BTC', networkName: 'bitcoin', network: 'Bitcoin' }, 'BTC · Bitcoin'],
    [{ asset: 'ETH', networkName: 'ethereum', network: null }, 'ETH · Ethereum'],
    [{ asset: 'LTC', networkName: 'litecoin', network: 'LTC' }, 'LTC · Litecoin'],
  ])('offers %j as %j', (wallet, expected) => {
    expect(assetOnNetwork(wallet)).toBe(expected);
  });

  it('keeps the label left to right in Arabic', async () => {
    await i18next.changeLanguage('ar');
    expect(assetOnNetwork({ asset: 'USDT', networkName: 'tron', network: 'TRC-20' })).toBe('\u2066USDT · TRON (TRC-20)\u2069');
  });
});
