import { checkWalletAddress } from './wallet-address';

describe('checkWalletAddress', () => {
  it.each([
    ['BTC', undefined, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['Bitcoin', '', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'],
    ['USDT', 'ERC20', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['USDT', 'TRC20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL'],
    ['USDT', undefined, 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL'],
    ['ETH', undefined, '0x52908400098527886e0f7030069857d2e4169ee7'],
    ['LTC', undefined, 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea'],
    ['SomeCoin', undefined, 'abcdefghijklmnopqrstuvwxyz0123'],
  ])('accepts %s / %s / %s', (coin, network, address) => {
    expect(checkWalletAddress(coin, network, address)).toBeNull();
  });

  it.each([
    ['BTC', undefined, '0x52908400098527886E0F7030069857D2E4169EE7', 'Bitcoin address'],
    ['USDT', 'TRC20', '0x52908400098527886E0F7030069857D2E4169EE7', 'TRON address'],
    ['ETH', 'ERC20', '0x5290840009852788', '40 hexadecimal'],
    ['BTC', undefined, 'bc1q<script>', 'Bitcoin address'],
    ['SomeCoin', undefined, 'short', '20 to 128'],
  ])('refuses %s / %s / %s', (coin, network, address, message) => {
    expect(checkWalletAddress(coin, network, address)).toContain(message);
  });
});
