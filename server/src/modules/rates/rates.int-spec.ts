import { Logger } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { bootApp, createTestDatabase, dropTestDatabase, type TestApp } from '../../../test/helpers/test-app';
import { ApiClient } from '../../../test/helpers/api-client';
import { RateProviderStub } from '../../../test/helpers/rate-provider-stub';
import { expectGqlError } from '../../../test/helpers/safe-error';
import { createAdmin, createInvestor, createSupport } from '../../../test/factories/users';
import { CoinbaseProvider, KrakenProvider } from './rate-providers';
import { RatesScheduler } from './rates-scheduler';
import { RatesService } from './rates.service';
import { RateError } from './rates.errors';

const RATES = `{ assetRates { asset rate source at ageSeconds fixed manual manualRate manualReason marketRate marketSource failingSince lastError } }`;
const SET = `mutation($input: SetManualRateInput!) { setManualRate(input: $input) { asset rate source manual manualRate manualReason marketRate } }`;
const CLEAR = `mutation($input: ClearManualRateInput!) { clearManualRate(input: $input) { asset rate source manual marketRate } }`;

const MINUTE = 60_000;

async function until<T>(probe: () => Promise<T | null | undefined>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function refusal(promise: Promise<unknown>): Promise<RateError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RateError);
  return error as RateError;
}

