import { paymentUri } from './payment-uri';
import { ASSET_DECIMALS, formatBaseUnits, payAmountFor } from './quote-math';

// Expected figures worked out by hand (and with Python's fractions.Fraction): ceil(usd / rate · 10^decimals).
describe('the pay amount of a quote', () => {
  it('asks USDT at par to the unit: 6,000.00 USD is 6000 USDT (6 decimals)', () => {
    expect(payAmountFor('6000.00', '1.00', ASSET_DECIMALS.USDT)).toEqual({ baseUnits: 6_000_000_000n, amount: '6000' });
    expect(payAmountFor('500.01', '1.00', 6)).toEqual({ baseUnits: 500_010_000n, amount: '500.01' });
  });

  it('rounds ETH up to the wei: 6,000.00 USD at 3012.45 is 1.991734302644027287 ETH', () => {
    expect(payAmountFor('6000.00', '3012.45', ASSET_DECIMALS.ETH)).toEqual({ baseUnits: 1_991_734_302_644_027_287n, amount: '1.991734302644027287' });
    expect(payAmountFor('3000.00', '3000.00', 18)).toEqual({ baseUnits: 10n ** 18n, amount: '1' });
  });

  it('rounds BTC up to the satoshi: 500.00 USD at 60000 is 0.00833334 BTC; 1234.56 at 97321.5 is 0.01268538', () => {
    expect(payAmountFor('500.00', '60000.00', ASSET_DECIMALS.BTC)).toEqual({ baseUnits: 833_334n, amount: '0.00833334' });
    expect(payAmountFor('1234.56', '97321.5', 8)).toEqual({ baseUnits: 1_268_538n, amount: '0.01268538' });
  });

  it('stays exact on integers with a tiny manual rate: 1,000,000 USD at 0.0000000003 is 34 digits of wei', () => {
    expect(payAmountFor('1000000.00', '0.0000000003', 18).baseUnits).toBe(3_333_333_333_333_333_333_333_333_333_333_334n);
  });

  it('writes base units back as an exact decimal', () => {
    expect(formatBaseUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatBaseUnits(123_450_000n, 6)).toBe('123.45');
  });
});

describe('the payment URI of a quote', () => {
  const common = { ethereumChainId: 1 };
  it('is EIP-681 on Ethereum: the value in wei for ETH, a transfer call of the token for USDT', () => {
    expect(
      paymentUri({
        ...common,
        asset: 'ETH',
        network: 'ethereum',
        address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
        amount: '1.991734302644027287',
        baseUnits: '1991734302644027287',
        usdtContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      }),
    ).toBe('ethereum:0x9858EfFD232B4033E47d90003D41EC34EcaEda94@1?value=1991734302644027287');
    expect(
      paymentUri({
        ethereumChainId: 11155111,
        asset: 'USDT',
        network: 'ethereum',
        address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
        amount: '6000',
        baseUnits: '6000000000',
        usdtContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      }),
    ).toBe('ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@11155111/transfer?address=0x9858EfFD232B4033E47d90003D41EC34EcaEda94&uint256=6000000000');
  });

  it('is tron:<address>?amount=…&token=<contract> on TRON and BIP-21 on Bitcoin', () => {
    expect(
      paymentUri({
        ...common,
        asset: 'USDT',
        network: 'tron',
        address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
        amount: '500.01',
        baseUnits: '500010000',
        usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      }),
    ).toBe('tron:TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH?amount=500.01&token=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(
      paymentUri({
        ...common,
        asset: 'BTC',
        network: 'bitcoin',
        address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
        amount: '0.00833334',
        baseUnits: '833334',
        usdtContract: '',
      }),
    ).toBe('bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.00833334');
  });
});