describe('rates: Kraken through the schedule, failures, staleness, manual rates (real Postgres, local provider stub)', () => {
  const stub = new RateProviderStub();
  let t: TestApp;
  let rates: RatesService;
  let clock: Clock;
  let admin: ApiClient;
  let adminId: string;
  const warnings: string[] = [];
  const advance = (ms: number) => clock.setOffset(clock.offset + ms);

  beforeAll(async () => {
    const url = await stub.start();
    t = await bootApp({ env: { RATE_PROVIDER: 'kraken', RATE_PROVIDER_URL: url } });
    rates = t.app.get(RatesService);
    clock = t.app.get(Clock);
    ({
      client: admin,
      user: { id: adminId },
    } = await createAdmin(t));
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (this: Logger, message: unknown) {
      warnings.push(String(message));
    });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
    await stub.stop();
  });

  it('the schedule fetches the rates at start (one Kraken request for every pair) and stores them in Postgres; USDT is 1.00', async () => {
    const row = await until(async () => (await t.db.query(`SELECT * FROM asset_rates WHERE asset = 'BTC' AND rate IS NOT NULL`)).rows[0]);
    expect(row).toMatchObject({ rate: '95000.1000000000', source: 'kraken' });
    expect(stub.requests).toEqual(['/0/public/Ticker?pair=ETHUSD%2CXBTUSD%2CLTCUSD']);
    expect(t.app.get(RatesScheduler).processed).toBeGreaterThanOrEqual(1);
    // From here on the test drives refresh() itself.
    await t.app.get(RatesScheduler).onApplicationShutdown();

    expect(await rates.quoteRate('ETH')).toEqual({ asset: 'ETH', rate: '3012.45', source: 'kraken', at: expect.any(Date) });
    expect(await rates.quoteRate('BTC')).toMatchObject({ rate: '95000.10', source: 'kraken' });
    expect(await rates.quoteRate('USDT')).toMatchObject({ asset: 'USDT', rate: '1.00', source: 'fixed' });
    const list = await admin.gql<{ assetRates: Array<Record<string, unknown>> }>(RATES);
    expect(list.errors).toBeUndefined();
    expect(list.data!.assetRates.map((r) => [r.asset, r.rate, r.source, r.fixed, r.manual])).toEqual([
      ['USDT', '1.00', 'fixed', true, false],
      ['ETH', '3012.45', 'kraken', false, false],
      ['BTC', '95000.10', 'kraken', false, false],
      ['LTC', '84.52', 'kraken', false, false],
    ]);
  });

  it('a refresh within 50 s of the last one (any instance) asks nobody; a minute later it asks again', async () => {
    const before = stub.requests.length;
    expect(await rates.refresh()).toEqual({ fetched: [], stored: [], failed: [] });
    expect(stub.requests.length).toBe(before);
    advance(MINUTE);
    stub.prices.ETH = '3020.00000';
    expect(await rates.refresh()).toEqual({ fetched: ['ETH', 'BTC', 'LTC'], stored: ['ETH', 'BTC', 'LTC'], failed: [] });
    expect(await rates.quoteRate('ETH')).toMatchObject({ rate: '3020.00', source: 'kraken' });
  });

  it.each([
    ['http500', /HTTP 500/],
    ['garbage', /no valid price for XETHZUSD \(got "lots"\)/],
    ['negative', /no valid price/],
    ['not-json', /not JSON/],
  ] as const)('a provider answering %s changes nothing, warns once per streak, and the old rate is quoted until 5 minutes old', async (mode, error) => {
    warnings.length = 0;
    stub.mode = mode;
    advance(MINUTE);
    expect(await rates.refresh()).toMatchObject({ stored: [], failed: ['ETH', 'BTC', 'LTC'] });
    advance(MINUTE);
    expect(await rates.refresh()).toMatchObject({ stored: [], failed: ['ETH', 'BTC', 'LTC'] });
    expect(warnings.filter((w) => w.includes('rate provider kraken failed'))).toHaveLength(1);
    expect(warnings[0]).toMatch(error);
    const row = (await t.db.query(`SELECT rate, last_error, failing_since FROM asset_rates WHERE asset = 'ETH'`)).rows[0];
    expect(row.rate).toBe('3020.0000000000');
    expect(row.last_error).toMatch(error);
    expect(await rates.quoteRate('ETH')).toMatchObject({ rate: '3020.00', source: 'kraken' });

    // Stale: more than 5 minutes since the last good fetch, the deposit is refused.
    advance(3 * MINUTE + 1000);
    const refused = await refusal(rates.quoteRate('ETH'));
    expect(refused).toMatchObject({ code: 'RATE_UNAVAILABLE', kind: 'CONFLICT', values: { asset: 'ETH' } });
    expect(refused.message).toBe('No current USD rate for ETH; deposits in ETH are paused. Try again in a few minutes.');
    expect(await rates.quoteRate('USDT')).toMatchObject({ rate: '1.00' });

    // The provider answers again: stored, quoted, the streak is over (logged, not warned).
    stub.mode = 'ok';
    advance(MINUTE);
    expect(await rates.refresh()).toMatchObject({ stored: ['ETH', 'BTC', 'LTC'], failed: [] });
    expect(await rates.quoteRate('ETH')).toMatchObject({ rate: '3020.00' });
    expect((await t.db.query(`SELECT failing_since, last_error FROM asset_rates WHERE asset = 'ETH'`)).rows[0]).toEqual({
      failing_since: null,
      last_error: null,
    });
  });

  it('a provider that does not answer times out (no crash; the old rate stays)', async () => {
    stub.mode = 'hang';
    advance(MINUTE);
    const started = Date.now();
    expect(await rates.refresh()).toMatchObject({ stored: [], failed: ['ETH', 'BTC', 'LTC'] });
    expect(Date.now() - started).toBeLessThan(8000);
    expect((await t.db.query(`SELECT last_error FROM asset_rates WHERE asset = 'BTC'`)).rows[0].last_error).toMatch(/no answer within 5 s/);
    expect(await rates.quoteRate('BTC')).toMatchObject({ rate: '95000.10' });
    stub.mode = 'ok';
  }, 20_000);

  it("an admin's manual rate wins while set, even over a stale market rate, and is audited; clearing it falls back", async () => {
    advance(10 * MINUTE); // the market rate is stale now
    await refusal(rates.quoteRate('BTC'));
    const set = await admin.gql<{ setManualRate: Record<string, unknown> }>(SET, {
      input: { asset: 'BTC', rate: '94000.5', reason: 'Kraken down, rate from Bitstamp' },
    });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setManualRate).toEqual({
      asset: 'BTC',
      rate: '94000.50',
      source: 'manual',
      manual: true,
      manualRate: '94000.50',
      manualReason: 'Kraken down, rate from Bitstamp',
      marketRate: '95000.10',
    });
    expect(await rates.quoteRate('BTC')).toMatchObject({ rate: '94000.50', source: 'manual' });
    // A fresh market rate does not override it either.
    advance(MINUTE);
    await rates.refresh();
    expect(await rates.quoteRate('BTC')).toMatchObject({ rate: '94000.50', source: 'manual' });

    const cleared = await admin.gql<{ clearManualRate: Record<string, unknown> }>(CLEAR, { input: { asset: 'BTC', reason: 'Kraken is back' } });
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.clearManualRate).toEqual({ asset: 'BTC', rate: '95000.10', source: 'kraken', manual: false, marketRate: '95000.10' });
    expect(await rates.quoteRate('BTC')).toMatchObject({ rate: '95000.10', source: 'kraken' });

    const audit = (await t.db.query(`SELECT actor_id, actor_role, action, details, ip FROM audit_log WHERE action LIKE 'asset_rate.%' ORDER BY id`)).rows;
    expect(audit).toEqual([
      {
        actor_id: adminId,
        actor_role: 'admin',
        action: 'asset_rate.manual_set',
        details: { asset: 'BTC', rate: '94000.50', reason: 'Kraken down, rate from Bitstamp', before: null },
        ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
      },
      {
        actor_id: adminId,
        actor_role: 'admin',
        action: 'asset_rate.manual_cleared',
        details: { asset: 'BTC', reason: 'Kraken is back', before: '94000.50' },
        ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/),
      },
    ]);
  });

  it('refuses bad manual rates with a clear 4xx and records nothing', async () => {
    const count = async () => (await t.db.query(`SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'asset_rate.%'`)).rows[0].n;
    const before = await count();
    for (const rate of ['0', '-5', '1e5', 'abc', '1.12345678901', '']) {
      const res = await admin.gql(SET, { input: { asset: 'ETH', rate, reason: 'x' } });
      expectGqlError(res, 'BAD_USER_INPUT');
      expect(res.errors![0].extensions?.reason).toBe('INVALID_RATE');
    }
    expectGqlError(await admin.gql(SET, { input: { asset: 'ETH', rate: '3000', reason: '   ' } }), 'BAD_USER_INPUT');
    expectGqlError(await admin.gql(SET, { input: { asset: 'ETH', rate: '3000', reason: 'nul \u0000 byte' } }), 'BAD_USER_INPUT');
    expectGqlError(await admin.gql(SET, { input: { asset: 'ETH', rate: '3000', reason: 'x'.repeat(501) } }), 'BAD_USER_INPUT');
    expectGqlError(await admin.gql(SET, { input: { asset: 'DOGE', rate: '3000', reason: 'x' } }), 'BAD_USER_INPUT');
    const fixed = await admin.gql(SET, { input: { asset: 'USDT', rate: '0.99', reason: 'depeg' } });
    expectGqlError(fixed, 'CONFLICT');
    expect(fixed.errors![0].extensions?.reason).toBe('RATE_FIXED');
    const none = await admin.gql(CLEAR, { input: { asset: 'ETH', reason: 'nothing to clear' } });
    expectGqlError(none, 'CONFLICT');
    expect(none.errors![0].extensions?.reason).toBe('NO_MANUAL_RATE');
    expect(await count()).toBe(before);
    await expect(rates.quoteRate('DOGE')).rejects.toMatchObject({ code: 'UNKNOWN_ASSET', kind: 'BAD_USER_INPUT' });
  });

  it('support staff may read the rates but not change them; investors and the signed-out neither', async () => {
    const { client: support } = await createSupport(t);
    expect((await support.gql(RATES)).errors).toBeUndefined();
    expectGqlError(await support.gql(SET, { input: { asset: 'ETH', rate: '1', reason: 'x' } }), 'FORBIDDEN');
    expectGqlError(await support.gql(CLEAR, { input: { asset: 'ETH', reason: 'x' } }), 'FORBIDDEN');
    const { client: investor } = await createInvestor(t);
    expectGqlError(await investor.gql(RATES), 'FORBIDDEN');
    expectGqlError(await investor.gql(SET, { input: { asset: 'ETH', rate: '1', reason: 'x' } }), 'FORBIDDEN');
    const anonymous = t.client();
    expectGqlError(await anonymous.gql(RATES), 'UNAUTHENTICATED');
    expectGqlError(await anonymous.gql(SET, { input: { asset: 'ETH', rate: '1', reason: 'x' } }), /UNAUTHENTICATED|FORBIDDEN/);
    expect((await t.db.query(`SELECT manual_rate FROM asset_rates WHERE asset = 'ETH'`)).rows[0].manual_rate).toBeNull();
  });
});

describe('rates: Coinbase, the default off, and two instances (real Postgres, local provider stub)', () => {
  const stub = new RateProviderStub();
  let url: string;
  beforeAll(async () => {
    url = await stub.start();
  });
  afterAll(() => stub.stop());

  it("reads Coinbase's spot prices (one request per asset) and refuses an answer for another pair", async () => {
    const coinbase = new CoinbaseProvider(url);
    expect(await coinbase.fetchRates(['ETH', 'BTC'])).toEqual(
      new Map([
        ['ETH', { rate: '3012.45' }],
        ['BTC', { rate: '95000.1' }],
      ]),
    );
    expect(stub.requests.slice(-2).sort()).toEqual(['/v2/prices/BTC-USD/spot', '/v2/prices/ETH-USD/spot']);
    stub.mode = 'hang';
    const started = Date.now();
    expect(await new KrakenProvider(url, 300).fetchRates(['ETH'])).toEqual(new Map([['ETH', { error: 'no answer within 0.3 s' }]]));
    expect(await new CoinbaseProvider(url, 300).fetchRates(['BTC'])).toEqual(new Map([['BTC', { error: 'no answer within 0.3 s' }]]));
    expect(Date.now() - started).toBeLessThan(3000);
    stub.mode = 'ok';
  });

  it('tests and a start with RATE_PROVIDER=off ask nobody: ETH and BTC are refused until an admin sets a rate', async () => {
    const t = await bootApp();
    try {
      const before = stub.requests.length;
      const rates = t.app.get(RatesService);
      expect(rates.providerName).toBeNull();
      expect(await rates.refresh()).toEqual({ fetched: [], stored: [], failed: [] });
      await expect(rates.quoteRate('ETH')).rejects.toMatchObject({ code: 'RATE_UNAVAILABLE' });
      expect(await rates.quoteRate('USDT')).toMatchObject({ rate: '1.00' });
      expect(stub.requests.length).toBe(before);
    } finally {
      await t.close();
    }
  });

  it('the demo start (RATE_PROVIDER=demo, the default outside production and tests) quotes labelled demo rates and asks nobody', async () => {
    const before = stub.requests.length;
    const t = await bootApp({ env: { RATE_PROVIDER: 'demo' } });
    try {
      await until(async () => (await t.db.query(`SELECT 1 FROM asset_rates WHERE asset = 'BTC' AND rate IS NOT NULL`)).rows[0]);
      const rates = t.app.get(RatesService);
      expect(await rates.quoteRate('ETH')).toMatchObject({ rate: '3000.00', source: 'demo' });
      expect(await rates.quoteRate('BTC')).toMatchObject({ rate: '60000.00', source: 'demo' });
      expect(stub.requests.length).toBe(before);
    } finally {
      await t.close();
    }
  });

  it('production with no reachable provider starts, records the failure, and refuses ETH and BTC deposits with the clear message', async () => {
    const closed = new RateProviderStub();
    const deadUrl = await closed.start();
    await closed.stop(); // nothing listens there now
    const t = await bootApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_PROVIDER: 'kraken', RATE_PROVIDER_URL: deadUrl } });
    try {
      expect(t.config.rateProvider).toBe('kraken');
      const row = await until(
        async () => (await t.db.query(`SELECT rate, last_error FROM asset_rates WHERE asset = 'ETH' AND last_error IS NOT NULL`)).rows[0],
      );
      expect(row).toEqual({ rate: null, last_error: expect.stringMatching(/^request failed/) });
      const rates = t.app.get(RatesService);
      await expect(rates.quoteRate('ETH')).rejects.toThrow('No current USD rate for ETH; deposits in ETH are paused. Try again in a few minutes.');
      await expect(rates.quoteRate('BTC')).rejects.toThrow('No current USD rate for BTC; deposits in BTC are paused. Try again in a few minutes.');
      expect(await rates.quoteRate('USDT')).toMatchObject({ rate: '1.00', source: 'fixed' });
    } finally {
      await t.close();
    }
  });

  it('two instances on one database: the start and each minute fetch once between them', async () => {
    stub.requests.length = 0;
    const database = await createTestDatabase();
    const env = { RATE_PROVIDER: 'coinbase', RATE_PROVIDER_URL: url };
    const a = await bootApp({ database, env });
    const b = await bootApp({ database, env });
    try {
      await until(async () => (await a.db.query(`SELECT 1 FROM asset_rates WHERE asset = 'ETH' AND rate IS NOT NULL`)).rows[0]);
      await new Promise((resolve) => setTimeout(resolve, 3000)); // both workers have had time to take a job
      const spot = () => stub.requests.filter((r) => r.startsWith('/v2/prices/'));
      expect(spot().sort()).toEqual(['/v2/prices/BTC-USD/spot', '/v2/prices/ETH-USD/spot', '/v2/prices/LTC-USD/spot']);
      await a.app.get(RatesScheduler).onApplicationShutdown();
      await b.app.get(RatesScheduler).onApplicationShutdown();

      // A minute later both instances refresh at once (as two workers taking two ticks would): one fetch.
      for (const t of [a, b]) t.app.get(Clock).setOffset(t.app.get(Clock).offset + MINUTE);
      const results = await Promise.all([a.app.get(RatesService).refresh(), b.app.get(RatesService).refresh()]);
      expect(
        results
          .map((r) => r.fetched)
          .flat()
          .sort(),
      ).toEqual(['BTC', 'ETH', 'LTC']);
      // An instance whose clock reads a second behind the one that claimed (it read its clock first, or runs slow) does not claim again.
      b.app.get(Clock).setOffset(b.app.get(Clock).offset - 1000);
      expect((await b.app.get(RatesService).refresh()).fetched).toEqual([]);
      expect(spot()).toHaveLength(6);
      expect(await b.app.get(RatesService).quoteRate('ETH')).toMatchObject({ rate: '3012.45', source: 'coinbase' });
    } finally {
      await a.close();
      await b.close();
      await dropTestDatabase(database);
    }
  });
});
